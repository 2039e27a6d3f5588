public import WayfinderCore

/// Renders a navigator's state the way a UI would, without a UI: the host of the demo app and
/// of end-to-end tests on any platform.
///
/// The host builds the screen of each visible entry through its registered builder, keeps it
/// while the entry stays and releases it when the entry goes. Like a tab bar controller, it
/// builds a tab's screens the first time the tab is shown and keeps them while their entries
/// stay. It counts builds and releases, so a test can prove a navigation rebuilt only what
/// changed.
///
/// ```swift
/// let host = HeadlessHost(navigator: navigator)
/// navigator.push(PostRoute(id: 42))
/// host.buildCount  // 2: home and post/42
/// ```
@MainActor
public final class HeadlessHost {
    /// The navigator shown.
    public let navigator: Navigator
    /// How many screens have been built since the host was created.
    public private(set) var buildCount = 0
    /// How many screens have been released since the host was created.
    public private(set) var releaseCount = 0
    /// The live screens by entry identity.
    public private(set) var screens: [RouteEntry.ID: ScreenContent] = [:]
    /// The identities of the screens built by the most recent update, in outline order.
    public private(set) var lastBuilt: [RouteEntry.ID] = []
    /// How each screen that arrived by a push or a presentation animated in, oldest first: its
    /// transition and the zoom source it grew from (see ``lastTransition``).
    public internal(set) var shownTransitions: [ShownTransition] = []

    /// How the host animates changes it shows, like a UI would.
    public enum Animation: Sendable, Equatable {
        /// Changes show at once (the default).
        case none
        /// Every push, pop, presentation and dismissal animates for this long.
        case timed(Duration)
        /// Every such change animates until the test calls ``completeTransition()``.
        case manual
    }

    /// How changes animate. While an animation runs, the navigator queues new navigations.
    public var animation: Animation = .none

    /// How many simulated animations are running.
    public var transitionsInFlight: Int { transitions.inFlight.count }

    /// Where the simulated animations are reported, as a UI adapter reports real ones.
    public var transitions: TransitionReporter { pacer.reporter }

    /// Begins a transition for each change a UI animates and ends it after ``Animation/timed(_:)``'s
    /// duration or when the test says (``Animation/manual``): the pacing the SwiftUI host uses.
    private let pacer: TransitionPacer

    private var listener: Int?

    /// Creates a host and builds the screens of the current state.
    public init(navigator: Navigator) {
        self.navigator = navigator
        pacer = TransitionPacer(navigator: navigator, limit: nil)
        update(for: navigator.state)
        listener = navigator.addStateListener { [weak self] state, changes in
            self?.update(for: state)
            self?.noteTransitions(of: changes)
            self?.animate(changes)
        }
    }

    /// Stops following the navigator.
    public func detach() {
        if let listener { navigator.removeStateListener(listener) }
        listener = nil
    }

    /// The screen of an entry, or nil when the entry has none (not shown yet, or gone).
    public func screen(for id: RouteEntry.ID) -> ScreenContent? { screens[id] }

    /// The screen on top of the active stack: what the user sees (under any alert).
    ///
    /// ```swift
    /// #expect(host.topScreen?.value(as: String.self) == "post 42")
    /// ```
    public var topScreen: ScreenContent? { screens[navigator.state.activeStack.top.id] }

    /// The entries whose screens are shown now: the selected tab's (or the single) stack and
    /// everything it presents, in outline order.
    public var visibleEntries: [RouteEntry] { navigator.state.baseStack.allEntries }

    /// The window's width, as a UI reports it: setting it writes the new size class back to the
    /// navigator (``Navigator/setHorizontalSizeClass(_:)``), the way the adapters do when an iPad
    /// rotates or enters Split View.
    ///
    /// ```swift
    /// host.horizontalSizeClass = .regular
    /// host.splitColumns?.detail  // the detail column's screens, beside the list
    /// ```
    public var horizontalSizeClass: SizeClass {
        get { navigator.horizontalSizeClass }
        set { navigator.setHorizontalSizeClass(newValue) }
    }

