/// A screen the app still shows without Wayfinder: the Browse tab's pages, the legacy profile,
/// podcast and episode pages, and the player.
public enum LegacyScreen: Hashable, Sendable, CustomStringConvertible {
    /// The Browse tab's root.
    case browse
    /// A user's profile: `user/<id>`.
    case user(String)
    /// A podcast: `show/<id>`.
    case show(String)
    /// A podcast episode: `episode/<id>`.
    case episode(String)
    /// The player, for a track: what ``TrackRoute`` hands off to.
    case player(track: String)

    /// The screen as a path, like a route's: `user/wizzler`, `player/6rqh…`.
    public var description: String {
        switch self {
        case .browse: "browse"
        case .user(let id): "user/\(id)"
        case .show(let id): "show/\(id)"
        case .episode(let id): "episode/\(id)"
        case .player(let track): "player/\(track)"
        }
    }
}

/// The app's two tabs. The tab bar is the app's own (a `UITabBarController`, a `TabView`), not
/// Wayfinder's: Wayfinder runs inside the Library tab.
public enum AppTab: String, Hashable, Sendable, CaseIterable {
    /// The legacy tab: a navigation stack the coordinator drives.
    case browse
    /// The migrated tab: Wayfinder's navigator.
    case library
}
