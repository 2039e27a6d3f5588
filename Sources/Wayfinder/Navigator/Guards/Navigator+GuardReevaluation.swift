import WayfinderCore

// MARK: - Guards that answer again

extension Navigator {
    /// Asks the entry guard of every screen shown again, and removes, in one navigation, the
    /// screens whose guards now refuse: after a sign-out, say, the account screens go.
    ///
    /// ```swift
    /// func signOut() {
    ///     session.user = nil
    ///     navigator.reevaluateGuards()
    /// }
    /// // before: stack: home > account/me > account/me/edit
    /// // after:  stack: home
    /// ```
    ///
    /// Each guard is asked with the source ``NavigationSource/app``. A screen stays only when its
    /// guard answers ``GuardDecision/allow``: a denial, a redirect, a thrown error or no answer
    /// within ``NavigatorConfiguration/guardTimeout`` removes it (nothing is redirected to; the
    /// app shows what it wants after a sign-out). A refused screen goes with what depends on it:
    /// the screens pushed above it and what it presents. The root of a bottom stack (the single
    /// stack, or a tab's) stays; see ``NavigationPlanner/commands(removing:from:)``.
    ///
    /// Leave guards are not asked: a screen the user may no longer see must not stay because its
    /// unsaved work asks "Discard changes?", and a sign-out is not a navigation the user can
    /// cancel. The removal emits the usual `popped` and `dismissed` events, is one journal entry
    /// (``NavigationCallForm/reevaluateGuards``), and ends `.applied`, with no change when every
    /// guard still allows its screen.
    ///
    /// Guards run asynchronously, so the request finishes later; without any guarded screen it
    /// finishes before the call returns. A navigation started meanwhile is not superseded, and
    /// the answers apply to the state as it is then: a refused screen already gone is ignored.
    @discardableResult
    public func reevaluateGuards() -> NavigationRequest {
        let checks: [(entry: RouteEntry.ID, check: GuardCheck)] = storage.root.allEntries.compactMap {
            entry in
            registry.registration(for: type(of: entry.route))?.canNavigate.map {
                (entry.id, GuardCheck(route: entry.route, check: $0))
            }
        }
        func removing(_ refused: Set<RouteEntry.ID>) -> PlannedNavigation {
            var navigation = PlannedNavigation(.reevaluateGuards, layout: .removing(refused))
            navigation.supersedesWaiting = false
            return navigation
        }
        guard !checks.isEmpty else { return perform(removing([])) }
        let request = makeRequest(.reevaluateGuards)
        let timeout = configuration.guardTimeout
        Task { @MainActor [weak self] in
            let refused = await GuardEvaluation.refusals(of: checks, source: .app, timeout: timeout)
            guard let self, !request.isFinished else { return }
            // Leave guards are deliberately skipped: the navigation applies as it is.
            let run: @MainActor () -> Void = { [unowned self] in apply(request, removing(refused)) }
            if !deferWhileTransitioning(request, source: .app, run: run) { run() }
        }
        return request
    }
}

extension GuardEvaluation {
    /// Asks every guard concurrently and returns the entries whose guard did not allow its
    /// route: a denial, a redirect, a thrown error, or no answer before `timeout`.
    static func refusals(
        of checks: [(entry: RouteEntry.ID, check: GuardCheck)], source: NavigationSource, timeout: Duration?
    ) async -> Set<RouteEntry.ID> {
        await withTaskGroup(of: (index: Int, allowed: Bool)?.self) { group in
            for (index, item) in checks.enumerated() {
                group.addTask {
                    let decision = try? await item.check.check(item.check.route, source)
                    return (index, decision == .allow)
                }
            }
            if let timeout {
                group.addTask {
                    try? await Task.sleep(for: timeout)
                    return nil
                }
            }
            var allowed: Set<Int> = []
            var answered = 0
            while answered < checks.count, let next = await group.next() {
                // The timeout: every guard that has not answered refuses.
                guard let (index, isAllowed) = next else { break }
                answered += 1
                if isAllowed { allowed.insert(index) }
            }
            group.cancelAll()
            return Set(checks.indices.filter { !allowed.contains($0) }.map { checks[$0].entry })
        }
    }
}
