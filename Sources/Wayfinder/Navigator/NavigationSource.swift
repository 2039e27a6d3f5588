/// Where a navigation came from. Guards and observers see it.
public enum NavigationSource: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The app's own code: a view, a view model, a coordinator.
    case app
    /// The UI itself: a back swipe, a sheet dragged away, a tab tapped, an alert button.
    case user
    /// An outside URL: a custom-scheme link or a universal link.
    case deepLink
    /// A push notification's payload.
    case pushNotification
    /// The debug server's link console.
    case debugConsole
    /// State restoration at launch.
    case restoration

    /// Whether links from this source get the validation of outside links, where only
    /// externally reachable routes may be opened. The debug console's links do: it fires links
    /// exactly as the outside world would.
    public var isExternal: Bool {
        switch self {
        case .deepLink, .pushNotification, .debugConsole: true
        case .app, .user, .restoration: false
        }
    }

    public var description: String { rawValue }
}
