/// Why ``LinkPolicy/url(for:)`` made no link for a route.
///
/// A route declared with `@Route` and a pattern never causes the first two: the macro adds
/// ``ExternallyReachableRoute`` only to such routes. They name a route type that declares the
/// conformance by hand without keeping its promise.
public enum ExternalLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The route type declares ``ExternallyReachableRoute`` but has no ``Route/routePattern``, so
    /// it has no link. Give it a pattern, or remove the conformance.
    case noPattern(route: String)
    /// The route type declares ``ExternallyReachableRoute`` but its ``Route/isExternallyReachable``
    /// is false, so the app would refuse its link. Remove the conformance, or let outside links
    /// open the route.
    case notExternallyReachable(route: String)
    /// The policy has no custom scheme and no universal-link host the route's link could use: a
    /// policy made with neither, or a route bound to a host (``RouteLinkRules/host``) in a policy
    /// with no host.
    case noSchemeOrHost(route: String)

    /// A sentence naming the route type and what was wrong.
    public var description: String {
        switch self {
        case .noPattern(let route):
            "\(route) has no link: it declares ExternallyReachableRoute but has no pattern"
        case .notExternallyReachable(let route):
            "\(route) has no link: it declares ExternallyReachableRoute but outside links may not open it"
        case .noSchemeOrHost(let route):
            "\(route) has no link: the link policy has no scheme or host its link could use"
        }
    }
}
