import WayfinderCore

/// The navigator's part that keeps the ``NavigationJournal``: a ring of the last `capacity`
/// entries, appended to once per finished request.
///
/// Appending stores values only (the call, the outcome, the changes and the state, whose copy
/// shares its storage), so it costs the same whatever the state's size; the outline, the saved
/// state and the recorded outcome and changes of an entry are made when the journal is read.
@MainActor
final class JournalRecorder {
    /// One entry as it is kept, until the journal is read.
    private struct Record {
        let number: UInt64
        let call: RecordedCall
        let source: NavigationSource
        let cause: UInt64?
        let outcome: NavigationOutcome
        let changes: [NavigationChange]
        let state: NavigationState

        var entry: NavigationJournal.Entry {
            NavigationJournal.Entry(
                number: number, call: call, source: source, cause: cause, outcome: outcome.recorded,
                changes: RecordedChange.records(of: changes), outline: state.outline,
                state: SavedNavigationState(state))
        }
    }

    /// How many entries the ring keeps; 0 records nothing.
    private(set) var capacity: Int
    private var ring: [Record] = []
    private var oldest = 0
    private var dropped = 0
    /// Whether the journal starts after navigations it never recorded (its capacity was 0 for a
    /// while), so that it carries its initial state as a dropped one does.
    private var startsAfterLaunch = false
    /// The state before the oldest entry kept.
    private var initialState: NavigationState
    /// The changes of requests that applied, until they finish.
    private var changes: [UInt64: [NavigationChange]] = [:]
    /// The requests whose consequences run now (a redirect, an alert action's handler), innermost last.
    private var handling: [UInt64] = []

    init(capacity: Int, initialState: NavigationState) {
        self.capacity = max(0, capacity)
        self.initialState = initialState
    }

    /// Starts the journal from the navigator's launch state, before anything is recorded.
    func start(at state: NavigationState) {
        initialState = state
    }

    /// Keeps at most `newCapacity` entries from now on: the newest are kept when it shrinks,
    /// the oldest dropped (counted, and the state before the oldest kept becomes the journal's
    /// start). `state` is the navigator's state now, where a journal that kept nothing starts.
    func resize(to newCapacity: Int, state: NavigationState) {
        let newCapacity = max(0, newCapacity)
        guard newCapacity != capacity else { return }
        var records = Array(ring[oldest...] + ring[..<oldest])
        let excess = records.count - newCapacity
        if excess > 0 {
            initialState = records[excess - 1].state
            dropped += excess
            records.removeFirst(excess)
        }
        if records.isEmpty {
            // Nothing kept: the journal starts now, and says so when that is not the launch
            // state (navigations went unrecorded).
            if state != initialState { startsAfterLaunch = true }
            initialState = state
        }
        // The consequence stack is left alone: `handlingConsequences` pops what it pushed, even
        // when the capacity changes inside its body (an action tab turning the journal off).
        if newCapacity == 0 { changes = [:] }
        ring = records
        oldest = 0
        capacity = newCapacity
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

    /// Keeps a request's changes, for its entry.
    func note(_ changes: [NavigationChange], of request: NavigationRequest) {
        guard isRecording else { return }
        self.changes[request.id] = changes
    }

    /// Records a finished request.
    func record(_ request: NavigationRequest, outcome: NavigationOutcome, state: NavigationState) {
        guard isRecording, let call = request.call else { return }
        let record = Record(
            number: request.id, call: call.recorded, source: request.source, cause: request.cause,
            outcome: outcome,
            changes: changes.removeValue(forKey: request.id) ?? [], state: state)
        if ring.count < capacity {
            ring.append(record)
        } else {
            initialState = ring[oldest].state
            ring[oldest] = record
            oldest = (oldest + 1) % capacity
            dropped += 1
        }
    }

    /// The journal: the entries oldest first.
    var journal: NavigationJournal {
        NavigationJournal(
            initialOutline: initialState.outline,
            initialState: dropped > 0 || startsAfterLaunch ? SavedNavigationState(initialState) : nil,
            entries: (ring[oldest...] + ring[..<oldest]).map(\.entry), droppedCount: dropped)
    }

    /// The state recorded after entry `number`, nil when the ring no longer keeps it.
    func state(after number: UInt64) -> NavigationState? {
        ring.first { $0.number == number }?.state
    }
}
