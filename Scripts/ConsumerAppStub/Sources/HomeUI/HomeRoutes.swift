/// The home feed: the root of the home tab.
public struct HomeRoute: Hashable, Sendable {
    public init() {}
    public var path: String { "home" }
}

/// One post.
public struct PostRoute: Hashable, Sendable {
    /// The post's number.
    public let id: Int
    /// The passage to scroll to.
    public var highlight: String?

    public init(id: Int, highlight: String? = nil) {
        self.id = id
        self.highlight = highlight
    }

    public var path: String { "post/\(id)" + (highlight.map { "?highlight=\($0)" } ?? "") }
}
