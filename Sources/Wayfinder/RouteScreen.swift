public import WayfinderCore

/// The screen of one route, declared next to the screen in a feature's Internal package so the
/// `RouteRegistrarPlugin` can register it at build time.
///
/// The plugin reads the Internal target and its UI target, pairs every route of the UI target
/// with the `RouteScreen` whose ``make(_:_:)`` takes it, and generates the feature module's
/// ``FeatureModule/register(in:)``. A route of the UI target without a screen, a screen for a
/// route that does not exist, or a hand-written `register(in:)` fails the build.
///
/// ```swift
/// struct PostScreen: RouteScreen {
///     static func make(_ route: PostRoute, _ dependencies: PostDependencies) -> some View {
///         PostDetailView(postID: route.id, store: dependencies.store)
///     }
/// }
/// ```
///
/// A screen that needs nothing takes `Void`: `static func make(_ route: HomeRoute, _: Void)`.
/// Screens that take dependencies get the value the feature module's
/// `makeDependencies(in:)` returns, made once per registration.
@MainActor
public protocol RouteScreen {
    /// The route this screen shows.
    associatedtype ScreenRoute: Route
    /// What the screen needs besides its route (a store, a coordinator); `Void` when nothing.
    associatedtype Dependencies = Void
    /// What ``make(_:_:)`` returns: a SwiftUI view, a view controller, or any value a headless
    /// host shows.
    associatedtype Screen

    /// Builds the screen of a route.
    ///
    /// - Parameters:
    ///   - route: The route shown.
    ///   - dependencies: The feature's dependencies.
    /// - Returns: The screen.
    static func make(_ route: ScreenRoute, _ dependencies: Dependencies) -> Screen
}
