/// One step of a recorded session, as `wayfinder export-test` writes it: a navigator call, its
/// source, the outline expected after it (with whatever it caused, such as a guard's redirect),
/// or nil when only later steps are checked, and the outcome expected of the call, or nil to
/// check none.
///
/// `WayfinderTesting`'s `expectReplay(_:on:)` makes the steps again.
///
/// ```swift
/// let steps = [
///     ReplayStep(.open(url: "myapp://post/42"), source: .deepLink, outline: "stack: home > post/42"),
///     ReplayStep(.pop, outline: "stack: home", outcome: .applied),
/// ]
/// ```
public struct ReplayStep: Hashable, Sendable {
    /// The call to make again.
    public var call: RecordedCall
    /// Where it came from: a link replays through the same door.
    public var source: NavigationSource
    /// The outline expected once the call and its consequences are done; nil to check nothing.
    public var outline: String?
    /// The outcome expected of the call; nil to check nothing.
    public var outcome: RecordedOutcome?

    /// Creates a step.
    public init(
        _ call: RecordedCall, source: NavigationSource = .app, outline: String? = nil,
        outcome: RecordedOutcome? = nil
    ) {
        self.call = call
        self.source = source
        self.outline = outline
        self.outcome = outcome
    }
}

extension NavigationJournal {
    /// The steps a replay makes: the calls of their own, each expecting the outline after its
    /// last consequence and its own recorded outcome. Consequences (a redirect's target, an alert
    /// action's handler) are not steps; their cause makes them again.
    ///
    /// Outcomes that depend on timing (superseded, a guard timing out) are not expected: a replay
    /// awaits each step, so a newer call never overtakes it.
    public var replaySteps: [ReplayStep] {
        var steps: [ReplayStep] = []
        for entry in entries {
            if entry.cause == nil {
                let outcome: RecordedOutcome? =
                    switch entry.outcome {
                    case .superseded, .timedOut: nil
                    default: entry.outcome
                    }
                steps.append(
                    ReplayStep(entry.call, source: entry.source, outline: entry.outline, outcome: outcome))
            } else if !steps.isEmpty {
                steps[steps.count - 1].outline = entry.outline
            }
        }
        return steps
    }
}
