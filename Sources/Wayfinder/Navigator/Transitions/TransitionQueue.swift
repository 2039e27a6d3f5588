/// The transitions the UI is animating, and the navigations waiting for them to end.
///
/// While any transition is in flight, a navigation waits here and runs, in order, when the last
/// one ends. A navigation identical to the one that started the transition, or to the last one
/// waiting (same ``NavigationRequest/Intent``, same source), is coalesced into it instead: a double
/// tap pushes once. The navigator decides nothing about transitions itself; it asks this queue.
@MainActor
final class TransitionQueue {
    /// A navigation and where it came from.
    typealias Cause = (request: NavigationRequest, source: NavigationSource)

    /// What to do with a navigation that asks to run.
    enum Decision {
        /// No transition is in flight (or this is a transition's own write-back): run it now.
        case runNow
        /// It waits for the transitions in flight.
        case queued
        /// It repeats `twin`, which will end for both.
        case coalesced(into: NavigationRequest)
    }

    /// How many transitions are in flight.
    private(set) var inFlight = 0
    /// The navigations waiting, oldest first.
    private(set) var waiting: [QueuedNavigation] = []
    /// The navigation whose animation the transition in flight is, when it is one.
    private var cause: Cause?
    /// The last navigation that applied, which the next transition is the animation of.
    private var lastApplied: Cause?
    /// True while a transition's own write-back applies: it is what the UI already shows, so it
    /// runs at once.
    private(set) var appliesTransitionResult = false

    /// A navigation applied: the next transition is its animation.
    func applied(_ request: NavigationRequest, source: NavigationSource) {
        lastApplied = (request, source)
    }

    /// A transition began. When it animates the last navigation, a repeat of that one during it
    /// is coalesced; a swipe or drag the user started has no such cause.
    func begin(causedByLastNavigation: Bool) {
        if inFlight == 0 { cause = causedByLastNavigation ? lastApplied : nil }
        inFlight += 1
    }

    /// A transition ended; true when it was the last one, so the waiting navigations may run.
    func end() -> Bool {
        guard inFlight > 0 else { return false }
        inFlight -= 1
        guard inFlight == 0 else { return false }
        cause = nil
        return true
    }

    /// The oldest waiting navigation, removed, while no transition is in flight.
    func nextToRun() -> QueuedNavigation? {
        guard inFlight == 0, !waiting.isEmpty else { return nil }
        return waiting.removeFirst()
    }

    /// Runs `body` as a transition's own write-back (not queued behind the transition).
    func applyingTransitionResult(_ body: () -> Void) {
        let outer = appliesTransitionResult
        appliesTransitionResult = true
        defer { appliesTransitionResult = outer }
        body()
    }

    /// Decides what happens to a navigation that asks to run, queueing it when it must wait.
    func admit(
        _ request: NavigationRequest, source: NavigationSource, coalescing: Bool,
        run: @escaping @MainActor () -> Void
    ) -> Decision {
        guard inFlight > 0, !appliesTransitionResult else { return .runNow }
        if coalescing, let twin = waiting.last.map({ ($0.request, $0.source) }) ?? cause,
            twin.0.intent == request.intent, twin.1 == source
        {
            return .coalesced(into: twin.0)
        }
        waiting.append(QueuedNavigation(request: request, source: source, run: run))
        return .queued
    }

    /// Removes every waiting navigation, oldest first: the navigator ended, so none of them runs.
    func dropWaiting() -> [QueuedNavigation] {
        defer { waiting = [] }
        return waiting
    }
}
