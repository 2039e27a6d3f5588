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
    /// The guard, transition, options and external handler, which most routes leave unset: kept
    /// out of line, and nil when all four are unset, so a registration is 56 bytes rather than 112 (an app
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

    /// The app's handler of an external route (see
    /// ``FeatureRegistrationContext/registerExternal(_:canNavigate:handler:)``), called with a
    /// route of ``routeType``; nil for a route whose screen Wayfinder shows.
    public var externalHandler: (@MainActor (any Route, ExternalRouteContext) -> Void)? {
        extras?.externalHandler
    }

    /// Whether the route is external: its screen lives outside Wayfinder, and navigating to it
    /// hands it to ``externalHandler`` instead of showing a screen. (Not to be confused with
    /// `Route.isExternallyReachable`, whether outside links may open a route.)
    ///
    /// ```swift
    /// navigator.registry.registration(for: LegacySettingsRoute.self)?.isExternal  // true
    /// ```
    public var isExternal: Bool { extras?.externalHandler != nil }

    /// The route's stable identifier (its pattern, or its type name when in-app only).
    public var identifier: String { routeType.routeIdentifier }

    /// The route type's name.
    public var typeName: String { routeType.routeTypeName }

    /// Creates a registration.
    ///
    /// - Parameters:
    ///   - routeType: The route's type.
    ///   - moduleName: The feature module registering it.
    ///   - canNavigate: Its guard, if any.
    ///   - transition: Its transition, if not the platform default.
    ///   - options: The options every navigation to it gets.
    ///   - externalHandler: For an external route, the app's handler that shows it outside
    ///     Wayfinder; `makeScreen` is then never called.
    ///   - makeScreen: Builds its screen.
    public init(
        routeType: any Route.Type, moduleName: String,
        canNavigate: (@MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision)? =
            nil,
        transition: Transition? = nil, options: NavigationOptions = [],
        externalHandler: (@MainActor (any Route, ExternalRouteContext) -> Void)? = nil,
        makeScreen: @escaping @MainActor (any Route, FlowModels) -> ScreenContent
    ) {
        self.routeType = routeType
        self.moduleName = moduleName
        self.makeScreen = makeScreen
        if canNavigate == nil && transition == nil && options.isEmpty && externalHandler == nil {
            extras = nil
        } else {
            extras = Extras(
                canNavigate: canNavigate, transition: transition, options: options,
                externalHandler: externalHandler)
        }
    }
}

extension RouteRegistration {
    /// The parts of a registration most routes leave unset.
    @MainActor
    private final class Extras {
        let canNavigate: (@MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision)?
        let transition: Transition?
        let options: NavigationOptions
        let externalHandler: (@MainActor (any Route, ExternalRouteContext) -> Void)?

        init(
            canNavigate: (@MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision)?,
            transition: Transition?, options: NavigationOptions,
            externalHandler: (@MainActor (any Route, ExternalRouteContext) -> Void)?
        ) {
            self.canNavigate = canNavigate
            self.transition = transition
            self.options = options
            self.externalHandler = externalHandler
        }
    }
}
