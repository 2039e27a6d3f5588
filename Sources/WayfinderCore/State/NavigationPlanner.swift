/// Turns what a navigation asks for into the commands that do it, against the state at the moment
/// it applies. Pure: the result depends only on the planner's tabs, the request and the state, so
/// every rule of where a route goes is tested like the reducer, without a navigator.
///
/// ```swift
/// let planner = NavigationPlanner(tabs: [TabRoot(id: "home", root: HomeRoute())])
/// let state = NavigationState(root: LoginRoute())
/// planner.commands(showing: [HomeRoute(), PostRoute(id: 42)], in: state, rootsAChain: true)
/// // [.installTabs([home], selection: "home"), .setStack([home, post/42], in: tab home)]
/// ```
///
/// The navigator asks it for every placement: the launch state, `push`, `present` (a double tap
/// presents once), `presentAlert`, `navigate(to:)` (a route's parent chain, single-top), a link of
/// several routes, `setRoot` (onto a tab's root), `switchTab` and a tab's re-tap, `popTo` and
/// `finish`. The navigator checks registration and guards and applies what the planner returns;
/// it decides nothing about where a route goes.
public struct NavigationPlanner: Sendable {
    /// The tabs in the tab bar's slots, in order: where a chain rooted at a tab's root goes, and
    /// what installing the tab bar installs.
    public var tabs: [TabRoot]

    /// The splits the app declares: which stacks are splits, and which routes select in their
    /// columns.
    public var splits: [SplitDeclaration]

    /// The tabs registered beyond the tab bar's slots: content rooted at one of their roots has no
    /// stack to go to (see ``tabWithoutSlot(showing:in:)``).
    public var tabsWithoutSlot: [TabRoot]

    /// Creates a planner over the tabs in the tab bar's slots, the tabs that got none, and the
    /// app's splits.
    public init(tabs: [TabRoot], tabsWithoutSlot: [TabRoot] = [], splits: [SplitDeclaration] = []) {
        self.tabs = tabs
        self.tabsWithoutSlot = tabsWithoutSlot
        self.splits = splits
    }

    /// The tab in a slot whose root is `route`, if any.
    private func tab(rootedAt route: any Route) -> TabRoot? {
        tabs.first { $0.root.isEqual(to: route) }
    }

    /// The location of the stack on the active path whose root is `route`, innermost first,
    /// from the active stack down to depth `lowest`; nil when there is none.
    private func stackOnActivePath(rootedAt route: any Route, downTo lowest: Int, in state: NavigationState)
        -> StackLocation?
    {
        let active = state.activeLocation
        guard active.depth >= lowest else { return nil }
        for depth in stride(from: active.depth, through: lowest, by: -1) {
            let location = StackLocation(tab: active.tab, depth: depth)
            if let stack = state.stack(at: location), stack.root.route.isEqual(to: route) { return location }
        }
        return nil
    }

    /// The commands that turn a navigator's first state, the single stack of `root`, into the
    /// state the app launches with: when `root` is the root of a tab in a slot, the tab bar is
    /// installed with that tab selected; any other root stays a single stack (no commands).
    ///
    /// ```swift
    /// let planner = NavigationPlanner(tabs: [TabRoot(id: "home", root: HomeRoute())])
    /// planner.commands(launchingAt: HomeRoute())   // [.installTabs([home], selection: "home")]
    /// planner.commands(launchingAt: LoginRoute())  // []
    /// ```
    public func commands(launchingAt root: any Route) -> [NavigationCommand] {
        guard let tab = tab(rootedAt: root) else { return [] }
        return [.installTabs(tabs, selection: tab.id)]
    }

    /// The commands that pop the active stack back to the nearest screen whose route matches
    /// (none when it is already on top), or nil when no such screen is there. `popTo` and
    /// single-top navigation share it.
    public func popBack(in state: NavigationState, where matches: (any Route) -> Bool)
        -> [NavigationCommand]?
    {
        let stack = state.activeStack
        guard let index = stack.entries.lastIndex(where: { matches($0.route) }) else { return nil }
        return index == stack.entries.count - 1
            ? [] : [.popTo(stack.entries[index].id, in: state.activeLocation)]
    }

