/// A navigation waiting for the transition in flight to end.
struct QueuedNavigation {
    let request: NavigationRequest
    let source: NavigationSource
    let run: @MainActor () -> Void
}

extension Navigator {
    /// Whether the UI is animating a push, pop, presentation or dismissal right now.
    public var isTransitionInFlight: Bool { transitionsInFlight > 0 }

    /// How many navigations wait for the transition in flight to end.
    public var queuedNavigationCount: Int { queued.count }

    /// The UI adapter reports that an animation (push, pop, present, dismiss) started.
    ///
    /// Until the matching ``transitionDidEnd()``, navigations are queued and applied in order
    /// afterwards, so the UI and the state never disagree mid-animation. Calls nest.
    public func transitionDidStart() {
        beginTransition(causedByLastNavigation: true)
    }

    /// Counts a transition in. When it is the last navigation's animation, a repeat of that
    /// navigation during it is coalesced; a swipe or drag the user started has no such cause.
    func beginTransition(causedByLastNavigation: Bool) {
        if transitionsInFlight == 0 { transitionCause = causedByLastNavigation ? lastApplied : nil }
        transitionsInFlight += 1
    }

    /// Runs `body` (a transition's own write-back, what the UI already shows) without queueing
    /// its navigations behind the transition in flight: see ``TransitionReporter``.
    func applyingTransitionResult(_ body: () -> Void) {
        let outer = appliesTransitionResult
        appliesTransitionResult = true
        defer { appliesTransitionResult = outer }
        body()
    }

    /// The UI adapter reports that an animation ended; queued navigations run in order (each
    /// may start a transition of its own, which holds back the rest).
    public func transitionDidEnd() {
        guard transitionsInFlight > 0 else { return }
        transitionsInFlight -= 1
        guard transitionsInFlight == 0 else { return }
        transitionCause = nil
        while transitionsInFlight == 0, !queued.isEmpty {
            let next = queued.removeFirst()
            next.run()
        }
    }

    /// Queues (or coalesces) a navigation while a transition is in flight; false when it may run
    /// now.
    func deferWhileTransitioning(
        _ request: NavigationRequest, source: NavigationSource, run: @escaping @MainActor () -> Void
    ) -> Bool {
        guard transitionsInFlight > 0, !appliesTransitionResult else { return false }
        if configuration.coalescesRepeatedNavigations,
            let twin = queued.last.map({ ($0.request, $0.source) }) ?? transitionCause,
            twin.0.intent == request.intent, twin.1 == source
        {
            emit(makeEvent(.coalesced, source: source, reason: request.summary))
            twin.0.whenFinished { [request] outcome in request.finish(outcome) }
            return true
        }
        emit(makeEvent(.queued, source: source, reason: request.summary))
        queued.append(QueuedNavigation(request: request, source: source, run: run))
        return true
    }
}
