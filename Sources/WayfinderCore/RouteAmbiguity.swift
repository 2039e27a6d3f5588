/// Two routes of one pattern whose query conditions can both answer the same link, with the same
/// ``RouteLinkRules/specificity``.
///
/// Routes may share a pattern and differ by the query items they require or forbid: the matcher
/// tries the more specific route first. When both have as many conditions and one link can meet
/// both (one route requires `comment`, the other `manage`, and a link carries both), the route
/// registered first answers it. The rule is deterministic, but the link's meaning depends on the
/// order of registration, so ``RouteMatcher`` lists every such pair in
/// ``RouteMatcher/ambiguities``.
///
/// ```swift
/// let matcher = RouteMatcher(routes: [CommentRoute.self, ManageRoute.self])
/// matcher.ambiguities.first?.description
/// // "the pattern 'projects/:slug' of App.ManageRoute and 'projects/:slug' of App.CommentRoute
/// //  both answer projects/:slug?comment&manage; App.CommentRoute was registered first and answers it"
/// ```
public struct RouteAmbiguity: Hashable, Sendable, CustomStringConvertible {
    /// The pattern of the route tried first, the one registered first.
    public let answeringPattern: RoutePattern
    /// The module-qualified type name of the route tried first.
    public let answeringRoute: String
    /// The pattern of the route tried second, matched by the same path.
    public let otherPattern: RoutePattern
    /// The module-qualified type name of the route tried second.
    public let otherRoute: String
    /// A query, without its `?`, that both routes accept: the items either route requires, each
    /// without a value (`comment&manage`).
    public let sampleQuery: String

    /// Creates an ambiguity record.
    public init(
        answeringPattern: RoutePattern, answeringRoute: String, otherPattern: RoutePattern,
        otherRoute: String,
        sampleQuery: String
    ) {
        self.answeringPattern = answeringPattern
        self.answeringRoute = answeringRoute
        self.otherPattern = otherPattern
        self.otherRoute = otherRoute
        self.sampleQuery = sampleQuery
    }

    /// A link path that both routes answer: the answering pattern followed by ``sampleQuery``.
    public var sampleLink: String {
        sampleQuery.isEmpty ? answeringPattern.string : "\(answeringPattern.string)?\(sampleQuery)"
    }

    /// The ambiguity as a sentence, naming both patterns, both routes and a link both answer.
    public var description: String {
        "the pattern '\(otherPattern)' of \(otherRoute) and '\(answeringPattern)' of \(answeringRoute) "
            + "both answer \(sampleLink); \(answeringRoute) was registered first and answers it"
    }
}