    /// The commands that make a stack show `routes`, in this order of preference:
    /// 0. when a route of the chain prefers a sheet or cover, the chain from that route on is a
    ///    modal flow: the flow already presented on the active path is rebuilt, or the routes
    ///    before it are shown by these same rules and the flow is presented over them;
    /// 1. the stack on the active path whose root is `routes[0]`, innermost first;
    /// 2. the stack of the tab whose root is `routes[0]`, selecting it (and installing the tab
    ///    bar the first time navigation enters tab-owned content);
    /// 3. for a lone route without a parent, or whenever tabs are installed (a tab's root never
    ///    changes), a push onto the active stack;
    /// 4. otherwise the single bottom stack.
    public func commands(showing routes: [any Route], in state: NavigationState, rootsAChain: Bool)
        -> [NavigationCommand]
    {
        guard !routes.isEmpty else { return [] }
        let active = state.activeLocation
        // A chain that passes through a route preferring a sheet or cover is a modal flow from
        // that route on: `home > settings > settings/notifications` is the settings sheet, with
        // the notifications screen pushed inside it, over home.
        if let modalStart = routes.lastIndex(where: { $0.preferredPresentation.modalStyle != nil }) {
            let flow = Array(routes[modalStart...])
            if let location = stackOnActivePath(rootedAt: flow[0], downTo: 1, in: state) {
                return [.setStack(flow, in: location)]
            }
            let present = NavigationCommand.present(flow, style: flow[0].preferredPresentation.modalStyle!)
            guard modalStart > 0 else { return [present] }
            return commands(showing: Array(routes[..<modalStart]), in: state, rootsAChain: true) + [present]
        }
        let owningTab = tab(rootedAt: routes[0])
        // Before the tab bar exists, a chain rooted at a tab's root installs it, even when the
        // single stack starts with that same route (an app that starts on its home screen).
        if state.tabBar == nil, let tab = owningTab {
            return [
                .installTabs(tabs, selection: tab.id),
                .setStack(routes, in: StackLocation(tab: tab.id, depth: 0)),
            ]
        }
        if let location = stackOnActivePath(rootedAt: routes[0], downTo: 0, in: state) {
            return [.setStack(routes, in: location)]
        }
        if let tab = owningTab {
            let target = StackLocation(tab: tab.id, depth: 0)
            guard let bar = state.tabBar, bar[tab.id] != nil else {
                return [.installTabs(tabs, selection: tab.id), .setStack(routes, in: target)]
            }
            var steps: [NavigationCommand] = []
            if let current = state.selectedTab, current != tab.id {
                if state.activeLocation.depth > 0 || state.baseStack.alert != nil {
                    steps.append(.dismissAbove(StackLocation(tab: current, depth: 0)))
                }
                steps.append(.selectTab(tab.id, reset: false))
            }
            steps.append(.setStack(routes, in: target))
            return steps
        }
        // A tab's root is always its registered route, so a chain rooted elsewhere is pushed onto
        // the active stack rather than replacing the tab's stack.
        if (!rootsAChain && routes.count == 1) || state.tabBar != nil {
            return [.push(routes)]
        }
        return [.setStack(routes, in: StackLocation(tab: active.tab, depth: 0))]
    }

