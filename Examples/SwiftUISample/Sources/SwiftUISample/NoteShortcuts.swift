// The sample's App Shortcuts: Siri, Spotlight and the Shortcuts app offer these phrases as soon as
// the app is installed, without the user building a shortcut. Each runs a route's generated
// intent, so a phrase opens the route through the same door as a Shortcut.
#if canImport(AppIntents)
    import AppIntents

    /// "Open a note in Notes": Siri asks which note (from `NoteQuery`'s suggestions), then the
    /// generated `OpenNoteIntent` opens it.
    struct NoteShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(
                intent: OpenNoteIntent(),
                phrases: ["Open a note in \(.applicationName)", "Show my \(.applicationName) notes"],
                shortTitle: "Open Note",
                systemImageName: "note.text")
        }
    }
#endif
