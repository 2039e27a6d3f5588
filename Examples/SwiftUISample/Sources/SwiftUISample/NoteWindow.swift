#if canImport(SwiftUI)
    import NotesNavigation
    import SwiftUI
    import Wayfinder

    /// A window opened on a note's link, or restored with it: its own navigator, in the app's
    /// directory, starting at the note with the list beneath it, as a cold link does.
    struct NoteWindow: View {
        let link: RouteLink?
        let directory: NavigatorDirectory
        @State private var navigator: Navigator
        @State private var sceneID = UUID().uuidString

        init(link: RouteLink?, session: Session, directory: NavigatorDirectory) {
            self.link = link
            self.directory = directory
            _navigator = State(initialValue: NotesApp.makeNavigator(session: session, directory: directory))
        }

        var body: some View {
            NavigationHost(navigator: navigator)
                .opensWindows(through: directory)
                .receivesRouteIntents(in: directory, scene: sceneID)
                .onAppear {
                    if let link { directory.add(navigator, for: sceneID, opening: link) }
                }
                .onDisappear { directory.remove(sceneID) }
        }
    }

    extension View {
        /// Lets ``NavigatorDirectory/openInNewWindow(_:)`` open windows through this scene's
        /// `openWindow` action.
        func opensWindows(through directory: NavigatorDirectory) -> some View {
            modifier(WindowOpening(directory: directory))
        }
    }

    /// Sets the directory's window opener from the environment's `openWindow` action.
    private struct WindowOpening: ViewModifier {
        @Environment(\.openWindow) private var openWindow
        let directory: NavigatorDirectory

        func body(content: Content) -> some View {
            content.onAppear {
                let openWindow = openWindow
                directory.windowOpener = { link in openWindow(value: link) }
            }
        }
    }
#endif
