import Foundation
import Testing
import WayfinderCore

/// A profile route renamed twice: it was `profile/:user`, then `people/:name`, and before that
/// `members/:name/:tab`, whose tab it no longer takes.
struct RenamedProfileRoute: Route {
    let user: String
    var tab: String?

    static let routePattern: RoutePattern? = RoutePattern(validated: "u/:user")
    static let routeAliases: [RouteAlias] = [
        "profile/:user",
        RouteAlias("people/:name", renaming: ["name": "user"]),
        RouteAlias("members/:name/:tab", renaming: ["name": "user"], dropping: ["tab"]),
    ]

    init(user: String, tab: String? = nil) {
        self.user = user
        self.tab = tab
    }

    init(parameters: RouteParameters) throws(RouteDecodingError) {
        user = try parameters.decode(String.self, for: "user")
        tab = try parameters.decodeIfPresent(String.self, for: "tab")
    }

    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters["user"] = user
        if let tab { parameters["tab"] = tab }
        return parameters
    }
}

/// A route that took over the old pattern of the profile.
struct LegacyProfileRoute: Route {
    let id: String
    static let routePattern: RoutePattern? = RoutePattern(validated: "profile/:id")
    init(id: String) { self.id = id }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(String.self, for: "id")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters["id"] = id
        return parameters
    }
}

/// A second route answering one of the profile's old patterns.
struct PeopleRoute: Route {
    let name: String
    static let routePattern: RoutePattern? = RoutePattern(validated: "team/:name")
    static let routeAliases: [RouteAlias] = ["people/:name"]
    init(name: String) { self.name = name }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        name = try parameters.decode(String.self, for: "name")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters["name"] = name
        return parameters
    }
}

@Suite("Aliases: old patterns a renamed route still answers")
struct RouteAliasTests {
    private let policy = LinkPolicy(schemes: ["myapp"])

    private func match(_ url: String, in matcher: RouteMatcher) throws -> RouteMatch {
        let matches = try matcher.matches(for: policy.linkPath(of: url))
        try #require(matches.count == 1)
        return matches[0]
    }

    @Test func aLinkThroughAnAliasOpensTheRouteAndSaysWhichAlias() throws {
        let matcher = RouteMatcher(routes: [RenamedProfileRoute.self])
        let old = try match("myapp://profile/ada", in: matcher)
        #expect(old.route.isEqual(to: RenamedProfileRoute(user: "ada")))
        #expect(old.alias?.pattern.string == "profile/:user")
        let current = try match("myapp://u/ada", in: matcher)
        #expect(current.route.isEqual(to: RenamedProfileRoute(user: "ada")))
        #expect(current.alias == nil)
        #expect(try matcher.route(forPath: "profile/ada").isEqual(to: RenamedProfileRoute(user: "ada")))
    }

    @Test func anAliasHandsARenamedPlaceholderToTheRoutesParameter() throws {
        let matcher = RouteMatcher(routes: [RenamedProfileRoute.self])
        let renamed = try match("myapp://people/ada?tab=posts", in: matcher)
        #expect(renamed.route.isEqual(to: RenamedProfileRoute(user: "ada", tab: "posts")))
        #expect(renamed.alias?.description == "people/:name (name → user)")
    }

    @Test func aDroppedPlaceholderTakesItsSegmentAndHandsNothingOn() throws {
        let matcher = RouteMatcher(routes: [RenamedProfileRoute.self])
        let dropped = try match("myapp://members/ada/posts", in: matcher)
        #expect(dropped.route.isEqual(to: RenamedProfileRoute(user: "ada")))
        #expect(dropped.alias?.description == "members/:name/:tab (name → user, drops tab)")
    }

    @Test func linksTheAppWritesUseTheCurrentPatternOnly() throws {
        let route = RenamedProfileRoute(user: "ada", tab: "posts")
        #expect(route.pathRepresentation == "u/ada?tab=posts")
        #expect(route.url(scheme: "myapp").absoluteString == "myapp://u/ada?tab=posts")
    }

    @Test func aRoutesOwnPatternWinsOverAnAliasWhicheverIsRegisteredFirst() throws {
        let matcher = RouteMatcher(routes: [RenamedProfileRoute.self, LegacyProfileRoute.self])
        #expect(try match("myapp://profile/7", in: matcher).route.isEqual(to: LegacyProfileRoute(id: "7")))
        let conflict = try #require(matcher.conflicts.first)
        #expect(matcher.conflicts.count == 1)
        #expect(conflict.shadowedIsAlias && !conflict.winnerIsAlias)
        #expect(
            conflict.description
                == "the alias 'profile/:user' of WayfinderCoreTests.RenamedProfileRoute matches the same URLs as "
                + "'profile/:id' of WayfinderCoreTests.LegacyProfileRoute, whose own pattern wins over an alias"
        )
    }

    @Test func betweenTwoAliasesTheRouteRegisteredFirstWins() throws {
        let matcher = RouteMatcher(routes: [PeopleRoute.self, RenamedProfileRoute.self])
        #expect(try match("myapp://people/ada", in: matcher).route.isEqual(to: PeopleRoute(name: "ada")))
        let conflict = try #require(matcher.conflicts.first)
        #expect(conflict.shadowedIsAlias && conflict.winnerIsAlias)
        #expect(conflict.shadowedRoute == "WayfinderCoreTests.RenamedProfileRoute")
        #expect(conflict.description.hasSuffix("which was registered first and wins"))
    }

    @Test func aRouteWithoutAliasesMatchesAsBefore() throws {
        let matcher = RouteMatcher(routes: [LegacyProfileRoute.self])
        #expect(matcher.conflicts.isEmpty)
        #expect(throws: RouteURLError.self) { try matcher.route(forPath: "u/ada") }
    }
}
