/// How a route reads a link beyond its path pattern: the query items that choose it, the host
/// that owns it, and what else of the link it receives.
///
/// Routes may share a path pattern and differ by their query: a project page and the same page
/// opened on a comment thread, or a reset page that must not open when the link carries a
/// token. The `@Route` macro writes these rules from its arguments and the struct's properties;
/// a hand-written conformance declares them:
///
/// ```swift
/// struct CommentThreadRoute: Route {
///     static let routePattern: RoutePattern? = RoutePattern(validated: "projects/:slug")
///     static var linkRules: RouteLinkRules { RouteLinkRules(requiredQueryItems: ["comment"]) }
///     // …
/// }
/// ```
///
/// The default rules require and forbid nothing, bind the route to no host, match literals
/// exactly and refuse duplicate query items and values that do not decode.
public struct RouteLinkRules: Hashable, Sendable {
    /// Query item names that a link must carry for this route to answer it. A name may come
    /// without a value (`?manage`).
    public var requiredQueryItems: Set<String>

    /// Query item names that a link must not carry for this route to answer it.
    public var forbiddenQueryItems: Set<String>

    /// The one host, lowercased, whose links this route answers, or nil when any host the link
    /// policy accepts (and any custom-scheme link) may open it.
    public var host: String?

    /// Whether the pattern's literal segments match letters in any case (`SETTINGS/newTab`).
    public var matchesCaseInsensitively: Bool

    /// Whether the route reads its query leniently: of duplicate query items the first wins,
    /// and an optional value that does not decode becomes nil instead of refusing the link.
    public var isLenient: Bool

    /// Whether the route receives the link's fragment (`#…`), which is dropped otherwise.
    public var receivesFragment: Bool

    /// Whether the route receives the whole link it was opened with.
    public var receivesLink: Bool

    /// The parameter whose value is itself a link or a route path (`deep-link?url=/settings`):
    /// the route forwards to what that inner link names, resolved through the same policy and
    /// matcher, instead of opening itself. Nil for a route that opens itself.
    public var nestedLinkParameter: String?

    /// Whether the route opens any `http` or `https` link, on any host, that no other route
    /// answers. Such a route is never listed in the universal-link files: the app claims no
    /// other site's paths.
    public var opensAnyWebLink: Bool

    /// Creates rules; every argument defaults to the rules of a plain route.
    public init(
        requiredQueryItems: Set<String> = [], forbiddenQueryItems: Set<String> = [], host: String? = nil,
        matchesCaseInsensitively: Bool = false, isLenient: Bool = false, receivesFragment: Bool = false,
        receivesLink: Bool = false, nestedLinkParameter: String? = nil, opensAnyWebLink: Bool = false
    ) {
        self.requiredQueryItems = requiredQueryItems
        self.forbiddenQueryItems = forbiddenQueryItems
        self.host = host?.lowercased()
        self.matchesCaseInsensitively = matchesCaseInsensitively
        self.isLenient = isLenient
        self.receivesFragment = receivesFragment
        self.receivesLink = receivesLink
        self.nestedLinkParameter = nestedLinkParameter
        self.opensAnyWebLink = opensAnyWebLink
    }

    /// The rules of a plain route: nothing required or forbidden, no host, exact literals.
    public static let standard = RouteLinkRules()

    /// How many query conditions the rules set: among routes of one pattern, the route with
    /// more conditions is tried first.
    public var specificity: Int { requiredQueryItems.count + forbiddenQueryItems.count }
}
