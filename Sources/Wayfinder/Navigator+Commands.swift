public import WayfinderCore

extension Navigator {
    /// Pushes exactly one screen onto the active stack (the deepest presented one).
    ///
    /// ```swift
    /// navigator.push(PostRoute(id: 42))
    /// ```
    @discardableResult
    public func push(_ route: any Route) -> NavigationRequest {
        push(route, source: .app)
    }

    /// Pushes a screen with options; with ``NavigationOptions/singleTop``, pushing a route equal
    /// to the top screen changes nothing.
    @discardableResult
    public func push(_ route: any Route, options: NavigationOptions) -> NavigationRequest {
        push(route, source: .app, options: options)
    }

    /// Jumps to a route with options; with ``NavigationOptions/singleTop``, a route already on
    /// the active stack is popped back to instead of pushed again.
    @discardableResult
    public func navigate(to route: any Route, options: NavigationOptions) -> NavigationRequest {
        navigate(to: route, source: .app, options: options)
    }

    /// Pops the active stack back to the nearest screen of a route type (it stays on top).
    ///
    /// A type with no screen on the active stack is a failure that changes nothing.
    @discardableResult
    public func popTo(_ routeType: any Route.Type) -> NavigationRequest {
        popTo(routeType.routeTypeName, call: .popToType(route: routeType.routeIdentifier), identity: nil) {
            type(of: $0) == routeType
        }
    }

    /// Pops the active stack back to the nearest screen showing a route equal to `route`.
    @discardableResult
    public func popTo(_ route: any Route) -> NavigationRequest {
        popTo(
            route.pathRepresentation, call: .popTo(route: RecordedRoute(route)),
            identity: { [AnyHashable(route)] }
        ) {
            $0.isEqual(to: route)
        }
    }

    private func popTo(
        _ name: String, call: NavigationCall, identity: (@MainActor () -> [AnyHashable])?,
        where matches: @escaping @Sendable (any Route) -> Bool
    )
        -> NavigationRequest
    {
        var back = PlannedNavigation(call) { state throws(NavigationFailure) in
            guard let steps = NavigationPlanner.popBack(in: state, where: matches) else {
                throw .routeNotOnStack(name)
            }
            return steps
        }
        back.identity = identity
        return perform(back)
    }

    /// Jumps to a route the way its `Route.preferredPresentation` says.
    ///
    /// For a pushed route the target stack is rebuilt from the parent chain
    /// (`[root … parent, route]`): the navigator looks for the stack whose root is the chain's
    /// root, from the active stack down, and rebuilds that one, dismissing what it presents;
    /// entries already there and equal to the chain are kept so their screens are not rebuilt.
    /// A route without a parent and without such a stack is pushed onto the active stack; a
    /// chain whose root is on no stack replaces the bottom stack. Sheets, covers and alerts are
    /// presented over the active stack.
    @discardableResult
    public func navigate(to route: any Route) -> NavigationRequest {
        navigate(to: route, source: .app)
    }

    /// Presents a modal flow with its own stack, which can push, in a style chosen by the caller.
    ///
    /// `present(_:)` without a style presents the way the route prefers (a cover for a route whose
    /// `preferredPresentation` is `.fullScreenCover`, otherwise a sheet).
    ///
    /// - Parameters:
    ///   - route: The first screen of the modal's stack.
    ///   - style: A sheet or a full-screen cover.
    ///
    /// Presenting the route that is the root of the topmost modal, in the same style, changes
    /// nothing: a double tap never stacks two equal sheets. Any other route is presented over
    /// what shows, up to `NavigationLimits.maximumModalDepth`.
    @discardableResult
    public func present(_ route: any Route, style: ModalStyle) -> NavigationRequest {
        perform(
            PlannedNavigation(.present(route: RecordedRoute(route), style: style), bringing: [route]) {
                state in
                NavigationPlanner.commands(presenting: route, style: style, in: state)
            })
    }

    /// Shows an alert route over the active stack.
    @discardableResult
    public func presentAlert(_ route: any Route) -> NavigationRequest {
        perform(
            PlannedNavigation(.presentAlert(route: RecordedRoute(route)), bringing: [route]) { _ in
                NavigationPlanner.commands(presentingAlert: route)
            })
    }

