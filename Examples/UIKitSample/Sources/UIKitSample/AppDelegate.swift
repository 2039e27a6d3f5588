// The condition is the UIKit adapter's own (Wayfinder's `NavigationHostController` exists under
// it): iOS and visionOS, and Linux only when Scripts/typecheck-adapters.sh puts its UIKit stand-in
// on the import path.
#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import AppIntents
    import UIKit

    /// The app's entry point. It configures every scene in code with ``SceneDelegate``, and hands
    /// the app's directory to App Intents at launch: the generated `OpenNoteIntent` (Shortcuts,
    /// Siri, Spotlight) opens its note through it.
    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            AppDependencyManager.shared.add(dependency: SampleWindows.directory)
            return true
        }

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
            print("The UIKit sample needs UIKit (iOS 17). Its navigation is tested with")
            print("`swift test --package-path Examples/NotesNavigation`.")
        }
    }
#endif
