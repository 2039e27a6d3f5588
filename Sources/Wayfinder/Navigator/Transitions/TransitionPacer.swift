public import WayfinderCore

/// Reports the transitions of a UI that shows each change of the state as it happens but does
/// not tell when the change's animation ends: SwiftUI, whose `NavigationStack`, sheets and alerts
/// have no documented completion.
///
/// A ``TransitionReporter`` needs a begin and an end for every animation. The pacer follows the
/// navigator and begins a transition the moment a navigation applies a change a UI animates (a
/// push, a pop, a presentation, a dismissal; see
/// ``TransitionReporter/Kind/init(showing:)``), before the next tap can arrive, so a repeated tap
/// is coalesced and a second navigation waits, as in a UIKit host. The transition ends at the
/// first of:
///
/// - the UI's own signal, where it has one (``completed(_:)``; SwiftUI's animation completion of
///   an animation the host drives itself, such as an alert card's);
/// - the ``limit``, the longest any navigation is held back: a bound that every transition
///   reaches, so nothing ever waits for a signal that does not come.
///
/// What the user changed on screen before the UI reported it (a back swipe, a sheet dragged
/// away) is already shown: ``userChangeShown(_:)`` writes it back at once, even while other
/// transitions are in flight, and begins no transition for it.
///
/// ```swift
/// let pacer = TransitionPacer(navigator: navigator, limit: .milliseconds(500))
/// pacer.start()
/// navigator.push(PostRoute(id: 1))  // a push transition begins
/// navigator.push(PostRoute(id: 1))  // the double tap: coalesced
/// // 500 ms later the transition ends, or earlier when the UI says so.
/// ```
///
/// The headless host paces its simulated animations with one (``HeadlessHost/Animation``), so
/// tests on Linux run the same code as the SwiftUI host.
@MainActor
public final class TransitionPacer {
    /// The bound the SwiftUI host uses by default: a little longer than the system's push and
    /// sheet animations, which Apple does not document.
    public nonisolated static let standardLimit: Duration = .milliseconds(500)

    /// Where the transitions are reported.
    public let reporter: TransitionReporter

    /// The longest a transition is held before it ends on its own; nil holds it until
    /// ``completed(_:)`` or ``completeOldest()`` ends it (a test's manual animation).
    public var limit: Duration?

    /// Whether the pacer follows the navigator.
    public private(set) var isStarted = false

    /// Schedules the end of a transition after a duration.
    package typealias Schedule = @MainActor (Duration, @escaping @MainActor () -> Void) -> Void

    private let schedule: Schedule
    private var listener: Int?
    /// The tokens this pacer began, oldest first, until they end.
    private var began: [TransitionReporter.Token] = []
    /// True while a change the UI already shows is written back.
    private var writingBackShownChange = false

    /// Creates a pacer for a navigator. It does nothing until ``start()``, so a SwiftUI view may
    /// create one in its initializer.
    ///
    /// - Parameters:
    ///   - navigator: The navigator whose changes the UI shows.
    ///   - limit: The longest a transition is held; nil holds it until the UI ends it.
    public convenience init(navigator: Navigator, limit: Duration? = TransitionPacer.standardLimit) {
        self.init(navigator: navigator, limit: limit) { duration, end in
            Task { @MainActor in
                try? await Task.sleep(for: duration)
                end()
            }
        }
    }

    /// Creates a pacer whose bounds are scheduled by `schedule` (a test's own clock).
    package init(navigator: Navigator, limit: Duration?, schedule: @escaping Schedule) {
        reporter = TransitionReporter(navigator: navigator)
        self.limit = limit
        self.schedule = schedule
    }

    /// The transitions this pacer began that have not ended, oldest first.
    public var inFlight: [TransitionReporter.Token] {
        began.filter { reporter.inFlight.contains($0) }
    }

    /// Starts following the navigator: every animated change begins a transition. Calling it
    /// again changes nothing.
    public func start() {
        guard listener == nil else { return }
        isStarted = true
        listener = reporter.navigator.addStateListener { [weak self] _, changes in
            self?.show(changes)
        }
    }

    /// Stops following the navigator and ends every transition it began, so nothing waits
    /// for a UI that is gone.
    public func stop() {
        if let listener { reporter.navigator.removeStateListener(listener) }
        listener = nil
        isStarted = false
        while let oldest = inFlight.first { reporter.completed(oldest) }
        began = []
    }

    /// A navigation applied `changes`: begins the transition a UI runs to show them, unless the
    /// UI already shows them.
    func show(_ changes: [NavigationChange]) {
        began.removeAll { !reporter.inFlight.contains($0) }
        guard !writingBackShownChange,
            let kind = changes.lazy.compactMap(TransitionReporter.Kind.init(showing:)).first
        else { return }
        let token = reporter.began(kind)
        began.append(token)
        if let limit {
            // The reporter, not the pacer: the bound ends the transition even if the pacer is gone.
            schedule(limit) { [reporter] in reporter.completed(token) }
        }
    }

    /// The UI already shows what the user changed (a back swipe, the system back button, a sheet
    /// dragged away) and reports it only now: it is written back at once, before anything queued
    /// and even while transitions are in flight, and it begins no transition of its own. A
    /// write-back that waits on a leave guard applies when the guard answers.
    public func userChangeShown(_ change: TransitionReporter.UserChange) {
        writingBackShownChange = true
        defer { writingBackShownChange = false }
        let kind: TransitionReporter.Kind =
            switch change {
            case .path: .interactivePop
            case .dismissedModal: .interactiveDismiss
            }
        reporter.completed(reporter.began(kind), userChange: change)
    }

    /// The UI's own signal that an animation of `kind` ended: ends the oldest transition of that
    /// kind this pacer began, if one is still in flight.
    public func completed(_ kind: TransitionReporter.Kind) {
        guard let token = inFlight.first(where: { $0.kind == kind }) else { return }
        reporter.completed(token)
        began.removeAll { !reporter.inFlight.contains($0) }
    }

    /// Ends the oldest transition this pacer began (a test's manual animation).
    public func completeOldest() {
        guard let oldest = inFlight.first else { return }
        reporter.completed(oldest)
        began.removeAll { !reporter.inFlight.contains($0) }
    }
}

extension TransitionReporter.Kind {
    /// The animation a UI runs to show a change; nil for a change shown at once (a new root,
    /// tabs installed, added, removed, selected or customized, a width change).
    public init?(showing change: NavigationChange) {
        switch change {
        case .pushed: self = .push
        case .popped: self = .pop
        case .presented, .alertPresented: self = .present
        case .dismissed, .alertDismissed: self = .dismiss
        case .rootSet, .tabsInstalled, .tabsRemoved, .tabsAdded, .tabSelected, .horizontalSizeClassChanged,
            .tabsCustomized, .detentSelected:
            return nil
        }
    }
}
