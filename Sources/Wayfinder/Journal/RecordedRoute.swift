public import WayfinderCore

/// A route as the journal records it: its stable identifier and, when a link reaches it, its
/// relative URL, from which a replay rebuilds the value.
public struct RecordedRoute: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The route's `Route.routeIdentifier`, or its type name for a route without a pattern.
    public var route: String
    /// The route's relative URL (`Route.pathRepresentation`); nil for a route without a
    /// pattern, whose values cannot be recorded.
    public var url: String?

    /// Creates a record.
    public init(route: String, url: String?) {
        self.route = route
        self.url = url
    }

    /// Records a route value.
    public init(_ value: any Route) {
        let type = type(of: value)
        if type.routePattern != nil {
            self.init(route: type.routeIdentifier, url: value.pathRepresentation)
        } else {
            self.init(route: type.routeTypeName, url: nil)
        }
    }

    /// The URL, or the type name for a route without one.
    public var description: String { url ?? route }
}
