public import WayfinderCore

/// Everything the navigator knows about one registered route.
@MainActor
public struct RouteRegistration {
    /// The route's type.
    public let routeType: any Route.Type
    /// The name of the feature module that registered it.
    public let moduleName: String
    /// Builds the route's screen. The route passed in is always of ``routeType``.
    public let makeScreen: @MainActor (any Route) -> Any

    /// The route's stable identifier (its pattern, or its type name when in-app only).
    public var identifier: String { routeType.routeIdentifier }

    /// The route type's name.
    public var typeName: String { routeType.routeTypeName }

    /// Creates a registration.
    public init(
        routeType: any Route.Type, moduleName: String, makeScreen: @escaping @MainActor (any Route) -> Any
    ) {
        self.routeType = routeType
        self.moduleName = moduleName
        self.makeScreen = makeScreen
    }
}
