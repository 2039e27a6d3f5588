import SampleRoutes
import SwiftUI
import Wayfinder

/// The sample app: a notes tab, an account tab and a compose action tab, all navigated by one
/// ``Navigator`` that only this type lists the features for.
@main
struct NotesApp: App {
    @State private var navigator = Navigator(
        modules: [NotesFeatureModule(), AccountFeatureModule(), ComposeFeatureModule()],
        root: NotesRoute(), schemes: ["notes"], hosts: ["notes.example.com"])

    var body: some Scene {
        WindowGroup {
            NavigationHost(navigator: navigator)
                .onOpenURL { navigator.open($0) }
        }
    }
}
