public import Testing
public import Wayfinder
import WayfinderCore

/// What replaying a session found: how far it got and the first step that went differently.
public struct ReplayReport: Sendable, CustomStringConvertible {
    /// A step whose outcome or outline was not the one recorded.
    public struct Difference: Sendable, Hashable, CustomStringConvertible {
        /// The step's position, from 1.
        public var step: Int
        /// Its call.
        public var call: RecordedCall
        /// The outline recorded after it; the actual one when the step expects none.
        public var expected: String
        /// The outline after replaying it.
        public var actual: String
        /// The outcome recorded for it; nil when the step expects none.
        public var expectedOutcome: RecordedOutcome?
        /// The outcome of replaying it; nil when it had not ended within the replay's timeout.
        public var actualOutcome: RecordedOutcome?

        /// Whether the outcomes differ (the outlines may too). What a version-1 journal did not
        /// record is not compared: a failure of kind ``Wayfinder/RecordedFailure/Kind/unrecorded``
        /// matches a failure with its message, and a redirect target known by its link only
        /// matches a target with that link.
        public var outcomeDiffers: Bool {
            guard let expectedOutcome else { return false }
            return !outcomeMatches(expectedOutcome, actualOutcome)
        }

        /// What differs: the outcomes, recorded then replayed, and the outlines as a diff.
        public var description: String {
            var lines: [String] = []
            if outcomeDiffers, let expectedOutcome {
                let replayed = actualOutcome.map(String.init(describing:)) ?? "no outcome"
                lines.append("outcome: \(expectedOutcome) was recorded, \(replayed) replayed")
            }
            if let diff = outlineDifference(actual: actual, expected: expected) { lines.append(diff) }
            return lines.joined(separator: "\n")
        }
    }

    /// A step that could not be made again.
    public struct SkippedStep: Hashable, Sendable, CustomStringConvertible {
        /// Why a step could not be made again.
        public enum Reason: Hashable, Sendable, CustomStringConvertible {
            /// The call cannot be made from what a journal records (an ad-hoc screen, a
            /// restoration, a result value): see ``NavigationCallForm/notReplayableReason``.
            case notReplayable(RecordedCall)
            /// A route the call names no longer resolves in the navigator replayed into.
            case unresolvedRoute

            /// The reason as a sentence: `ColorPicker is shown without a route`.
            public var description: String {
                switch self {
                case .notReplayable(let call):
                    call.notReplayableReason ?? "\(call.summary) cannot be replayed"
                case .unresolvedRoute: "a recorded route no longer resolves"
                }
            }
        }

        /// The step's position, from 1.
        public var step: Int
        /// Why it was not made again.
        public var reason: Reason

        /// Creates a skipped step.
        public init(step: Int, reason: Reason) {
            self.step = step
            self.reason = reason
        }

        /// `step 2 not replayed: ColorPicker is shown without a route`.
        public var description: String { "step \(step) not replayed: \(reason)" }
    }

    /// The steps made again.
    public var replayed: Int
    /// The steps that could not be made again, in order.
    public var skipped: [SkippedStep]
    /// The first step whose outcome or outline differs, nil when every checked one matched.
    public var firstDifference: Difference?

