public import Foundation

/// The app's hand-written link router from before Wayfinder. It still owns the paths no route
/// answers yet: `user/<id>`, `show/<id>` and `episode/<id>` (the forms of Spotify's web links),
/// and shows them through the ``LegacyCoordinator``.
///
/// It parses a link the way such routers do, by hand: the custom scheme's host is the first path
/// segment (`tunes://user/wizzler`), a universal link's path is the path
/// (`https://open.tunes.example/user/wizzler`).
@MainActor
public final class LegacyRouter {
    /// The coordinator that shows what the router opens.
    public let coordinator: LegacyCoordinator
    /// Every link the router was asked to open, oldest first, opened or not.
    public private(set) var received: [URL] = []

    /// Creates the router over the app's coordinator.
    public init(coordinator: LegacyCoordinator) {
        self.coordinator = coordinator
    }

    /// The screen a link names, or nil when the router does not know it.
    ///
    /// - Parameter url: The link.
    /// - Returns: `.user("wizzler")` for `tunes://user/wizzler`; nil for anything else.
    public static func screen(for url: URL) -> LegacyScreen? {
        var segments = url.path.split(separator: "/").map(String.init)
        if url.scheme == MigrationNavigation.scheme, let host = url.host(), !host.isEmpty {
            segments.insert(host, at: 0)
        } else if url.scheme != "https" || !MigrationNavigation.hosts.contains(url.host() ?? "") {
            return nil
        }
        guard segments.count == 2, !segments[1].isEmpty else { return nil }
        switch segments[0] {
        case "user": return .user(segments[1])
        case "show": return .show(segments[1])
        case "episode": return .episode(segments[1])
        default: return nil
        }
    }

    /// Opens a link the old way.
    ///
    /// - Parameter url: The link.
    /// - Returns: Whether the router knew the link and showed its screen.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        received.append(url)
        guard let screen = Self.screen(for: url) else { return false }
        coordinator.show(screen)
        return true
    }
}
