import WayfinderCore

extension Navigator {
    /// Makes a recorded call again, as its source would: a link through the same door, a back
    /// swipe against the stack there now. Nil when the call cannot be replayed (see
    /// ``NavigationCallForm/notReplayableReason``) or a recorded route no longer resolves.
    ///
    /// `WayfinderTesting` replays journals through this.
    package func replay(_ call: RecordedCall, source: NavigationSource) -> NavigationRequest? {
        guard call.isReplayable, let live = resolve(call) else { return nil }
        return perform(live, source: source)
    }

    /// The live call a recorded one names: its routes rebuilt from their links, its route types
    /// found by identifier; nil when one no longer resolves.
    func resolve(_ call: RecordedCall) -> NavigationCall? {
        struct Unresolved: Error {}
        return try? call.map(
            to: LiveRoutes.self,
            route: { (record) throws(Unresolved) -> any Route in
                guard let url = record.url, let route = try? registry.matcher.route(forPath: url) else {
                    throw Unresolved()
                }
                return route
            },
            routeType: { (identifier) throws(Unresolved) -> any Route.Type in
                guard let registration = registry.registration(forIdentifier: identifier) else {
                    throw Unresolved()
                }
                return registration.routeType
            },
            payload: { (link) throws(Unresolved) -> PushPayload in PushPayload(["url": link]) },
            value: { (_) throws(Unresolved) -> FinishedValue in throw Unresolved() })
    }

    /// Makes a call from `source`: the one door from a call to its navigation. Nil for a call
    /// that names what no longer exists (a write-back's stack or modal that is gone) and for
    /// the calls only the navigator itself makes (showing a screen, installing tabs, a
    /// restoration, handing back a result), which carry what a call cannot; nil also after
    /// discarding a pending navigation, with no pending navigation to resume, and when a push
    /// payload holds no link.
    func perform(_ call: NavigationCall, source: NavigationSource) -> NavigationRequest? {
        switch call {
        case .navigate(let route, let options): return navigate(to: route, source: source, options: options)
        case .push(let route, let options): return push(route, source: source, options: options)
        case .present(let route, let style): return present(route, style: style)
        case .presentAs(let route, let presentation): return present(route, as: presentation)
        case .presentAlert(let route): return presentAlert(route)
        case .setRoot(let route): return setRoot(route, source: source)
        case .popTo(let route): return popTo(route)
        case .popToType(let type): return popTo(type)
        case .replaceTop(let route): return replaceTop(with: route)
        case .remove(let route): return remove(route)
        case .setStack(let routes): return setStack(routes)
        case .reevaluateGuards: return reevaluateGuards()
        case .pop: return pop()
        case .popToRoot: return popToRoot()
        case .dismiss: return dismiss()
        case .open(let url): return open(url, source: source)
        case .openPlaced(let url, let placement): return open(url, source: source, placement: placement)
        case .openPushPayload(let payload, let placement):
            guard let url = payload.link else { return nil }
            return open(url, source: source, placement: placement)
        case .switchTab(let tab): return switchTab(to: TabID(rawValue: tab))
        case .userSelectedTab(let tab): return userSelectedTab(TabID(rawValue: tab))
        case .userSetPath(let screens, let location):
            guard let stack = state.stack(at: location.location) else { return nil }
            let path = stack.entries.dropFirst().prefix(screens).map(\.id)
            return userSetPath(Array(path), at: location.location)
        case .userDismissedModal(let presenter):
            guard let modal = state.stack(at: presenter.location)?.presented else { return nil }
            return userDismissedModal(modal.stack.root.id, presentedFrom: presenter.location)
        case .userTappedAlertButton(let index):
            return userTappedAlertButton(at: index)
        case .userSelectedDetent(let detent, let presenter):
            guard let modal = state.stack(at: presenter.location)?.presented else { return nil }
            return userSelectedDetent(detent, of: modal.stack.root.id, presentedFrom: presenter.location)
        case .setHorizontalSizeClass(let sizeClass):
            return setHorizontalSizeClass(sizeClass)
        case .userCustomizedTabs(let order, let hidden, let layout):
            return userCustomizedTabs(
                TabBarCustomization(
                    order: order.map { TabID($0) }, hidden: hidden.map { TabID($0) }, platformLayout: layout))
        case .resumePendingNavigation: return resumePendingNavigation()
        case .show, .setTabs, .setActionTab, .restore, .finish, .discardPendingNavigation:
            return nil
        }
    }
}
