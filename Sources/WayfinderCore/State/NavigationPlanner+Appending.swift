extension NavigationPlanner {
    /// The tab whose current stack a route appended by a link goes onto (see
    /// ``commands(appending:chain:singleTop:in:)``): the tab in a slot whose root starts the
    /// route's parent chain, or else the selected tab; nil for the single stack before the tab
    /// bar exists.
    public func tab(appending chain: [any Route], in state: NavigationState) -> TabID? {
        if let first = chain.first, let owning = tabs.first(where: { $0.root.isEqual(to: first) }) {
            return owning.id
        }
        return state.selectedTab
    }

    /// The tab without a slot that appending the last route of `chain` would need: the tab whose
    /// root starts the chain, when it is one of ``tabsWithoutSlot``; nil otherwise.
    public func tabWithoutSlot(appending chain: [any Route], in state: NavigationState) -> TabID? {
        guard let first = chain.first, !tabs.contains(where: { $0.root.isEqual(to: first) }) else {
            return nil
        }
        return tabsWithoutSlot.first { $0.root.isEqual(to: first) }?.id
    }

    /// A link whose route is placed with ``LinkPlacement/appendToCurrentStack``: the route, the
    /// last of `chain` (its parent chain, as ``routes(navigatingTo:)`` gives it), pushed onto the
    /// bottom stack of its tab (``tab(appending:in:)``), instead of that stack being rebuilt from
    /// the chain.
    ///
    /// 1. The tab bar is installed when the tab needs it, and the tab is selected, keeping its
    ///    stack; what the tab that was selected presents is dismissed, as when a chain selects a
    ///    tab.
    /// 2. What the target stack presents (sheets, covers, an alert) is dismissed: the route shows
    ///    on the tab's own stack, never inside a modal flow that happens to be open.
    /// 3. An equal route already on top is not pushed again; with `singleTop`, the nearest equal
    ///    route lower on the stack is popped back to; otherwise the route is pushed (on a split,
    ///    selected in its column, as `push` does).
    ///
    /// A route that prefers a sheet, a cover or an alert is not appended: it is placed as
    /// ``commands(navigatingAlong:singleTop:in:)`` places it.
    ///
    /// ```swift
    /// // tabs: home notifications*   notifications: notifications
    /// planner.commands(appending: NotifiedPostRoute(id: 42), chain: chain, singleTop: false, in: state)
    /// // [.push([notifications/post/42])]
    /// ```
    public func commands(
        appending route: any Route, chain: [any Route], singleTop: Bool, in state: NavigationState
    )
        -> [NavigationCommand]
    {
        guard route.preferredPresentation.kind == .push else {
            return commands(navigatingAlong: chain, singleTop: singleTop, in: state)
        }
        let target = tab(appending: chain, in: state)
        var steps: [NavigationCommand] = []
        if let target {
            if state.tabBar?[target] == nil {
                steps.append(.installTabs(tabs, selection: target))
            } else if let current = state.selectedTab, current != target {
                let base = StackLocation(tab: current, depth: 0)
                if let stack = state.stack(at: base), stack.presented != nil || stack.alert != nil {
                    steps.append(.dismissAbove(base))
                }
                steps.append(.selectTab(target, reset: false))
            }
        }
        var next = state
        do {
            for step in steps { next = try next.applying(step) }
        } catch {
            // Selecting a tab in a slot never fails; if it did, the route goes where a push goes.
            return [.push([route])]
        }
        let base = StackLocation(tab: next.selectedTab, depth: 0)
        if let stack = next.stack(at: base), stack.presented != nil || stack.alert != nil {
            steps.append(.dismissAbove(base))
            if let dismissed = try? next.applying(.dismissAbove(base)) { next = dismissed }
        }
        if singleTop, let back = popBack(in: next, where: { $0.isEqual(to: route) }) {
            return steps + back
        }
        return steps + commands(pushing: route, singleTop: true, in: next)
    }
}
