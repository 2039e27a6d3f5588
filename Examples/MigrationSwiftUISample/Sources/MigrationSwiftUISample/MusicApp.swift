#if canImport(SwiftUI)
    import Foundation
    import MigrationNavigation
    import SwiftUI
    import Wayfinder

    /// The app as it was before Wayfinder, with one tab moved: its own `TabView`, the Browse tab a
    /// plain `NavigationStack` bound to the legacy coordinator, the Library tab Wayfinder's
    /// `NavigationHost`, and every link through the link door.
    @main
    struct MusicApp: App {
        @State private var parts = AppParts()

        var body: some Scene {
            WindowGroup {
                RootView(parts: parts)
                    .onOpenURL { url in parts.linkDoor.handle(url) }
            }
        }
    }

    /// What the app is made of: the legacy coordinator and router, the session, the Library tab's
    /// navigator and the link door between them.
    @MainActor
    final class AppParts {
        let coordinator = LegacyCoordinator()
        let session = Session()
        let legacyRouter: LegacyRouter
        let navigator: Navigator
        let linkDoor: LinkDoor

        init() {
            legacyRouter = LegacyRouter(coordinator: coordinator)
            navigator = MigrationNavigation.makeNavigator(
                session: session, coordinator: coordinator, screens: .swiftUI(session: session))
            linkDoor = LinkDoor(navigator: navigator, legacyRouter: legacyRouter)
        }
    }

    /// The app's tab bar: the legacy Browse tab and Wayfinder's Library tab, and the legacy
    /// player over both.
    struct RootView: View {
        let parts: AppParts

        var body: some View {
            let coordinator = parts.coordinator
            TabView(
                selection: Binding(
                    get: { @MainActor in coordinator.selectedTab },
                    set: { @MainActor in coordinator.selectedTab = $0 })
            ) {
                BrowseTab(parts: parts)
                    .tabItem { Label("Browse", systemImage: "square.grid.2x2") }
                    .tag(AppTab.browse)
                // Wayfinder owns this tab only: a host inside the app's own tab.
                NavigationHost(navigator: parts.navigator)
                    .tabItem { Label("Library", systemImage: "books.vertical") }
                    .tag(AppTab.library)
            }
            .fullScreenCover(
                item: Binding(
                    get: { @MainActor in coordinator.nowPlaying.map(PlayingTrack.init(id:)) },
                    set: { @MainActor in coordinator.nowPlaying = $0?.id })
            ) { track in
                PlayerView(track: track.id, coordinator: coordinator)
            }
        }
    }

    /// The track the player shows, as the cover's item.
    struct PlayingTrack: Identifiable {
        let id: String
    }
#else
    /// Where SwiftUI does not exist (Linux), the app only says what it needs.
    @main
    enum MusicApp {
        static func main() {
            print("The SwiftUI migration sample needs SwiftUI (iOS 17). Its navigation, legacy coordinator")
            print("and link door are tested with `swift test --package-path Examples/MigrationNavigation`.")
        }
    }
#endif
