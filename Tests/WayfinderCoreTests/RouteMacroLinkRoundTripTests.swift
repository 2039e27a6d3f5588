import Foundation
import Testing
import WayfinderCore

// MARK: - Routes under test

/// An enum with a raw value that does not declare `RouteParameter`.
enum LinkVisibility: String, CaseIterable {
    case everyone
    case followers = "followers only"
}

/// An Int enum without `RouteParameter` and without `CaseIterable`.
enum LinkPriority: Int {
    case low = 1
    case high = 2
}

/// An enum that is both: its `RouteParameter` form (upper case) differs from its raw value.
enum LinkShout: String, RouteParameter {
    case hello
    init?(routeValue: String) { self.init(rawValue: routeValue.lowercased()) }
    var routeValue: String { rawValue.uppercased() }
}

/// Route-level arguments, a required, a renamed and a remaining query item, the fragment and
/// the whole link.
@Route(
    "projects/:slug", requiring: ["manage"], excluding: ["token"], host: "Clicks.Example.com",
    caseInsensitive: true)
struct LinkProjectRoute {
    let slug: String
    let payload: String
    @QueryItem("tag_id") var tagID: Int?
    var visibility: LinkVisibility = .everyone
    @RemainingQueryItems var filters: [String: String] = [:]
    @Fragment var fragment: String?
    @LinkURL var link: URL?
}

/// Lenient reading of Optional and defaulted values.
@Route("search", lenient: true)
struct LenientSearchRoute {
    var strict: Bool = false
    var page: Int?
    var query: String?
}

/// A catch-all tail and raw-value enums in the path.
@Route("files/:visibility/*path")
struct LinkFileRoute {
    let visibility: LinkVisibility
    let path: String
    var priority: LinkPriority?
    var shout: LinkShout?
}

/// A link inside a link.
@Route("deep-link")
struct LinkDeepLinkRoute {
    @NestedLink @QueryItem("url") var target: String
}

/// Any web link.
@Route("*", opensAnyWebLink: true)
struct LinkBrowserRoute {
    @LinkURL var link: URL?
}

// MARK: - Tests

