#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore

    /// The tab bar: one `NavigationStack` per content tab, and the action tab (if any) as an
    /// item that runs its action and is never selected.
    ///
    /// The selection binding reads the snapshot's selection and writes taps to
    /// ``Navigator/userSelectedTab(_:)``. A tap on the action tab runs its action there and
    /// leaves the selection as it was, so the getter keeps returning the old tab and the
    /// `TabView` snaps back: that is the interception on every OS. The action tab never takes the
    /// `.search` role, which belongs to a content tab whose ``TabSpec/role`` is
    /// ``TabSpec/Role/search``.
    ///
    /// On iOS 18 the tabs are `Tab` values with their badges; with
    /// ``TabBarStyle/sidebarAdaptable`` the host is a ``SidebarTabView``. On iOS 26 the host's
    /// minimize behaviour and bottom accessory pass through. iOS 17 keeps `tabItem` and `tag`.
    @MainActor
    struct TabsHost: View {
        @Environment(Navigator.self) private var navigator
        let bar: TabBarSnapshot
        let screens: ScreenCache<AnyView>
        let transitions: TransitionPacer
        let passThroughs: TabBarPassThroughs

        private var selection: Binding<TabID> {
            let navigator = navigator
            let selected = bar.selection
            return Binding(get: { selected }, set: { @MainActor in navigator.userSelectedTab($0) })
        }

        var body: some View {
            if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
                #if os(tvOS) || os(watchOS)
                    tabs.modifier(passThroughs)
                #else
                    if bar.style == .sidebarAdaptable {
                        SidebarTabView(
                            bar: bar, selection: selection, screens: screens, transitions: transitions
                        )
                        .modifier(passThroughs)
                    } else {
                        tabs.modifier(passThroughs)
                    }
                #endif
            } else {
                TabView(selection: selection) {
                    ForEach(bar.contentItems) { item in
                        StackHost(
                            location: TabBarSnapshot.location(of: item.id), modal: nil, screens: screens,
                            transitions: transitions
                        )
                        .tabItem { Label(item.title, systemImage: item.systemImage) }
                        .tag(item.id)
                    }
                    ForEach(bar.actionItems) { item in
                        Color.clear
                            .tabItem { Label(item.title, systemImage: item.systemImage) }
                            .tag(item.id)
                    }
                }
            }
        }

        /// The tab bar of iOS 18: every item a `Tab`, in the snapshot's order.
        @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
        private var tabs: some View {
            TabView(selection: selection) {
                ForEach(bar.contentItems) { item in
                    Tab(item.title, systemImage: item.systemImage, value: item.id, role: item.tabRole) {
                        StackHost(
                            location: TabBarSnapshot.location(of: item.id), modal: nil, screens: screens,
                            transitions: transitions)
                    }
                    .badgeIfAvailable(item)
                }
                ForEach(bar.actionItems) { item in
                    Tab(item.title, systemImage: item.systemImage, value: item.id) {
                        Color.clear
                    }
                    .badgeIfAvailable(item)
                }
            }
        }
    }

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    extension TabBarSnapshot.Item {
        /// The item's `TabRole`: `.search` for a search tab, nil otherwise (the action tab always).
        var tabRole: TabRole? { role == .search ? .search : nil }
    }

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    extension TabContent {
        /// The item's badge, where tabs show badges (not on tvOS and watchOS).
        func badgeIfAvailable(_ item: TabBarSnapshot.Item) -> some TabContent<TabValue> {
            #if os(tvOS) || os(watchOS)
                self
            #else
                badge(item.badgeText.map { Text($0) })
            #endif
        }
    }
#endif
