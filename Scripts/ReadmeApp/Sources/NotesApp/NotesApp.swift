// Written for Scripts/check-consumer.sh, not part of the README: a headless stand-in for README.md's
// SwiftUI `Sources/NotesApp/NotesApp.swift`. Scripts/readme-app.py replaces the `Navigator(…)`
// expression below with the README's own. A `HeadlessHost` shows the navigator where the README's
// `NavigationHost` does, and each argument is opened as a link, as `onOpenURL` opens one; then the
// outline is printed.
import NotesInternal
import NotesUI
import Wayfinder

@main
struct NotesApp {
    @MainActor static func main() async {
        let navigator = Navigator(
            modules: [NotesFeature(session: Session())], root: NotesRoute(), schemes: ["notes"])
        let host = HeadlessHost(navigator: navigator)
        for link in CommandLine.arguments.dropFirst() {
            print("# open \(link): \(await navigator.open(link).outcome)")
        }
        print(navigator.outline)
        print("top screen: \(host.topScreen.map { "\($0)" } ?? "none")")
        print("diagnostics: \(navigator.diagnostics.count)")
    }
}
