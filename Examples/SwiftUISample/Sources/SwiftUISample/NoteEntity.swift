// A note as Shortcuts, Siri and Spotlight offer it. The RouteIntentsPlugin finds this entity for
// NoteRoute (an IntentRoute in NotesNavigation) and makes the generated `OpenNoteIntent` an
// `OpenIntent` whose `target` is a note the user picks by its title.
#if canImport(AppIntents)
    import AppIntents
    import NotesNavigation
    import Wayfinder

    /// A note the user picks in Shortcuts: its number and its title.
    struct NoteEntity: AppEntity, RouteEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
        static let defaultQuery = NoteQuery()

        let id: Int
        var displayRepresentation: DisplayRepresentation { "\(NoteQuery.title(ofNote: id))" }

        var route: NoteRoute { NoteRoute(id: id) }
    }

    /// The sample's notes, as the notes list shows them: numbers 1 to 3, titled "Note N".
    struct NoteQuery: EntityQuery {
        /// The notes the list shows.
        static let noteIDs = 1..<4

        /// A note's title, as the list and the note's screen show it.
        static func title(ofNote id: Int) -> String { "Note \(id)" }

        func entities(for identifiers: [Int]) async throws -> [NoteEntity] {
            identifiers.filter(Self.noteIDs.contains).map { NoteEntity(id: $0) }
        }

        func suggestedEntities() async throws -> [NoteEntity] {
            Self.noteIDs.map { NoteEntity(id: $0) }
        }
    }
#endif
