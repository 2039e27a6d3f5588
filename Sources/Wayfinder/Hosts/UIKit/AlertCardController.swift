#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit

    /// An alert route's own screen, centred on a card over a dimmed backdrop: how the UIKit host
    /// shows an alert whose screen is not ``AlertContent``.
    @MainActor
    final class AlertCardController: UIViewController {
        private let content: UIViewController

        init(content: UIViewController) {
            self.content = content
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .overFullScreen
            modalTransitionStyle = .crossDissolve
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("AlertCardController is created in code")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor.black.withAlphaComponent(0.35)
            let card = UIView()
            card.backgroundColor = .secondarySystemBackground
            card.layer.cornerRadius = 16
            card.clipsToBounds = true
            card.accessibilityViewIsModal = true
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)

            addChild(content)
            content.view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(content.view)
            NSLayoutConstraint.activate([
                card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                card.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
                card.widthAnchor.constraint(lessThanOrEqualToConstant: 420),
                card.heightAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.heightAnchor),
                content.view.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
                content.view.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
                content.view.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                content.view.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            ])
            content.didMove(toParent: self)
        }
    }
#endif
