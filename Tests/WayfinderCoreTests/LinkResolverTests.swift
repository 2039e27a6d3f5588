import Foundation
import Testing
import WayfinderCore

/// `LinkResolver.resolve`: the policy, the matcher, reachability and the link grammar in one
/// call, with no navigator and no screen.
@Suite struct LinkResolverTests {
    /// What a notification service extension does: read the payload's link and find its route,
    /// with no navigator, off the main actor.
    @Test func aNotificationExtensionFindsThePayloadsRouteWithoutANavigator() async throws {
        let payload: [String: String] = ["title": "New article", "url": "https://example.com/article/42"]
        let resolver = makeResolver()
        let link = try #require(payload["url"])
        let route = try await Task.detached { try resolver.resolve(link).route }.value
        #expect(route.isEqual(to: ResolverArticleRoute(id: 42)))
    }

    @Test func aLinkResolvesToItsRouteOrItsRoutes() throws {
        let resolver = makeResolver()
        let one = try resolver.resolve("myapp://article/7")
        #expect(one.matches.count == 1)
        #expect(one.route.isEqual(to: ResolverArticleRoute(id: 7)))
        #expect(one.url == "myapp://article/7")
        #expect(one.forwardedThrough.isEmpty)
        #expect(resolvedLink("myapp://feed/article/7/settings/dark") == "feed > article/7 > settings/dark")
        let url = try #require(URL(string: "https://example.com/article/7"))
        #expect(try resolver.resolve(url).route.isEqual(to: ResolverArticleRoute(id: 7)))
    }

    @Test(arguments: [
        ("evil://article/1", RouteURLError.unknownScheme("evil")),
        (
            "myapp://article/x",
            .decodingFailed(
                route: "article/:id", error: .invalidValue(parameter: "id", value: "x", expectedType: "Int"))
        ),
        ("myapp://nothing/here", .noMatchingRoute(segmentIndex: 0, segment: "nothing")),
        ("myapp://article/1/feed", .tabRootNotFirst(route: "feed", position: 2)),
        ("myapp://admin", .notExternallyReachable(route: "admin")),
        ("myapp://administration", .notExternallyReachable(route: "admin")),
    ])
    func aLinkThatOpensNothingGivesATypedError(url: String, error: RouteURLError) {
        #expect(throws: error) { try makeResolver().resolve(url) }
    }

    @Test func theAppsOwnLinksMayOpenRoutesThatOutsideLinksMayNot() throws {
        #expect(resolvedLink("myapp://admin", fromOutside: false) == "admin")
        #expect(resolvedLink("myapp://people/ada", fromOutside: false) == "team/ada")
    }