    /// The tab without a slot that showing `routes` would need, or nil when they have a place.
    ///
    /// A chain rooted at the root of a tab in ``tabsWithoutSlot`` belongs to that tab, which the
    /// tab bar does not show. ``commands(showing:in:rootsAChain:)`` would put it on another stack
    /// (pushed onto the selected tab); the navigator asks this first and refuses the navigation
    /// instead. Nil when a stack on the active path is already rooted there (the app presented
    /// that route, or made it the single stack's root): the chain rebuilds that stack. The part
    /// of a chain from a route preferring a sheet or cover on is a modal flow and needs no tab;
    /// the routes before it are judged alone.
    ///
    /// ```swift
    /// let planner = NavigationPlanner(
    ///     tabs: [TabRoot(id: "home", root: HomeRoute())],
    ///     tabsWithoutSlot: [TabRoot(id: "notifications", root: NotificationsRoute())])
    /// planner.tabWithoutSlot(showing: [NotificationsRoute(), StatusRoute(id: 42)], in: state)
    /// // "notifications"
    /// ```
    public func tabWithoutSlot(showing routes: [any Route], in state: NavigationState) -> TabID? {
        guard !routes.isEmpty, !tabsWithoutSlot.isEmpty else { return nil }
        if let modalStart = routes.lastIndex(where: { $0.preferredPresentation.modalStyle != nil }) {
            guard modalStart > 0, stackOnActivePath(rootedAt: routes[modalStart], downTo: 1, in: state) == nil
            else { return nil }
            return tabWithoutSlot(showing: Array(routes[..<modalStart]), in: state)
        }
        guard tab(rootedAt: routes[0]) == nil,
            let lost = tabsWithoutSlot.first(where: { $0.root.isEqual(to: routes[0]) }),
            stackOnActivePath(rootedAt: routes[0], downTo: 0, in: state) == nil
        else { return nil }
        return lost.id
    }

    /// The tab without a slot that `navigate(to:)` along `chain` would need (see
    /// ``tabWithoutSlot(showing:in:)``), for the route ``commands(navigatingAlong:singleTop:in:)``
    /// places: nil for a route shown as a sheet, cover or alert, and for a single-top route popped
    /// back to.
    public func tabWithoutSlot(navigatingAlong chain: [any Route], singleTop: Bool, in state: NavigationState)
        -> TabID?
    {
        guard let route = chain.last, route.preferredPresentation.kind == .push else { return nil }
        if singleTop, popBack(in: state, where: { $0.isEqual(to: route) }) != nil { return nil }
        return tabWithoutSlot(showing: chain, in: state)
    }

    /// The tab without a slot that a link of several routes would need (see
    /// ``tabWithoutSlot(showing:in:)``): judged on the screens ``commands(openingLink:in:)``
    /// places.
    public func tabWithoutSlot(openingLink routes: [any Route], in state: NavigationState) -> TabID? {
        tabWithoutSlot(showing: screens(ofLink: routes).screens, in: state)
    }

    // MARK: - The navigator's calls

    /// `push(_:)`: the route onto the active stack; with `singleTop`, nothing when the top screen
    /// already shows an equal route.
    ///
    /// On a split, a route of one of its columns' types is selected in that column instead
    /// (see ``SplitDeclaration``): the columns after it are cleared and it takes its column's
    /// place, so selecting another message replaces the detail rather than stacking a second
    /// one on it.
    public func commands(pushing route: any Route, singleTop: Bool, in state: NavigationState)
        -> [NavigationCommand]
    {
        if singleTop, state.activeStack.top.route.isEqual(to: route) { return [] }
        if let selection = commands(selecting: route, in: state) { return selection }
        return [.push([route])]
    }

    /// The commands that select `route` in its column of the active split, or nil when the
    /// active stack is not a split, the route is not one of its columns' types, or the columns
    /// before it are not filled.
    private func commands(selecting route: any Route, in state: NavigationState) -> [NavigationCommand]? {
        let location = state.activeLocation
        guard location.depth == 0, state.baseStack.split != nil,
            let declaration = splits.first(where: { $0.isRoot(state.baseStack.root.route) }),
            let column = declaration.column(of: route), column > 0,
            state.baseStack.entries.count >= column
        else { return nil }
        let kept = state.baseStack.entries.prefix(column).map(\.route)
        return [.setStack(kept + [route], in: location)]
    }

