public import WayfinderCore

/// The screen of an external route, a route whose screen still lives outside Wayfinder: declared
/// in a feature's Internal package so the `RouteRegistrarPlugin` registers the route at build
/// time with ``FeatureRegistrationContext/registerExternal(_:dependencies:)``.
///
/// Where a ``RouteScreen`` makes the screen, an external route screen hands the route off to the
/// code that still shows it: a legacy router, a view controller the app presents itself, a web
/// page. The plugin counts it as the route's screen, so a route of the feature's UI package that
/// is shown outside Wayfinder no longer fails the build.
///
/// ```swift
/// struct LegacySettingsScreen: ExternalRouteScreen {
///     static func handOff(
///         _ route: LegacySettingsRoute, _ legacy: LegacyRouter, context: ExternalRouteContext
///     ) {
///         legacy.showSettings(section: route.section, modally: context.presentation != .push)
///     }
/// }
/// ```
///
/// When the screen moves into Wayfinder, replace the conformance with a `RouteScreen` whose
/// `make` builds it; the route, the features that navigate to it and its links stay as they are.
///
/// Dependencies work as for a ``RouteScreen``: `Void` when the hand-off needs nothing, otherwise
/// the value the feature module's ``RouteScreenModule/makeDependencies(in:)`` returns. A screen
/// may declare the route's guard, ``canNavigate(_:)``, which runs before the hand-off; it has
/// no transition, since Wayfinder does not show the route.
@MainActor
public protocol ExternalRouteScreen {
    /// The route this screen hands off.
    associatedtype ScreenRoute: Route
    /// What the hand-off needs besides its route (the legacy router); `Void` when nothing.
    associatedtype Dependencies = Void

    /// Shows the route outside Wayfinder; called once per navigation that hands the route off,
    /// after its guards allowed it and Wayfinder showed what it owns of the navigation.
    ///
    /// - Parameters:
    ///   - route: The route handed off.
    ///   - dependencies: The feature's dependencies.
    ///   - context: The navigator, the call that asked for the route, its source, its link and
    ///     the presentation the caller asked for.
    static func handOff(_ route: ScreenRoute, _ dependencies: Dependencies, context: ExternalRouteContext)

    /// The route's guard, made once per registration from the feature's dependencies, or nil
    /// when the route has none.
    ///
    /// The default returns nil: the route has no guard.
    ///
    /// - Parameter dependencies: The feature's dependencies, as ``handOff(_:_:context:)`` gets
    ///   them.
    /// - Returns: The guard, run before the route is handed off; nil for none.
    static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>?
}

extension ExternalRouteScreen {
    /// No guard: the route may always be handed off.
    ///
    /// - Parameter dependencies: Unused.
    /// - Returns: nil.
    public static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>? { nil }
}
