public import WayfinderCore

/// The screen of one route that belongs to a flow: a ``RouteScreen`` whose `make` also takes the
/// models of the flows the screen is part of.
///
/// Adopt it instead of `RouteScreen` for a screen inside a flow (see
/// ``FeatureRegistrationContext/registerFlow(startingAt:model:)``); the `RouteRegistrarPlugin`
/// registers it like any screen, with the same guard and transition requirements.
///
/// ```swift
/// struct NameStepScreen: FlowRouteScreen {
///     static func make(_ route: SignUpNameRoute, _: Void, _ flows: FlowModels) -> some View {
///         NameStep().environment(flows.model(SignUpModel.self))
///     }
/// }
/// ```
///
/// It is a protocol of its own rather than a refinement of `RouteScreen`, so that the
/// three-parameter `make` is the only one to write and the compiler still infers the route and
/// the screen from it.
@MainActor
public protocol FlowRouteScreen {
    /// The route this screen shows.
    associatedtype ScreenRoute: Route
    /// What the screen needs besides its route and its flows; `Void` when nothing.
    associatedtype Dependencies = Void
    /// What ``make(_:_:_:)`` returns: a SwiftUI view, a view controller, or any value a headless
    /// host shows.
    associatedtype Screen

    /// Builds the screen of a route, given the models of its flows.
    ///
    /// - Parameters:
    ///   - route: The route shown.
    ///   - dependencies: The feature's dependencies.
    ///   - flows: The models of the flows the screen is part of.
    /// - Returns: The screen.
    static func make(_ route: ScreenRoute, _ dependencies: Dependencies, _ flows: FlowModels) -> Screen

    /// The route's guard, made once per registration; nil (the default) for none.
    ///
    /// - Parameter dependencies: The feature's dependencies.
    /// - Returns: The guard, or nil.
    static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>?

    /// How pushes and pops of the route animate; nil (the default) for the platform's.
    static var transition: Transition? { get }
}

extension FlowRouteScreen {
    /// No guard: the route may always appear.
    ///
    /// - Parameter dependencies: Unused.
    /// - Returns: nil.
    public static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>? { nil }

    /// The platform's transition: nil.
    public static var transition: Transition? { nil }
}
