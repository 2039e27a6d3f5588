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
            navigation.replacement?(position, replacement)
            ?? self.navigation(to: replacement, source: navigation.source, as: navigation.call)
            .opening(navigation.link)
        next.replacedRoutes = trail
        // The screens the user agreed to leave still go; nothing newer started, so nothing is
        // superseded.
        next.confirmedLeaving = navigation.confirmedLeaving
        next.supersedesWaiting = false
        start(request, handingOffOneRoute(next))
    }
}
