public import WayfinderCore

extension Navigator {
    /// Sets the leave guard of one screen of the state, such as an editor that knows whether it
    /// has unsaved changes; nil removes it. It is asked, like a registered leave guard, before any
    /// navigation removes the entry, and forgotten once the entry is gone.
    ///
    /// ```swift
    /// navigator.setLeaveGuard(for: entry) { _, _ in
    ///     editor.hasChanges ? .stay("unsaved changes") : .leave
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - entry: An entry of the current state; an entry not in it is ignored.
    ///   - leaveGuard: The guard, called with the entry's route.
    public func setLeaveGuard(
        for entry: RouteEntry.ID,
        _ leaveGuard: (@MainActor @Sendable (any Route, NavigationSource) async -> LeaveDecision)?
    ) {
        guard leaveGuard == nil || storage.allEntries.contains(where: { $0.id == entry }) else { return }
        let hadGuard = hasLeaveGuard(entry)
        leaveGuards.set(leaveGuard, for: entry)
        // A screen that gains or loses its guard gains or loses the host's own back button.
        if hasLeaveGuard(entry) != hadGuard, let location = location(of: entry) {
            scopes.invalidate(.stack(location))
        }
    }

    /// Whether an entry's screen has a leave guard (registered for its route or set for it).
    public func hasLeaveGuard(_ entry: RouteEntry.ID) -> Bool {
        guard !leaveGuards.isEmpty, let found = storage.allEntries.first(where: { $0.id == entry }) else {
            return false
        }
        return leaveGuards.guards(found)
    }

    /// Whether the user may drag a modal away without asking anyone: false when a screen the
    /// dismissal would remove has a leave guard. A UI adapter then refuses the gesture up front
    /// and sends ``userDismissedModal(_:presentedFrom:)``, which asks the guards.
    ///
    /// - Parameters:
    ///   - modal: The modal's identity (``ModalSnapshot/id``).
    ///   - presenter: Where the modal is presented from.
    public func allowsInteractiveDismissal(of modal: RouteEntry.ID, presentedFrom presenter: StackLocation)
        -> Bool
    {
        guard !leaveGuards.isEmpty, let shown = storage.stack(at: presenter)?.presented,
            shown.stack.root.id == modal
        else { return true }
        return !shown.stack.allEntries.contains { leaveGuards.guards($0) }
    }

    /// Whether the user may swipe back from the top of the stack at `location` without asking
    /// anyone: false when the top screen has a leave guard. A UI adapter refuses the swipe then.
    public func allowsInteractivePop(at location: StackLocation) -> Bool {
        guard !leaveGuards.isEmpty, let stack = storage.stack(at: location), stack.entries.count > 1 else {
            return true
        }
        return !leaveGuards.guards(stack.top)
    }

    /// How the UI shows the back button of `entry`'s screen, in the stack a snapshot draws:
    /// ``BackButton/none`` for the root of what the stack's `NavigationStack` shows (the
    /// stack's root, or a split's detail root beside its list), ``BackButton/guarded`` for a
    /// pushed screen with a leave guard, ``BackButton/system`` for any other pushed screen.
    ///
    /// A guarded screen's back button is the host's own and goes through the navigator
    /// (``HeadlessHost/tapBackButton()`` makes the same call), so its leave guard is asked before
    /// anything moves, and the platform's back swipe is off. Reading it observes the stack, and a
    /// guard set or removed with ``setLeaveGuard(for:_:)`` invalidates it.
    ///
    /// - Parameters:
    ///   - entry: A screen of the stack.
    ///   - snapshot: The stack as the UI draws it.
    public func backButton(of entry: RouteEntry.ID, in snapshot: StackSnapshot) -> BackButton {
        scopes.track(.stack(snapshot.location))
        guard snapshot.navigationPath.contains(where: { $0.id == entry }) else { return .none }
        return hasLeaveGuard(entry) ? .guarded : .system
    }

    /// The user tapped the back button of `entry`'s screen, in the stack at `location`: the
    /// navigation a UI adapter runs instead of letting the navigation bar pop (UIKit's
    /// `UINavigationItem.backAction`). It is the user's write-back of the path without `entry`
    /// and what is above it (``userSetPath(_:at:)``, source ``NavigationSource/user``), asked
    /// before anything moves, so a leave guard that answers *stay* or *ask* keeps the screen where
    /// it is. Nil when `entry` is not a pushed screen of that stack (a root has no back button).
    @discardableResult
    func userTappedBackButton(of entry: RouteEntry.ID, at location: StackLocation) -> NavigationRequest? {
        guard let stack = storage.stack(at: location),
            let index = stack.entries.firstIndex(where: { $0.id == entry }), index > 0
        else { return nil }
        return userSetPath(stack.entries[1..<index].map(\.id), at: location)
    }

