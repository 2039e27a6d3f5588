#if canImport(SwiftUI)
    import Foundation
    import SwiftUI
    import WayfinderCore

    /// The tab bar that becomes a sidebar (``TabBarStyle/sidebarAdaptable``, iOS 18): the tabs
    /// outside a group first, then each ``TabGroup`` as a `TabSection`, then the action tab.
    ///
    /// Where each tab shows is the snapshot's answer (``TabBarSnapshot/placement(of:)``): a
    /// sidebar-only tab is hidden from the tab bar by default. What the user may change is the
    /// tab's ``TabSpec/customization``; the tabs the user hides are written back with
    /// ``Navigator/reportTabCustomization(_:)`` and shown from the state, so a restored state
    /// hides them again. The order the user gives the tabs lives in SwiftUI's own
    /// `TabViewCustomization`, whose data the host keeps in the state
    /// (``TabBarCustomization/platformLayout``), so a restored state shows it again.
    @available(iOS 18, macOS 15, visionOS 2, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor
    struct SidebarTabView: View {
        @Environment(Navigator.self) private var navigator
        let bar: TabBarSnapshot
        let selection: Binding<TabID>
        let screens: ScreenCache<AnyView>
        let transitions: TransitionPacer
        @State private var customization = TabViewCustomization()
        /// The state's layout decoded once per change of its data, not on every read of the
        /// binding.
        @State private var savedLayout = DecodedValueCache {
            try? JSONDecoder().decode(TabViewCustomization.self, from: $0)
        }

        var body: some View {
            TabView(selection: selection) {
                ForEach(bar.ungroupedItems) { item in
                    tab(for: item)
                }
                ForEach(bar.groups) { group in
                    TabSection(group.title) {
                        ForEach(bar.items(in: group)) { item in
                            tab(for: item)
                        }
                    }
                    .customizationID(group.id.rawValue)
                }
                ForEach(bar.actionItems) { item in
                    Tab(item.title, systemImage: item.systemImage, value: item.id) {
                        Color.clear
                    }
                    .badge(item.badgeText.map { Text($0) })
                    .customizationID(item.id.rawValue)
                    .customizationBehavior(.disabled, for: .sidebar, .tabBar)
                }
            }
            .tabViewStyle(.sidebarAdaptable)
            .tabViewCustomization(customizationBinding)
        }

        private func tab(for item: TabBarSnapshot.Item) -> some TabContent<TabID> {
            Tab(item.title, systemImage: item.systemImage, value: item.id, role: item.tabRole) {
                StackHost(
                    location: TabBarSnapshot.location(of: item.id), modal: nil, screens: screens,
                    transitions: transitions)
            }
            .badge(item.badgeText.map { Text($0) })
            .customizationID(item.id.rawValue)
            .customizationBehavior(item.customizationBehavior, for: .sidebar, .tabBar)
            .defaultVisibility(
                bar.placement(of: item.id) == .sidebarOnly ? .hidden : .automatic, for: .tabBar)
        }

        /// SwiftUI's customization as the state has it: the layout the state keeps (the user's
        /// order, which SwiftUI shows in no other form than this value's data), or the one this
        /// view holds, with the state's hidden tabs. What the user changes is kept for SwiftUI
        /// and reported to the navigator, the hidden tabs and the value's data, so a saved state
        /// brings the user's order back.
        private var customizationBinding: Binding<TabViewCustomization> {
            let navigator = navigator
            let bar = bar
            let stored = $customization
            let savedLayout = savedLayout
            let ids = bar.contentItems.map(\.id)
            return Binding(
                get: {
                    var value =
                        bar.customization.platformLayout.flatMap(savedLayout.value(for:))
                        ?? stored.wrappedValue
                    for id in ids {
                        value[sidebarVisibility: id.rawValue] =
                            bar.customization.isHidden(id) ? .hidden : .automatic
                    }
                    return value
                },
                set: { @MainActor value in
                    stored.wrappedValue = value
                    let hidden = ids.filter { value[sidebarVisibility: $0.rawValue] == .hidden }
                    var customization = bar.customization.replacingHidden(hidden)
                    // Sorted keys: the same layout is the same data, so a repeated write is no change.
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys]
                    customization.platformLayout = try? encoder.encode(value)
                    navigator.reportTabCustomization(customization)
                })
        }
    }

    @available(iOS 18, macOS 15, visionOS 2, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    extension TabBarSnapshot.Item {
        /// What SwiftUI lets the user do with the tab: reorder it (and hide it), hide it only
        /// (SwiftUI's automatic behaviour), or nothing.
        var customizationBehavior: TabCustomizationBehavior {
            if customization.contains(.reorderable) { return .reorderable }
            return customization.contains(.hideable) ? .automatic : .disabled
        }
    }
#endif
