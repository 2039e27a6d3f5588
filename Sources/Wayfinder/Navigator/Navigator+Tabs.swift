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
        return perform(planned(.switchTab(tab: id.rawValue)))
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
        let tap = planned(.userSelectedTab(tab: id.rawValue), source: .user)
        return perform(
            tap.afterApplying(.announceReselection(id)))
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
        changeTabs(.setTabs(tabs: tabs.map(\.id.rawValue)), adding: tabs, .set(tabs))
    }

    /// Adds a tab at runtime; see ``setTabs(_:)``.
    ///
    /// The tab joins the tabs as they are when the change applies, so two changes queued behind
    /// a transition both take effect.
    @discardableResult
    public func addTab(_ tab: TabSpec) -> NavigationRequest {
        let call = NavigationCall.setTabs(
            tabs: (registry.tabs.filter { $0.id != tab.id } + [tab]).map(\.id.rawValue))
        return changeTabs(call, adding: [tab], .add(tab))
    }

    /// Removes a tab at runtime; see ``setTabs(_:)``.
    ///
    /// The tab leaves the tabs as they are when the change applies, so two changes queued
    /// behind a transition both take effect.
    @discardableResult
    public func removeTab(_ id: TabID) -> NavigationRequest {
        let call = NavigationCall.setTabs(tabs: registry.tabs.filter { $0.id != id }.map(\.id.rawValue))
        return changeTabs(call, adding: [], .remove(id))
    }

    /// Changes the tabs to what `change` makes of them when the navigation applies. The registry
    /// keeps its tabs until then, so a change that a guard stops, a leave guard keeps or a
    /// transition holds leaves the tab bar as it was, and queued changes build on each other.
    private func changeTabs(
        _ call: NavigationCall, adding added: [TabSpec],
        _ change: PlannedNavigation.TabChange
    ) -> NavigationRequest {
        if let unpushed = RouteRegistry.unpushedRoots(of: added).first {
            let request = makeRequest(call)
            fail(request, .registration(unpushed), source: .app)
            return request
        }
        let planned = PlannedNavigation(call, bringing: added.map(\.root), layout: .changingTabs(change))
        let request = perform(
            planned.afterApplying(.storeTabs(change)))
        request.whenFinished { [weak self] outcome in
            guard outcome == .applied, let self else { return }
            for event in fanOut.overflowEvents(for: registry.overflowTabs, source: .app) { emit(event) }
        }
        return request
    }

    /// The tab routes of a navigation belong to: the tab whose root is the root of the route's
    /// parent chain.
    public func owningTab(of route: any Route) -> TabID? {
        registry.owningTab(of: route)?.id
    }

    /// Why a tab cannot be selected: it has no slot in the tab bar, or no tab has that identifier.
    func missingTab(_ id: TabID) -> NavigationFailure {
        registry.overflowTabs.contains { $0.id == id } ? .tabHasNoSlot(id) : .unknownTab(id)
    }
}
