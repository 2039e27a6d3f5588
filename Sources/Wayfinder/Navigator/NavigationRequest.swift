import WayfinderCore

/// A navigation in progress, returned by every ``Navigator`` call.
///
/// Without guards the navigation is applied before the call returns, so most callers ignore the
/// request. Await ``outcome`` to learn whether it was applied, blocked, superseded or failed:
///
/// ```swift
/// let outcome = await navigator.navigate(to: EditProfileRoute(user: "me")).outcome
/// if case .denied(let route, let reason) = outcome { print(route, reason) }
/// ```
@MainActor
public final class NavigationRequest: Identifiable, CustomStringConvertible {
    /// A number identifying the request within its navigator, increasing with each call.
    public let id: UInt64
    /// What was asked, for logs: `push post/42`.
    public let summary: String
    /// The outcome, or nil while the navigation is still waiting (on a guard).
    public private(set) var currentOutcome: NavigationOutcome?
    private var waiters: [CheckedContinuation<NavigationOutcome, Never>] = []
    private var finishHandlers: [@MainActor (NavigationOutcome) -> Void] = []

    /// What makes two requests the same navigation, compared when a repeat is coalesced: the
    /// call, by value (its routes with `isEqual(to:)`), and for a write-back from the UI the
    /// entries it names, which its call does not carry. Two in-app-only routes print alike
    /// (`push NoteRoute`), and so do two sheets dragged away (`dismiss modal`), but they are
    /// different navigations. A request no call made compares by its summary.
    struct Intent: Equatable {
        let call: NavigationCall?
        let summary: String
        let writeBack: [AnyHashable]
    }

    /// The request's ``Intent``, made when asked: only a navigation queued behind a transition
    /// compares it.
    var intent: Intent { Intent(call: call, summary: summary, writeBack: writeBack()) }
    private let writeBack: () -> [AnyHashable]
    /// The call that made the request (the journal records its ``NavigationCallForm/recorded``
    /// form); nil for a request no navigator call made.
    let call: NavigationCall?
    /// Where the call came from.
    let source: NavigationSource
    /// The request this one is a consequence of (a redirect's target, a call an alert action's
    /// handler made), for the journal.
    let cause: UInt64?
    /// The link this request opens, when a link door (text, `URL`, push payload, debug console)
    /// made it: a refusal anywhere in the pipeline is then a `deepLinkRejected` with this URL.
    let link: String?

    init(
        id: UInt64, summary: String, writeBack: @escaping @autoclosure () -> [AnyHashable] = [],
        call: NavigationCall? = nil,
        source: NavigationSource = .app, cause: UInt64? = nil, link: String? = nil
    ) {
        self.id = id
        self.summary = summary
        self.writeBack = writeBack
        self.call = call
        self.source = source
        self.cause = cause
        self.link = link
    }

    /// The outcome, once the navigation has ended.
    public var outcome: NavigationOutcome {
        get async {
            if let currentOutcome { return currentOutcome }
            return await withCheckedContinuation { waiters.append($0) }
        }
    }

    /// Whether the navigation has ended.
    public var isFinished: Bool { currentOutcome != nil }

    /// Ends the request; later calls are ignored, so an outcome is delivered exactly once.
    func finish(_ outcome: NavigationOutcome) {
        guard currentOutcome == nil else { return }
        currentOutcome = outcome
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: outcome) }
        let handlers = finishHandlers
        finishHandlers = []
        for handler in handlers { handler(outcome) }
    }

    /// Calls `body` once with the outcome: now if the request has ended, else when it ends.
    func whenFinished(_ body: @escaping @MainActor (NavigationOutcome) -> Void) {
        if let currentOutcome { body(currentOutcome) } else { finishHandlers.append(body) }
    }

    public nonisolated var description: String { "request \(id): \(summary)" }
}
