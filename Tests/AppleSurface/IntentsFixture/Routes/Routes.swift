public import WayfinderCore

/// The notes list.
@Route("notes")
public struct NotesRoute {}

/// One note; Shortcuts pick it through the app's `NoteEntity`.
@Route("notes/:id")
public struct NoteRoute {
    public let id: Int
    public var parent: (any Route)? { NotesRoute() }
}

extension NoteRoute: IntentRoute {
    public static let intentTitle = "Open Note"
}

/// A shelf of the library: its intent takes the route's properties as parameters.
@Route("library/:shelf")
public struct ShelfRoute: IntentRoute {
    public static let intentTitle = "Open Shelf"
    public static let intentName = "OpenLibraryShelfIntent"

    public let shelf: String
    public var page: Int = 1
    public var tag: String?
    public var pinned: Bool?
    public var sort: ShelfSort?
}

/// How a shelf sorts: not an intent parameter type, and Optional, so the intent leaves it nil.
public enum ShelfSort: String, Sendable {
    case title, date
}

/// In-app only: it cannot conform to IntentRoute, and the generator writes nothing for it.
@Route
public struct DraftRoute {
    public let text: String
}
