public import WayfinderCore

/// An App Intents entity that stands for a route: the value a user picks in Shortcuts, such as a
/// note chosen by its title, and the route that shows it.
///
/// Conform the app's own `AppEntity` in the app target. The `RouteIntentsPlugin` then gives the
/// route's generated intent one parameter of the entity's type (an `OpenIntent` whose `target`
/// is the entity) instead of one parameter per route property, and the intent opens
/// ``route``:
///
/// ```swift
/// struct NoteEntity: AppEntity, RouteEntity {
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
///     static let defaultQuery = NoteQuery()
///     let id: Int
///     let title: String
///     var displayRepresentation: DisplayRepresentation { "\(title)" }
///
///     var route: NoteRoute { NoteRoute(id: id) }
/// }
/// ```
///
/// The protocol imports no App Intents, so the routes' modules and Wayfinder link none.
public protocol RouteEntity {
    /// The route the entity opens.
    associatedtype OpenedRoute: IntentRoute

    /// The route that shows the entity.
    var route: OpenedRoute { get }
}
