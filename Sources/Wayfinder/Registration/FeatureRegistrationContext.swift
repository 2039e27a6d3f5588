public import WayfinderCore

/// What a ``FeatureModule`` registers its routes with.
///
/// The context is handed to ``FeatureModule/register(in:)`` while the navigator is created.
/// It gives the module the ``navigator`` (for coordinators that navigate) and records each
/// registration under the module's name.
@MainActor
public final class FeatureRegistrationContext {
    /// The navigator the module registers with.
    public unowned let navigator: Navigator
    /// The name of the module registering.
    public let moduleName: String
    let registry: RouteRegistry

    init(navigator: Navigator, moduleName: String, registry: RouteRegistry) {
        self.navigator = navigator
        self.moduleName = moduleName
        self.registry = registry
    }

    /// Registers the screen of a route, with an optional guard and transition.
    ///
    /// The builder's return type picks the kind of screen (``ScreenContent/Kind``): a SwiftUI
    /// `View`, a `UIViewController`, an ``AlertContent`` for an alert route, or any other value,
    /// which a headless host shows and a test reads back with ``ScreenContent/value(as:)``.
    ///
    /// ```swift
    /// context.register(PostRoute.self) { route in PostScreen(id: route.id) }
    /// context.register(EditProfileRoute.self, canNavigate: { route, source in
    ///     route.user == session.user ? .allow : .deny("not your profile")
    /// }) { route in EditProfileScreen(user: route.user) }
    /// ```
    ///
    /// Registering a route twice is a ``RegistrationDiagnostic``; the first registration stays.
    ///
    /// - Parameters:
    ///   - route: The route's type.
    ///   - transition: How pushes and pops of this route animate; nil for the platform default.
    ///   - options: Options every navigation to this route gets, such as
    ///     ``NavigationOptions/singleTop``.
    ///   - canNavigate: A guard run before the route appears in any navigation.
    ///   - screen: Builds the route's screen.
    public func register<R: Route, Screen>(
        _ route: R.Type, transition: Transition? = nil, options: NavigationOptions = [],
        canNavigate: RouteGuard<R>? = nil,
        screen: @escaping @MainActor (R) -> Screen
    ) {
        // The builder is wrapped once, here: a wrapper of a wrapper is one more heap box per
        // route for the navigator's whole life (the memory benchmark counts it).
        add(route, transition: transition, options: options, canNavigate: canNavigate) { route, _ in
            ScreenContent(screen(route as! R))
        }
    }

    /// Registers the screen of a route whose builder also takes the models of the flows the
    /// screen is part of (see ``registerFlow(startingAt:model:)``).
    ///
    /// ```swift
    /// context.register(SignUpPasswordRoute.self) { route, flows in
    ///     PasswordScreen(model: flows.model(SignUpModel.self))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - route: The route's type.
    ///   - transition: How pushes and pops of this route animate; nil for the platform default.
    ///   - options: Options every navigation to this route gets.
    ///   - canNavigate: A guard run before the route appears in any navigation.
    ///   - screen: Builds the route's screen from the route and its flows' models.
    public func register<R: Route, Screen>(
        _ route: R.Type, transition: Transition? = nil, options: NavigationOptions = [],
        canNavigate: RouteGuard<R>? = nil,
        screen: @escaping @MainActor (R, FlowModels) -> Screen
    ) {
        add(route, transition: transition, options: options, canNavigate: canNavigate) { route, flows in
            ScreenContent(screen(route as! R, flows))
        }
    }

    /// Adds the registration of a route whose builder already files its screen under its kind.
    ///
    /// - Parameter makeScreen: The builder, called with routes of type `R` only.
    func add<R: Route>(
        _ route: R.Type, transition: Transition?, options: NavigationOptions, canNavigate: RouteGuard<R>?,
        makeScreen: @escaping @MainActor (any Route, FlowModels) -> ScreenContent
    ) {
        // `if let` rather than `Optional.map`: `map` over a closure type looks up the function
        // type's metadata at run time, once per registration.
        var erasedGuard: (@MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision)?
        if let check = canNavigate {
            erasedGuard = { route, source in try await check(route as! R, source) }
        }
        registry.add(
            RouteRegistration(
                routeType: route, moduleName: moduleName, canNavigate: erasedGuard, transition: transition,
                options: options,
                makeScreen: makeScreen))
    }

    /// Handles the actions of an alert route's buttons: after the user presses a button with an
    /// ``AlertAction`` and the alert is dismissed, `handler` gets the action, the alert's route
    /// and the navigator.
    ///
    /// ```swift
    /// context.handleAlertActions(of: SignOutRoute.self) { action, _, navigator in
    ///     if action == .signOut { navigator.setRoot(LoginRoute()) }
    /// }
    /// ```
    ///
    /// A route has at most one handler; a second one, or one for a route no module registers, is
    /// a ``RegistrationDiagnostic``. A button whose action nothing handles (no handler, no caller
    /// awaiting the alert's result) is reported to ``Navigator/failureHandler`` as
    /// ``NavigationFailure/unhandledAlertAction(_:route:)``.
    public func handleAlertActions<R: Route>(
        of route: R.Type, perform handler: @escaping @MainActor (AlertAction, R, Navigator) -> Void
    ) {
        registry.addAlertActionHandler(
            AlertActionHandler(routeType: route, moduleName: moduleName) { action, route, navigator in
                handler(action, route as! R, navigator)
            })
    }

    /// Adds a tab to the app's tab bar. See ``TabSpec`` for how slots are given out.
    public func registerTab(_ tab: TabSpec) {
        registry.addTab(tab, moduleName: moduleName)
    }

    /// Adds an action tab: the last slot of the tab bar, never selected, running code on a tap.
    public func registerActionTab(_ tab: ActionTabSpec) {
        registry.addActionTab(tab, moduleName: moduleName)
    }
}