/// What the `@Route` link arguments and property attributes generate, observed through the
/// route's `linkRules`, `init(parameters:)`, `parameters` and `pathRepresentation`.
@Suite struct RouteMacroLinkRoundTripTests {
    @Test func linkArgumentsAndAttributesBecomeTheRoutesLinkRules() {
        #expect(
            LinkProjectRoute.linkRules
                == RouteLinkRules(
                    requiredQueryItems: ["manage", "payload"], forbiddenQueryItems: ["token"],
                    host: "clicks.example.com", matchesCaseInsensitively: true, receivesFragment: true,
                    receivesLink: true))
        #expect(LenientSearchRoute.linkRules == RouteLinkRules(isLenient: true))
        #expect(
            LinkDeepLinkRoute.linkRules
                == RouteLinkRules(requiredQueryItems: ["url"], nestedLinkParameter: "url"))
        #expect(LinkBrowserRoute.linkRules == RouteLinkRules(receivesLink: true, opensAnyWebLink: true))
        #expect(LinkFileRoute.linkRules == .standard)
    }

    @Test func requiredQueryItemIsRefusedWhenMissing() {
        #expect(throws: RouteDecodingError.missingParameter("payload")) {
            try LinkProjectRoute(parameters: RouteParameters(["slug": "ring"]))
        }
    }

    @Test func renamedRemainingFragmentAndLinkAreRead() throws {
        var parameters = RouteParameters([
            "slug": "ring", "payload": "p1", "tag_id": "7", "visibility": "followers only", "state": "live",
            "sort": "new",
        ])
        parameters.fragment = "v=2&channel=abc"
        parameters.link = URL(string: "https://clicks.example.com/projects/ring")
        let route = try LinkProjectRoute(parameters: parameters)
        #expect(route.tagID == 7)
        #expect(route.visibility == .followers)
        #expect(route.filters == ["state": "live", "sort": "new"])
        #expect(route.fragment == "v=2&channel=abc")
        #expect(route.link == URL(string: "https://clicks.example.com/projects/ring"))
    }

    @Test func parametersAndPathWriteRenamedRemainingAndFragmentButNeverTheLink() throws {
        let route = LinkProjectRoute(
            slug: "ring", payload: "p 1", tagID: 7, visibility: .followers,
            filters: ["state": "live", "tag_id": "ignored", "a&b": "c"], fragment: "v=2",
            link: URL(string: "https://example.com/x"))
        #expect(
            route.pathRepresentation
                == "projects/ring?payload=p%201&tag_id=7&visibility=followers%20only&a%26b=c&state=live#v%3D2"
        )
        let parameters = route.parameters
        #expect(parameters["tag_id"] == "7")
        #expect(parameters["state"] == "live")
        #expect(parameters.fragment == "v=2")
        #expect(parameters.link == nil)
        let decoded = try LinkProjectRoute(parameters: parameters)
        #expect(decoded.filters == ["state": "live", "a&b": "c"])
        #expect(decoded.fragment == "v=2")
    }

    @Test func remainingItemsAreBounded() {
        var items: [RouteParameters.Item] = [
            .init(name: "slug", value: "s"), .init(name: "payload", value: "p"),
        ]
        for index in 0...RouteParameters.maximumRemainingItems {
            items.append(.init(name: "f\(index)", value: "v"))
        }
        #expect(
            throws: RouteDecodingError.tooManyItems(
                parameter: "filters", count: RouteParameters.maximumRemainingItems + 1,
                limit: RouteParameters.maximumRemainingItems)
        ) {
            try LinkProjectRoute(parameters: RouteParameters(items))
        }
    }

    @Test func lenientRouteReadsBadOptionalValuesAsNilOrDefault() throws {
        let route = try LenientSearchRoute(
            parameters: RouteParameters(["strict": "yes", "page": "two", "query": "tea"]))
        #expect(route == LenientSearchRoute(strict: false, page: nil, query: "tea"))
    }

    @Test func strictRouteStillRefusesBadOptionalValues() {
        #expect(throws: RouteDecodingError.self) {
            try LinkFileRoute(
                parameters: RouteParameters(["visibility": "everyone", "path": "a", "priority": "x"]))
        }
    }

    @Test func tailIsWrittenSegmentBySegmentAndMatchesTheCoder() {
        let route = LinkFileRoute(
            visibility: .followers, path: "docs/read me/ä.txt", priority: .high, shout: .hello)
        #expect(
            route.pathRepresentation
                == "files/followers%20only/docs/read%20me/%C3%A4.txt?priority=2&shout=HELLO")
        #expect(
            route.pathRepresentation
                == RouteURLCoder.relativeURL(
                    pattern: LinkFileRoute.routePattern!, parameters: route.parameters))
    }

    @Test func rawValueEnumsDecodeEncodeAndSampleWithoutDeclaringRouteParameter() throws {
        let route = try LinkFileRoute(
            parameters: RouteParameters([
                "visibility": "followers only", "path": "a/b", "priority": "2", "shout": "HeLLo",
            ]))
        #expect(route == LinkFileRoute(visibility: .followers, path: "a/b", priority: .high, shout: .hello))
        #expect(route.parameters["shout"] == "HELLO")
        #expect(LinkFileRoute.sample == LinkFileRoute(visibility: .everyone, path: "sample"))
        #expect(RouteParameters.sampleValue(of: LinkPriority.self) == .low)
        #expect(
            throws: RouteDecodingError.invalidValue(
                parameter: "priority", value: "3", expectedType: "LinkPriority")
        ) {
            try RouteParameters(["priority": "3"]).decode(LinkPriority.self, for: "priority")
        }
    }

    @Test func routesTheMatcherAlreadyOpensRoundTripThroughTheirPath() throws {
        let matcher = RouteMatcher(routes: [LenientSearchRoute.self])
        let search = LenientSearchRoute(strict: true, page: 3, query: "a b")
        #expect(try matcher.route(forPath: search.pathRepresentation).isEqual(to: search))
    }
}
