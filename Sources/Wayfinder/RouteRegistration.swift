public import WayfinderCore

/// Everything the navigator knows about one registered route.
@MainActor
public struct RouteRegistration {
    /// The route's type.
    public let routeType: any Route.Type
    /// The name of the feature module that registered it.
    public let moduleName: String
    /// Builds the route's screen, given the models of the flows the screen is part of. The route
    /// passed in is always of ``routeType``.
    public let makeScreen: @MainActor (any Route, FlowModels) -> ScreenContent
    /// The guard, transition and options, which most routes leave unset: kept out of line, and
    /// nil when all three are unset, so a registration is 56 bytes rather than 112 (an app
    /// holds one per route for its whole life).
    private let extras: Extras?

    /// The route's guard, if it has one; called with a route of ``routeType``.
    public var canNavigate:
        (@MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision)?
    {
        extras?.canNavigate
    }
    /// The transition of pushes and pops of this route, if not the platform's default.
    public var transition: Transition? { extras?.transition }
    /// The options every navigation to this route gets (such as single-top).
    public var options: NavigationOptions { extras?.options ?? [] }

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
        makeScreen: @escaping @MainActor (any Route, FlowModels) -> ScreenContent
    ) {
        self.routeType = routeType
        self.moduleName = moduleName
        self.makeScreen = makeScreen
        if canNavigate == nil && transition == nil && options.isEmpty {
            extras = nil
        } else {
            extras = Extras(canNavigate: canNavigate, transition: transition, options: options)
        }
    }
}

extension RouteRegistration {
    /// The parts of a registration most routes leave unset.
    private final class Extras: Sendable {
        let canNavigate: (@MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision)?
        let transition: Transition?
        let options: NavigationOptions

        init(
            canNavigate: (@MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision)?,
            transition: Transition?, options: NavigationOptions
        ) {
            self.canNavigate = canNavigate
            self.transition = transition
            self.options = options
        }
    }
}
