public import WayfinderCore

// The routes of the two sample apps (Examples/SwiftUISample, Examples/UIKitSample). Screens,
// guards and tabs for them are registered by the feature modules beside this file.

/// The notes list: the root of the notes tab.
@Route("notes")
public struct NotesRoute {}

/// One note, pushed over the list. The route was `note/:id` in an earlier version: its alias keeps
/// that version's links, widgets, activities and windows opening.
@Route("notes/:id", aliases: ["note/:id"])
public struct NoteRoute {
    /// The note's number.
    public let id: Int
    public var parent: (any Route)? { NotesRoute() }
}

/// The account screen: the root of the account tab.
@Route("account")
public struct AccountRoute {}

/// Editing the account: guarded, signed-in users only (the guard redirects to sign-in); leaving
/// it with an unsaved name asks first (its leave guard shows ``DiscardAccountChangesRoute``).
@Route("account/edit")
public struct EditAccountRoute {
    public var parent: (any Route)? { AccountRoute() }
}

/// "Discard your changes?": the confirmation the edit screen's leave guard asks for, an alert
/// shown as `AlertContent`.
@Route("account/edit/discard")
public struct DiscardAccountChangesRoute {
    public var preferredPresentation: Presentation { .alert }
}

/// Settings: a sheet with a stack of its own.
@Route("settings")
public struct SettingsRoute {
    public var preferredPresentation: Presentation { .sheet }
}

/// A settings page pushed inside the settings sheet.
@Route("settings/appearance")
public struct AppearanceRoute {
    public var parent: (any Route)? { SettingsRoute() }
}

/// Signing in: a full-screen cover (the adapters give its root screen a close button).
@Route("signin")
public struct SignInRoute {
    public var preferredPresentation: Presentation { .fullScreenCover }
}

/// "Delete this note?": an alert shown as `AlertContent`.
@Route("notes/:id/delete")
public struct DeleteNoteRoute {
    /// The note's number.
    public let id: Int
    public var preferredPresentation: Presentation { .alert }
}

/// A note's details: a half-height sheet (the medium detent) that the user can drag to the
/// full height; the detent it rests at is navigation state, saved and restored with the rest.
@Route("notes/:id/details")
public struct NoteDetailsRoute {
    /// The note's number.
    public let id: Int
    public var preferredPresentation: Presentation { .sheet(detents: [.medium, .large], selected: .medium) }
}

/// What can be done with a note: a confirmation dialog (an action sheet) shown as
/// `AlertContent`, whose buttons show the details or delete the note.
@Route("notes/:id/actions")
public struct NoteActionsRoute {
    /// The note's number.
    public let id: Int
    public var preferredPresentation: Presentation { .confirmationDialog }
}

/// What's new: an alert route shown as a card view.
@Route("whats-new")
public struct WhatsNewRoute {
    public var preferredPresentation: Presentation { .alert }
}

/// Picks a colour for a note and hands it back to the caller.
@Route("color-picker")
public struct ColorPickerRoute {
    public typealias NavigationResult = NoteColor
    public var preferredPresentation: Presentation { .sheet }
}

/// Writing a new note: what the action tab presents.
@Route("compose")
public struct ComposeRoute {
    public var preferredPresentation: Presentation { .sheet }
}

/// A note's colour, the value the colour picker returns.
public enum NoteColor: String, Sendable, CaseIterable {
    case yellow, green, blue
}

/// A shelf of the library (`archive`, `trash`, `drafts`): the root of a tab in the sidebar's
/// Library group.
@Route("library/:shelf")
public struct LibraryRoute {
    /// The shelf's name, which is also its tab's identifier.
    public let shelf: String
}

/// A note on a shelf of the library, pushed over the shelf.
@Route("library/:shelf/:id")
public struct ShelvedNoteRoute {
    /// The shelf's name.
    public let shelf: String
    /// The note's number.
    public let id: Int
    public var parent: (any Route)? { LibraryRoute(shelf: shelf) }
}

extension LibraryRoute {
    /// The shelf's title: its name, capitalized (`Archive`).
    public var title: String { shelf.prefix(1).uppercased() + shelf.dropFirst() }
}