    /// The commands that mark each bottom stack (the single stack, or each tab's) as the split its
    /// root declares, or as a plain stack when its root declares none: empty when every mark is
    /// already right. The navigator applies them after every navigation, so a stack is a split
    /// exactly while a split's list route is its root, however it got there (a link, `setRoot`,
    /// a tab, restoration).
    public func commands(layingOut state: NavigationState) -> [NavigationCommand] {
        let bottoms: [(location: StackLocation, stack: NavigationState.Stack)] =
            switch state.root {
            case .stack(let stack): [(StackLocation(tab: nil, depth: 0), stack)]
            case .tabs(let bar): bar.tabs.map { (StackLocation(tab: $0.id, depth: 0), $0.stack) }
            }
        return bottoms.compactMap { bottom in
            let wanted = splits.first { $0.isRoot(bottom.stack.root.route) }?.layout
            return wanted == bottom.stack.split ? nil : .setSplit(wanted, in: bottom.location)
        }
    }

    /// `present(_:style:)`: a modal of `style` over what shows, except when the topmost modal is
    /// already this route in this style (a double tap never stacks two equal sheets).
    public func commands(presenting route: any Route, style: ModalStyle, in state: NavigationState)
        -> [NavigationCommand]
    {
        let active = state.activeLocation
        if active.depth > 0,
            let top = state.stack(at: StackLocation(tab: active.tab, depth: active.depth - 1))?.presented,
            top.style == style, top.stack.root.route.isEqual(to: route)
        {
            return []
        }
        return [.present([route], style: style)]
    }

    /// `present(_:as:)`: a modal drawn as `presentation` says, over what shows (except when the
    /// topmost modal is already this route in this style), an alert or a confirmation dialog
    /// over the active stack, or a push, as its kind says.
    public func commands(
        presenting route: any Route, as presentation: Presentation, in state: NavigationState
    )
        -> [NavigationCommand]
    {
        guard let style = presentation.modalStyle else {
            return presentation.alertStyle == nil ? [.push([route])] : [.presentAlert(route)]
        }
        guard commands(presenting: route, style: style, in: state).isEmpty else {
            return [.presentAs([route], presentation)]
        }
        return []
    }

    /// `presentAlert(_:)`: the alert over the active stack.
    public func commands(presentingAlert route: any Route) -> [NavigationCommand] {
        [.presentAlert(route)]
    }

    /// `navigateForResult(to:)`: always a new screen, so its caller waits on that one screen:
    /// pushed, presented as a sheet or cover, or shown as an alert, as the route prefers; never
    /// an equal screen brought back or left alone.
    public func commands(showingForResult route: any Route) -> [NavigationCommand] {
        let presentation = route.preferredPresentation
        if let style = presentation.modalStyle { return [.present([route], style: style)] }
        return presentation.alertStyle == nil ? [.push([route])] : [.presentAlert(route)]
    }

    /// The routes `navigate(to:)` brings in, each to be registered and guarded: a pushed route's
    /// parent chain (the route last), otherwise the route alone.
    public func routes(navigatingTo route: any Route) -> [any Route] {
        route.preferredPresentation.kind == .push ? route.parentChain() : [route]
    }

    /// `navigate(to:)` along `chain`, the routes ``routes(navigatingTo:)`` gave for the route (its
    /// last), by the route's `Route.preferredPresentation`:
    /// - pushed: with `singleTop`, back to the nearest equal screen on the active stack when there
    ///   is one; otherwise the parent chain placed by ``commands(showing:in:rootsAChain:)``;
    /// - a sheet or cover: brought back when a modal on the active path has it as its root,
    ///   presented otherwise (a link opened twice shows one sheet);
    /// - an alert: shown over the active stack.
    ///
    /// The chain is passed in, not made again: making a route's parents builds a route value per
    /// ancestor.
    public func commands(navigatingAlong chain: [any Route], singleTop: Bool, in state: NavigationState)
        -> [NavigationCommand]
    {
        guard let route = chain.last else { return [] }
        let presentation = route.preferredPresentation
        if presentation.modalStyle != nil {
            return commands(showing: [route], in: state, rootsAChain: false)
        }
        if presentation.alertStyle != nil { return commands(presentingAlert: route) }
        if singleTop, let back = popBack(in: state, where: { $0.isEqual(to: route) }) { return back }
        return commands(showing: chain, in: state, rootsAChain: chain.count > 1)
    }

