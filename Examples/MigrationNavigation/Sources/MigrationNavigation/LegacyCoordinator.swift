public import Observation

/// The app's coordinator from before Wayfinder, as a model: which tab is selected, the Browse
/// tab's stack and the player it presents over everything.
///
/// The apps draw it (the UIKit app's `AppCoordinator` sets a navigation controller's view
/// controllers from ``browseStack``; the SwiftUI app binds a `NavigationStack`'s path to it), and
/// the tests assert on it, as on Wayfinder's outline. It never sees the Library tab's screens:
/// those are Wayfinder's.
@MainActor
@Observable
public final class LegacyCoordinator {
    /// The selected tab of the app's own tab bar.
    public var selectedTab: AppTab = .browse
    /// The Browse tab's stack, root first; its root is always ``LegacyScreen/browse``.
    public private(set) var browseStack: [LegacyScreen] = [.browse]
    /// The track the player shows, presented over both tabs; nil while it is closed.
    public var nowPlaying: String?
    /// Every screen the coordinator was asked to show, oldest first.
    public private(set) var shown: [LegacyScreen] = []

    /// Creates the coordinator at launch: the Browse tab, at its root.
    public init() {}

    /// The Browse tab's screens above its root: what a SwiftUI `NavigationStack(path:)` holds.
    public var browsePath: [LegacyScreen] {
        get { Array(browseStack.dropFirst()) }
        set { browseStack = [.browse] + newValue.filter { $0 != .browse } }
    }

    /// The Browse tab's stack as one line: `browse > user/wizzler`.
    public var outline: String {
        browseStack.map(\.description).joined(separator: " > ")
    }

    /// Shows a legacy screen the way the old app did: the player is presented over both tabs;
    /// every other screen is pushed onto the Browse tab, which is selected.
    ///
    /// - Parameter screen: The screen.
    public func show(_ screen: LegacyScreen) {
        shown.append(screen)
        switch screen {
        case .player(let track):
            nowPlaying = track
        case .browse:
            selectedTab = .browse
            browseStack = [.browse]
        case .user, .show, .episode:
            selectedTab = .browse
            browseStack.append(screen)
        }
    }

    /// Pops the Browse tab's top screen (the back button); the root stays.
    public func pop() {
        if browseStack.count > 1 { browseStack.removeLast() }
    }

    /// Keeps the first `count` screens of the Browse tab (a back swipe or a long press on Back
    /// that the navigation controller reports); at least the root stays.
    ///
    /// - Parameter count: How many screens remain.
    public func keep(_ count: Int) {
        browseStack = Array(browseStack.prefix(max(1, count)))
    }

    /// Closes the player.
    public func closePlayer() {
        nowPlaying = nil
    }
}
