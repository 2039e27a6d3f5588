public import WayfinderCore

extension Navigator {
    /// The tabs in the tab bar's slots, in order (empty until tabs install).
    public var tabs: [TabSpec] { registry.tabsInSlots }

    /// The action tab, if a module registered one.
    public var actionTab: ActionTabSpec? { registry.actionTab }

    /// Selects a tab: dismisses any modal on the current and the target tab, pops the target to
    /// its root and selects it. Before tabs are installed, this installs them.
    ///
    /// An unknown tab is a ``NavigationFailure/unknownTab(_:)``, not a crash; a registered tab
    /// that got no slot in the tab bar is a ``NavigationFailure/tabHasNoSlot(_:)``. The action tab
    /// runs its action instead and is never selected.
    @discardableResult
    public func switchTab(to id: TabID) -> NavigationRequest {
        if let action = registry.actionTab, action.id == id {
            let request = makeRequest(.switchTab(tab: id.rawValue))
            journalRecorder.handlingConsequences(of: request) { action.action(self) }
            request.finish(.applied)
            return request
        }
        return perform(
            PlannedNavigation(.switchTab(tab: id.rawValue)) {
                [unowned self] state throws(NavigationFailure) in
                guard let steps = planner.commands(switchingTo: id, in: state) else { throw missingTab(id) }
                return steps
            })
    }

    /// A tab bar item tapped by the user (UI adapters call this).
    ///
    /// Tapping another tab selects it and keeps its stack; tapping the selected tab again pops it
    /// to its root, or, when it already shows only its root, sends a
    /// ``NavigationEvent/Kind-swift.enum/tabReselected`` event (and
    /// ``NavigationObserver/navigator(_:tabReselectedAtRoot:)``) so its screen can scroll to the
    /// top; tapping the action tab runs its action.
    @discardableResult
    public func userSelectedTab(_ id: TabID) -> NavigationRequest {
        if let action = registry.actionTab, action.id == id {
            return switchTab(to: id)
        }
        let tap = PlannedNavigation(.userSelectedTab(tab: id.rawValue), source: .user) {
            [unowned self] state throws(NavigationFailure) in
            guard let steps = NavigationPlanner.commands(userSelected: id, in: state) else {
                throw missingTab(id)
            }
            return steps
        }
        return perform(
            tap.afterApplying { [unowned self] changes in
                // The planner changes nothing only for the selected tab tapped at its root.
                guard changes.isEmpty, storage.tabBar?.selection == id else { return }
                let root = storage.baseStack.root
                emit(
                    fanOut.makeEvent(
                        .tabReselected, source: .user, routes: [root.description], tabs: [id], screen: root))
            })
    }

    /// Replaces the set of tabs at runtime (an entitlement adds a "Pro" tab, say).
    ///
    /// Stacks of tabs that remain are kept as they are; removed tabs are torn down with
    /// everything they presented; a removed selected tab falls back to the first tab. Slots are
    /// given out again by priority.
    ///
    /// A tab whose root prefers a sheet, cover or alert refuses the whole set:
    /// ``NavigationFailure/registration(_:)`` of
    /// ``RegistrationDiagnostic/tabRootNotPushed(_:route:presentation:)``, a `navigationFailed`
    /// event, and nothing changes.
    @discardableResult
    public func setTabs(_ tabs: [TabSpec]) -> NavigationRequest {
        if let unpushed = RouteRegistry.unpushedRoots(of: tabs).first {
            let request = makeRequest(.setTabs(tabs: tabs.map(\.id.rawValue)))
            fail(request, .registration(unpushed), source: .app)
            return request
        }
        // The new tabs take their slots now, but the registry keeps the old ones until the
        // navigation applies: one that a guard stops, a leave guard keeps or a transition holds
        // leaves the tab bar as it was.
        let previous = registry.tabs
        registry.setTabs(tabs)
        let roots = tabRoots()
        registry.setTabs(previous)
        let change = PlannedNavigation(.setTabs(tabs: tabs.map(\.id.rawValue)), bringing: tabs.map(\.root)) {
            state in
            guard state.tabBar != nil else { return [] }
            return [.updateTabs(roots)]
        }
        let request = perform(
            change.afterApplying { [unowned self] _ in
                registry.setTabs(tabs)
                // Titles, images and order live in the registry, not the state: tell the tab bar.
                scopes.invalidate(.tabBar)
            })
        request.whenFinished { [weak self] outcome in
            guard outcome == .applied, let self else { return }
            for event in fanOut.overflowEvents(for: registry.overflowTabs, source: .app) { emit(event) }
        }
        return request
    }

    /// Adds a tab at runtime; see ``setTabs(_:)``.
    @discardableResult
    public func addTab(_ tab: TabSpec) -> NavigationRequest {
        setTabs(registry.tabs.filter { $0.id != tab.id } + [tab])
    }

    /// Removes a tab at runtime; see ``setTabs(_:)``.
    @discardableResult
    public func removeTab(_ id: TabID) -> NavigationRequest {
        setTabs(registry.tabs.filter { $0.id != id })
    }

    /// The tab routes of a navigation belong to: the tab whose root is the root of the route's
    /// parent chain.
    public func owningTab(of route: any Route) -> TabID? {
        registry.owningTab(of: route)?.id
    }

    /// Why a tab cannot be selected: it has no slot in the tab bar, or no tab has that identifier.
    private func missingTab(_ id: TabID) -> NavigationFailure {
        registry.overflowTabs.contains { $0.id == id } ? .tabHasNoSlot(id) : .unknownTab(id)
    }

    /// The tabs in slots as the reducer takes them.
    func tabRoots() -> [TabRoot] {
        registry.tabsInSlots.map { TabRoot(id: $0.id, root: $0.root) }
    }
}