    /// What a link of several routes shows: the first route rooted by its parent chain, the others
    /// after it as written, and a last route that is an alert shown over them rather than
    /// pushed.
    public func screens(ofLink routes: [any Route]) -> (screens: [any Route], alert: (any Route)?) {
        guard let first = routes.first else { return ([], nil) }
        var screens = first.parentChain() + routes.dropFirst()
        let alert =
            screens.count > 1 && screens.last?.preferredPresentation.alertStyle != nil
            ? screens.removeLast() : nil
        return (screens, alert)
    }

    /// A link of several routes (see ``screens(ofLink:)``): the screens placed as one chain, then
    /// the alert.
    public func commands(openingLink routes: [any Route], in state: NavigationState) -> [NavigationCommand] {
        let (screens, alert) = screens(ofLink: routes)
        return commands(showing: screens, in: state, rootsAChain: true)
            + (alert.map { [.presentAlert($0)] } ?? [])
    }

    /// `setRoot(_:)`: the whole state one stack of `route`; when `route` is a tab's root, the tab
    /// bar installed afresh with that tab selected instead.
    public func commands(settingRoot route: any Route) -> [NavigationCommand] {
        if let tab = tab(rootedAt: route) {
            return [.installTabs(tabs, selection: tab.id)]
        }
        return [.setRoot([route])]
    }

    /// `switchTab(to:)`: the tab bar installed with `tab` selected when it is not yet, otherwise
    /// `tab` selected and reset (what it and the current tab present dismissed, popped to its
    /// root); nil when `tab` is not in a slot (it may be one of ``tabsWithoutSlot``).
    public func commands(switchingTo tab: TabID, in state: NavigationState) -> [NavigationCommand]? {
        guard tabs.contains(where: { $0.id == tab }) else { return nil }
        guard state.tabBar != nil else { return [.installTabs(tabs, selection: tab)] }
        return [.selectTab(tab, reset: true)]
    }

    /// The user tapped `tab` in the tab bar: another tab is selected with its stack kept; the
    /// selected tab tapped again pops to its root (dismissing what it presents), or does nothing
    /// when it already shows only its root; nil when the tab bar has no such tab.
    public func commands(userSelected tab: TabID, in state: NavigationState) -> [NavigationCommand]? {
        guard let bar = state.tabBar, bar[tab] != nil else { return nil }
        guard bar.selection == tab else { return [.selectTab(tab, reset: false)] }
        let stack = state.baseStack
        return stack.entries.count > 1 || stack.presented != nil || stack.alert != nil
            ? [.popTo(stack.root.id, in: StackLocation(tab: tab, depth: 0))] : []
    }

    /// `finish(returning:)` of the screen of `entry`, looked for on the active path: an alert is
    /// dismissed, a modal's first screen dismisses the modal, any other screen is popped with
    /// what is above it; nothing when the entry is a stack's bottom screen or is not on the
    /// active path.
    public func commands(finishing entry: RouteEntry.ID, in state: NavigationState)
        -> [NavigationCommand]
    {
        let active = state.activeLocation
        for depth in stride(from: active.depth, through: 0, by: -1) {
            let location = StackLocation(tab: active.tab, depth: depth)
            guard let stack = state.stack(at: location) else { continue }
            if stack.alert?.id == entry { return [.dismissAlert(in: location)] }
            guard let index = stack.entries.firstIndex(where: { $0.id == entry }) else { continue }
            if index > 0 { return [.popTo(stack.entries[index - 1].id, in: location)] }
            return depth > 0 ? [.dismissModal(above: StackLocation(tab: location.tab, depth: depth - 1))] : []
        }
        return []
    }
}
