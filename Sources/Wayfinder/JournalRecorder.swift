import WayfinderCore

/// The navigator's part that keeps the ``NavigationJournal``: a ring of the last `capacity`
/// entries, appended to once per finished request, in constant time.
@MainActor
final class JournalRecorder {
    /// How many entries the ring keeps; 0 records nothing.
    let capacity: Int
    private var ring: [NavigationJournal.Entry] = []
    private var oldest = 0
    private var dropped = 0
    private var initialOutline: String
    private var initialState: SavedNavigationState?
    /// The change lines of requests that applied, until they finish.
    private var changes: [UInt64: [String]] = [:]
    /// The requests whose consequences run now (a redirect, an alert action's handler), innermost last.
    private var handling: [UInt64] = []

    init(capacity: Int, initialOutline: String) {
        self.capacity = max(0, capacity)
        self.initialOutline = initialOutline
        ring.reserveCapacity(min(self.capacity, 1_024))
    }

    /// Whether anything is recorded.
    var isRecording: Bool { capacity > 0 }

    /// The request a request made now is a consequence of, if any.
    var currentCause: UInt64? { handling.last }

    /// Runs `body` with the requests it makes recorded as consequences of `request`.
    func handlingConsequences<Result>(of request: NavigationRequest, _ body: () -> Result) -> Result {
        guard isRecording else { return body() }
        handling.append(request.cause ?? request.id)
        defer { handling.removeLast() }
        return body()
    }

    /// Keeps the events of a request's changes, as log lines, for its entry.
    func note(_ events: [NavigationEvent], of request: NavigationRequest) {
        guard isRecording else { return }
        changes[request.id] = events.map(\.logLine)
    }

    /// Records a finished request.
    func record(_ request: NavigationRequest, outcome: NavigationOutcome, state: NavigationState) {
        guard isRecording, let call = request.call else { return }
        let entry = NavigationJournal.Entry(
            number: request.id, call: call, source: request.source, cause: request.cause,
            outcome: outcome.description, applied: outcome == .applied,
            changes: changes.removeValue(forKey: request.id) ?? [], outline: state.outline,
            state: SavedNavigationState(state))
        if ring.count < capacity {
            ring.append(entry)
        } else {
            initialOutline = ring[oldest].outline
            initialState = ring[oldest].state
            ring[oldest] = entry
            oldest = (oldest + 1) % capacity
            dropped += 1
        }
    }

    /// The journal: the entries oldest first.
    var journal: NavigationJournal {
        NavigationJournal(
            initialOutline: initialOutline, initialState: initialState,
            entries: Array(ring[oldest...] + ring[..<oldest]),
            droppedCount: dropped)
    }
}
