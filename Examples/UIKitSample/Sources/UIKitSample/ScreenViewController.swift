#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit
    import Wayfinder

    /// A screen of the sample: a line of text over a column of buttons, one per `UIAction`.
    class ScreenViewController: UIViewController {
        let navigator: Navigator
        /// The line of text; screens update it.
        let messageLabel = UILabel()
        /// The buttons, set before the view loads.
        var actions: [UIAction]

        init(title: String, message: String? = nil, navigator: Navigator, actions: [UIAction] = []) {
            self.navigator = navigator
            self.actions = actions
            super.init(nibName: nil, bundle: nil)
            self.title = title
            messageLabel.text = message
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("created in code")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            messageLabel.numberOfLines = 0
            let stack = UIStackView(
                arrangedSubviews: [messageLabel] + actions.map { UIButton(primaryAction: $0) })
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }
#endif
