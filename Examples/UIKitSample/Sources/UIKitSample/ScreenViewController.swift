#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit
    import Wayfinder

    /// A screen of the sample: a line of text over a column of buttons, one per `UIAction`. An
    /// action's identifier names its button for the UI tests (`SampleAccessibilityID`): it
    /// becomes the button's accessibility identifier.
    class ScreenViewController: UIViewController {
        let navigator: Navigator
        /// The line of text; screens update it.
        let messageLabel = UILabel()
        /// The buttons, set before the view loads.
        var actions: [UIAction]
        /// Views between the text and the buttons (the edit screen's field), set before the view
        /// loads.
        var fields: [UIView] = []
        /// The route whose zoom transition grows out of an action's button, by the action's
        /// identifier, set before the view loads: a note's row for the note.
        var zoomSources: [UIAction.Identifier: any Route] = [:]

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
            let buttons = actions.map { action in
                let button = UIButton(primaryAction: action)
                // An action made without an identifier has one UIKit generates; no test uses it.
                button.accessibilityIdentifier = action.identifier.rawValue
                if let route = zoomSources[action.identifier] {
                    navigator.registerZoomSource(button, for: route)
                }
                return button
            }
            let stack = UIStackView(arrangedSubviews: [messageLabel] + fields + buttons)
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
