import SampleRoutes
import UIKit
import Wayfinder

/// The app's entry point. It configures every scene in code with ``SceneDelegate``.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

/// One window: it creates the navigator, shows it with the adapter's `NavigationHostController`
/// and hands it the links the system opens (`wayfinder-notes://notes/3`).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let account = Account()
    private lazy var navigator = Navigator(
        modules: [NotesFeatureModule(), AccountFeatureModule(account: account)], root: NotesRoute(),
        schemes: ["wayfinder-notes"])

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
        for context in connectionOptions.urlContexts { navigator.open(context.url) }
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        for context in urlContexts { navigator.open(context.url) }
    }
}

/// Whether someone is signed in: what the guard on `EditAccountRoute` checks.
@MainActor
final class Account {
    var isSignedIn = false
}