    @Test func theGrammarLimitsTheRoutesOfALink() {
        let resolver = LinkResolver(
            matcher: RouteMatcher(routes: resolverRoutes), policy: LinkPolicy(schemes: ["myapp"]),
            limits: NavigationLimits(maximumStackLength: 2))
        #expect(throws: RouteURLError.tooManyRoutes(count: 3, limit: 2)) {
            try resolver.resolve("myapp://article/1/article/2/article/3")
        }
    }

    // MARK: - Reachability per alias

    @Test func anAliasThatIsInAppOnlyNeverOpensFromAnOutsideLink() throws {
        #expect(
            resolvedLink("myapp://people/ada")
                == "error: \(RouteURLError.notExternallyReachable(route: "people/:name"))")
        #expect(resolvedLink("https://example.com/people/ada").hasPrefix("error: "))
        // The route's own pattern and its other alias still open from outside.
        #expect(resolvedLink("myapp://team/ada") == "team/ada")
        #expect(resolvedLink("myapp://staff/ada") == "team/ada")
        // And the in-app-only alias still opens a relative path (a restored state, an in-app link).
        let matcher = RouteMatcher(routes: resolverRoutes)
        #expect(outline(try matcher.routes(forPath: "people/ada")) == "team/ada")
    }

    @Test func anAliasSaysWhetherItIsInAppOnly() {
        let alias = RouteAlias("people/:name", externallyReachable: false)
        #expect(!alias.isExternallyReachable)
        #expect(RouteAlias("people/:name").isExternallyReachable)
        #expect(alias.description == "people/:name (in-app only)")
        #expect(alias != RouteAlias("people/:name"))
    }

    // MARK: - Nested links

    @Test(arguments: [
        "myapp://deep-link?url=/settings/newTab", "myapp://deep-link?url=settings/newTab",
        "myapp://deep-link?url=%2Fsettings%2FnewTab", "myapp://deep-link?url=myapp%3A%2F%2Fsettings%2FnewTab",
        "myapp://deep-link?url=https%3A%2F%2Fexample.com%2Fsettings%2FnewTab",
        "https://example.com/deep-link?url=/settings/newTab",
    ])
    func aNestedLinkOpensWhatItsInnerLinkNames(url: String) throws {
        let resolved = try makeResolver().resolve(url)
        #expect(outline(resolved.routes) == "settings/newTab")
        #expect(resolved.forwardedThrough.map { outline([$0.route]) }.count == 1)
        #expect(resolved.url == url)
    }

    @Test func nestedLinksAreFollowedUpToTheDepthLimit() {
        func nested(_ depth: Int) -> String {
            var link = "/article/1"
            for _ in 0..<depth { link = "myapp://deep-link?url=" + RouteURLCoder.encoded(link) }
            return link
        }
        #expect(resolvedLink(nested(4)) == "article/1")
        #expect(throws: RouteURLError.nestedLinkTooDeep(limit: 4)) { try makeResolver().resolve(nested(5)) }
        let shallow = LinkResolver(
            matcher: RouteMatcher(routes: resolverRoutes), policy: LinkPolicy(schemes: ["myapp"]),
            maximumNestingDepth: 1)
        #expect(throws: RouteURLError.nestedLinkTooDeep(limit: 1)) { try shallow.resolve(nested(2)) }
    }

    @Test func aNestedLinkThatOpensNothingRefusesTheOuterLink() {
        #expect(throws: RouteURLError.nestedLinkMissing(route: "deep-link")) {
            try makeResolver().resolve("myapp://deep-link")
        }
        #expect(throws: RouteURLError.nestedLinkNotAlone(route: "deep-link", position: 2)) {
            try makeResolver().resolve("myapp://feed/deep-link?url=/article/1")
        }
        let cases: [(String, String, RouteURLError)] = [
            ("/nothing", "/nothing", .noMatchingRoute(segmentIndex: 0, segment: "nothing")),
            ("/admin", "/admin", .notExternallyReachable(route: "admin")),
            ("https%3A%2F%2Fevil.com%2Fx", "https://evil.com/x", .unknownHost("evil.com")),
            ("/a%2520b/..", "/a%20b/..", .dotSegment(index: 1)),
        ]
        for (value, inner, reason) in cases {
            #expect(
                throws: RouteURLError.nestedLinkFailed(route: "deep-link", link: inner, reason: reason),
                "\(value)"
            ) { try makeResolver().resolve("myapp://deep-link?url=" + value) }
        }
    }

    @Test func theAppsOwnNestedLinkMayForwardToAnInAppRoute() {
        #expect(resolvedLink("myapp://deep-link?url=/admin", fromOutside: false) == "admin")
    }

    // MARK: - Any web link

    @Test(arguments: [
        "https://news.example.org/story?id=1#top", "http://other.example.net/",
        "https://example.com/not/a/route",
        "https://example.com/",
    ])
    func aWebLinkNothingElseAnswersOpensTheRouteThatOpensAnyWebLink(url: String) throws {
        let resolver = makeResolver(resolverRoutes + [ResolverBrowserRoute.self])
        let route = try #require(try resolver.resolve(url).route as? ResolverBrowserRoute)
        #expect(route.link?.absoluteString == url)
    }

    @Test func aWebLinkARouteAnswersOpensThatRoute() {
        let resolver = makeResolver(resolverRoutes + [ResolverBrowserRoute.self])
        #expect(resolvedLink("https://example.com/article/3", by: resolver) == "article/3")
        #expect(resolvedLink("myapp://browse", by: resolver) == "browse")
    }

    /// A web link whose route refuses its values is still a page on the web: the route that
    /// opens any web link shows it, as a browser shows a page its app cannot show natively.
    @Test func aWebLinkWhoseRouteRefusesItsValuesOpensTheRouteThatOpensAnyWebLink() throws {
        let resolver = makeResolver(resolverRoutes + [ResolverBrowserRoute.self])
        let route = try #require(
            try resolver.resolve("https://example.com/article/x").route as? ResolverBrowserRoute)
        #expect(route.link?.absoluteString == "https://example.com/article/x")
        // A custom-scheme link is the app's own: its refusal stands.
        #expect(
            throws: RouteURLError.decodingFailed(
                route: "article/:id", error: .invalidValue(parameter: "id", value: "x", expectedType: "Int"))
        ) {
            try resolver.resolve("myapp://article/x")
        }
    }

    @Test(arguments: ["myapp://deep-link?url=/settings/newTab/", "myapp://deep-link?url=settings/newTab/?"])
    func aNestedPathMayEndInASlashAsALinkMay(url: String) throws {
        #expect(outline(try makeResolver().resolve(url).routes) == "settings/newTab")
    }

    @Test func onlyWebLinksOpenTheRouteThatOpensAnyWebLink() {
        let resolver = makeResolver(resolverRoutes + [ResolverBrowserRoute.self])
        #expect(throws: RouteURLError.unknownScheme("ftp")) {
            try resolver.resolve("ftp://files.example.org/a")
        }
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "nothing")) {
            try resolver.resolve("myapp://nothing")
        }
        // Without such a route, another site's link is another site's.
        #expect(throws: RouteURLError.unknownHost("news.example.org")) {
            try makeResolver().resolve("https://news.example.org/story")
        }
    }

    // MARK: - `@` in a path

    @Test func aPathMayCarryAnAt() throws {
        let resolver = makeResolver(resolverRoutes + [ResolverAccountRoute.self])
        #expect(resolvedLink("https://example.com/@ada", by: resolver) == "@ada")
        #expect(resolvedLink("myapp:///@ada", by: resolver) == "@ada")
        #expect(resolvedLink("myapp://team/@ada", by: resolver) == "team/@ada")
        // User information is still refused.
        #expect(throws: RouteURLError.userInfoNotAllowed) {
            try resolver.resolve("https://ada@example.com/@ada")
        }
        #expect(throws: RouteURLError.userInfoNotAllowed) { try resolver.resolve("myapp://@ada") }
    }

    @Test func routeLinksWriteAnAtUnencodedAndReadItBack() throws {
        let account = ResolverAccountRoute(handle: "@ada")
        let team = ResolverTeamRoute(name: "@ada b")
        #expect(account.pathRepresentation == "@ada")
        #expect(team.pathRepresentation == "team/@ada%20b")
        #expect(account.url(host: "example.com").absoluteString == "https://example.com/@ada")
        #expect(account.url(scheme: "myapp").absoluteString == "myapp:///@ada")
        #expect(team.url(scheme: "myapp").absoluteString == "myapp://team/@ada%20b")
        // The query keeps `@` encoded.
        let deep = ResolverDeepLinkRoute(url: "@ada")
        #expect(deep.pathRepresentation == "deep-link?url=%40ada")
        let resolver = makeResolver(resolverRoutes + [ResolverAccountRoute.self])
        for route in [account, team] as [any Route] {
            for url in [route.url(scheme: "myapp"), route.url(host: "example.com")] {
                #expect(try resolver.resolve(url).route.isEqual(to: route), "\(url)")
            }
            #expect(
                outline(try resolver.matcher.routes(forPath: route.pathRepresentation)) == outline([route]))
        }
    }
}
