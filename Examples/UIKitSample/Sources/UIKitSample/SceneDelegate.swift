#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import NotesNavigation
    import UIKit
    import Wayfinder

    /// One window: it creates the navigator from the shared feature modules and this app's view
    /// controllers, shows it with the adapter's `NavigationHostController` and hands it the links
    /// the system opens (`wayfinder-notes://notes/3`).
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private let session = Session()
        // A sidebar with a Library group on an iPad, a tab bar on an iPhone.
        private lazy var navigator = SampleNavigation.makeNavigator(
            session: session, screens: .uiKit(session: session), tabBarStyle: .sidebarAdaptable)

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = NavigationHostController(navigator: navigator)
            window.makeKeyAndVisible()
            self.window = window
            // A link that launched the app.
            for context in connectionOptions.urlContexts {
                SampleNavigation.handleURL(context.url, in: navigator)
            }
        }

        func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
            for context in urlContexts { SampleNavigation.handleURL(context.url, in: navigator) }
        }
    }
#endif
