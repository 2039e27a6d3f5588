public import WayfinderCore

/// The identity of the view a zoom transition grows from: the route value the view shows.
///
/// A row marks itself as the source for the route its tap opens; a navigation to an equal route
/// value that asks for ``Transition/zoom`` grows out of that row. Two route values are the same
/// source exactly when they are equal (`isEqual(to:)`), so the rows of two notes are two
/// sources even when their routes are of one type.
///
/// ```swift
/// let source = ZoomSourceID(NoteRoute(id: 7))
/// source == ZoomSourceID(NoteRoute(id: 7))  // true
/// source == ZoomSourceID(NoteRoute(id: 8))  // false
/// ```
///
/// SwiftUI's `matchedTransitionSource(id:in:)` and `zoom(sourceID:in:)` take it as their `id`.
public struct ZoomSourceID: Hashable, Sendable, CustomStringConvertible {
    /// The route value the source view shows.
    public let route: any Route

    /// The source identity of a route value.
    public init(_ route: any Route) {
        self.route = route
    }

    /// The route's `pathRepresentation`: `note/7`.
    public var description: String { route.pathRepresentation }

    public static func == (lhs: ZoomSourceID, rhs: ZoomSourceID) -> Bool {
        lhs.route.isEqual(to: rhs.route)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(route))
    }
}
