#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    public import UIKit
    import WayfinderCore

    extension NavigationHostController {
        // MARK: - Tabs as objects (iOS 18)

        /// The tab bar of iOS 18: a `UITab` per item (a `UISearchTab` for the search tab), and
        /// with ``TabBarStyle/sidebarAdaptable`` a `UITabGroup` per ``TabGroup`` and the sidebar
        /// mode. Every choice (order, groups, where a tab shows, its badge, whether it is hidden)
        /// is the snapshot's; this only draws it.
        @available(iOS 18.0, visionOS 2.0, *)
        func renderTabs(_ bar: TabBarSnapshot, in tabBar: UITabBarController) {
            tabBar.mode = bar.style == .sidebarAdaptable ? .tabSidebar : .tabBar
            let roots: [UITab]
            if bar.style == .sidebarAdaptable {
                let groups = bar.groups.map { group in
                    tabGroup(
                        for: group, children: bar.items(in: group).map { tab(for: $0, in: bar) }, in: bar)
                }
                roots =
                    bar.ungroupedItems.map { tab(for: $0, in: bar) } + groups
                    + bar.actionItems.map { tab(for: $0, in: bar) }
            } else {
                roots = (bar.contentItems + bar.actionItems).map { tab(for: $0, in: bar) }
            }
            let known = Set(bar.items.map(\.id))
            tabObjects = tabObjects.filter { known.contains($0.key) }
            groupObjects = groupObjects.filter { id, _ in bar.groups.contains { $0.id == id } }
            if !tabBar.tabs.elementsEqual(roots, by: ===) {
                tabBar.setTabs(roots, animated: false)
            }
            tabBar.selectedTab = tabObjects[bar.selection] as? UITab
        }

        /// The item's tab, made once and brought up to date.
        @available(iOS 18.0, visionOS 2.0, *)
        private func tab(for item: TabBarSnapshot.Item, in bar: TabBarSnapshot) -> UITab {
            let tab: UITab
            if let existing = tabObjects[item.id] as? UITab {
                tab = existing
            } else {
                let location = TabBarSnapshot.location(of: item.id)
                let provider: (UITab) -> UIViewController = { [weak self] _ in
                    guard let self else { return UIViewController() }
                    return item.isAction ? actionController(for: item) : container(for: location)
                }
                tab =
                    item.role == .search
                    ? UISearchTab(viewControllerProvider: provider)
                    : UITab(
                        title: item.title, image: UIImage(systemName: item.systemImage),
                        identifier: item.id.rawValue, viewControllerProvider: provider)
                tabObjects[item.id] = tab
            }
            tab.badgeValue = item.badgeText
            tab.allowsHiding = item.customization.contains(.hideable)
            let placement = bar.placement(of: item.id)
            tab.isHidden = placement == .hidden
            tab.preferredPlacement = placement == .sidebarOnly ? .sidebarOnly : .automatic
            return tab
        }

        /// The group's tab group, made once and given its children in the user's order.
        @available(iOS 18.0, visionOS 2.0, *)
        private func tabGroup(for group: TabGroup, children: [UITab], in bar: TabBarSnapshot) -> UITabGroup {
            let tabGroup: UITabGroup
            if let existing = groupObjects[group.id] as? UITabGroup {
                tabGroup = existing
                if !existing.children.elementsEqual(children, by: ===) { existing.children = children }
            } else {
                tabGroup = UITabGroup(
                    title: group.title, image: group.systemImage.flatMap { UIImage(systemName: $0) },
                    identifier: group.id.rawValue, children: children)
                groupObjects[group.id] = tabGroup
            }
            let items = bar.items(in: group)
            tabGroup.allowsReordering = items.contains { $0.customization.contains(.reorderable) }
            tabGroup.displayOrderIdentifiers = items.map(\.id.rawValue)
            return tabGroup
        }

        /// The tab a `UITab` draws, by identity (a search tab's identifier is the system's).
        @available(iOS 18.0, visionOS 2.0, *)
        private func tabID(of tab: UITab) -> TabID? {
            tabObjects.first { $0.value === tab }?.key
        }

        // MARK: - iOS 26

        /// The minimize behaviour and the bottom accessory the app set (iOS 26).
        func applyPassThroughs(to tabBar: UITabBarController) {
            if #available(iOS 26.0, visionOS 26.0, *) {
                tabBar.tabBarMinimizeBehavior = tabBarMinimization.uiKitBehavior
                #if os(iOS)
                    for case let search as UISearchTab in tabBar.tabs {
                        search.automaticallyActivatesSearch = searchTabActivation == .onSelection
                    }
                #endif
                #if !os(visionOS)
                    let accessoryView = tabBarAccessoryView
                    if tabBar.bottomAccessory?.contentView !== accessoryView {
                        tabBar.bottomAccessory = accessoryView.map { UITabAccessory(contentView: $0) }
                    }
                #endif
            }
        }

        // MARK: - UITabBarControllerDelegate (iOS 18)

        /// A tap on a tab goes to the navigator, which selects, pops to root or runs the action
        /// tab; the tab bar then follows the state. A group's own selection is UIKit's.
        @available(iOS 18.0, visionOS 2.0, *)
        public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
            -> Bool
        {
            guard let id = tabID(of: tab) else { return true }
            navigator.userSelectedTab(id)
            return false
        }

        /// The user showed or hid tabs in the sidebar: the hidden tabs go to the navigator.
        @available(iOS 18.0, visionOS 2.0, *)
        public func tabBarController(
            _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
        ) {
            guard let bar = renderedBar else { return }
            let hidden = bar.contentItems.filter { (tabObjects[$0.id] as? UITab)?.isHidden == true }.map(\.id)
            navigator.reportTabCustomization(bar.customization.replacingHidden(hidden))
        }

        /// The user reordered a group's tabs in the sidebar: the new order goes to the navigator.
        @available(iOS 18.0, visionOS 2.0, *)
        public func tabBarController(
            _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
        ) {
            guard let bar = renderedBar else { return }
            let moved = group.displayOrderIdentifiers.map { TabID($0) }
            navigator.reportTabCustomization(
                bar.customization.reordering(moved, among: bar.contentItems.map(\.id)))
        }
    }

    @available(iOS 26.0, visionOS 26.0, *)
    extension TabBarMinimization {
        /// UIKit's behaviour of the same name.
        var uiKitBehavior: UITabBarController.MinimizeBehavior {
            switch self {
            case .automatic: .automatic
            case .never: .never
            case .onScrollDown: .onScrollDown
            case .onScrollUp: .onScrollUp
            }
        }
    }
#endif
