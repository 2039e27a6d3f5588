public import WayfinderCore

extension TabBarSnapshot {
    /// The items that show a stack, in order.
    public var contentItems: [Item] { items.filter { !$0.isAction } }

    /// The action tab's item, as a list of zero or one (a UI can `ForEach` over it).
    public var actionItems: [Item] { items.filter(\.isAction) }

    /// The location of a tab's bottom stack.
    public static func location(of tab: TabID) -> StackLocation { StackLocation(tab: tab, depth: 0) }
}
