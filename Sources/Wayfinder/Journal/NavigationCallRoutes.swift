public import WayfinderCore

/// How a ``NavigationCallForm`` holds its routes: live (``LiveRoutes``) or as the journal records
/// them (``RecordedRoutes``). A form says how to record its routes and how to compare them.
public protocol NavigationCallRoutes: Sendable {
    /// A route, as the form holds it.
    associatedtype RouteValue: Sendable
    /// A route type, as the form holds it.
    associatedtype RouteType: Sendable
    /// A push notification's payload, as the form holds it.
    associatedtype Payload: Sendable, Equatable
    /// A value handed to `finish(returning:)`, as the form holds it.
    associatedtype Value: Sendable, Equatable

    /// The route as the journal records it.
    static func record(_ route: RouteValue) -> RecordedRoute
    /// The route type as the journal records it: its stable identifier.
    static func record(_ type: RouteType) -> String
    /// The link the journal records for a push payload: the one it holds, or an empty one for a
    /// payload without a link.
    static func link(of payload: Payload) -> String
    /// The name of a finished value's type, as the journal records it.
    static func typeName(of value: Value) -> String
    /// Whether two routes are equal.
    static func isEqual(_ lhs: RouteValue, _ rhs: RouteValue) -> Bool
    /// Whether two route types are the same.
    static func isEqual(_ lhs: RouteType, _ rhs: RouteType) -> Bool
}

/// Live routes: `any Route` values and `any Route.Type`s, compared with `isEqual(to:)` and by
/// identity. The form of ``NavigationCall``.
public enum LiveRoutes: NavigationCallRoutes {
    /// A route value.
    public typealias RouteValue = any Route
    /// A route type.
    public typealias RouteType = any Route.Type
    /// The payload as it was handed over.
    public typealias Payload = PushPayload
    /// The value as it was handed over.
    public typealias Value = FinishedValue

    /// The payload's link, or an empty one.
    public static func link(of payload: PushPayload) -> String { payload.link ?? "" }
    /// ``FinishedValue/typeName``.
    public static func typeName(of value: FinishedValue) -> String { value.typeName }
    /// ``RecordedRoute/init(_:)``.
    public static func record(_ route: any Route) -> RecordedRoute { RecordedRoute(route) }
    /// The type's `Route.routeIdentifier`.
    public static func record(_ type: any Route.Type) -> String { type.routeIdentifier }
    /// `isEqual(to:)`.
    public static func isEqual(_ lhs: any Route, _ rhs: any Route) -> Bool { lhs.isEqual(to: rhs) }
    /// Whether both are the same type.
    public static func isEqual(_ lhs: any Route.Type, _ rhs: any Route.Type) -> Bool {
        ObjectIdentifier(lhs) == ObjectIdentifier(rhs)
    }
}

/// Recorded routes: ``RecordedRoute``s and route identifiers, compared by value. The form of
/// ``RecordedCall``, which the journal writes and reads.
public enum RecordedRoutes: NavigationCallRoutes {
    /// A route's record.
    public typealias RouteValue = RecordedRoute
    /// A route type's stable identifier.
    public typealias RouteType = String
    /// A payload's link (empty for a payload without one).
    public typealias Payload = String
    /// A finished value's type name.
    public typealias Value = String

    /// The link itself.
    public static func link(of payload: String) -> String { payload }
    /// The type name itself.
    public static func typeName(of value: String) -> String { value }
    /// The record itself.
    public static func record(_ route: RecordedRoute) -> RecordedRoute { route }
    /// The identifier itself.
    public static func record(_ type: String) -> String { type }
    /// Whether the records are equal.
    public static func isEqual(_ lhs: RecordedRoute, _ rhs: RecordedRoute) -> Bool { lhs == rhs }
    /// Whether the identifiers are equal.
    public static func isEqual(_ lhs: String, _ rhs: String) -> Bool { lhs == rhs }
}

/// A navigator call with live routes: what every public ``Navigator`` method builds and
/// performs. Calls compare by value, routes with `isEqual(to:)`:
///
/// ```swift
/// let call = NavigationCall.push(route: PostRoute(id: 42))
/// call == .push(route: PostRoute(id: 42))  // true
/// call.recorded                             // .push(route: RecordedRoute(route: "post/:id", url: "post/42"))
/// ```
public typealias NavigationCall = NavigationCallForm<LiveRoutes>

/// A navigator call as the journal records it: routes as ``RecordedRoute``s, route types as
/// identifiers. `Codable`; a replay resolves its routes against the registry.
public typealias RecordedCall = NavigationCallForm<RecordedRoutes>
