public import WayfinderCore

extension Navigator {
    // MARK: - Badges

    /// Sets the badge of a tab, or removes it with nil, while the app runs; the tab bar and the
    /// sidebar show it at once.
    ///
    /// A badge is the app's data, not navigation: it is not part of the ``state``, a saved state
    /// does not keep it, and the journal does not record it.
    ///
    /// ```swift
    /// try navigator.setBadge(.count(unread), forTab: "inbox")
    /// ```
    ///
    /// - Throws: ``NavigationFailure/unknownTab(_:)`` when no tab and no action tab has the
    ///   identifier; nothing changes.
    public func setBadge(_ badge: TabBadge?, forTab id: TabID) throws(NavigationFailure) {
        guard registry.setBadge(badge, forTab: id) else { throw .unknownTab(id) }
        scopes.invalidate(.tabBar)
    }

    /// The badge a tab shows, or nil for none (or no such tab).
    public func badge(forTab id: TabID) -> TabBadge? {
        scopes.track(.tabBar)
        if let action = registry.actionTab, action.id == id { return action.badge }
        return registry.tabs.first { $0.id == id }?.badge
    }

    // MARK: - Action tab at run time

    /// Sets the action tab while the app runs, replacing the one there was; see
    /// ``removeActionTab()``.
    ///
    /// In a tab bar (``TabBarStyle/tabBar``) it takes the last of the five slots, so a fifth
    /// content tab loses its slot (a `tabOverflow` event); with a sidebar every content tab keeps
    /// its place. Its identifier must be none of the content tabs':
    /// ``NavigationFailure/registration(_:)`` of ``RegistrationDiagnostic/duplicateTab(_:module:)``
    /// otherwise, and nothing changes.
    ///
    /// ```swift
    /// navigator.setActionTab(
    ///     ActionTabSpec(id: "store", title: "Store", systemImage: "bag") { $0.present(StoreRoute()) })
    /// ```
    @discardableResult
    public func setActionTab(_ tab: ActionTabSpec) -> NavigationRequest {
        let call = NavigationCall.setActionTab(tab: tab.id.rawValue)
        if registry.tabs.contains(where: { $0.id == tab.id }) {
            let request = makeRequest(call)
            fail(request, .registration(.duplicateTab(tab.id, module: "setActionTab")), source: .app)
            return request
        }
        return changeActionTab(call, .setAction(tab))
    }

    /// Removes the action tab while the app runs; a content tab it took the slot of gets it back.
    /// Without an action tab it changes nothing.
    @discardableResult
    public func removeActionTab() -> NavigationRequest {
        changeActionTab(.setActionTab(tab: nil), .setAction(nil))
    }

    private func changeActionTab(_ call: NavigationCall, _ change: PlannedNavigation.TabChange)
        -> NavigationRequest
    {
        let request = perform(
            PlannedNavigation(call, bringing: [], layout: .changingTabs(change)).afterApplying(
                .storeTabs(change)))
        request.whenFinished { [weak self] outcome in
            guard outcome == .applied, let self else { return }
            for event in fanOut.overflowEvents(for: registry.overflowTabs, source: .app) { emit(event) }
        }
        return request
    }

    // MARK: - Customization

    /// The order and the hidden tabs the user chose in the sidebar; empty until the user
    /// changes something (and always while the app is a single stack).
    public var tabCustomization: TabBarCustomization {
        scopes.track(.tabBar)
        return storage.tabBar?.customization ?? .none
    }

    /// The user reordered or hid tabs in the sidebar (UI adapters call this): `customization` is
    /// what the sidebar shows now.
    ///
    /// It is part of the state: the outline shows it, a saved state keeps it, and the journal
    /// records and replays it. A customization that names a tab not installed changes nothing
    /// (``NavigationFailure/invalidCommand(_:)`` with ``NavigationStateError/unknownTab(_:)``).
    ///
    /// ```swift
    /// navigator.userCustomizedTabs(TabBarCustomization(order: ["archive", "notes"], hidden: ["trash"]))
    /// navigator.outline  // "tabs: notes* archive trash\ncustomized: order archive notes; hidden trash\n…"
    /// ```
    @discardableResult
    public func userCustomizedTabs(_ customization: TabBarCustomization) -> NavigationRequest {
        var change = planned(
            .userCustomizedTabs(
                order: customization.order.map(\.rawValue), hidden: customization.hidden.map(\.rawValue),
                layout: customization.platformLayout),
            source: .user)
        change.waitsForTransitions = false
        return perform(change)
    }
}

extension Navigator {
    /// The UI reports the customization its sidebar shows (the adapters call it whenever the
    /// user edits the sidebar).
    ///
    /// A customization the state already has, or one reported while the app is a single stack,
    /// changes nothing and is not a navigation, so a report repeated on every update records
    /// nothing. Any other is ``userCustomizedTabs(_:)``.
    ///
    /// - Returns: The change's request, or nil when nothing changed.
    @discardableResult
    public func reportTabCustomization(_ customization: TabBarCustomization) -> NavigationRequest? {
        guard let bar = storage.tabBar, customization != bar.customization else { return nil }
        return userCustomizedTabs(customization)
    }
}
