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

/// Sharing a post: a sheet that opens at half height and can be dragged to full height.
@Route("post/:id/share")
public struct SharePostRoute {
    /// The post's number.
    public let id: Int
    public var preferredPresentation: Presentation { .sheet(detents: [.medium, .large], selected: .medium) }
}

/// Asking before a post is reported: a confirmation dialog.
@Route("post/:id/report")
public struct ReportPostRoute {
    /// The post's number.
    public let id: Int
    public var preferredPresentation: Presentation { .confirmationDialog }
}