    /// Makes the whole state one stack holding this route, as after signing out: modals, alerts
    /// and tabs go away.
    ///
    /// When the route is the root of a registered tab (signing in lands on `HomeRoute`), the tab
    /// bar is installed afresh with that tab selected instead.
    @discardableResult
    public func setRoot(_ route: any Route) -> NavigationRequest {
        setRoot(route, source: .app)
    }

    /// Pops the top screen of the active stack. Popping a stack's root is a failure that changes
    /// nothing.
    @discardableResult
    public func pop() -> NavigationRequest {
        perform(PlannedNavigation(.pop) { _ in [.pop(count: 1)] })
    }

    /// Pops the active stack to its root screen.
    @discardableResult
    public func popToRoot() -> NavigationRequest {
        perform(PlannedNavigation(.popToRoot) { _ in [.popToRoot] })
    }

    /// Dismisses the active alert if one shows, otherwise the topmost modal with its stack.
    @discardableResult
    public func dismiss() -> NavigationRequest {
        perform(PlannedNavigation(.dismiss) { _ in [.dismiss] })
    }

    // MARK: - Shared with links, restoration and the UI

    func setRoot(_ route: any Route, source: NavigationSource) -> NavigationRequest {
        perform(
            PlannedNavigation(.setRoot(route: RecordedRoute(route)), source: source, bringing: [route]) {
                [unowned self] _ in
                planner.commands(settingRoot: route)
            })
    }

    func push(_ route: any Route, source: NavigationSource, options: NavigationOptions = [])
        -> NavigationRequest
    {
        let singleTop = isSingleTop(route, options)
        return perform(
            PlannedNavigation(
                .push(route: RecordedRoute(route), options: options), source: source, bringing: [route]
            ) {
                [unowned self] state in
                splitPlanner.commands(pushing: route, singleTop: singleTop, in: state)
            })
    }

    /// Whether single-top applies: asked for, or the route's registration default.
    func isSingleTop(_ route: any Route, _ options: NavigationOptions) -> Bool {
        options.contains(.singleTop)
            || registry.registration(for: type(of: route))?.options.contains(.singleTop) == true
    }

    func navigate(
        to route: any Route, source: NavigationSource, options: NavigationOptions = [],
        announce: (@MainActor @Sendable () -> NavigationEvent)? = nil, as call: NavigationCall? = nil,
        opening link: String? = nil
    )
        -> NavigationRequest
    {
        let chain = NavigationPlanner.routes(navigatingTo: route)
        // An external route is handed off once its parents show: Wayfinder navigates along them.
        let handOff = isExternal(route) ? route : nil
        let shown = handOff == nil ? chain : Array(chain.dropLast())
        let singleTop = handOff == nil && isSingleTop(route, options)
        let navigation = PlannedNavigation(
            call ?? .navigate(route: RecordedRoute(route), options: options), source: source, bringing: chain
        ) { _ in [] }.handingOff(handOff) {
            [unowned self] state throws(NavigationFailure) in
            guard !shown.isEmpty else { return [] }
            let planner = planner
            if let tab = planner.tabWithoutSlot(navigatingAlong: shown, singleTop: singleTop, in: state) {
                throw .tabHasNoSlot(tab)
            }
            // The parents of an external route are placed as its whole chain would be: rooted
            // where the chain's root is, as the route's own navigation would place them.
            if handOff != nil { return planner.commands(showing: shown, in: state, rootsAChain: true) }
            return planner.commands(navigatingAlong: shown, singleTop: singleTop, in: state)
        }
        return perform(navigation.opening(link).announced(by: announce))
    }

    /// The planner over the tabs in the tab bar's slots now, and those left without one.
    var planner: NavigationPlanner {
        NavigationPlanner(
            tabs: tabRoots(),
            tabsWithoutSlot: registry.overflowTabs.map { TabRoot(id: $0.id, root: $0.root) },
            splits: registry.splits)
    }

    /// The planner for the rules that need only the splits (a push, laying splits out): the tab
    /// roots are not gathered, on the two paths every navigation may take.
    var splitPlanner: NavigationPlanner { NavigationPlanner(tabs: [], splits: registry.splits) }
}
