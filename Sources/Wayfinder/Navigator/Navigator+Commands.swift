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
        perform(planned(.popToType(route: routeType)))
    }

    /// Pops the active stack back to the nearest screen showing a route equal to `route`.
    @discardableResult
    public func popTo(_ route: any Route) -> NavigationRequest {
        perform(
            PlannedNavigation(.popTo(route: route)))
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
        perform(presentation(of: route, style: style))
    }

    /// The navigation of ``present(_:style:)``; a guard's replacement is presented in the same style.
    private func presentation(of route: any Route, style: ModalStyle) -> PlannedNavigation {
        planned(.present(route: route, style: style)).remade(as: .call)
    }

    /// Shows an alert route over the active stack.
    @discardableResult
    public func presentAlert(_ route: any Route) -> NavigationRequest {
        perform(alertPresentation(of: route))
    }

    /// The navigation of ``presentAlert(_:)``; a guard's replacement is shown as the alert.
    private func alertPresentation(of route: any Route) -> PlannedNavigation {
        planned(.presentAlert(route: route)).remade(as: .call)
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
        perform(planned(.pop))
    }

    /// Pops the active stack to its root screen.
    @discardableResult
    public func popToRoot() -> NavigationRequest {
        perform(planned(.popToRoot))
    }

    /// Dismisses the active alert if one shows, otherwise the topmost modal with its stack.
    @discardableResult
    public func dismiss() -> NavigationRequest {
        perform(planned(.dismiss))
    }

    // MARK: - Shared with links, restoration and the UI

    func setRoot(_ route: any Route, source: NavigationSource) -> NavigationRequest {
        perform(rooting(at: route, source: source))
    }

    /// The navigation of ``setRoot(_:)``; a guard's replacement becomes the root.
    private func rooting(at route: any Route, source: NavigationSource) -> PlannedNavigation {
        planned(.setRoot(route: route), source: source).remade(as: .call)
    }

    func push(_ route: any Route, source: NavigationSource, options: NavigationOptions = [])
        -> NavigationRequest
    {
        perform(pushing(route, source: source, options: options))
    }

    /// The navigation of ``push(_:options:)``; a guard's replacement is pushed with the same options.
    private func pushing(_ route: any Route, source: NavigationSource, options: NavigationOptions)
        -> PlannedNavigation
    {
        planned(.push(route: route, options: options), source: source).remade(as: .call)
    }

    /// Whether single-top applies: asked for, or the route's registration default.
    func isSingleTop(_ route: any Route, _ options: NavigationOptions) -> Bool {
        options.contains(.singleTop)
            || registry.registration(for: type(of: route))?.options.contains(.singleTop) == true
    }

    func navigate(
        to route: any Route, source: NavigationSource, options: NavigationOptions = [],
        announce: PlannedNavigation.LinkOpening? = nil, as call: NavigationCall? = nil,
        opening link: String? = nil, placement: LinkPlacement = .parentChain
    )
        -> NavigationRequest
    {
        perform(
            navigation(
                to: route, source: source, options: options, announce: announce, as: call, opening: link,
                placement: placement))
    }

    /// The navigation of ``navigate(to:source:options:announce:as:opening:placement:)``: the route's
    /// parent chain, placed by the planner as `placement` says (a link's placement; in-app calls
    /// rebuild the chain). A guard's replacement of any route of it makes the navigation again
    /// around the replacement.
    func navigation(
        to route: any Route, source: NavigationSource, options: NavigationOptions = [],
        announce: PlannedNavigation.LinkOpening? = nil, as call: NavigationCall? = nil,
        opening link: String? = nil, placement: LinkPlacement = .parentChain
    ) -> PlannedNavigation {
        navigation(
            to: route, along: planner.routes(navigatingTo: route), source: source, options: options,
            announce: announce, as: call, opening: link, placement: placement)
    }

    func navigation(
        to route: any Route, along chain: [any Route], source: NavigationSource, options: NavigationOptions,
        announce: PlannedNavigation.LinkOpening?, as call: NavigationCall?,
        opening link: String?,
        placement: LinkPlacement
    ) -> PlannedNavigation {
        // An external route is handed off once its parents show: Wayfinder navigates along them.
        let handOff = isExternal(route) ? route : nil
        let singleTop = handOff == nil && isSingleTop(route, options)
        let navigation = PlannedNavigation(
            call ?? .navigate(route: route, options: options), source: source, bringing: chain
        ).handingOff(handOff, placing: .chain(placement, singleTop: singleTop))
        return navigation.opening(link).announced(by: announce)
            .remade(as: .chain(options, call: call, placement: placement))
    }

    /// The planner over the tabs in the tab bar's slots now, those left without one, and the
    /// splits; the registry keeps it until they change.
    var planner: NavigationPlanner { registry.planner }
}
