#if canImport(SwiftUI)
    import Foundation
    import MigrationNavigation
    import SwiftUI

    /// The Browse tab, still legacy: a plain `NavigationStack` whose path is the coordinator's.
    /// Its rows open links through the legacy router, push through the coordinator, or go through
    /// the link door for a screen that has moved to the Library tab.
    struct BrowseTab: View {
        let parts: AppParts

        var body: some View {
            let coordinator = parts.coordinator
            NavigationStack(
                path: Binding(
                    get: { @MainActor in coordinator.browsePath },
                    set: { @MainActor in coordinator.browsePath = $0 })
            ) {
                List {
                    Button("A listener's profile") {
                        parts.legacyRouter.open(URL(string: "tunes://user/wizzler")!)
                    }
                    Button("A podcast") { coordinator.show(.show("38bS44xjbVVZ3No3ByF1dJ")) }
                    // An album has moved: the link door sends it to the Library tab.
                    Button("An album (in Library)") {
                        parts.linkDoor.handle(URL(string: "tunes://album/4aawyAB9vmqN3uQ7FjRGTy")!)
                    }
                }
                .navigationTitle("Browse")
                .navigationDestination(for: LegacyScreen.self) { screen in
                    LegacyScreenView(screen: screen, coordinator: coordinator)
                }
            }
        }
    }

    /// A legacy page of the Browse tab.
    struct LegacyScreenView: View {
        let screen: LegacyScreen
        let coordinator: LegacyCoordinator

        var body: some View {
            List {
                Text(screen.description)
                if case .show = screen {
                    Button("Latest episode") { coordinator.show(.episode("512ojhOuo1ktJprKbVcKyQ")) }
                }
            }
        }
    }

    /// The legacy player, which Wayfinder's `TrackRoute` is handed off to.
    struct PlayerView: View {
        let track: String
        let coordinator: LegacyCoordinator

        var body: some View {
            List {
                Text("Now playing track/\(track)")
                Button("Close") { coordinator.closePlayer() }
            }
        }
    }
#endif
