public import WayfinderCore

/// Why an App Intent's route did not open (``NavigatorDirectory/open(_:)-(IntentRoute)``).
/// Nothing changed.
public enum IntentRouteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The route has no link an outside link may open: it has no pattern, refuses outside links,
    /// or the app's link policy has neither a scheme nor a host. An intent opens its route through
    /// the route's link, as any outside link does.
    case inAppOnly(route: String)
    /// No registered route of the navigator opens the route's link, with why.
    case unresolvableLink(url: String, reason: RouteURLError)
    /// The directory has no navigator for the scene the intent was delivered to, or for the
    /// scene ``NavigatorDirectory/linkRouter`` picked for the route's link.
    case unknownScene(NavigatorDirectory.SceneID)

    /// A sentence naming what was wrong.
    public var description: String {
        switch self {
        case .inAppOnly(let route):
            "\(route) cannot open from an App Intent: it has no link that outside links may open"
        case .unresolvableLink(let url, let reason):
            "\(url) cannot open from an App Intent: \(reason)"
        case .unknownScene(let scene):
            "no navigator was added for scene '\(scene)', to which an App Intent's route was sent"
        }
    }
}
