/// How many columns a split shows side by side in the regular width: a list and a detail, or a
/// sidebar, a content list and a detail.
///
/// A split is a stack whose first screens are its columns: `entries[0]` is the list (or sidebar)
/// column, in a three-column split `entries[1]` is the middle (content) column, and the entries
/// after them are the detail column's stack. In the compact width the same entries are one
/// stack (the list, then the detail pushed), so changing width never adds, drops or reorders a
/// screen.
///
/// ```swift
/// // mail/inbox | message/42 > attachment/1   (regular)
/// // mail/inbox > message/42 > attachment/1   (compact)
/// ```
public enum SplitLayout: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A list column and a detail column (`NavigationSplitView(sidebar:detail:)`, a
    /// double-column `UISplitViewController`).
    case twoColumn
    /// A sidebar, a content column and a detail column (`NavigationSplitView(sidebar:content:detail:)`,
    /// a triple-column `UISplitViewController`).
    case threeColumn

    /// How many columns come before the detail column: 1 or 2.
    public var leadingColumnCount: Int {
        switch self {
        case .twoColumn: 1
        case .threeColumn: 2
        }
    }

    /// How many columns the split shows in the regular width: 2 or 3.
    public var columnCount: Int { leadingColumnCount + 1 }

    public var description: String { rawValue }
}
