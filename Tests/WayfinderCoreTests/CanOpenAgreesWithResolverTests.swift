import Foundation
import Testing
import WayfinderCore

/// `RouteMatcher.canOpen(_:policy:)` answers what the resolver, and so `Navigator.open`, would
/// take: a link a route opens through a nested link or as any web link is the app's.
@Suite("canOpen agrees with the resolver")
struct CanOpenAgreesWithResolverTests {
    static let routes: [any Route.Type] = resolverRoutes + [ResolverBrowserRoute.self]
    static let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])

    @Test(arguments: [
        "https://news.example.org/story/1",  // another host: the any-web-link route opens it
        "https://example.com/no/such/page",  // our host, no route: the any-web-link route opens it
        "myapp://article/42",
        "myapp://article/abc",  // ours, refused when opened
        "myapp://orders/7",  // ours by scheme, no route answers
        "ftp://example.com/article/1",
    ])
    func theMatchersAnswerIsTheResolversAnswer(link: String) {
        let matcher = RouteMatcher(routes: Self.routes)
        let resolver = LinkResolver(matcher: matcher, policy: Self.policy)
        #expect(matcher.canOpen(link, policy: Self.policy) == resolver.canOpen(link), "\(link)")
    }

    @Test func aWebLinkOnlyTheAnyWebLinkRouteOpensIsTheApps() throws {
        let matcher = RouteMatcher(routes: Self.routes)
        let link = "https://news.example.org/story/1"
        #expect(
            try LinkResolver(matcher: matcher, policy: Self.policy).resolve(link).route
                is ResolverBrowserRoute)
        #expect(matcher.canOpen(link, policy: Self.policy))
        #expect(matcher.canOpen(try #require(URL(string: link)), policy: Self.policy))
    }

    @Test func withoutAnAnyWebLinkRouteAnotherHostIsNotTheApps() {
        let matcher = RouteMatcher(routes: resolverRoutes)
        #expect(!matcher.canOpen("https://news.example.org/story/1", policy: Self.policy))
        #expect(
            !LinkResolver(matcher: matcher, policy: Self.policy).canOpen("https://news.example.org/story/1"))
    }
}
