public import WayfinderCore

/// Why ``NavigatorDirectory/openInNewWindow(_:)`` opened no window. Nothing changed.
public enum NewWindowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The route has no link an outside link may open: it is in-app only or refuses outside
    /// links. A window is opened, and restored, from the route's link.
    case inAppOnly(route: String)
    /// No registered route of the checking navigator opens the route's link, with why.
    case unresolvableLink(url: String, reason: RouteURLError)
    /// The directory has no navigator to check the route with.
    case noNavigator
    /// No host set ``NavigatorDirectory/windowOpener``.
    case noWindowOpener

    /// A sentence naming what was wrong.
    public var description: String {
        switch self {
        case .inAppOnly(let route):
            "\(route) cannot open in a new window: it has no link that outside links may open"
        case .unresolvableLink(let url, let reason):
            "\(url) cannot open in a new window: \(reason)"
        case .noNavigator:
            "no window can open: the navigator directory has no navigator"
        case .noWindowOpener:
            "no window can open: no host set the directory's windowOpener"
        }
    }
}
