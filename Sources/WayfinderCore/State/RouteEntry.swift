/// One screen in a stack: a route and a stable identity for UI diffing.
///
/// Two entries with equal routes are still different entries: pushing the same post twice makes
/// two screens. The identity is assigned by ``NavigationState`` and never reused within it.
public struct RouteEntry: Identifiable, Hashable, Sendable, CustomStringConvertible {
    /// A stable identity, unique within one navigation state.
    public struct ID: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The raw number; increases with each entry created.
        public let rawValue: UInt64

        /// Creates an identity from its raw number.
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
        public var description: String { "#\(rawValue)" }
    }

    /// The entry's identity.
    public let id: ID
    /// The route the entry shows.
    public let route: any Route

    /// Creates an entry.
    public init(id: ID, route: any Route) {
        self.id = id
        self.route = route
    }

    /// The route's ``Route/pathRepresentation``, which the outline prints for the entry (with any
    /// control character or invisible character it holds escaped).
    public var description: String { route.pathRepresentation }

    public static func == (lhs: RouteEntry, rhs: RouteEntry) -> Bool {
        lhs.id == rhs.id && lhs.route.isEqual(to: rhs.route)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(AnyHashable(route))
    }
}
