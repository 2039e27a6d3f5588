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
    func commands(for call: NavigationCall, in state: NavigationState, source: NavigationSource = .app)
        throws(NavigationFailure) -> [NavigationCommand]?
    {
        switch call {
        case .push(let route, let options):
            if isExternal(route) { return [] }
            return planner.commands(pushing: route, singleTop: isSingleTop(route, options), in: state)
        case .navigate(let route, let options):
            return try navigation(to: route, source: source, options: options).commands(state)
        case .present(let route, let style):
            if isExternal(route) { return [] }
            return planner.commands(presenting: route, style: style, in: state)
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
            return try linkNavigation(
                of: matches.map(\.route), url: url, source: source, placement: placement
            )
            .commands(state)
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
            let above = stack.entries.dropFirst()
            guard screens <= above.count else {
                throw .staleWriteBack("the path of \(screens) screens is not a shortening of \(above.count)")
            }
            if screens == above.count { return [] }
            return [.popTo(stack.entries[screens].id, in: location)]
        case .userDismissedModal(let presenter):
            guard state.stack(at: presenter.location)?.presented != nil else {
                throw .staleWriteBack("no modal is presented from \(presenter.location)")
            }
            return [.dismissModal(above: presenter.location)]
        case .userTappedAlertButton(let index):
            guard let alert = state.activeStack.alert, let content = alertContent(for: alert.route),
                content.buttons.indices.contains(index)
            else { throw .invalidCommand(.nothingToDismiss) }
            return [.dismissAlert(in: state.activeLocation)]
        case .setHorizontalSizeClass(let sizeClass):
            return [.setHorizontalSizeClass(sizeClass)]
        case .show, .setTabs, .restore, .finish, .reevaluateGuards, .resumePendingNavigation,
            .discardPendingNavigation:
            return nil
        }
    }

    /// The navigation of a call whose commands ``commands(for:in:source:)`` answers, from
    /// `source`, bringing the call's routes in.
    func planned(_ call: NavigationCall, source: NavigationSource = .app) -> PlannedNavigation {
        PlannedNavigation(call, source: source, bringing: call.routes) {
            [unowned self] state throws(NavigationFailure) in
            try commands(for: call, in: state, source: source) ?? []
        }
    }
}
