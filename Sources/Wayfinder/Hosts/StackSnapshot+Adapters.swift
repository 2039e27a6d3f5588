public import WayfinderCore

extension ModalSnapshot {
    /// Whether the UI draws a close button on the modal's root screen: full-screen covers have
    /// no drag to dismiss, so they get one; sheets do not.
    public var showsCloseButton: Bool { style == .fullScreenCover }
}

extension TabBarSnapshot {
    /// The items that show a stack, in order.
    public var contentItems: [Item] { items.filter { !$0.isAction } }

    /// The action tab's item, as a list of zero or one (a UI can `ForEach` over it).
    public var actionItems: [Item] { items.filter(\.isAction) }

    /// The location of a tab's bottom stack.
    public static func location(of tab: TabID) -> StackLocation { StackLocation(tab: tab, depth: 0) }
}
