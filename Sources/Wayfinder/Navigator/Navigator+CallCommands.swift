import WayfinderCore

// MARK: - The one switch from a call to its commands

extension Navigator {
    /// The commands `call` applies to `state`, or nil for a call that does not carry what its
    /// commands need: a screen shown without a route, installed tabs, a restored document, a
    /// result handed back, a pending navigation resumed or discarded, and the removals of ``reevaluateGuards()``, which come from the
    /// guards' answers.
    ///
    /// Every navigation the navigator performs for one of the other calls applies exactly these
    /// commands (a guard's replacement of a route makes them again for the call with the
    /// replacement). A route the app handles itself (an external route) is handed off: nothing
    /// of it is placed. A failure is thrown as the navigation would fail, and changes nothing.
    ///
    /// A write-back from the UI names the `entries` it saw (its path, its modal, its alert),
    /// which its call does not carry: its commands then apply only while the state still shows
    /// them. Without them (a write-back replayed from a journal) the call's counts and locations
    /// are checked instead.
    func commands(
        for call: NavigationCall, in state: NavigationState, source: NavigationSource = .app,
        naming entries: [RouteEntry.ID]? = nil
    ) throws(NavigationFailure) -> [NavigationCommand]? {
        switch call {
        case .push(let route, let options):
            if isExternal(route) { return [] }
            return planner.commands(pushing: route, singleTop: isSingleTop(route, options), in: state)
        case .navigate(let route, let options):
            return try commands(of: navigation(to: route, source: source, options: options), in: state)
        case .present(let route, let style):
            if isExternal(route) { return [] }
            return planner.commands(presenting: route, style: style, in: state)
        case .presentAs(let route, let presentation):
            if isExternal(route) { return [] }
            return planner.commands(presenting: route, as: presentation, in: state)
        case .presentAlert(let route):
            if isExternal(route) { return [] }
            return planner.commands(presentingAlert: route)
        case .setRoot(let route):
            if isExternal(route) { return [] }
            return planner.commands(settingRoot: route)
        case .pop:
            return [.pop(count: 1)]
        case .popToRoot:
            return [.popToRoot]
        case .dismiss:
            return [.dismiss]
        case .popTo(let route):
            guard let steps = planner.popBack(in: state, where: { $0.isEqual(to: route) }) else {
                throw .routeNotOnStack(route.pathRepresentation)
            }
            return steps
        case .popToType(let routeType):
            guard let steps = planner.popBack(in: state, where: { type(of: $0) == routeType })
            else {
                throw .routeNotOnStack(routeType.routeTypeName)
            }
            return steps
        case .replaceTop(let route):
            let entries = state.activeStack.entries
            guard entries.count > 1 else { throw .invalidCommand(.cannotRemoveRoot) }
            return [.setStack(entries.dropLast().map(\.route) + [route], in: state.activeLocation)]
        case .remove(let route):
            guard let entry = state.activeStack.entries.last(where: { $0.route.isEqual(to: route) }) else {
                throw .routeNotOnStack(route.pathRepresentation)
            }
            return [.removeEntry(entry.id, in: state.activeLocation)]
        case .setStack(let routes):
            guard let first = routes.first else { throw .invalidCommand(.noRoutes) }
            guard first.isEqual(to: state.activeStack.root.route) else {
                throw .invalidCommand(.cannotRemoveRoot)
            }
            return [.setStack(routes, in: state.activeLocation)]
        case .open(let url), .openPlaced(let url, _):
            let matches: [RouteMatch]
            do throws(RouteURLError) {
                matches = try resolve(link: url, source: source)
            } catch {
                throw linkPolicy.isNotHandled(url, failingWith: error)
                    ? .linkNotHandled(url: url, reason: error) : .unresolvableLink(url: url, reason: error)
            }
            var placement: LinkPlacement?
            if case .openPlaced(_, let placed) = call { placement = placed }
            return try commands(
                of: linkNavigation(of: matches.map(\.route), url: url, source: source, placement: placement),
                in: state)
        case .openPushPayload(let payload, let placement):
            guard let url = payload.link else { throw .invalidPushPayload("the payload holds no link") }
            let open: NavigationCall =
                placement.map { .openPlaced(url: url, placement: $0) } ?? .open(url: url)
            return try commands(for: open, in: state, source: source)
        case .switchTab(let tab):
            guard let steps = planner.commands(switchingTo: TabID(rawValue: tab), in: state) else {
                throw missingTab(TabID(rawValue: tab))
            }
            return steps
        case .userSelectedTab(let tab):
            guard let steps = planner.commands(userSelected: TabID(rawValue: tab), in: state) else {
                throw missingTab(TabID(rawValue: tab))
            }
            return steps
        case .userSetPath(let screens, let recorded):
            let location = recorded.location
            guard let stack = state.stack(at: location) else {
                throw .staleWriteBack("no stack at \(location)")
            }
            if let path = entries {
                // The UI shortened the path it showed: applies only while that is a prefix.
                let current = stack.entries.dropFirst().map(\.id)
                guard path.count < current.count, Array(current.prefix(path.count)) == path else {
                    if path == current { return [] }
                    throw .staleWriteBack("the path \(path) is not a shortening of \(current)")
                }
                return [.popTo(path.last ?? stack.root.id, in: location)]
            }
            let above = stack.entries.dropFirst()
            guard screens <= above.count else {
                throw .staleWriteBack("the path of \(screens) screens is not a shortening of \(above.count)")
            }
            if screens == above.count { return [] }
            return [.popTo(stack.entries[screens].id, in: location)]
        case .userDismissedModal(let presenter):
            if let modal = entries?.first {
                guard let shown = state.stack(at: presenter.location)?.presented, shown.stack.root.id == modal
                else {
                    throw .staleWriteBack(
                        "the modal \(modal) is no longer presented from \(presenter.location)")
                }
                return [.dismissModal(above: presenter.location)]
            }
            guard state.stack(at: presenter.location)?.presented != nil else {
                throw .staleWriteBack("no modal is presented from \(presenter.location)")
            }
            return [.dismissModal(above: presenter.location)]
        case .userTappedAlertButton(let index):
            if let alert = entries?.first {
                guard state.activeStack.alert?.id == alert else {
                    throw .staleWriteBack("the alert \(alert) is no longer showing")
                }
                return [.dismissAlert(in: state.activeLocation)]
            }
            guard let alert = state.activeStack.alert, let content = alertContent(for: alert.route),
                content.buttons.indices.contains(index)
            else { throw .invalidCommand(.nothingToDismiss) }
            return [.dismissAlert(in: state.activeLocation)]
        case .setHorizontalSizeClass(let sizeClass):
            return [.setHorizontalSizeClass(sizeClass)]
        case .userCustomizedTabs(let order, let hidden, let layout):
            return [
                .customizeTabs(
                    TabBarCustomization(
                        order: order.map { TabID($0) }, hidden: hidden.map { TabID($0) },
                        platformLayout: layout))
            ]
        case .userSelectedDetent(let detent, let presenter):
            // The UI names the sheet it showed: the drag applies only while that sheet is still
            // presented from there and offers the detent.
            guard let shown = state.stack(at: presenter.location)?.presented,
                entries.map({ $0.first == shown.stack.root.id }) ?? true
            else {
                throw .staleWriteBack("the sheet is no longer presented from \(presenter.location)")
            }
            guard shown.detents.contains(detent) else {
                throw .staleWriteBack(
                    "the sheet presented from \(presenter.location) does not offer \(detent)")
            }
            return shown.selectedDetent == detent ? [] : [.selectDetent(detent, above: presenter.location)]
        case .show, .setTabs, .setActionTab, .restore, .finish, .reevaluateGuards, .resumePendingNavigation,
            .discardPendingNavigation:
            return nil
        }
    }

