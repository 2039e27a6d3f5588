import Foundation
import Testing
import WayfinderCore

/// route → url(scheme:) → LinkPolicy → RouteMatcher → route, with seeded random values.
@Suite struct RouteURLRoundTripTests {
    // Values may contain "/", which is encoded as %2F: the policy must allow encoded slashes.
    static let policy = LinkPolicy(
        schemes: ["myapp"], hosts: ["example.com"], maximumLength: 65_536, allowsEncodedSlash: true)
    static let matcher = RouteMatcher(routes: standardRoutes, maximumPathLength: 65_536)

    static func randomEveryTypeRoute(_ random: inout SplitMix64, longText: Bool = false) -> EveryTypeRoute {
        var route = EveryTypeRoute(
            text: longText ? random.longText(bytes: 2048) : random.text(),
            number: Int(truncatingIfNeeded: random.next()), real: random.double(),
            flag: Bool.random(using: &random),
            identifier: random.uuid(), flavor: Flavor.allCases.randomElement(using: &random)!,
            level: Level.allCases.randomElement(using: &random)!)
        if Bool.random(using: &random) {
            route.note = longText ? random.longText(bytes: 2048) : random.text()
        }
        if Bool.random(using: &random) { route.count = Int(truncatingIfNeeded: random.next()) }
        if Bool.random(using: &random) { route.ratio = random.double() }
        if Bool.random(using: &random) { route.enabled = Bool.random(using: &random) }
        if Bool.random(using: &random) { route.token = random.uuid() }
        if Bool.random(using: &random) { route.mood = Flavor.allCases.randomElement(using: &random)! }
        if Bool.random(using: &random) { route.rank = Level.allCases.randomElement(using: &random)! }
        return route
    }

    static func roundTrip(_ url: URL) throws -> [any Route] {
        try matcher.routes(for: try policy.linkPath(of: url))
    }

    @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
    func everyParameterTypeRoundTripsThroughACustomSchemeLink(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let route = Self.randomEveryTypeRoute(&random)
            let routes = try Self.roundTrip(route.url(scheme: "myapp"))
            #expect(routes.count == 1)
            #expect(routes.first?.isEqual(to: route) == true, "\(route)")
        }
    }

    @Test func everyParameterTypeRoundTripsThroughAUniversalLink() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let route = Self.randomEveryTypeRoute(&random)
            let routes = try Self.roundTrip(route.url(host: "example.com"))
            #expect(routes.first?.isEqual(to: route) == true, "\(route)")
        }
    }

    @Test func twoKilobyteStringsRoundTrip() throws {
        var random = SplitMix64(seed: 99)
        for _ in 0..<20 {
            let route = Self.randomEveryTypeRoute(&random, longText: true)
            #expect(route.text.utf8.count >= 2048)
            let routes = try Self.roundTrip(route.url(scheme: "myapp"))
            #expect(routes.first?.isEqual(to: route) == true)
        }
    }

    @Test func stacksOfRoutesRoundTripWithTheQueryOnTheLastRouteOnly() throws {
        var random = SplitMix64(seed: 5)
        for _ in 0..<100 {
            let stack: [any Route] = [
                HomeRoute(), ProfileRoute(user: random.text()),
                PostRoute(id: Int(truncatingIfNeeded: random.next())),
                Self.randomEveryTypeRoute(&random),
            ]
            let url = RouteURLCoder.url(for: stack, scheme: "myapp")
            let routes = try Self.roundTrip(url)
            #expect(routes.count == stack.count)
            for (actual, expected) in zip(routes, stack) { #expect(actual.isEqual(to: expected)) }
        }
    }

    @Test func linksHaveTheDocumentedShape() {
        #expect(
            PostRoute(id: 42, sort: "new").url(scheme: "myapp").absoluteString == "myapp://post/42?sort=new")
        #expect(PostRoute(id: 42).url(host: "example.com").absoluteString == "https://example.com/post/42")
        let stack: [any Route] = [PostRoute(id: 1, sort: "old"), PostRoute(id: 2, sort: "new")]
        #expect(
            RouteURLCoder.url(for: stack, scheme: "myapp").absoluteString == "myapp://post/1/post/2?sort=new")
        #expect(RouteURLCoder.relativeURL(for: stack) == "post/1/post/2?sort=new")
        #expect(
            ProfileRoute(user: "a/b c🧭").url(scheme: "myapp").absoluteString
                == "myapp://profile/a%2Fb%20c%F0%9F%A7%AD")
    }

    /// One scheme rule for both directions: a scheme the coder writes links for is one the
    /// policy reads them with (a letter, then letters, digits, `+`, `-`, `.`); anything else
    /// makes the link malformed, even when listed in the policy's schemes.
    @Test(arguments: ["myapp", "a", "My-App.v2+beta", "x1"])
    func aValidSchemeIsWrittenAndReadByTheSameRule(scheme: String) throws {
        let route = PostRoute(id: 42, sort: "new")
        let url = route.url(scheme: scheme)
        let link = try LinkPolicy(schemes: [scheme]).linkPath(of: url)
        #expect(try Self.matcher.routes(for: link).first?.isEqual(to: route) == true)
    }

    @Test(arguments: ["1app", "my_app", "my~app", "-app", "+app", "my%61pp"])
    func anInvalidSchemeMakesTheLinkMalformed(scheme: String) {
        let url = scheme + "://post/42"
        #expect(throws: RouteURLError.malformedURL(url)) {
            try LinkPolicy(schemes: [scheme]).linkPath(of: url)
        }
    }

    @Test func defaultPolicyRefusesAValueHidingASlash() {
        let url = ProfileRoute(user: "a/b").url(scheme: "myapp")
        #expect(throws: RouteURLError.encodedSlash(index: 1)) {
            try LinkPolicy(schemes: ["myapp"]).linkPath(of: url)
        }
    }

    @Test func dotValuesRoundTripInAppButAreRefusedFromOutside() throws {
        // The coder writes "." and ".." as %2E / %2E%2E; the matcher accepts them (state
        // restoration), the link policy refuses them (outside links).
        let route = ProfileRoute(user: "..")
        let path = RouteURLCoder.relativeURL(for: [route])
        #expect(path == "profile/%2E%2E")
        #expect(try standardMatcher.route(forPath: path).isEqual(to: route))
        #expect(throws: RouteURLError.dotSegment(index: 1)) {
            try Self.policy.linkPath(of: route.url(scheme: "myapp"))
        }
    }
}
