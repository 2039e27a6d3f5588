public import Foundation

/// What the user changed about the tabs: the order they put them in and the tabs they hid.
///
/// The user edits the sidebar (iPadOS 18 and later); the adapters write the result back with
/// `Navigator.userCustomizedTabs(_:)`. It is part of the ``NavigationState``: a saved state
/// keeps it, a restore brings it back, and the outline prints it on a `customized:` line when
/// it is not empty.
///
/// ```swift
/// let customization = TabBarCustomization(order: ["archive", "notes"], hidden: ["trash"])
/// customization.ordered(["notes", "archive", "trash"])  // ["archive", "notes", "trash"]
/// ```
public struct TabBarCustomization: Hashable, Sendable, CustomStringConvertible {
    /// The tabs in the order the user put them in; tabs it does not name keep their place after
    /// those it does. Empty while the user has not reordered anything.
    public var order: [TabID]
    /// The tabs the user hid, sorted.
    public var hidden: [TabID]
    /// The user interface's own record of the layout, kept and saved without being read, or nil.
    ///
    /// SwiftUI keeps the order the user gives the sidebar inside its `TabViewCustomization` and
    /// offers no other form of it than its `Codable` data, so the SwiftUI host stores that data
    /// here: it is saved and restored with the state, and journaled with the call that changed it,
    /// and the restored sidebar shows the user's order again. The outline does not print it.
    public var platformLayout: Data?

    /// Creates a customization. Repeated identifiers count once; `hidden` is kept sorted.
    public init(order: [TabID] = [], hidden: [TabID] = [], platformLayout: Data? = nil) {
        var seen: Set<TabID> = []
        self.order = order.filter { seen.insert($0).inserted }
        self.hidden = Array(Set(hidden)).sorted()
        self.platformLayout = platformLayout
    }

    /// The customization that changes nothing.
    public static let none = TabBarCustomization()

    /// Whether the user changed nothing.
    public var isEmpty: Bool { order.isEmpty && hidden.isEmpty && platformLayout == nil }

    /// `ids` in the user's order: those ``order`` names first, in its order, then the others in
    /// their own order. Hidden tabs are kept; see ``isHidden(_:)``.
    public func ordered(_ ids: [TabID]) -> [TabID] {
        let present = Set(ids)
        let named = order.filter(present.contains)
        let placed = Set(named)
        return named + ids.filter { !placed.contains($0) }
    }

    /// Whether the user hid the tab.
    public func isHidden(_ id: TabID) -> Bool { hidden.contains(id) }

    /// The same customization with `hidden` as the hidden tabs: what a sidebar reports after the
    /// user showed or hid tabs.
    public func replacingHidden(_ hidden: some Sequence<TabID>) -> TabBarCustomization {
        TabBarCustomization(order: order, hidden: Array(hidden), platformLayout: platformLayout)
    }

    /// The customization after the user put `moved` in this order, among all the tabs `ids` in
    /// the order they showed: the places `moved` held are filled by `moved` in its new order,
    /// every other tab keeps its place. A group of the sidebar reports its own tabs this way.
    ///
    /// ```swift
    /// TabBarCustomization().reordering(["trash", "archive"], among: ["notes", "archive", "trash"]).order
    /// // ["notes", "trash", "archive"]
    /// ```
    public func reordering(_ moved: [TabID], among ids: [TabID]) -> TabBarCustomization {
        let current = ordered(ids)
        let movedSet = Set(moved)
        var replacements = moved.filter(Set(current).contains).makeIterator()
        let next = current.map { movedSet.contains($0) ? (replacements.next() ?? $0) : $0 }
        return TabBarCustomization(
            order: next == ids ? [] : next, hidden: hidden, platformLayout: platformLayout)
    }

    /// The customization restricted to `ids`: identifiers of tabs that no longer exist are dropped.
    public func restricted(to ids: some Sequence<TabID>) -> TabBarCustomization {
        let present = Set(ids)
        return TabBarCustomization(
            order: order.filter(present.contains), hidden: hidden.filter(present.contains),
            platformLayout: platformLayout)
    }

    /// `order archive notes; hidden trash`, the parts that are not empty; identifiers escaped as
    /// the outline escapes them.
    public var description: String {
        var parts: [String] = []
        if !order.isEmpty {
            parts.append("order " + order.map { DisplayText.escaped($0.rawValue) }.joined(separator: " "))
        }
        if !hidden.isEmpty {
            parts.append("hidden " + hidden.map { DisplayText.escaped($0.rawValue) }.joined(separator: " "))
        }
        return parts.joined(separator: "; ")
    }
}
