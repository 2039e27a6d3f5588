public import Foundation

/// The one door every outside link goes through: the link policy, the matcher, reachability
/// and the link grammar, without a navigator or a screen.
///
/// `Navigator.open(_:)` resolves every link with a resolver over its own matcher and policy, so
/// a resolver built from the same routes and policy answers exactly what the navigator would
/// open. Anything that must judge a link without showing it uses one: a notification service
/// extension, a widget, a share extension, a server's link checker, a test.
///
/// ```swift
/// let resolver = LinkResolver(
///     matcher: RouteMatcher(routes: [HomeRoute.self, PostRoute.self]),
///     policy: LinkPolicy(schemes: ["myapp"], hosts: ["example.com"]))
/// let post = try resolver.resolve("https://example.com/post/42").route  // PostRoute(id: 42)
/// ```
///
/// Resolving a link:
/// 1. The ``policy`` checks and tokenizes it (``LinkPolicy/linkPath(of:)-(String)``).
/// 2. The ``matcher`` finds its routes, aliases included (``RouteMatcher/matches(for:)``).
/// 3. A route whose ``RouteLinkRules/nestedLinkParameter`` holds another link forwards to it: a
///    route path (`/settings/newTab`, the leading `/` optional, read on the outer link's host)
///    or a whole link, which goes through the policy again. The forwarding route, which must be
///    the link's only route, is not opened; at most ``maximumNestingDepth`` links are followed.
/// 4. An `http` or `https` link that nothing answers (its host is not the policy's, no route
///    matches its path, or the route that does refuses its values) opens the first route whose
///    ``RouteLinkRules/opensAnyWebLink`` is set,
///    made from parameters that hold only the link (``RouteParameters/link``).
/// 5. The link grammar: from outside the app every route and every alias used is externally
///    reachable; at most ``NavigationLimits/maximumStackLength`` routes; a tab's root
///    (``tabRoots``) only first, an alert only last, at most one sheet or cover.
///
/// A resolver is a value: it holds no state and may be used from any thread.
public struct LinkResolver: Sendable {
    /// How many links nested inside links a resolver follows unless told otherwise: 4.
    public static let defaultMaximumNestingDepth = 4

    /// The routes links may open.
    public let matcher: RouteMatcher
    /// Which links are the app's, and how they are read.
    public let policy: LinkPolicy
    /// The routes that root a tab, which only the first route of a link may be.
    public let tabRoots: [any Route]
    /// The limits a link's routes stay within.
    public let limits: NavigationLimits
    /// How many nested links are followed, one inside the other, before the link is refused as
    /// ``RouteURLError/nestedLinkTooDeep(limit:)``.
    public let maximumNestingDepth: Int

    /// Creates a resolver.
    ///
    /// - Parameters:
    ///   - matcher: The routes links may open.
    ///   - policy: Which links are the app's.
    ///   - tabRoots: The routes that root a tab; none when the app has no tabs.
    ///   - limits: The limits a link's routes stay within.
    ///   - maximumNestingDepth: How many nested links are followed.
    public init(
        matcher: RouteMatcher, policy: LinkPolicy, tabRoots: [any Route] = [],
        limits: NavigationLimits = .standard,
        maximumNestingDepth: Int = LinkResolver.defaultMaximumNestingDepth
    ) {
        self.matcher = matcher
        self.policy = policy
        self.tabRoots = tabRoots
        self.limits = limits
        self.maximumNestingDepth = maximumNestingDepth
    }

    /// What a link opens: its routes, or a typed error saying why it opens nothing.
    ///
    /// ```swift
    /// let resolved = try resolver.resolve("myapp://home/post/42")
    /// resolved.routes  // [HomeRoute(), PostRoute(id: 42)]
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link's absolute string.
    ///   - fromOutside: Whether the link comes from outside the app, where only externally
    ///     reachable routes and aliases open. A link the app replays or types into its own
    ///     debug console passes false.
    /// - Returns: The routes the link opens.
    /// - Throws: ``RouteURLError``: the policy's errors, the matcher's (`noMatchingRoute`,
    ///   `decodingFailed`), `notExternallyReachable`, the grammar's (`tooManyRoutes`,
    ///   `tabRootNotFirst`, `alertNotLast`, `secondModal`) and the nested links' (
    ///   `nestedLinkNotAlone`, `nestedLinkMissing`, `nestedLinkTooDeep`, `nestedLinkFailed`).
    /// - Complexity: O(*n*) for a link of *n* segments, as the matcher, per nested link.
    public func resolve(_ url: String, fromOutside: Bool = true) throws(RouteURLError) -> ResolvedLink {
        try resolve(url, fromOutside: fromOutside, depth: 0)
    }

