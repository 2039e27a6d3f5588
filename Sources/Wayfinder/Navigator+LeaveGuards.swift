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
        leaveGuards.set(leaveGuard, for: entry)
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
        guard !leaveGuards.isEmpty, !navigation.leavingConfirmed,
            let steps = try? navigation.commands(storage)
        else { return [] }
        var next = storage
        for command in steps {
            guard (try? next.apply(command, within: configuration.limits)) != nil else { return [] }
        }
        return leaveGuards.checks(removedFrom: storage, by: next)
    }
}
