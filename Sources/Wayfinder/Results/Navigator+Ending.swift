import WayfinderCore

extension Navigator {
    /// Ends everything the navigator shows and starts it again at the route it was created with.
    ///
    /// Use it when the part of the app the navigator owns goes away: an embedded flow the user
    /// backed out of, a sheet the app dismissed (``EmbeddedFlow`` calls it for you). Every screen
    /// of the ended state goes, so a host releases its screens; every flow model is released;
    /// every caller of ``navigateForResult(to:)`` still waiting resumes with nil; navigations
    /// waiting on guards, on a transition or on a redirect end ``NavigationOutcome/superseded``.
    /// No leave guard is asked and no entry guard runs: the user has already left.
    ///
    /// The navigator then shows its first screen again, as a new entry, so the next time the
    /// app shows it the flow starts afresh.
    ///
    /// ```swift
    /// navigator.push(CheckoutAddressRoute())
    /// navigator.end()
    /// navigator.outline  // "stack: checkout"
    /// ```
    ///
    /// - Returns: The request of the reset, applied before the call returns.
    @discardableResult
    public func end() -> NavigationRequest {
        end(source: .app)
    }

    /// ``end()`` with the source the events carry: `.user` when the user left.
    func end(source: NavigationSource) -> NavigationRequest {
        supersedeEverythingWaiting()
        var ending = endingNavigation(source: source)
        ending.confirmedLeaving = Set(storage.allEntries.map(\.id))
        ending.waitsForTransitions = false
        return perform(ending)
    }

    /// Ends everything the navigator shows when the user asks to leave, from the back of an
    /// embedded flow's first screen: unlike ``end()`` the leave guards of the screens that go are
    /// asked first, so a guard that answers *stay* (or *ask*, until the user confirms) keeps
    /// everything where it is.
    ///
    /// - Parameter whenApplied: Called once the reset is applied, before the state's listeners
    ///   hear of it, so that a UI host can take the ended screens away rather than show the reset.
    /// - Returns: The request of the reset, which the leave guards may refuse.
    func userLeaves(whenApplied: @escaping @MainActor () -> Void) -> NavigationRequest {
        let ending = endingNavigation(source: .user).afterApplying(.call { _ in whenApplied() })
        let request = perform(ending)
        request.whenFinished { [weak self] outcome in
            guard outcome == .applied, let self else { return }
            supersedeEverythingWaiting()
        }
        return request
    }

    /// The navigation that starts the navigator again at its first screen, as a new entry.
    private func endingNavigation(source: NavigationSource) -> PlannedNavigation {
        let route = launchRoute
        return PlannedNavigation(.setRoot(route: route), source: source, layout: .reset(to: route))
    }

    /// Drops the navigation waiting on guards and every one waiting for a transition.
    private func supersedeEverythingWaiting() {
        _ = guards.takePending()
        for queued in transitions.dropWaiting() {
            emit(.superseded, source: queued.source, requestSummary: queued.request.summary)
            queued.request.finish(.superseded)
        }
    }
}
