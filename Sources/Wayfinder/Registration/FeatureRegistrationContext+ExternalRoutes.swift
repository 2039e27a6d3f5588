public import WayfinderCore

extension FeatureRegistrationContext {
    /// Registers an external route: a route whose screen still lives outside Wayfinder, shown by
    /// a handler the app supplies (push a legacy view controller, call the old router, open a web
    /// page).
    ///
    /// The route itself is an ordinary `@Route` in the feature's interface module, so features
    /// navigate to it by value and links open it; when its screen moves into Wayfinder, only this
    /// registration changes (to `register(_:screen:)`).
    ///
    /// ```swift
    /// context.registerExternal(LegacySettingsRoute.self) { route, context in
    ///     legacyRouter.showSettings(section: route.section, animated: context.source == .app)
    /// }
    /// ```
    ///
    /// Navigating to the route runs its guard (and the guards of its parents) first, like any
    /// navigation: a denial or a redirect ends it before the handler is called. Wayfinder then
    /// shows what it owns of the navigation, the parents a `navigate(to:)` or a link brings, and
    /// calls the handler; the navigation ends as ``NavigationOutcome/handedOff(route:)`` with a
    /// ``NavigationEvent/Kind/handedOff`` event. The route never becomes an entry of the
    /// navigation state, so it is never in the outline, a saved state or a back stack that
    /// Wayfinder keeps. A navigation that would put it below another screen (as the parent of a
    /// Wayfinder screen, or in the middle of a link) fails as
    /// ``NavigationFailure/externalRouteOnStack(_:)``.
    ///
    /// Registering a route twice, externally or not, is a ``RegistrationDiagnostic``; the first
    /// registration stays.
    ///
    /// - Parameters:
    ///   - route: The route's type.
    ///   - canNavigate: A guard run before the route is handed off.
    ///   - handler: Shows the route outside Wayfinder; called on the main actor, once per
    ///     navigation that hands the route off.
    public func registerExternal<R: Route>(
        _ route: R.Type, canNavigate: RouteGuard<R>? = nil, handler: @escaping ExternalRouteHandler<R>
    ) {
        var erasedGuard: (@MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision)?
        if let check = canNavigate {
            erasedGuard = { route, source in try await check(route as! R, source) }
        }
        let name = route.routeTypeName
        registry.add(
            RouteRegistration(
                routeType: route, moduleName: moduleName, canNavigate: erasedGuard,
                externalHandler: { route, context in handler(route as! R, context) },
                makeScreen: { _, _ in
                    // Never called: an external route is never an entry of the state.
                    ScreenContent("external route \(name)")
                }))
    }
}

extension FeatureRegistrationContext {
    /// Registers an ``ExternalRouteScreen``: its route as an external route, with the screen's
    /// guard, handed off by the screen's ``ExternalRouteScreen/handOff(_:_:context:)``.
    ///
    /// ```swift
    /// context.registerExternal(LegacySettingsScreen.self, dependencies: legacyRouter)
    /// ```
    ///
    /// The guard is made once, here, from the dependencies. This is what the
    /// `RouteRegistrarPlugin`'s generated `register(in:)` calls for every external route screen;
    /// the route behaves exactly as one registered with
    /// ``registerExternal(_:canNavigate:handler:)``.
    ///
    /// - Parameters:
    ///   - screen: The external route screen's type.
    ///   - dependencies: What the hand-off and the guard take.
    public func registerExternal<S: ExternalRouteScreen>(_ screen: S.Type, dependencies: S.Dependencies) {
        registerExternal(S.ScreenRoute.self, canNavigate: S.canNavigate(dependencies)) { route, context in
            S.handOff(route, dependencies, context: context)
        }
    }

    /// Registers an ``ExternalRouteScreen`` that takes no dependencies.
    ///
    /// ```swift
    /// context.registerExternal(HelpCenterScreen.self)
    /// ```
    ///
    /// - Parameter screen: The external route screen's type.
    public func registerExternal<S: ExternalRouteScreen>(_ screen: S.Type) where S.Dependencies == Void {
        registerExternal(screen, dependencies: ())
    }
}