    /// Tells every observer of the state, and every adapter scope, to read it again although it
    /// did not change: after a refused write-back of what the user already did on screen.
    func republishState() {
        withMutation(keyPath: \.state) {}
        scopes.invalidateAll()
        fanOut.stateDidChange(to: storage, with: [])
    }

    /// The leave guards of the screens a navigation would remove, found by applying its commands
    /// to a copy of the state; none when no leave guard exists.
    func leaveChecks(of navigation: PlannedNavigation) -> [GuardCheck] {
        guard !leaveGuards.isEmpty, let next = state(afterApplying: navigation) else { return [] }
        return leaveGuards.checks(removedFrom: storage, by: next, except: navigation.confirmedLeaving)
    }

    /// The state after `navigation`'s commands, applied to a copy; nil when they do not apply.
    func state(afterApplying navigation: PlannedNavigation) -> NavigationState? {
        guard let steps = try? commands(of: navigation, in: storage) else { return nil }
        var next = storage
        for command in steps {
            guard (try? next.apply(command, within: configuration.limits)) != nil else { return nil }
        }
        return next
    }

    // MARK: - A waiting confirmation

    /// Supersedes the navigation a leave guard's confirmation waits for, when `navigation` is a
    /// newer one: the kept navigation is dropped (a `superseded` event with its summary) and the
    /// confirmation, an alert, is dismissed as a consequence of `request`, at once when
    /// `navigation` would keep it, or once `navigation` ends without applying when it would
    /// remove it itself (a pop, a link), so that it never stays without a navigation to confirm.
    ///
    /// A press of the confirmation's own buttons is not newer: it dismisses the alert and its
    /// action resumes or discards the kept navigation. Once the alert is gone, nothing waits.
    func supersedeWaitingConfirmation(by request: NavigationRequest, _ navigation: PlannedNavigation) {
        guard let confirmation = guards.confirmation, let location = alertLocation(of: confirmation) else {
            return
        }
        if case .userTappedAlertButton = navigation.call, location == storage.activeLocation { return }
        guard let dropped = guards.takePending() else { return }
        emit(.superseded, source: dropped.source, requestSummary: dropped.summary)
        if state(afterApplying: navigation)?.allEntries.contains(where: { $0.id == confirmation }) == false {
            request.whenFinished { [weak self] outcome in
                guard outcome != .applied else { return }
                self?.dismissConfirmation(confirmation, causedBy: request)
            }
        } else {
            dismissConfirmation(confirmation, causedBy: request)
        }
    }

    /// Dismisses a superseded confirmation's alert, if it still shows, as a consequence of `cause`.
    private func dismissConfirmation(_ confirmation: RouteEntry.ID, causedBy cause: NavigationRequest) {
        guard alertLocation(of: confirmation) != nil else { return }
        let dismissal = PlannedNavigation(.dismiss, layout: .dismissingConfirmation(confirmation))
        journalRecorder.handlingConsequences(of: cause) { _ = perform(dismissal) }
    }

    /// The stack whose entries hold `entry`, or nil when it is not a screen of the state.
    private func location(of entry: RouteEntry.ID) -> StackLocation? {
        let tabs: [TabID?] = storage.tabBar.map { $0.ids.map { Optional($0) } } ?? [nil]
        for tab in tabs {
            var location = StackLocation(tab: tab, depth: 0)
            while let stack = storage.stack(at: location) {
                if stack.entries.contains(where: { $0.id == entry }) { return location }
                location.depth += 1
            }
        }
        return nil
    }

    /// Where the alert `entry` shows, or nil when it is not an alert of the state.
    func alertLocation(of entry: RouteEntry.ID, in state: NavigationState? = nil) -> StackLocation? {
        let state = state ?? storage
        let tabs: [TabID?] = state.tabBar.map { $0.ids.map { Optional($0) } } ?? [nil]
        for tab in tabs {
            var location = StackLocation(tab: tab, depth: 0)
            while let stack = state.stack(at: location) {
                if stack.alert?.id == entry { return location }
                location.depth += 1
            }
        }
        return nil
    }
}
