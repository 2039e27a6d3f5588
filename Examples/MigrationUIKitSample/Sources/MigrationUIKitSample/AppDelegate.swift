// The condition is the UIKit adapter's own (Wayfinder's `NavigationHostController` exists under
// it): iOS and visionOS, and Linux only when Scripts/typecheck-adapters.sh puts its UIKit stand-in
// on the import path.
#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit

    /// The app's entry point, as it was before Wayfinder: every scene is configured in code with
    /// ``SceneDelegate``.
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
#else
    /// Where UIKit does not exist (Linux, macOS), the app only says what it needs.
    @main
    enum AppDelegate {
        static func main() {
            print("The UIKit migration sample needs UIKit (iOS 17). Its navigation, legacy coordinator")
            print("and link door are tested with `swift test --package-path Examples/MigrationNavigation`.")
        }
    }
#endif
