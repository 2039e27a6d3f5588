#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import Foundation
    import MigrationNavigation
    import Observation
    import UIKit
    import Wayfinder

    /// The app's coordinator from before Wayfinder, now driving one tab of two.
    ///
    /// It owns the tab bar controller: the Browse tab is its own navigation controller, whose
    /// view controllers it sets from the ``LegacyCoordinator`` model; the Library tab is a
    /// `NavigationHostController` for Wayfinder's navigator, placed as an ordinary child of the
    /// tab bar controller. The player, which Wayfinder's `TrackRoute` is handed off to, is
    /// presented over both tabs.
    @MainActor
    final class AppCoordinator: NSObject, UITabBarControllerDelegate, UINavigationControllerDelegate {
        let model = LegacyCoordinator()
        let session = Session()
        let legacyRouter: LegacyRouter
        let navigator: Navigator
        let linkDoor: LinkDoor
        let tabBarController = UITabBarController()
        private let browseController: UINavigationController
        private let libraryController: NavigationHostController
        private weak var playerController: UIViewController?

        override init() {
            legacyRouter = LegacyRouter(coordinator: model)
            navigator = MigrationNavigation.makeNavigator(
                session: session, coordinator: model, screens: .uiKit(session: session))
            linkDoor = LinkDoor(navigator: navigator, legacyRouter: legacyRouter)
            browseController = UINavigationController(rootViewController: UIViewController())
            libraryController = NavigationHostController(navigator: navigator)
            super.init()
            browseController.tabBarItem = UITabBarItem(
                title: "Browse", image: UIImage(systemName: "square.grid.2x2"), selectedImage: nil)
            libraryController.tabBarItem = UITabBarItem(
                title: "Library", image: UIImage(systemName: "books.vertical"), selectedImage: nil)
            tabBarController.setViewControllers([browseController, libraryController], animated: false)
        }

        /// Draws the model and follows its changes.
        func start() {
            tabBarController.delegate = self
            browseController.delegate = self
            observe()
        }

        // MARK: - Drawing the legacy model

        private func observe() {
            withObservationTracking {
                render()
            } onChange: { [weak self] in
                Task { @MainActor in self?.observe() }
            }
        }

        private func render() {
            let selected: UIViewController =
                model.selectedTab == .browse ? browseController : libraryController
            if tabBarController.selectedViewController !== selected {
                tabBarController.selectedViewController = selected
            }
            let shown = browseController.viewControllers.compactMap { ($0 as? LegacyViewController)?.screen }
            if shown != model.browseStack {
                browseController.setViewControllers(
                    model.browseStack.map { LegacyViewController(screen: $0, coordinator: self) },
                    animated: true)
            }
            switch (model.nowPlaying, playerController) {
            case (let track?, nil):
                let player = LegacyViewController(screen: .player(track: track), coordinator: self)
                player.modalPresentationStyle = .fullScreen
                tabBarController.present(player, animated: true)
                playerController = player
            case (nil, let player?):
                player.dismiss(animated: true)
                playerController = nil
            default:
                break
            }
        }

        // MARK: - What the user does to the legacy tab

        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        )
            -> Bool
        {
            model.selectedTab = viewController === libraryController ? .library : .browse
            return true
        }

        /// The back button and the back swipe pop the navigation controller itself: the model
        /// keeps what it still shows.
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            model.keep(navigationController.viewControllers.count)
        }
    }
#endif
