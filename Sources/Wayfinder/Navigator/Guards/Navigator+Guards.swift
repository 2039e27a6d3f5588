import WayfinderCore

extension Navigator {
    // MARK: - Pending navigation (redirects)

    /// The navigation a guard last redirected away from, if it is still waiting to be resumed.
    public var pendingNavigation: PendingNavigation? { guards.pending }

    /// Runs the navigation a guard redirected away from, as it was first asked, with its guards
    /// evaluated again; nil when there is none.
    ///
    /// ```swift
    /// // After a successful sign-in:
    /// navigator.resumePendingNavigation()
    /// ```
    @discardableResult
    public func resumePendingNavigation() -> NavigationRequest? {
        guards.takePending()?.replay()
    }

    /// Forgets the navigation a guard redirected away from (for example, when sign-in is
    /// cancelled).
    public func discardPendingNavigation() {
        _ = guards.takePending()
    }

    /// Whether any navigation is waiting on its guards.
    public var isWaitingOnGuards: Bool { guards.isWaiting }

    // MARK: - Acting on verdicts

    /// Ends every navigation still waiting on guards as superseded: a newer navigation started.
    func supersedeWaitingNavigations() {
        for navigation in guards.cancelWaiting() {
            emit(.superseded, source: navigation.source, requestSummary: navigation.request.summary)
            navigation.request.finish(.superseded)
        }
    }

    /// Ends a navigation whose guards have answered: applies it, blocks it, makes it again around
    /// a guard's replacement, or keeps it for ``resumePendingNavigation()`` and navigates to the
    /// redirect's target.
    func conclude(
        _ request: NavigationRequest, verdict: GuardVerdict, source: NavigationSource,
        replay: @escaping @MainActor () -> NavigationRequest,
        replace: (_ position: Int, _ replacement: any Route) -> Void, apply: () -> Void
    ) {
        switch verdict {
        case .allowed:
            apply()
        case .replaced(_, let position, let replacement):
            replace(position, replacement)
        case .blocked(.redirected(let route, let target)):
            park(request, at: route, showing: target, source: source, replay: replay, asking: false)
        case .blocked(let outcome):
            let leaving = if case .stayed = outcome { true } else { false }
            block(request, outcome, source: source, kind: leaving ? .leaveRefused : .navigationBlocked)
            // The UI may already show the screen gone (a back swipe SwiftUI cannot refuse): every
            // reader reads the unchanged state again, so it shows the screen once more.
            if leaving, source == .user { republishState() }
        case .asked(let route, let confirmation, _):
            park(request, at: route, showing: confirmation, source: source, replay: replay, asking: true)
        }
    }

    /// Keeps a redirected navigation for ``resumePendingNavigation()``, ends its request as
    /// redirected and navigates to `target`. A leave guard's confirmation (`asking`) is noted once
    /// shown, so that a newer navigation can supersede it (``supersedeWaitingConfirmation(by:_:)``).
    private func park(
        _ request: NavigationRequest, at route: String, showing target: any Route, source: NavigationSource,
        replay: @escaping @MainActor () -> NavigationRequest, asking: Bool
    ) {
        let kept = guards.keep(
            PendingNavigation(
                summary: request.summary, source: source, redirectedRoute: route, replay: replay))
        block(request, .redirected(route: route, to: target), source: source)
        journalRecorder.handlingConsequences(of: request) {
            let shown = navigate(to: target, source: source)
            guard asking else { return }
            shown.whenFinished { [weak self] outcome in
                guard outcome == .applied, let self,
                    let entry = storage.allEntries.last(where: { $0.route.isEqual(to: target) })
                else { return }
                guards.confirm(entry.id, forKept: kept)
            }
        }
    }

    /// Ends a navigation a guard stopped: the event, which carries the outcome, and the outcome.
    private func block(
        _ request: NavigationRequest, _ outcome: NavigationOutcome, source: NavigationSource,
        kind: NavigationEvent.Kind = .navigationBlocked
    ) {
        emit(kind, source: source, routes: outcome.blockedRoute.map { [$0] } ?? [], outcome: outcome)
        request.finish(outcome)
    }
}
