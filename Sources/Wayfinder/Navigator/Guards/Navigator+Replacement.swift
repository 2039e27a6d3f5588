import WayfinderCore

// MARK: - A guard's "open this route instead"

extension Navigator {
    /// How many times guards may replace routes on the way to one navigation before it fails as
    /// a loop (``NavigationFailure/guardReplacementLoop(_:)``).
    static let maximumGuardReplacements = 8

    /// Carries on a navigation whose guard answered ``GuardDecision/replace(with:)``: the same
    /// request, made again by the call that made it, with the route at `position` replaced. The
    /// replacement's guards (and those of the parents it brings) run before anything changes;
    /// a replacement back to a route already replaced, or beyond
    /// ``maximumGuardReplacements``, fails the navigation instead. Nothing is kept for
    /// ``resumePendingNavigation()``.
    func start(
        _ request: NavigationRequest, replacing position: Int, of navigation: PlannedNavigation,
        with replacement: any Route
    ) {
        let replaced = navigation.routes[position]
        let trail = navigation.replacedRoutes + [replaced]
        if trail.contains(where: { $0.isEqual(to: replacement) })
            || trail.count > Self.maximumGuardReplacements
        {
            fail(
                request, .guardReplacementLoop((trail + [replacement]).map(\.pathRepresentation)),
                source: navigation.source, kind: request.link == nil ? .navigationFailed : .deepLinkRejected,
                url: request.link)
            return
        }
        var next =
            remade(navigation, replacing: position, with: replacement)
            ?? self.navigation(to: replacement, source: navigation.source, as: navigation.call)
            .opening(navigation.link)
        next.replacedRoutes = trail
        // The screens the user agreed to leave still go; nothing newer started, so nothing is
        // superseded.
        next.confirmedLeaving = navigation.confirmedLeaving
        next.supersedesWaiting = false
        start(request, handingOffOneRoute(next))
    }

    /// The same navigation as `navigation`, made again with its route at `position` replaced by
    /// `replacement`, as its ``PlannedNavigation/Remaking`` says; nil when it has no place for
    /// another route.
    func remade(_ navigation: PlannedNavigation, replacing position: Int, with replacement: any Route)
        -> PlannedNavigation?
    {
        let routes = navigation.routes
        let source = navigation.source
        switch navigation.remaking {
        case nil:
            return nil
        case .call:
            let call = navigation.call.map(
                to: LiveRoutes.self, route: { _ in replacement }, routeType: { $0 }, payload: { $0 },
                value: { $0 })
            return planned(call, source: source).remade(as: .call)
        case .chain(let options, let call, let placement):
            // A replaced route takes its place: the route itself as if the replacement had been
            // asked (a link's door makes its own, placed and announced as a link of the
            // replacement); a parent, with the replacement's own parents before it and the
            // routes after it kept.
            if position == routes.count - 1 {
                return self.navigation(
                    to: replacement, source: source, options: options, announce: navigation.announce,
                    as: call, opening: navigation.link, placement: placement)
            }
            return self.navigation(
                to: routes[routes.count - 1], along: replacement.parentChain() + routes[(position + 1)...],
                source: source, options: options, announce: navigation.announce, as: call,
                opening: navigation.link, placement: placement)
        case .link(let placement):
            // The route replaced is opened as a link of the replacement would be: placed as the
            // call or the replacement says, and announced with it. A replaced parent keeps the
            // route, as `navigate(to:)` would.
            guard let url = navigation.link else { return nil }
            guard position < routes.count - 1 else {
                return linkNavigation(of: [replacement], url: url, source: source, placement: placement)
            }
            let route = routes[routes.count - 1]
            let asChain = navigation.remade(
                as: .chain([], call: navigation.call, placement: placement ?? route.linkPlacement))
            return remade(asChain, replacing: position, with: replacement)
        case .linkScreens(var rooted):
            guard let url = navigation.link else { return nil }
            var screens = routes
            var alert: (any Route)?
            if case .linkScreens(alert: true) = navigation.layout { alert = screens.removeLast() }
            if position >= screens.count {
                alert = nil
                if replacement.preferredPresentation.alertStyle != nil {
                    alert = replacement
                } else {
                    screens.append(replacement)
                }
            } else if position < rooted {
                let chain = replacement.parentChain()
                screens = chain + screens[(position + 1)...]
                rooted = chain.count + rooted - position - 1
            } else {
                screens[position] = replacement
            }
            let named = Array(screens[max(0, rooted - 1)...]) + (alert.map { [$0] } ?? [])
            return linkNavigation(
                showing: screens, rootedBy: rooted, alert: alert, call: navigation.call, url: url,
                source: source
            ).announced(by: linkAnnouncement(of: named, url: url))
        case .stack(let shared):
            guard case .setStack(var replaced) = navigation.call else { return nil }
            replaced[shared + position] = replacement
            return settingStack(replaced, keeping: shared)
        case .forResult:
            return showingForResult(replacement, afterApply: navigation.afterApply)
        }
    }
}
