public import WayfinderCore

extension TabBarSnapshot {
    /// Where a tab shows.
    public enum Placement: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// In the tab bar (and in the sidebar, when there is one).
        case tabBar
        /// Only in the sidebar: beyond the compact tab bar's five slots, or in a group of the
        /// sidebar in the regular width. A link or the sidebar still selects it.
        case sidebarOnly
        /// Hidden by the user in the sidebar. A link still selects it.
        case hidden

        public var description: String { rawValue }
    }

    /// The content items in the order the user chose (``customization``), hidden ones included.
    public var orderedContentItems: [Item] {
        let byID = Dictionary(contentItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return customization.ordered(contentItems.map(\.id)).compactMap { byID[$0] }
    }

    /// Where the item `id` shows in a window of `sizeClass`.
    ///
    /// - ``TabBarStyle/tabBar``: every item is in the tab bar (the navigator installed at most
    ///   five).
    /// - ``TabBarStyle/sidebarAdaptable``: a tab the user hid is ``Placement/hidden``; the action
    ///   tab is in the tab bar. In the compact width the first visible tabs, in the user's order,
    ///   fill the five slots (four beside an action tab) and the others are
    ///   ``Placement/sidebarOnly``. In the regular width a tab of a group is sidebar-only and the
    ///   others are in the tab bar.
    ///
    /// An identifier of no item is ``Placement/hidden``.
    public func placement(of id: TabID, in sizeClass: SizeClass) -> Placement {
        guard let item = items.first(where: { $0.id == id }) else { return .hidden }
        guard style == .sidebarAdaptable, !item.isAction else { return .tabBar }
        if customization.isHidden(id) { return .hidden }
        switch sizeClass {
        case .regular:
            return item.group == nil ? .tabBar : .sidebarOnly
        case .compact:
            let slots = TabBarStyle.compactSlotCount - actionItems.count
            let inBar = orderedContentItems.lazy.filter { !customization.isHidden($0.id) }.prefix(slots)
            return inBar.contains { $0.id == id } ? .tabBar : .sidebarOnly
        }
    }

    /// Where the item `id` shows in the window as it is now (``horizontalSizeClass``).
    public func placement(of id: TabID) -> Placement { placement(of: id, in: horizontalSizeClass) }

    /// The items the tab bar shows in a window of `sizeClass`, in order, the action tab last.
    public func tabBarItems(in sizeClass: SizeClass) -> [Item] {
        (orderedContentItems + actionItems).filter { placement(of: $0.id, in: sizeClass) == .tabBar }
    }

    /// The items only the sidebar shows in a window of `sizeClass`, in order.
    public func sidebarOnlyItems(in sizeClass: SizeClass) -> [Item] {
        orderedContentItems.filter { placement(of: $0.id, in: sizeClass) == .sidebarOnly }
    }

    /// The groups of the sidebar, in the order their first tab comes.
    public var groups: [TabGroup] {
        var seen: Set<TabID> = []
        return orderedContentItems.compactMap(\.group).filter { seen.insert($0.id).inserted }
    }

    /// The content items whose placement is `placement` in the window as it is now, in the
    /// user's order.
    public func contentItems(placed placement: Placement) -> [Item] {
        orderedContentItems.filter { self.placement(of: $0.id) == placement }
    }

    /// The content items outside any group, in the user's order.
    public var ungroupedItems: [Item] { orderedContentItems.filter { $0.group == nil } }

    /// The content items of `group`, in the user's order.
    public func items(in group: TabGroup) -> [Item] {
        orderedContentItems.filter { $0.group?.id == group.id }
    }
}

extension TabBarSnapshot.Item {
    /// The text the badge shows, or nil when it shows none (no badge, a count of zero or less,
    /// an empty text).
    public var badgeText: String? {
        guard let badge, badge.isVisible else { return nil }
        return badge.description
    }
}
