#if canImport(SwiftUI)
    import AppIntents
    import NotesNavigation
    import SwiftUI
    import Wayfinder

    /// The sample app: a notes tab, an account tab and a compose action tab, navigated by the
    /// navigator `SampleNavigation` makes from the shared feature modules and this app's views.
    ///
    /// A note opens in a window of its own: the second window group's value is the note's link
    /// (`RouteLink`), and each such window has its own navigator in the app's directory. The
    /// system restores the window with that value, so it reopens at the note.
    ///
    /// A note also opens from Shortcuts, Siri, Spotlight and the Open Note control: the
    /// `OpenNoteIntent` the RouteIntentsPlugin generates finds the directory through
    /// `AppDependencyManager` and opens the note in the active window, or, on iOS 26, in the
    /// window the system delivers the intent to.
    @main
    struct NotesApp: App {
        @State private var session: Session
        @State private var directory: NavigatorDirectory
        @State private var navigator: Navigator

        init() {
            let session = Session()
            let directory = NavigatorDirectory()
            let navigator = NotesApp.makeNavigator(session: session, directory: directory)
            directory.add(navigator, for: NotesApp.mainSceneID)
            // The generated intents' `@AppDependency var directory`.
            AppDependencyManager.shared.add(dependency: directory)
            _session = State(initialValue: session)
            _directory = State(initialValue: directory)
            _navigator = State(initialValue: navigator)
        }

        var body: some Scene {
            WindowGroup {
                NavigationHost(navigator: navigator)
                    .tabBarMinimization(.onScrollDown)
                    .onOpenURL { url in SampleNavigation.handleURL(url, in: navigator) }
                    .opensWindows(through: directory)
                    .receivesRouteIntents(in: directory, scene: NotesApp.mainSceneID)
            }
            WindowGroup(for: RouteLink.self) { link in
                NoteWindow(link: link.wrappedValue, session: session, directory: directory)
            }
        }

        /// The main window's scene in the directory.
        static let mainSceneID: NavigatorDirectory.SceneID = "main"

        /// A navigator with the SwiftUI screens.
        static func makeNavigator(session: Session, directory: NavigatorDirectory) -> Navigator {
            // A sidebar with a Library group on an iPad, a tab bar on an iPhone.
            SampleNavigation.makeNavigator(
                session: session, screens: .swiftUI(session: session, directory: directory),
                tabBarStyle: .sidebarAdaptable)
        }
    }
#else
    /// Where SwiftUI does not exist (Linux), the app only says what it needs.
    @main
    enum NotesApp {
        static func main() {
            print("The SwiftUI sample needs SwiftUI (iOS 17 or macOS 14). Its navigation is tested with")
            print("`swift test --package-path Examples/NotesNavigation`.")
        }
    }
#endif