    /// The commands `navigation` applies to `state`: the one place that reads a navigation's
    /// commands, from its call and the data it carries (its ``PlannedNavigation/Layout``, its
    /// routes, the route it hands off, the entries a write-back names).
    func commands(of navigation: PlannedNavigation, in state: NavigationState)
        throws(NavigationFailure) -> [NavigationCommand]
    {
        let planner = planner
        let routes = navigation.routes
        let handsOff = navigation.handOff != nil
        switch navigation.layout {
        case .call:
            return try commands(
                for: navigation.call, in: state, source: navigation.source, naming: navigation.namedEntries)
                ?? []
        case .chain(let placement, let singleTop):
            // An external route is handed off once its parents show: Wayfinder navigates along them.
            let shown = handsOff ? Array(routes.dropLast()) : routes
            guard let route = routes.last, !shown.isEmpty else { return [] }
            if !handsOff, placement == .appendToCurrentStack {
                if let tab = planner.tabWithoutSlot(appending: shown, in: state) { throw .tabHasNoSlot(tab) }
                return planner.commands(appending: route, chain: shown, singleTop: singleTop, in: state)
            }
            if let tab = planner.tabWithoutSlot(navigatingAlong: shown, singleTop: singleTop, in: state) {
                throw .tabHasNoSlot(tab)
            }
            // The parents of an external route are placed as its whole chain would be: rooted
            // where the chain's root is, as the route's own navigation would place them.
            if handsOff { return planner.commands(showing: shown, in: state, rootsAChain: true) }
            return planner.commands(navigatingAlong: shown, singleTop: singleTop, in: state)
        case .linkScreens(let hasAlert):
            // The link's routes but a last external one, which is handed off once the others show.
            let screens = hasAlert ? Array(routes.dropLast()) : routes
            let shown = !handsOff || hasAlert ? screens : Array(screens.dropLast())
            let alert = hasAlert && !handsOff ? routes.last : nil
            if let tab = planner.tabWithoutSlot(showing: shown, in: state) { throw .tabHasNoSlot(tab) }
            return planner.commands(showing: shown, in: state, rootsAChain: true)
                + (alert.map { [.presentAlert($0)] } ?? [])
        case .handOffOnly:
            return []
        case .shown(let presentation):
            guard let route = routes.first else { return [] }
            if let style = presentation.modalStyle { return [.present([route], style: style)] }
            return presentation.alertStyle == nil ? [.push([route])] : [.presentAlert(route)]
        case .reset(let route):
            return planner.commands(settingRoot: route)
        case .restored(let root):
            return [.replaceRoot(root)]
        case .finishing(let entry):
            // Gone before the finish applied (swiped away while the finish waited): its caller
            // had nil already, and there is nothing to finish.
            guard state.allEntries.contains(where: { $0.id == entry }) else { throw .noResultExpected }
            return planner.commands(finishing: entry, in: state)
        case .removing(let refused):
            return planner.commands(removing: refused, from: state)
        case .dismissingConfirmation(let confirmation):
            guard let location = alertLocation(of: confirmation, in: state) else {
                throw .staleWriteBack("the alert \(confirmation) is no longer showing")
            }
            return [.dismissAlert(in: location)]
        case .changingTabs(let change):
            guard state.tabBar != nil else { return [] }
            let slots = registry.tabsInSlots(
                of: change.applied(to: registry.tabs),
                withAction: change.actionTab(replacing: registry.actionTab) != nil)
            return [.updateTabs(slots.map { TabRoot(id: $0.id, root: $0.root) })]
        }
    }

    /// The navigation of a call whose commands ``commands(for:in:source:naming:)`` answers, from
    /// `source`, bringing the call's routes in.
    func planned(_ call: NavigationCall, source: NavigationSource = .app) -> PlannedNavigation {
        PlannedNavigation(call, source: source, bringing: call.routes)
    }
}
