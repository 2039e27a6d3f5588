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
/// The navigator asks it for the launch state, `navigate(to:)` (a route's parent chain), a link of several routes,
/// a modal route that may already be presented, `popTo` and single-top navigation.
public struct NavigationPlanner: Sendable {
    /// The tabs in the tab bar's slots, in order: where a chain rooted at a tab's root goes, and
    /// what installing the tab bar installs.
    public var tabs: [TabRoot]

    /// Creates a planner over the tabs in the tab bar's slots.
    public init(tabs: [TabRoot]) {
        self.tabs = tabs
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
        guard let tab = tabs.first(where: { $0.root.isEqual(to: root) }) else { return [] }
        return [.installTabs(tabs, selection: tab.id)]
    }

    /// The commands that pop the active stack back to the nearest screen whose route matches
    /// (none when it is already on top), or nil when no such screen is there. `popTo` and
    /// single-top navigation share it.
    public static func popBack(in state: NavigationState, where matches: (any Route) -> Bool)
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
            for depth in stride(from: active.depth, through: 1, by: -1) {
                let location = StackLocation(tab: active.tab, depth: depth)
                if let stack = state.stack(at: location), stack.root.route.isEqual(to: flow[0]) {
                    return [.setStack(flow, in: location)]
                }
            }
            let present = NavigationCommand.present(flow, style: flow[0].preferredPresentation.modalStyle!)
            guard modalStart > 0 else { return [present] }
            return commands(showing: Array(routes[..<modalStart]), in: state, rootsAChain: true) + [present]
        }
        let owningTab = tabs.first { $0.root.isEqual(to: routes[0]) }
        // Before the tab bar exists, a chain rooted at a tab's root installs it, even when the
        // single stack starts with that same route (an app that starts on its home screen).
        if state.tabBar == nil, let tab = owningTab {
            return [
                .installTabs(tabs, selection: tab.id),
                .setStack(routes, in: StackLocation(tab: tab.id, depth: 0)),
            ]
        }
        for depth in stride(from: active.depth, through: 0, by: -1) {
            let location = StackLocation(tab: active.tab, depth: depth)
            if let stack = state.stack(at: location), stack.root.route.isEqual(to: routes[0]) {
                return [.setStack(routes, in: location)]
            }
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
}
