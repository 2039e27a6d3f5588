public import WayfinderCore

/// A navigator that owns one part of an app whose root is not Wayfinder's: a flow the app's
/// own navigation controller pushes, one tab of the app's own tab bar, a sheet's content.
///
/// It holds the decisions an embedding host needs, so each UI host stays thin and the
/// behaviour is tested without a UI:
///
/// - The back of the flow's first screen leaves the flow (``backLeavesFlow``,
///   ``userTappedBack()``): the app's navigation around it pops, and the flow ends.
/// - What the app's navigation controller shows of the flow is written back
///   (``userShows(_:)``): fewer screens is a pop, none is the flow left.
/// - When the flow ends, by the back or because the app dismissed it (``end(_:)``), the
///   navigator releases everything it held (``Navigator/end()``: screens, flow models, waiting
///   results, pending navigations) and ``onEnd`` tells the app why.
///
/// ```swift
/// let flow = EmbeddedFlow(navigator: checkoutNavigator) { ending in
///     analytics.log("checkout ended: \(ending)")
/// }
/// flow.userTappedBack()  // on the flow's first screen: ends the flow
/// ```
@MainActor
public final class EmbeddedFlow {
    /// Why an embedded flow ended.
    public enum Ending: Sendable, Equatable {
        /// The user went back from the flow's first screen (back button or swipe).
        case leftByBack
        /// The app took the flow away: dismissed the sheet, removed the tab, popped below it.
        case dismissed
        /// The app ended the flow in code.
        case ended
    }

    /// The navigator that owns the flow.
    public let navigator: Navigator
    /// Called once per ending, after the navigator released the flow.
    public var onEnd: (@MainActor (Ending) -> Void)?
    /// How the flow ended the last time, nil while it never has.
    public private(set) var lastEnding: Ending?
    /// Called at the start of each ending, before the navigator lets go of anything: the UI
    /// host that shows the flow (`EmbeddedFlowCoordinator` in UIKit) stops following the
    /// navigator and takes the flow's screens away.
    var willEnd: (@MainActor (Ending) -> Void)?

    /// Creates the embedding of a navigator.
    ///
    /// - Parameters:
    ///   - navigator: The navigator that owns the flow, started at the flow's first screen.
    ///   - onEnd: Called after each ending, with its reason.
    public init(navigator: Navigator, onEnd: (@MainActor (Ending) -> Void)? = nil) {
        self.navigator = navigator
        self.onEnd = onEnd
    }

    /// Whether the back shown on the flow's screen leaves the flow: the screen on top is the
    /// first screen of a bottom stack, with no sheet or alert above it.
    public var backLeavesFlow: Bool {
        let state = navigator.state
        return state.activeLocation.depth == 0 && state.activeStack.entries.count == 1
            && state.activeStack.alert == nil
    }

    /// The user tapped the back button of the screen on top (or swiped back from it): on the
    /// flow's first screen the flow ends (``Ending/leftByBack``) once the screen's leave guard
    /// lets it go; above it the navigator goes back as usual, asking leave guards first.
    ///
    /// A leave guard that answers *stay* keeps the flow as it is, and one that answers *ask*
    /// shows its confirmation and ends the flow only when the user confirms.
    ///
    /// - Returns: The request of the navigation, nil when there was nothing to go back from.
    @discardableResult
    public func userTappedBack() -> NavigationRequest? {
        if backLeavesFlow { return leaveByBack() }
        let state = navigator.state
        return navigator.userTappedBackButton(of: state.activeStack.top.id, at: state.activeLocation)
    }

    /// What a navigation controller the app owns shows of the flow, after the user changed it
    /// (back button, swipe, long-press on back): the identities of the flow's screens above the
    /// app's own, bottom first.
    ///
    /// No screen is the flow left (``Ending/leftByBack``); fewer screens than the bottom stack
    /// holds is a pop, written back with ``Navigator/userSetPath(_:at:)``. Anything else is the
    /// host's own update, and nothing happens.
    ///
    /// - Parameter shown: The flow's screens the navigation controller shows, bottom first.
    /// - Returns: The request of the navigation, nil when there was none.
    @discardableResult
    public func userShows(_ shown: [RouteEntry.ID]) -> NavigationRequest? {
        guard !shown.isEmpty else { return end(.leftByBack) }
        let location = StackLocation(tab: navigator.state.activeLocation.tab, depth: 0)
        guard let stack = navigator.state.stack(at: location), shown.first == stack.root.id,
            shown.count < stack.entries.count
        else { return nil }
        return navigator.userSetPath(Array(shown.dropFirst()), at: location)
    }

    /// What a navigation controller the app owns shows, all of it, after the user changed it:
    /// the app's own screens first (`base` of them, counted when the flow was pushed), then the
    /// flow's. A controller that is none of the flow's screens is nil and is skipped.
    ///
    /// The flow's screens are what ``userShows(_:)`` takes: when the navigation controller shows
    /// `base` screens or fewer (the user popped below the flow's first screen), the flow is left.
    ///
    /// - Parameters:
    ///   - shown: Each screen the navigation controller shows, bottom first: the flow entry's
    ///     identity, or nil for a screen that is not the flow's.
    ///   - base: How many of the screens are the app's, below the flow's.
    /// - Returns: The request of the navigation, nil when there was none.
    @discardableResult
    public func userShows(_ shown: [RouteEntry.ID?], above base: Int) -> NavigationRequest? {
        userShows(shown.dropFirst(base).compactMap(\.self))
    }

    /// Ends the flow by the back of its first screen, once the leave guards of its screens let
    /// it go: the UI host takes the flow away when the reset applies, and ``onEnd`` follows.
    private func leaveByBack() -> NavigationRequest {
        let request = navigator.userLeaves { [weak self] in self?.willEnd?(.leftByBack) }
        request.whenFinished { [weak self] outcome in
            guard outcome == .applied, let self else { return }
            lastEnding = .leftByBack
            onEnd?(.leftByBack)
        }
        return request
    }

    /// Ends the flow: the navigator releases everything it held and starts again at its first
    /// screen (``Navigator/end()``), then ``onEnd`` is called.
    ///
    /// - Parameter ending: Why the flow ended.
    /// - Returns: The request of the reset.
    @discardableResult
    public func end(_ ending: Ending = .ended) -> NavigationRequest {
        // The UI host lets go first, so the reset below is not shown as a new flow.
        willEnd?(ending)
        let request = navigator.end(source: ending == .ended ? .app : .user)
        lastEnding = ending
        onEnd?(ending)
        return request
    }
}
