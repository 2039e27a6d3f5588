public import WayfinderCore

/// A split stack as its columns, for a UI adapter to show side by side: the list (or sidebar),
/// the middle column of a three-column split, and the detail column's stack.
///
/// A ``StackSnapshot`` carries one only while the split shows as columns, in the regular width;
/// in the compact width the same stack is a plain snapshot, one stack with the list at its root,
/// and an adapter shows it like any other stack. So which form to draw is decided here, not by
/// the adapter.
///
/// ```swift
/// // mail/inbox | mail/inbox/message/42 > attachment/1
/// split.list.route          // MailboxRoute(box: "inbox")
/// split.detail.map(\.route) // [MessageRoute(…42), AttachmentRoute(id: 1)]
/// ```
public struct SplitSnapshot: Hashable, Sendable {
    /// Two or three columns.
    public let layout: SplitLayout
    /// The list (or sidebar) column's screen: the split's root.
    public let list: RouteEntry
    /// The middle (content) column's screen of a three-column split: the second entry, whatever
    /// its route (a route pushed while only the sidebar shows takes this column); nil with two
    /// columns or while nothing is selected in the sidebar.
    public let middle: RouteEntry?
    /// The detail column's stack, its first screen the selection; empty while nothing is
    /// selected, when the column shows its placeholder.
    public let detail: [RouteEntry]

    /// The columns of a split stack.
    public init(_ columns: NavigationState.Stack.SplitColumns) {
        layout = columns.layout
        list = columns.list
        middle = columns.middle
        detail = columns.detail
    }

    /// The screens of the columns before the detail column: the list, and the middle column's
    /// screen when one is selected.
    public var leadingColumns: [RouteEntry] { [list] + (middle.map { [$0] } ?? []) }
}
