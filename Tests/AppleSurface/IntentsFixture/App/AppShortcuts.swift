import AppIntents

/// The app's App Shortcuts over two generated intents: one with an entity, one with the route's
/// parameters. The type-check's tests plant errors into its lines.
struct FixtureShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenNoteIntent(),
            phrases: ["Open a note in \(.applicationName)"],
            shortTitle: "Open Note",
            systemImageName: "note.text")
        AppShortcut(
            intent: OpenLibraryShelfIntent(),
            phrases: ["Open a shelf in \(.applicationName)"],
            shortTitle: "Open Shelf",
            systemImageName: "books.vertical")
    }
}
