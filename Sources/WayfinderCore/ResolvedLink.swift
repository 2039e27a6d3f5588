/// What a link opens, as ``LinkResolver/resolve(_:fromOutside:)-(String,_)`` found it: one
/// route, or the routes of a multi-route link, each with the alias it was named by.
///
/// ```swift
/// let resolved = try resolver.resolve("myapp://home/post/42")
/// resolved.routes  // [HomeRoute(), PostRoute(id: 42)]
/// resolved.route   // PostRoute(id: 42): the screen the link shows
/// ```
public struct ResolvedLink: Sendable {
    /// The link as it was given.
    public let url: String

    /// The routes the link opens, in order, each with the alias it matched through, if any: at
    /// least one.
    public let matches: [RouteMatch]

    /// The routes that forwarded to a nested link on the way, outermost first: empty unless the
    /// link named a route whose ``RouteLinkRules/nestedLinkParameter`` holds another link. None
    /// of them is opened.
    public let forwardedThrough: [RouteMatch]

    /// Creates a resolved link.
    public init(url: String, matches: [RouteMatch], forwardedThrough: [RouteMatch] = []) {
        precondition(!matches.isEmpty, "a resolved link names at least one route")
        self.url = url
        self.matches = matches
        self.forwardedThrough = forwardedThrough
    }

    /// The routes the link opens, in order.
    public var routes: [any Route] { matches.map(\.route) }

    /// The last route of the link: the screen it shows.
    public var route: any Route { matches[matches.count - 1].route }
}