    public var description: String {
        var lines = ["replayed \(replayed) step(s)"]
        for skip in skipped { lines.append(skip.description) }
        if let difference = firstDifference {
            lines.append(
                "step \(difference.step), \(difference.call), differs: \(difference)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Replays steps into a navigator, awaiting each (guards run for real), and stops at the first
/// step whose outcome or outline differs from the one expected.
///
/// Build the navigator the way the app does, with its modules, and usually a `HeadlessHost`:
///
/// ```swift
/// let report = await replay(journal.replaySteps, into: navigator)
/// #expect(report.firstDifference == nil)
/// ```
///
/// - Parameters:
///   - steps: The calls, in order.
///   - navigator: The navigator to replay into.
///   - timeout: How long one step may take (its guards, its redirect) before the replay moves on.
///     A deadline against a guard that never decides, not an expectation of speed: test suites
///     run in parallel, and a step waits its turn on a busy main actor.
@MainActor
public func replay(_ steps: [ReplayStep], into navigator: Navigator, timeout: Duration = .seconds(60)) async
    -> ReplayReport
{
    var report = ReplayReport(replayed: 0, skipped: [], firstDifference: nil)
    for (index, step) in steps.enumerated() {
        if !step.call.isReplayable {
            report.skipped.append(.init(step: index + 1, reason: .notReplayable(step.call)))
            continue
        }
        guard let request = navigator.replay(step.call, source: step.source) else {
            report.skipped.append(.init(step: index + 1, reason: .unresolvedRoute))
            continue
        }
        report.replayed += 1
        await settle(request, of: navigator, timeout: timeout)
        let outcome = request.isFinished ? await request.outcome.recorded : nil
        let outlineDiffers = step.outline.map { $0 != navigator.outline } ?? false
        let outcomeDiffers = step.outcome.map { !outcomeMatches($0, outcome) } ?? false
        if outlineDiffers || outcomeDiffers {
            report.firstDifference = .init(
                step: index + 1, call: step.call, expected: step.outline ?? navigator.outline,
                actual: navigator.outline, expectedOutcome: step.outcome, actualOutcome: outcome)
            return report
        }
    }
    return report
}

/// Replays a journal into a navigator: restores the state it starts from when older entries were
/// dropped, then replays its steps (see ``replay(_:into:timeout:)``).
@MainActor
public func replay(_ journal: NavigationJournal, into navigator: Navigator, timeout: Duration = .seconds(60))
    async -> ReplayReport
{
    if let initial = journal.initialState, let data = try? initial.encoded() {
        _ = await navigator.restore(from: data)
    }
    return await replay(journal.replaySteps, into: navigator, timeout: timeout)
}

/// Replays steps and records a test issue at the first step whose outcome or outline differs,
/// showing the two outcomes and the two outlines, and one for every step that could not be
/// replayed.
///
/// `wayfinder export-test` and the debug page's "copy as test" write tests around this call.
///
/// - Returns: Whether every step replayed and every expected outcome and outline matched.
@MainActor
@discardableResult
public func expectReplay(
    _ steps: [ReplayStep], on navigator: Navigator, timeout: Duration = .seconds(60),
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
    let report = await replay(steps, into: navigator, timeout: timeout)
    for skip in report.skipped {
        Issue.record("step \(skip.step) was not replayed: \(skip.reason)", sourceLocation: sourceLocation)
    }
    if let difference = report.firstDifference {
        Issue.record(
            Comment(rawValue: "step \(difference.step), \(difference.call):\n\(difference)"),
            sourceLocation: sourceLocation)
    }
    return report.skipped.isEmpty && report.firstDifference == nil
}

/// Whether a replayed outcome is the recorded one, leaving out what a version-1 journal did not
/// record: which failure it was (kind `unrecorded`), and a redirect target's route identifier
/// (a target known by its link only matches a target with that link).
private func outcomeMatches(_ expected: RecordedOutcome, _ actual: RecordedOutcome?) -> Bool {
    switch (expected, actual) {
    case (.failed(let recorded), .failed(let replayed)) where recorded.kind == .unrecorded:
        return recorded.message == replayed.message
    case (.redirected(let route, let target), .redirected(let otherRoute, let otherTarget))
    where target.url != nil && target.route == target.url:
        return route == otherRoute && target.url == otherTarget.url
    default:
        return expected == actual
    }
}

/// Waits until a replayed request has ended and what it caused (a guard's redirect) has settled.
@MainActor
private func settle(_ request: NavigationRequest, of navigator: Navigator, timeout: Duration) async {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    await Task.yield()
    while !request.isFinished || navigator.isWaitingOnGuards || navigator.queuedNavigationCount > 0,
        clock.now < deadline
    {
        try? await Task.sleep(for: .milliseconds(1))
    }
}
