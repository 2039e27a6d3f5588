extension FeatureRegistrationContext {
    /// Registers a ``RouteScreen``: its route, with the screen's guard and transition, shown by
    /// the screen's ``RouteScreen/make(_:_:)``.
    ///
    /// ```swift
    /// context.register(PostScreen.self, dependencies: store)
    /// ```
    ///
    /// The guard is made once, here, from the dependencies; a screen without one
    /// (``RouteScreen/canNavigate(_:)`` returns nil) registers no guard, so navigations to its
    /// route never wait. This is what the `RouteRegistrarPlugin`'s generated `register(in:)`
    /// calls for every screen.
    ///
    /// - Parameters:
    ///   - screen: The screen's type.
    ///   - dependencies: What the screen and its guard take.
    public func register<S: RouteScreen>(_ screen: S.Type, dependencies: S.Dependencies) {
        register(
            S.ScreenRoute.self, transition: S.transition, canNavigate: S.canNavigate(dependencies)
        ) { (route: S.ScreenRoute) in
            S.make(route, dependencies)
        }
    }

    /// Registers a ``RouteScreen`` that takes no dependencies.
    ///
    /// ```swift
    /// context.register(FeedScreen.self)
    /// ```
    ///
    /// - Parameter screen: The screen's type.
    public func register<S: RouteScreen>(_ screen: S.Type) where S.Dependencies == Void {
        register(screen, dependencies: ())
    }

    /// Registers a ``FlowRouteScreen``: like a ``RouteScreen``, its `make` also getting the
    /// models of the flows its screen is part of.
    ///
    /// ```swift
    /// context.register(NameStepScreen.self, dependencies: ())
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen's type.
    ///   - dependencies: What the screen and its guard take.
    public func register<S: FlowRouteScreen>(_ screen: S.Type, dependencies: S.Dependencies) {
        register(
            S.ScreenRoute.self, transition: S.transition, canNavigate: S.canNavigate(dependencies)
        ) { (route: S.ScreenRoute, flows: FlowModels) in
            S.make(route, dependencies, flows)
        }
    }

    /// Registers a ``FlowRouteScreen`` that takes no dependencies.
    ///
    /// - Parameter screen: The screen's type.
    public func register<S: FlowRouteScreen>(_ screen: S.Type) where S.Dependencies == Void {
        register(screen, dependencies: ())
    }
}
