public import WayfinderCore

/// The home feed: the root of the home tab.
@Route("home")
public struct HomeRoute {}

/// One post. A cold link to it shows it over the feed. Its links were `p/:number` in the
/// first release; those still open it.
@Route("post/:id", aliases: [RouteAlias("p/:number", renaming: ["number": "id"])])
public struct PostRoute {
    /// The post's number (a path parameter).
    public let id: Int
    /// The passage to scroll to (a query item: `post/7?highlight=intro`).
    public var highlight: String? = nil
    public var parent: (any Route)? { HomeRoute() }
}
