#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore

    /// The tab bar: one `NavigationStack` per content tab, and the action tab (if any) as an
    /// item that runs its action and is never selected.
    ///
    /// The selection binding reads the snapshot's selection and writes taps to
    /// ``Navigator/userSelectedTab(_:)``. A tap on the action tab runs its action there and
    /// leaves the selection as it was, so the getter keeps returning the old tab and the
    /// `TabView` snaps back: that is the interception on iOS 17, and on iOS 18 the action tab is
    /// also given the `.search` role, the system's place for a tab that acts rather than shows.
    @MainActor
    struct TabsHost: View {
        @Environment(Navigator.self) private var navigator
        let bar: TabBarSnapshot
        let screens: ScreenCache<AnyView>
        let transitions: TransitionPacer

        private var selection: Binding<TabID> {
            let navigator = navigator
            let selected = bar.selection
            return Binding(get: { selected }, set: { @MainActor in navigator.userSelectedTab($0) })
        }

        var body: some View {
            if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
                TabView(selection: selection) {
                    ForEach(bar.contentItems) { item in
                        Tab(item.title, systemImage: item.systemImage, value: item.id) {
                            StackHost(
                                location: TabBarSnapshot.location(of: item.id), modal: nil, screens: screens,
                                transitions: transitions)
                        }
                    }
                    ForEach(bar.actionItems) { item in
                        Tab(item.title, systemImage: item.systemImage, value: item.id, role: .search) {
                            Color.clear
                        }
                    }
                }
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
    }
#endif