    /// What a link opens; see ``resolve(_:fromOutside:)-(String,_)``.
    public func resolve(_ url: URL, fromOutside: Bool = true) throws(RouteURLError) -> ResolvedLink {
        try resolve(url.absoluteString, fromOutside: fromOutside)
    }

    // MARK: - Resolving

    /// Resolves a whole link found `depth` links deep.
    private func resolve(_ url: String, fromOutside: Bool, depth: Int) throws(RouteURLError) -> ResolvedLink {
        let link: LinkPath
        do throws(RouteURLError) {
            link = try policy.linkPath(of: url)
        } catch {
            if let web = try webLink(url, refusedWith: error) {
                return try checked(ResolvedLink(url: url, matches: [web]), fromOutside: fromOutside)
            }
            throw error
        }
        return try resolve(link, url: url, fromOutside: fromOutside, depth: depth)
    }

    /// Resolves a link's checked path, found `depth` links deep.
    private func resolve(
        _ link: LinkPath, url: String, fromOutside: Bool, depth: Int
    ) throws(RouteURLError) -> ResolvedLink {
        let matches: [RouteMatch]
        do throws(RouteURLError) {
            matches = try matcher.matches(for: link)
        } catch {
            if let web = try webLink(url, refusedWith: error) {
                return try checked(ResolvedLink(url: url, matches: [web]), fromOutside: fromOutside)
            }
            throw error
        }
        guard
            let index = matches.firstIndex(where: { type(of: $0.route).linkRules.nestedLinkParameter != nil })
        else { return try checked(ResolvedLink(url: url, matches: matches), fromOutside: fromOutside) }
        let outer = matches[index]
        let outerType = type(of: outer.route)
        guard matches.count == 1 else {
            throw .nestedLinkNotAlone(route: outerType.routeIdentifier, position: index + 1)
        }
        // The forwarding route is not opened, but an outside link may use it only if it could.
        try LinkGrammar(isExternal: fromOutside, tabRoots: [], limits: limits).check(matches)
        guard depth < maximumNestingDepth else { throw .nestedLinkTooDeep(limit: maximumNestingDepth) }
        let parameter = outerType.linkRules.nestedLinkParameter ?? ""
        guard let inner = outer.route.parameters[parameter] else {
            throw .nestedLinkMissing(route: outerType.routeIdentifier)
        }
        let resolved: ResolvedLink
        do throws(RouteURLError) {
            resolved = try resolveNested(inner, in: link, fromOutside: fromOutside, depth: depth + 1)
        } catch {
            if case .nestedLinkTooDeep = error { throw error }
            throw .nestedLinkFailed(route: outerType.routeIdentifier, link: inner, reason: error)
        }
        return ResolvedLink(
            url: url, matches: resolved.matches, forwardedThrough: [outer] + resolved.forwardedThrough)
    }

    /// Resolves the value of a nested-link parameter: a whole link through the policy, or a
    /// route path on the outer link's host.
    private func resolveNested(
        _ inner: String, in outer: LinkPath, fromOutside: Bool, depth: Int
    ) throws(RouteURLError) -> ResolvedLink {
        if let head = LinkPolicy.head(of: inner.utf8), head.hasAuthority {
            return try resolve(inner, fromOutside: fromOutside, depth: depth)
        }
        var link = try policy.linkPath(ofRoutePath: inner.hasPrefix("/") ? String(inner.dropFirst()) : inner)
        link.host = outer.host
        return try resolve(link, url: inner, fromOutside: fromOutside, depth: depth)
    }

    /// The links' grammar, applied to what a link opens.
    private func checked(_ resolved: ResolvedLink, fromOutside: Bool) throws(RouteURLError) -> ResolvedLink {
        try LinkGrammar(isExternal: fromOutside, tabRoots: tabRoots, limits: limits).check(resolved.matches)
        return resolved
    }

    // MARK: - Any web link

    /// The route that opens a web link nothing else answers, made from the link, or nil when the
    /// link is not such a link or no route opens any web link.
    ///
    /// - Throws: `decodingFailed` when that route cannot be made from the link alone.
    private func webLink(_ url: String, refusedWith error: RouteURLError) throws(RouteURLError) -> RouteMatch?
    {
        // Another site's link, a path no route answers, or one whose route refuses its values:
        // each is still a page on the web.
        switch error {
        case .unknownHost, .noMatchingRoute, .emptyPath, .decodingFailed: break
        default: return nil
        }
        guard let head = LinkPolicy.head(of: url.utf8), head.isWeb, head.hasAuthority,
            let type = matcher.storage.routeInfos.first(where: { $0.type.linkRules.opensAnyWebLink })?.type
        else { return nil }
        var parameters = RouteParameters()
        parameters.link = URL(string: url)
        do {
            return RouteMatch(route: try type.init(parameters: parameters), alias: nil)
        } catch {
            throw .decodingFailed(route: type.routeIdentifier, error: error)
        }
    }
}
