/// One step of a recorded session, as `wayfinder export-test` writes it: a navigator call, its
/// source, and the outline expected after it (with whatever it caused, such as a guard's
/// redirect), or nil when only later steps are checked.
///
/// `WayfinderTesting`'s `expectReplay(_:on:)` makes the steps again.
///
/// ```swift
/// let steps = [
///     ReplayStep(.open(url: "myapp://post/42"), source: .deepLink, outline: "stack: home > post/42"),
///     ReplayStep(.pop, outline: "stack: home"),
/// ]
/// ```
public struct ReplayStep: Hashable, Sendable {
    /// The call to make again.
    public var call: NavigationCall
    /// Where it came from: a link replays through the same door.
    public var source: NavigationSource
    /// The outline expected once the call and its consequences are done; nil to check nothing.
    public var outline: String?

    /// Creates a step.
    public init(_ call: NavigationCall, source: NavigationSource = .app, outline: String? = nil) {
        self.call = call
        self.source = source
        self.outline = outline
    }
}

extension NavigationJournal {
    /// The steps a replay makes: the calls of their own, each expecting the outline after its
    /// last consequence. Consequences (a redirect's target, an alert action's handler) are not
    /// steps; their cause makes them again.
    public var replaySteps: [ReplayStep] {
        var steps: [ReplayStep] = []
        for entry in entries {
            if entry.cause == nil {
                steps.append(ReplayStep(entry.call, source: entry.source, outline: entry.outline))
            } else if !steps.isEmpty {
                steps[steps.count - 1].outline = entry.outline
            }
        }
        return steps
    }
}
