/// A navigation waiting for the transition in flight to end.
struct QueuedNavigation {
    let request: NavigationRequest
    let source: NavigationSource
    let run: @MainActor () -> Void
}

extension Navigator {
    /// Whether the UI is animating a push, pop, presentation or dismissal right now.
    public var isTransitionInFlight: Bool { transitions.inFlight > 0 }

    /// How many navigations wait for the transition in flight to end.
    public var queuedNavigationCount: Int { transitions.waiting.count }

    /// The UI adapter reports that an animation (push, pop, present, dismiss) started.
    ///
    /// Until the matching ``transitionDidEnd()``, navigations are queued and applied in order
    /// afterwards, so the UI and the state never disagree mid-animation. Calls nest.
    public func transitionDidStart() {
        transitions.begin(causedByLastNavigation: true)
    }

    /// The UI adapter reports that an animation ended; queued navigations run in order (each
    /// may start a transition of its own, which holds back the rest).
    public func transitionDidEnd() {
        guard transitions.end() else { return }
        while let next = transitions.nextToRun() { next.run() }
    }

    /// Queues (or coalesces) a navigation while a transition is in flight; false when it may run
    /// now.
    func deferWhileTransitioning(
        _ request: NavigationRequest, source: NavigationSource, run: @escaping @MainActor () -> Void
    ) -> Bool {
        switch transitions.admit(
            request, source: source, coalescing: configuration.coalescesRepeatedNavigations, run: run)
        {
        case .runNow:
            return false
        case .coalesced(let twin):
            emit(.coalesced, source: source, reason: request.summary)
            twin.whenFinished { [request] outcome in request.finish(outcome) }
            return true
        case .queued:
            emit(.queued, source: source, reason: request.summary)
            return true
        }
    }
}
