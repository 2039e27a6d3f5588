#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import Foundation
    import MigrationNavigation
    import UIKit

    /// A screen the app shows without Wayfinder: the Browse tab's pages and the player. Its
    /// buttons go through the legacy router (links), the link door (links that may be
    /// Wayfinder's) or the coordinator, as the old code did.
    final class LegacyViewController: ButtonsViewController {
        let screen: LegacyScreen

        init(screen: LegacyScreen, coordinator: AppCoordinator) {
            self.screen = screen
            let model = coordinator.model
            let actions: [UIAction]
            switch screen {
            case .browse:
                actions = [
                    UIAction(title: "A listener's profile") { _ in
                        coordinator.legacyRouter.open(URL(string: "tunes://user/wizzler")!)
                    },
                    UIAction(title: "A podcast") { _ in model.show(.show("38bS44xjbVVZ3No3ByF1dJ")) },
                    // An album has moved: the link door sends it to the Library tab.
                    UIAction(title: "An album (in Library)") { _ in
                        coordinator.linkDoor.handle(URL(string: "tunes://album/4aawyAB9vmqN3uQ7FjRGTy")!)
                    },
                ]
            case .show:
                actions = [
                    UIAction(title: "Latest episode") { _ in model.show(.episode("512ojhOuo1ktJprKbVcKyQ")) }
                ]
            case .user, .episode:
                actions = []
            case .player:
                actions = [UIAction(title: "Close") { _ in model.closePlayer() }]
            }
            super.init(title: screen.title, message: screen.description, actions: actions)
        }
    }

    extension LegacyScreen {
        /// The screen's title.
        var title: String {
            switch self {
            case .browse: "Browse"
            case .user: "Profile"
            case .show: "Podcast"
            case .episode: "Episode"
            case .player: "Now Playing"
            }
        }
    }
#endif
