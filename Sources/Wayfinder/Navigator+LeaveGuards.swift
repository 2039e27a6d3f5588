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

    /// The leave guards of the screens a navigation would remove, found by applying its commands
    /// to a copy of the state; none when no leave guard exists.
    func leaveChecks(of navigation: PlannedNavigation) -> [GuardCheck] {
        guard !leaveGuards.isEmpty, let steps = try? navigation.commands(storage) else { return [] }
        var next = storage
        for command in steps {
            guard (try? next.apply(command, within: configuration.limits)) != nil else { return [] }
        }
        return leaveGuards.checks(removedFrom: storage, by: next)
    }
}
