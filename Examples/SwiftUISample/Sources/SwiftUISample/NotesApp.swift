#if canImport(SwiftUI)
    import NotesNavigation
    import SwiftUI
    import Wayfinder

    /// The sample app: a notes tab, an account tab and a compose action tab, navigated by the
    /// navigator `SampleNavigation` makes from the shared feature modules and this app's views.
    @main
    struct NotesApp: App {
        @State private var navigator = NotesApp.makeNavigator()

        var body: some Scene {
            WindowGroup {
                NavigationHost(navigator: navigator)
                    .tabBarMinimization(.onScrollDown)
                    .onOpenURL { url in SampleNavigation.handleURL(url, in: navigator) }
            }
        }

        /// The navigator, with a signed-out session and the SwiftUI screens.
        private static func makeNavigator() -> Navigator {
            let session = Session()
            // A sidebar with a Library group on an iPad, a tab bar on an iPhone.
            return SampleNavigation.makeNavigator(
                session: session, screens: .swiftUI(session: session), tabBarStyle: .sidebarAdaptable)
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
