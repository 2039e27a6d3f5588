/// A change of the screen the user sees: the entry that stopped being visible and the one that
/// became visible instead.
///
/// One navigator shows one screen at a time, ``NavigationState/visibleScreen``: the top of the
/// selected tab's stack, or of the topmost modal presented over it. This value compares two such
/// screens by entry, so it is the one rule behind every screen-visibility report:
///
/// - Screens are told apart by entry (``RouteEntry/id`` and route), not by route: pushing a
///   post equal to the one on top is a new screen, and a navigation that leaves the same entry
///   on top changes nothing.
/// - A navigation is one change, however many commands it takes: a link that pushes three
///   screens makes the last one visible and never the two under it.
///
/// ```swift
/// var state = NavigationState(root: HomeRoute())
/// let before = state
/// try state.apply(.push([PostRoute(id: 42)]))
/// let change = VisibleScreenChange(from: before, to: state)
/// change?.appeared.description  // "post/42"
/// ```
public struct VisibleScreenChange: Hashable, Sendable {
    /// The entry that was visible before.
    public let disappeared: RouteEntry
    /// The entry visible now.
    public let appeared: RouteEntry

    /// The change from one visible entry to another, or nil when they are the same entry.
    public init?(from disappeared: RouteEntry, to appeared: RouteEntry) {
        guard disappeared != appeared else { return nil }
        self.disappeared = disappeared
        self.appeared = appeared
    }

    /// The change of visible screen between two states, or nil when both show the same entry.
    public init?(from before: NavigationState, to after: NavigationState) {
        self.init(from: before.visibleScreen, to: after.visibleScreen)
    }
}
