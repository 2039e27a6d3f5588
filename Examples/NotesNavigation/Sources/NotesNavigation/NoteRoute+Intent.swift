public import WayfinderCore

// A note opens from Shortcuts, Siri, Spotlight and a control: the RouteIntentsPlugin, applied to
// each sample app's target, writes `OpenNoteIntent` from this declaration, and the app's
// `NoteEntity` lets the user pick the note by its title.
extension NoteRoute: IntentRoute {
    /// The intent's title in Shortcuts.
    public static let intentTitle = "Open Note"
}
