public import Wayfinder

extension AlertAction {
    /// The delete alert's destructive button: delete the note and leave it.
    public static let deleteNote: AlertAction = "delete-note"
    /// The note actions dialog's "Details" button: show the note's details sheet.
    public static let showNoteDetails: AlertAction = "show-note-details"
}

/// The notes feature: the notes tab, a sidebar of notes beside the chosen note on an iPad (a
/// split: one stack on an iPhone), a note (zooming out of its row), deleting it (a system alert whose action pops the
/// note), its actions (a confirmation dialog), its details (a half-height sheet), choosing its colour (a sheet that hands a ``NoteColor`` back) and the "What's new" card.
public struct NotesFeatureModule<Screen>: FeatureModule {
    /// What the app shows for each route.
    public let screens: NotesScreens<Screen>

    /// Creates the feature with the app's screens.
    public init(screens: NotesScreens<Screen>) {
        self.screens = screens
    }

    public func register(in context: FeatureRegistrationContext) {
        let screens = screens
        let navigator = context.navigator
        context.register(NotesRoute.self) { [unowned navigator] _ in screens.notes(navigator) }
        // A note zooms out of the row it was opened from; a cold link shows it as usual.
        context.register(NoteRoute.self, transition: .zoom) { [unowned navigator] route in
            screens.note(route, navigator)
        }
        context.register(ColorPickerRoute.self) { [unowned navigator] _ in screens.colorPicker(navigator) }
        context.register(WhatsNewRoute.self) { [unowned navigator] _ in screens.whatsNew(navigator) }
        context.register(DeleteNoteRoute.self) { route in
            AlertContent(
                title: "Delete note \(route.id)?", message: "This cannot be undone.",
                buttons: [
                    AlertButton("Cancel", role: .cancel),
                    AlertButton("Delete", role: .destructive, action: .deleteNote),
                ])
        }
        // After the alert is dismissed the note is on top again: leave it.
        context.handleAlertActions(of: DeleteNoteRoute.self) { action, _, navigator in
            if action == .deleteNote { navigator.pop() }
        }
        context.register(NoteDetailsRoute.self) { [unowned navigator] route in
            screens.noteDetails(route, navigator)
        }
        context.register(NoteActionsRoute.self) { route in
            AlertContent(
                title: "Note \(route.id)",
                buttons: [
                    AlertButton("Details", action: .showNoteDetails),
                    AlertButton("Delete Note", role: .destructive, action: .deleteNote),
                    AlertButton("Cancel", role: .cancel),
                ])
        }
        // The dialog is dismissed first: the note is on top again.
        context.handleAlertActions(of: NoteActionsRoute.self) { action, route, navigator in
            if action == .showNoteDetails { navigator.navigate(to: NoteDetailsRoute(id: route.id)) }
            if action == .deleteNote { navigator.pop() }
        }
        // On an iPad (the regular width) the notes tab shows the list beside the chosen note; on
        // an iPhone the note is pushed over the list. Choosing another note replaces it.
        context.registerSplit(list: NotesRoute.self, detail: NoteRoute.self)
        context.registerDetailPlaceholder(for: NotesRoute.self) { [unowned navigator] _ in
            screens.noNoteSelected(navigator)
        }
        context.registerTab(
            TabSpec(id: "notes", title: "Notes", systemImage: "note.text", root: NotesRoute(), priority: 100))
    }
}
