import WayfinderCore

/// The callers waiting for a screen's result, by the entry of the screen, and the rules of
/// handing them one.
///
/// A caller is added when the navigation that shows its screen applies, and is resumed exactly
/// once, when its entry leaves the state: with the value the screen finished with, when the
/// navigation that removed it was the finish (or an alert button's press), or with nil. Taking a
/// caller's result out (``take(_:for:)``, ``takeAll(notIn:)``) removes the caller at once and
/// gives back a ``Delivery`` for the navigator to run. A finish takes its value out only after
/// its navigation removed the entry, so a finish that waits or never applies leaves the caller
/// waiting.
@MainActor
struct ResultWaiters {
    /// A result taken out for one caller, to be handed over with ``deliver()``.
    @MainActor
    struct Delivery {
        /// The entry of the screen whose caller gets the result.
        let entry: RouteEntry.ID
        fileprivate let resume: @MainActor () -> Void

        /// Resumes the caller with its result.
        func deliver() { resume() }
    }

    private var waiters: [RouteEntry.ID: ResultWaiter] = [:]

    /// Whether no caller is waiting.
    var isEmpty: Bool { waiters.isEmpty }

    /// Whether a caller waits on the screen of `entry`.
    func isWaiting(on entry: RouteEntry.ID) -> Bool { waiters[entry] != nil }

    /// Adds a caller waiting on the screen of `entry`.
    mutating func add(_ waiter: ResultWaiter, for entry: RouteEntry.ID) {
        waiters[entry] = waiter
    }

    /// The entry of the caller nearest the top of the active path (``nearestWaitingEntry(in:)``),
    /// which a finish with `value` ends; the caller keeps waiting.
    ///
    /// - Throws: ``NavigationFailure/noResultExpected`` when no caller waits on the active path,
    ///   ``NavigationFailure/resultTypeMismatch(expected:got:)`` when the nearest one waits for
    ///   another type.
    func nearestEntry<Value>(accepting value: Value, in state: NavigationState) throws(NavigationFailure)
        -> RouteEntry.ID
    {
        guard let (entry, waiter) = nearest(in: state) else { throw .noResultExpected }
        guard waiter.accepts(value) else {
            throw .resultTypeMismatch(expected: waiter.typeName, got: String(describing: Value.self))
        }
        return entry.id
    }

    /// Takes out the result `value` for the caller waiting on the screen of `entry`; nil, and
    /// the caller stays, when none waits there or it waits for another type (an alert's button
    /// action handed to a caller awaiting something else).
    mutating func take<Value>(_ value: Value, for entry: RouteEntry.ID) -> Delivery? {
        guard let waiter = waiters[entry], waiter.accepts(value) else { return nil }
        waiters[entry] = nil
        return Delivery(entry: entry) { waiter.deliver(value) }
    }

    /// Takes out a nil result for every caller whose screen is not in `state`, in entry order.
    mutating func takeAll(notIn state: NavigationState) -> [Delivery] {
        guard !waiters.isEmpty else { return [] }
        let alive = Set(state.allEntries.map(\.id))
        let gone = waiters.keys.filter { !alive.contains($0) }.sorted()
        return gone.compactMap { entry in
            waiters.removeValue(forKey: entry).map { waiter in
                Delivery(entry: entry) { waiter.deliver(nil) }
            }
        }
    }

    /// The entry nearest the top of the active path that a caller waits on: an alert before
    /// the screens of its stack, a stack's top before the screens under it, a modal before the
    /// stack that presents it.
    func nearestWaitingEntry(in state: NavigationState) -> RouteEntry? {
        nearest(in: state)?.0
    }

    private func nearest(in state: NavigationState) -> (RouteEntry, ResultWaiter)? {
        guard !waiters.isEmpty else { return nil }
        let active = state.activeLocation
        for depth in stride(from: active.depth, through: 0, by: -1) {
            guard let stack = state.stack(at: StackLocation(tab: active.tab, depth: depth)) else { continue }
            if let alert = stack.alert, let waiter = waiters[alert.id] { return (alert, waiter) }
            for entry in stack.entries.reversed() {
                if let waiter = waiters[entry.id] { return (entry, waiter) }
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
