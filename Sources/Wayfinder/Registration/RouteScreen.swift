public import WayfinderCore

/// The screen of one route, declared next to the screen in a feature's Internal package so the
/// `RouteRegistrarPlugin` can register it at build time.
///
/// The plugin reads the Internal target and its UI target, pairs every route of the UI target
/// with the `RouteScreen` whose ``make(_:_:)`` takes it, and generates the feature module's
/// ``FeatureModule/register(in:)``, which registers each screen with
/// ``FeatureRegistrationContext/register(_:dependencies:)-7ajzy``. A route of the UI target without a
/// screen, a screen for a route that does not exist, or a hand-written `register(in:)` fails the
/// build.
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
/// ``RouteScreenModule/makeDependencies(in:)`` returns, made once per registration.
///
/// Besides ``make(_:_:)``, a screen may declare the route's guard, ``canNavigate(_:)``, and its
/// ``transition``. Both have defaults (no guard, the platform's transition), and the generated
/// registration checks that a member with one of these names has the requirement's exact type:
/// `static var transition: Int` fails the build instead of being ignored.
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

    /// The route's guard, made once per registration from the feature's dependencies, or nil
    /// when the route has none.
    ///
    /// The default returns nil: the route has no guard, so navigating to it never waits on one.
    ///
    /// ```swift
    /// struct EditProfileScreen: RouteScreen {
    ///     static func canNavigate(_ account: Account) -> RouteGuard<EditProfileRoute>? {
    ///         { route, _ in route.user == account.user ? .allow : .deny("not your profile") }
    ///     }
    ///     static func make(_ route: EditProfileRoute, _ account: Account) -> some View { EditProfileView() }
    /// }
    /// ```
    ///
    /// - Parameter dependencies: The feature's dependencies, as ``make(_:_:)`` gets them.
    /// - Returns: The guard, run before the route appears in any navigation; nil for none.
    static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>?

    /// How pushes and pops of the route animate; nil (the default) for the platform's.
    static var transition: Transition? { get }
}

extension RouteScreen {
    /// No guard: the route may always appear.
    ///
    /// - Parameter dependencies: Unused.
    /// - Returns: nil.
    public static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>? { nil }

    /// The platform's transition: nil.
    public static var transition: Transition? { nil }
}
