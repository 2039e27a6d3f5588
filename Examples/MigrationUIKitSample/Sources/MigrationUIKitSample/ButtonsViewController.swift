#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit

    /// A screen of the sample, legacy or Wayfinder's: a line of text over a column of buttons,
    /// one per `UIAction`.
    class ButtonsViewController: UIViewController {
        private let message: String
        private let actions: [UIAction]

        init(title: String, message: String, actions: [UIAction]) {
            self.message = message
            self.actions = actions
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("created in code")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let label = UILabel()
            label.text = message
            label.numberOfLines = 0
            let buttons: [UIView] = actions.map { UIButton(primaryAction: $0) }
            let stack = UIStackView(arrangedSubviews: [label] + buttons)
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