    /// The columns the selected tab's (or the single) split shows side by side, or nil when it
    /// is not a split or the window is compact (the split then shows as one stack).
    public var splitColumns: NavigationState.Stack.SplitColumns? {
        guard navigator.horizontalSizeClass == .regular else { return nil }
        return navigator.state.baseStack.splitColumns
    }

    /// What the detail column of the selected tab's (or the single) split shows while nothing is
    /// selected in the regular width: the placeholder registered with
    /// ``FeatureRegistrationContext/registerDetailPlaceholder(for:screen:)``. Nil when a detail
    /// is selected, in the compact width, or when none is registered.
    ///
    /// ```swift
    /// host.horizontalSizeClass = .regular
    /// #expect(host.detailPlaceholder?.value(as: String.self) == "Choose a message in inbox")
    /// ```
    public var detailPlaceholder: ScreenContent? {
        splitColumns.flatMap(navigator.detailPlaceholder(for:))
    }

    /// Taps the back button of the screen on top of the active stack, as a UI adapter reports
    /// it: the navigator is asked first (its leave guards among others), and only then does the
    /// screen go. Nil when the top screen is a root, which has no back button.
    @discardableResult
    public func tapBackButton() -> NavigationRequest? {
        let state = navigator.state
        return navigator.userTappedBackButton(of: state.activeStack.top.id, at: state.activeLocation)
    }

    /// How the screen on top of the active stack shows its back button
    /// (``Navigator/backButton(of:in:)``): ``BackButton/guarded`` when the host draws its own,
    /// which asks the leave guard, and the back swipe is off.
    public var backButton: BackButton {
        let location = navigator.state.activeLocation
        guard let snapshot = navigator.snapshot(at: location) else { return .none }
        return navigator.backButton(of: navigator.state.activeStack.top.id, in: snapshot)
    }

    /// The user swipes back from the screen on top of the active stack, as a UI reports a swipe
    /// once it has ended: the screen is already gone from the UI, and the navigator catches up
    /// at once, even during a transition. False when no swipe begins: the screen is a root, or
    /// its back button is ``BackButton/guarded`` (UIKit refuses the gesture; the SwiftUI host
    /// hides the system back button, which turns the swipe off), and nothing changes.
    @discardableResult
    public func swipeBack() -> Bool {
        let location = navigator.state.activeLocation
        guard let snapshot = navigator.snapshot(at: location), backButton == .system else { return false }
        let shown = snapshot.navigationPath.dropLast().map(\.id)
        pacer.userChangeShown(.path(snapshot.path(forNavigationPath: shown), at: location))
        return true
    }

    /// Taps a tab bar item, as a UI adapter reports it (``Navigator/userSelectedTab(_:)``):
    /// another tab is selected with its stack kept; the selected tab pops to its root, or, at its
    /// root, sends `tabReselected`; the action tab runs its action.
    ///
    /// ```swift
    /// host.tapTab("home")  // home at its root: observers hear tabReselectedAtRoot "home"
    /// ```
    @discardableResult
    public func tapTab(_ id: TabID) -> NavigationRequest {
        navigator.userSelectedTab(id)
    }

    /// Ends the oldest running simulated animation (``Animation/manual``).
    public func completeTransition() {
        guard let oldest = transitions.inFlight.first else { return }
        transitions.completed(oldest)
    }

    /// Starts a simulated animation for changes a UI would animate, and reports it.
    private func animate(_ changes: [NavigationChange]) {
        switch animation {
        case .none: return
        case .timed(let duration): pacer.limit = duration
        case .manual: pacer.limit = nil
        }
        pacer.show(changes)
    }

    /// Brings the screens in line with a state: builds what is newly visible, releases what is
    /// gone.
    private func update(for state: NavigationState) {
        let alive = Set(state.allEntries.map(\.id))
        for id in screens.keys where !alive.contains(id) {
            screens[id] = nil
            releaseCount += 1
        }
        lastBuilt = []
        for entry in state.baseStack.allEntries where screens[entry.id] == nil {
            guard let screen = navigator.makeScreen(for: entry) else { continue }
            screens[entry.id] = screen
            buildCount += 1
            lastBuilt.append(entry.id)
        }
    }
}
