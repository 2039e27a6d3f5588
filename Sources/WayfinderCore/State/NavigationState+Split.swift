extension NavigationState.Stack {
    /// A split's entries as its columns: what the regular width shows side by side.
    public struct SplitColumns: Hashable, Sendable {
        /// The list (or sidebar) column's screen: the split's root.
        public var list: RouteEntry
        /// The middle (content) column's screen of a three-column split, or nil when the split
        /// has two columns or nothing is selected in the sidebar.
        public var middle: RouteEntry?
        /// The detail column's stack, its first screen the selection; empty when nothing is
        /// selected (the column shows its placeholder).
        public var detail: [RouteEntry]
        /// The layout the columns come from.
        public var layout: SplitLayout

        /// The screens of the columns before the detail column: the list, and the middle column's
        /// screen when one is selected.
        public var leadingColumns: [RouteEntry] { [list] + (middle.map { [$0] } ?? []) }

        /// The columns in order, each as its screens: one screen for the list and the middle
        /// column, the stack for the detail; a column with nothing selected is empty.
        public var all: [[RouteEntry]] {
            switch layout {
            case .twoColumn: [[list], detail]
            case .threeColumn: [[list], middle.map { [$0] } ?? [], detail]
            }
        }
    }

    /// This stack's entries as the columns of its split, or nil when it is a plain stack.
    ///
    /// ```swift
    /// // entries mail/inbox > message/42 > attachment/1, a two-column split:
    /// stack.splitColumns?.detail  // [message/42, attachment/1]
    /// ```
    public var splitColumns: SplitColumns? {
        guard let split else { return nil }
        let leading = split.leadingColumnCount
        return SplitColumns(
            list: entries[0],
            middle: leading > 1 && entries.count > 1 ? entries[1] : nil,
            detail: Array(entries.dropFirst(leading)),
            layout: split)
    }
}
