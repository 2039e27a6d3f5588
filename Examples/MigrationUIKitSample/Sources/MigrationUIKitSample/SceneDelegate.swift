#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import MigrationNavigation
    import UIKit

    /// One window, whose root is the app's own tab bar controller (``AppCoordinator``), not
    /// Wayfinder's. Every link the system opens goes through the coordinator's link door, which
    /// splits it between Wayfinder's Library tab and the legacy router.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private let coordinator = AppCoordinator()

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = coordinator.tabBarController
            window.makeKeyAndVisible()
            self.window = window
            coordinator.start()
            // A link that launched the app.
            for context in connectionOptions.urlContexts { coordinator.linkDoor.handle(context.url) }
        }

        func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
            for context in urlContexts { coordinator.linkDoor.handle(context.url) }
        }
    }
#endif
