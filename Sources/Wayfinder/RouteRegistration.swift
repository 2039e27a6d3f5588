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
    /// The route's guard, if it has one; called with a route of ``routeType``.
    public let canNavigate:
        (@MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision)?
    /// The transition of pushes and pops of this route, if not the platform's default.
    public let transition: Transition?
    /// The options every navigation to this route gets (such as single-top).
    public let options: NavigationOptions

    /// Whether the route has a guard.
    public var hasGuard: Bool { canNavigate != nil }

    /// The route's stable identifier (its pattern, or its type name when in-app only).
    public var identifier: String { routeType.routeIdentifier }

    /// The route type's name.
    public var typeName: String { routeType.routeTypeName }

    /// Creates a registration.
    public init(
        routeType: any Route.Type, moduleName: String,
        canNavigate: (@MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision)? =
            nil,
        transition: Transition? = nil, options: NavigationOptions = [],
        makeScreen: @escaping @MainActor (any Route) -> Any
    ) {
        self.options = options
        self.routeType = routeType
        self.moduleName = moduleName
        self.canNavigate = canNavigate
        self.transition = transition
        self.makeScreen = makeScreen
    }
}
