import WayfinderCore

/// The callers waiting for a screen's result, by the entry of the screen.
///
/// A caller is added when the navigation that shows its screen applies, and is resumed exactly
/// once: with the value the screen finishes with, or with nil when its entry leaves the state
/// any other way.
@MainActor
struct ResultWaiters {
    private var waiters: [RouteEntry.ID: ResultWaiter] = [:]

    /// Whether no caller is waiting.
    var isEmpty: Bool { waiters.isEmpty }

    /// Adds a caller waiting on the screen of `entry`.
    mutating func add(_ waiter: ResultWaiter, for entry: RouteEntry.ID) {
        waiters[entry] = waiter
    }

    /// The caller waiting on the screen of `entry`, if any.
    func waiter(for entry: RouteEntry.ID) -> ResultWaiter? { waiters[entry] }

    /// Removes and returns the caller waiting on the screen of `entry`.
    mutating func remove(_ entry: RouteEntry.ID) -> ResultWaiter? {
        waiters.removeValue(forKey: entry)
    }

    /// Removes every caller whose screen is not in `state` and returns them, to be resumed
    /// with nil.
    mutating func removeAll(notIn state: NavigationState) -> [ResultWaiter] {
        guard !waiters.isEmpty else { return [] }
        let alive = Set(state.allEntries.map(\.id))
        let gone = waiters.keys.filter { !alive.contains($0) }.sorted()
        return gone.compactMap { waiters.removeValue(forKey: $0) }
    }

    /// The entry nearest the top of the active path that a caller waits on, with its stack and
    /// its index there (nil for an alert).
    func nearestWaitingEntry(in state: NavigationState) -> (RouteEntry, StackLocation, Int?)? {
        guard !waiters.isEmpty else { return nil }
        let active = state.activeLocation
        for depth in stride(from: active.depth, through: 0, by: -1) {
            let location = StackLocation(tab: active.tab, depth: depth)
            guard let stack = state.stack(at: location) else { continue }
            if let alert = stack.alert, waiters[alert.id] != nil { return (alert, location, nil) }
            for index in stack.entries.indices.reversed() where waiters[stack.entries[index].id] != nil {
                return (stack.entries[index], location, index)
            }
        }
        return nil
    }
}

/// A caller waiting for the result of the screen of one entry.
struct ResultWaiter {
    /// The name of the result type, for messages.
    let typeName: String
    /// Whether a value has the result type.
    let accepts: (Any) -> Bool
    /// Resumes the caller with the value, or nil when the screen left without one.
    let deliver: @MainActor (Any?) -> Void
}
