extension Navigator {
    /// Whether the UI is animating a push, pop, presentation or dismissal right now.
    public var isTransitionInFlight: Bool { transitions.inFlight > 0 }

    /// How many navigations wait for the transition in flight to end.
    public var queuedNavigationCount: Int { transitions.waiting.count }

    /// The UI adapter reports that an animation (push, pop, present, dismiss) started.
    ///
    /// Until the matching ``transitionDidEnd()``, navigations are queued and applied in order
    /// afterwards, so the UI and the state never disagree mid-animation. Calls nest. A
    /// ``TransitionReporter`` reports through the same two calls, adding a token per animation
    /// and the write-back of what the user changed.
    public func transitionDidStart() {
        transitionBegan(causedByLastNavigation: true)
    }

    /// The UI adapter reports that an animation ended; queued navigations run in order (each
    /// may start a transition of its own, which holds back the rest).
    public func transitionDidEnd() {
        transitionEnded(writingBack: nil)
    }

    /// An animation began: the one way into the transition queue, for ``transitionDidStart()``
    /// and ``TransitionReporter``.
    ///
    /// - Parameter causedByLastNavigation: Whether the navigation applied last started it (a
    ///   repeat of that navigation while it animates is coalesced), rather than the user.
    func transitionBegan(causedByLastNavigation: Bool) {
        transitions.begin(causedByLastNavigation: causedByLastNavigation)
    }

    /// An animation ended: what the user changed, if anything, is written back first, then the
    /// queued navigations run once no animation is left.
    func transitionEnded(writingBack change: TransitionReporter.UserChange?) {
        if let change {
            transitions.applyingTransitionResult {
                switch change {
                case .path(let path, let location): userSetPath(path, at: location)
                case .dismissedModal(let modal, let presenter):
                    userDismissedModal(modal, presentedFrom: presenter)
                }
            }
        }
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
            emit(.coalesced, source: source, requestSummary: request.summary)
            twin.whenFinished { [request] outcome in request.finish(outcome) }
            return true
        case .queued:
            emit(.queued, source: source, requestSummary: request.summary)
            return true
        }
    }
}
