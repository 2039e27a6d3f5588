import AppIntents
import IntentFixtureRoutes
import Wayfinder

/// A note as Shortcuts offer it: the entity the generated `OpenNoteIntent` takes.
struct NoteEntity: AppEntity, RouteEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()

    let id: Int
    var displayRepresentation: DisplayRepresentation { "Note \(id)" }

    var route: NoteRoute { NoteRoute(id: id) }
}

/// Finds notes by number.
struct NoteQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [NoteEntity] {
        identifiers.map { NoteEntity(id: $0) }
    }
}
