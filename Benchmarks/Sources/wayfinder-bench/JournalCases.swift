import Wayfinder
import WayfinderCore

// MARK: - What the navigation journal costs a navigation (issue 18)

/// A push and a pop on a 10-entry stack with the journal recording (capacity 1,000, what debug
/// builds get) against the same navigator without one (capacity 0, release builds): the cost of
/// one entry per call, its outline and its saved state, once the ring is full and every append
/// replaces the oldest entry.
@MainActor
func journalCases(settings: HarnessSettings) -> [CaseResult] {
    func navigator(journalCapacity: Int) -> Navigator {
        var configuration = NavigatorConfiguration()
        configuration.journalCapacity = journalCapacity
        let navigator = Navigator(
            modules: [ChainModule()], root: BenchHomeRoute(), configuration: configuration)
        navigator.failureHandler = { failure in require(false, "navigation failed: \(failure)") }
        for id in 1..<10 { navigator.push(BenchItemRoute(id: id)) }
        return navigator
    }
    let recording = navigator(journalCapacity: 1_000)
    let silent = navigator(journalCapacity: 0)
    let item = BenchItemRoute(id: 0)
    // Fill the ring, so the timed appends are the steady state: each replaces the oldest entry.
    for _ in 0..<600 {
        recording.push(item)
        recording.pop()
    }
    require(
        recording.journal.entries.count == 1_000, "the ring holds \(recording.journal.entries.count) entries")
    require(silent.journal.entries.isEmpty, "a journal of capacity 0 recorded entries")

    let medians = measureGroup(
        [
            Body(name: "recording") { count in
                for _ in 0..<count {
                    blackHole(recording.push(item))
                    blackHole(recording.pop())
                }
            },
            Body(name: "silent") { count in
                for _ in 0..<count {
                    blackHole(silent.push(item))
                    blackHole(silent.pop())
                }
            },
        ], settings: settings)
    require(recording.journal.entries.count == 1_000, "the ring grew past its capacity")
    return [
        CaseResult(
            name: "push-pop-10-journal-1000", nanosecondsPerOperation: medians["recording"]!,
            baseline: "push-pop-10-no-journal", baselineNanosecondsPerOperation: medians["silent"]!,
            goal: .none)
    ]
}
