#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import NotesNavigation
    import UIKit
    import Wayfinder

    /// One window: it creates the navigator from the shared feature modules and this app's view
    /// controllers, shows it with the adapter's `NavigationHostController` and hands it the links
    /// the system opens (`wayfinder-notes://notes/3`) and the activities it continues (Handoff,
    /// Spotlight). A window opened on a note's link (`SampleWindows`), or restored with it, starts
    /// at that note.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private let session = Session()
        // A sidebar with a Library group on an iPad, a tab bar on an iPhone.
        private lazy var navigator = SampleNavigation.makeNavigator(
            session: session, screens: .uiKit(session: session), tabBarStyle: .sidebarAdaptable)
        /// This scene's identifier in the directory.
        private(set) var sceneID: NavigatorDirectory.SceneID?
        /// The link the window was opened on or restored with; nil for a window opened plainly.
        private var windowLink: RouteLink?

        func scene(
            _ scene: UIScene, willConnectTo sceneSession: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = NavigationHostController(navigator: navigator)
            window.makeKeyAndVisible()
            self.window = window
            let id = sceneSession.persistentIdentifier
            sceneID = id
            // A window opened on a link (SampleWindows), or restored with the link it showed.
            let link =
                connectionOptions.userActivities.lazy.compactMap(\.routeLink).first
                ?? sceneSession.stateRestorationActivity?.routeLink
            if let link {
                windowLink = link
                SampleWindows.directory.add(navigator, for: id, opening: link)
            } else {
                SampleWindows.directory.add(navigator, for: id)
            }
            // A link that launched the app.
            for context in connectionOptions.urlContexts {
                SampleNavigation.handleURL(context.url, in: navigator)
            }
        }

        func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
            for context in urlContexts { SampleNavigation.handleURL(context.url, in: navigator) }
        }

        func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
            navigator.continueActivity(userActivity)
        }

        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            windowLink.map(NSUserActivity.init(windowShowing:))
        }

        func sceneDidBecomeActive(_ scene: UIScene) {
            if let sceneID { SampleWindows.directory.activate(sceneID) }
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            if let sceneID { SampleWindows.directory.remove(sceneID) }
        }
    }
#endif
