import Foundation
import Testing
import WayfinderCore

// Hand-written conformances with link rules: one pattern, several routes chosen by the query.

private struct ProjectRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "projects/:slug")
    let slug: String
    init(slug: String) { self.slug = slug }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        slug = try parameters.decode(String.self, for: "slug")
    }
}

private struct CommentThreadRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "projects/:slug")
    static var linkRules: RouteLinkRules { RouteLinkRules(requiredQueryItems: ["comment"]) }
    let slug: String
    let comment: Int
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        slug = try parameters.decode(String.self, for: "slug")
        comment = try parameters.decode(Int.self, for: "comment")
    }
}

private struct ManagePledgeRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "projects/:slug")
    static var linkRules: RouteLinkRules { RouteLinkRules(requiredQueryItems: ["manage"]) }
    let slug: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        slug = try parameters.decode(String.self, for: "slug")
    }
}

/// Requires `manage` and forbids `comment`: more specific than ``ManagePledgeRoute``.
private struct ManageOnlyRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "projects/:slug")
    static var linkRules: RouteLinkRules {
        RouteLinkRules(requiredQueryItems: ["manage"], forbiddenQueryItems: ["comment"])
    }
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

private struct ResetRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "reset")
    static var linkRules: RouteLinkRules { RouteLinkRules(forbiddenQueryItems: ["token"]) }
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

/// Same pattern and same conditions as ``CommentThreadRoute``: a conflict.
private struct OtherCommentRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "projects/:name")
    static var linkRules: RouteLinkRules { RouteLinkRules(requiredQueryItems: ["comment"]) }
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

/// Answers the old pattern `p/:slug` when `comment` is present.
private struct AliasedCommentRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "threads/:slug")
    static var routeAliases: [RouteAlias] { [RouteAlias("projects/:slug")] }
    static var linkRules: RouteLinkRules { RouteLinkRules(requiredQueryItems: ["comment"]) }
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

// Tails.

private struct FileRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "files/*path")
    let path: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        path = try parameters.decode(String.self, for: "path")
    }
}

private struct FileInfoRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "files/:name/info")
    let name: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        name = try parameters.decode(String.self, for: "name")
    }
}

private struct FileReadmeRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "files/readme")
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

private struct FileByIDRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "files/:id")
    let id: Int
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
    }
}

private struct StartRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "home")
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

// Hosts.

private struct ClickRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "*")
    static var linkRules: RouteLinkRules { RouteLinkRules(host: "Clicks.Example.com") }
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

private struct EmailProjectRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "projects/:slug")
    static var linkRules: RouteLinkRules { RouteLinkRules(host: "emails.example.com") }
    let slug: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        slug = try parameters.decode(String.self, for: "slug")
    }
}

// Case.

private struct SettingsTabRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "SETTINGS/newTab/:tab")
    static var linkRules: RouteLinkRules { RouteLinkRules(matchesCaseInsensitively: true) }
    let tab: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        tab = try parameters.decode(String.self, for: "tab")
    }
}

private struct ExactSettingsRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "settings/general")
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

// Leniency, fragment, link.

private struct MatcherLenientSearchRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "search")
    static var linkRules: RouteLinkRules { RouteLinkRules(isLenient: true) }
    let query: String?
    let page: Int?
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        query = try parameters.decodeIfPresent(String.self, for: "q")
        page = try parameters.decodeIfPresent(Int.self, for: "page")
    }
}

private struct StrictSearchRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "find")
    let page: Int?
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        page = try parameters.decodeIfPresent(Int.self, for: "page")
    }
}

private struct PairingRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "pair")
    static var linkRules: RouteLinkRules { RouteLinkRules(receivesFragment: true, receivesLink: true) }
    let fragment: String?
    let channel: String?
    let version: String?
    let link: URL?
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        fragment = parameters.fragment
        channel = try parameters.decodeIfPresent(String.self, for: "channel")
        version = try parameters.decodeIfPresent(String.self, for: "v")
        link = parameters.link
    }
}

private let policy = LinkPolicy(
    schemes: ["myapp"], hosts: ["www.example.com", "clicks.example.com", "emails.example.com"])

private func link(_ url: String) throws -> LinkPath { try policy.linkPath(of: url) }

@Suite struct RouteSelectionByQueryTests {
    private static let matcher = RouteMatcher(routes: [
        ProjectRoute.self, CommentThreadRoute.self, ManagePledgeRoute.self, ResetRoute.self,
    ])

    @Test func aRequiredQueryItemChoosesItsRouteAmongRoutesOfOnePattern() throws {
        let route = try Self.matcher.route(forPath: "projects/tiny?comment=7")
        #expect(route is CommentThreadRoute)
        #expect((route as? CommentThreadRoute)?.comment == 7)
    }

    @Test func aRouteWithoutConditionsAnswersWhenNoConditionHolds() throws {
        #expect(
            try Self.matcher.route(forPath: "projects/tiny") as? ProjectRoute == ProjectRoute(slug: "tiny"))
        #expect(try Self.matcher.route(forPath: "projects/tiny?ref=mail") is ProjectRoute)
    }

    @Test func aRequiredItemWithoutValueIsPresent() throws {
        #expect(try Self.matcher.route(forPath: "projects/tiny?manage") is ManagePledgeRoute)
        let link = try link("myapp://projects/tiny?manage&ref=mail")
        #expect(try Self.matcher.route(forPath: link.relativeString) is ManagePledgeRoute)
        #expect(link.queryItems.first == RouteParameters.Item(name: "manage", value: ""))
    }

    @Test func aRouteThatDoesNotDecodeFallsThroughToTheNextCandidate() throws {
        // CommentThreadRoute needs an Int comment: "latest" falls through to ProjectRoute.
        #expect(try Self.matcher.route(forPath: "projects/tiny?comment=latest") is ProjectRoute)
    }

    @Test func whenEveryCandidateFailsTheMostInformativeErrorIsReported() {
        let matcher = RouteMatcher(routes: [CommentThreadRoute.self])
        #expect(
            throws: RouteURLError.decodingFailed(
                route: "projects/:slug",
                error: .invalidValue(parameter: "comment", value: "x", expectedType: "Int"))
        ) { try matcher.route(forPath: "projects/tiny?comment=x") }
        #expect(
            throws: RouteURLError.decodingFailed(route: "projects/:slug", error: .missingParameter("comment"))
        ) { try matcher.route(forPath: "projects/tiny") }
    }

    @Test func aForbiddenQueryItemRefusesTheLink() throws {
        #expect(try Self.matcher.route(forPath: "reset") is ResetRoute)
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "reset")) {
            try Self.matcher.route(forPath: "reset?token=abc")
        }
    }

    @Test func theMoreSpecificRouteIsTriedFirstWhateverTheRegistrationOrder() throws {
        let matcher = RouteMatcher(routes: [
            ManagePledgeRoute.self, ManageOnlyRoute.self, CommentThreadRoute.self,
        ])
        #expect(try matcher.route(forPath: "projects/a?manage") is ManageOnlyRoute)
        #expect(try matcher.route(forPath: "projects/a?manage&comment=1") is ManagePledgeRoute)
        #expect(matcher.conflicts.isEmpty)
    }

    @Test func twoRoutesOfOnePatternThatOneLinkSatisfiesAreAmbiguousAndTheFirstRegisteredAnswers() throws {
        let matcher = RouteMatcher(routes: [CommentThreadRoute.self, ManagePledgeRoute.self])
        #expect(matcher.ambiguities.count == 1)
        let ambiguity = try #require(matcher.ambiguities.first)
        #expect(ambiguity.answeringRoute.hasSuffix("CommentThreadRoute"))
        #expect(ambiguity.otherRoute.hasSuffix("ManagePledgeRoute"))
        #expect(ambiguity.sampleLink == "projects/:slug?comment&manage")
        #expect(
            ambiguity.description
                == "the pattern 'projects/:slug' of \(ambiguity.otherRoute) and 'projects/:slug' of "
                + "\(ambiguity.answeringRoute) both answer projects/:slug?comment&manage; "
                + "\(ambiguity.answeringRoute) was registered first and answers it")
        #expect(try matcher.route(forPath: "projects/a?comment=1&manage") is CommentThreadRoute)
        let reversed = RouteMatcher(routes: [ManagePledgeRoute.self, CommentThreadRoute.self])
        #expect(try reversed.route(forPath: "projects/a?comment=1&manage") is ManagePledgeRoute)
    }

    @Test func routesThatNoLinkCanBothSatisfyAreNotAmbiguous() {
        #expect(Self.matcher.ambiguities.count == 1)  // comment & manage only
        let matcher = RouteMatcher(routes: [ManageOnlyRoute.self, CommentThreadRoute.self, ProjectRoute.self])
        #expect(matcher.ambiguities.isEmpty)
    }

    @Test func theSamePatternWithTheSameConditionsIsAConflict() {
        let matcher = RouteMatcher(routes: [CommentThreadRoute.self, OtherCommentRoute.self])
        #expect(matcher.conflicts.count == 1)
        #expect(matcher.conflicts.first?.shadowedRoute.hasSuffix("OtherCommentRoute") == true)
    }

    @Test func anAliasOfOnePatternIsACandidateAfterTheOwnPatterns() throws {
        let matcher = RouteMatcher(routes: [ProjectRoute.self, AliasedCommentRoute.self])
        #expect(try matcher.route(forPath: "projects/a?comment=1") is AliasedCommentRoute)
        #expect(try matcher.route(forPath: "projects/a") is ProjectRoute)
        let match = try matcher.matches(for: link("myapp://projects/a?comment=1"))[0]
        #expect(match.alias?.pattern.string == "projects/:slug")
        #expect(matcher.conflicts.isEmpty && matcher.ambiguities.isEmpty)
    }

    @Test func queryConditionsAreJudgedOnTheLastRouteOfALink() throws {
        let matcher = RouteMatcher(routes: [StartRoute.self, ProjectRoute.self, CommentThreadRoute.self])
        let routes = try matcher.routes(forPath: "home/projects/a?comment=2")
        #expect(routes.count == 2)
        #expect(routes.last is CommentThreadRoute)
    }
}

@Suite struct RouteMatcherTailTests {
    private static let matcher = RouteMatcher(routes: [
        FileRoute.self, FileInfoRoute.self, FileReadmeRoute.self, StartRoute.self,
    ])

    @Test func aTailTakesOneOrMoreSegmentsJoinedBySlashesAndDecoded() throws {
        #expect(try (Self.matcher.route(forPath: "files/a") as? FileRoute)?.path == "a")
        #expect(
            try (Self.matcher.route(forPath: "files/docs/a%20b/c.txt") as? FileRoute)?.path
                == "docs/a b/c.txt")
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "files")) {
            try Self.matcher.route(forPath: "files")
        }
    }

    @Test func aLiteralBeatsAPlaceholderBeatsATail() throws {
        #expect(try Self.matcher.route(forPath: "files/readme") is FileReadmeRoute)
        #expect(try (Self.matcher.route(forPath: "files/x/info") as? FileInfoRoute)?.name == "x")
        #expect(try (Self.matcher.route(forPath: "files/x/info/more") as? FileRoute)?.path == "x/info/more")
    }

    @Test func aPlaceholderThatDoesNotDecodeBacktracksToTheTail() throws {
        let matcher = RouteMatcher(routes: [FileByIDRoute.self, FileRoute.self])
        #expect(try (matcher.route(forPath: "files/42") as? FileByIDRoute)?.id == 42)
        #expect(try (matcher.route(forPath: "files/notes") as? FileRoute)?.path == "notes")
    }

    @Test func aTailEndsTheLinkSoNoRouteFollowsIt() throws {
        let routes = try Self.matcher.routes(forPath: "home/files/a/home")
        #expect(routes.count == 2)
        #expect((routes.last as? FileRoute)?.path == "a/home")
    }

    @Test func aCatchAllWithoutNameTakesEveryPathNoOtherRouteTakes() throws {
        let matcher = RouteMatcher(routes: [StartRoute.self, CatchAllRoute.self])
        #expect(try matcher.route(forPath: "home") is StartRoute)
        #expect(try matcher.route(forPath: "any/thing/at/all?x=1") is CatchAllRoute)
    }
}

private struct CatchAllRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "*")
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

@Suite struct RouteMatcherHostTests {
    private static let matcher = RouteMatcher(routes: [
        ProjectRoute.self, StartRoute.self, ClickRoute.self, EmailProjectRoute.self,
    ])

    @Test func aHostWithOnlyACatchAllSendsEveryPathToItsRoute() throws {
        #expect(
            try Self.matcher.routes(for: link("https://clicks.example.com/projects/a")).first is ClickRoute)
        #expect(try Self.matcher.routes(for: link("https://CLICKS.example.com/home")).first is ClickRoute)
    }

    @Test func aHostBoundRouteNeverAnswersAnotherHostsLink() throws {
        #expect(
            try Self.matcher.routes(for: link("https://www.example.com/projects/a")).first is ProjectRoute)
        #expect(try Self.matcher.routes(for: link("myapp://projects/a")).first is ProjectRoute)
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "nothing")) {
            try Self.matcher.routes(for: link("https://www.example.com/nothing"))
        }
    }

    @Test func aLinkTriesItsHostsRoutesFirstThenTheUnboundRoutes() throws {
        let email = try Self.matcher.routes(for: link("https://emails.example.com/projects/a"))
        #expect((email.first as? EmailProjectRoute)?.slug == "a")
        #expect(try Self.matcher.routes(for: link("https://emails.example.com/home")).first is StartRoute)
    }

    @Test func anInAppPathNeverOpensAHostBoundRoute() throws {
        #expect(try Self.matcher.route(forPath: "projects/a") is ProjectRoute)
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "elsewhere")) {
            try Self.matcher.route(forPath: "elsewhere")
        }
    }

    @Test func aSavedPathRestoresAHostBoundRouteByItsIdentifier() throws {
        #expect(try Self.matcher.route(forPath: "elsewhere", identifiedAs: "*") is ClickRoute)
        #expect(try Self.matcher.route(forPath: "projects/a", identifiedAs: "projects/:slug") is ProjectRoute)
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "elsewhere")) {
            try Self.matcher.route(forPath: "elsewhere", identifiedAs: "other")
        }
    }
}

@Suite struct RouteMatcherCaseTests {
    private static let matcher = RouteMatcher(routes: [ExactSettingsRoute.self, SettingsTabRoute.self])

    @Test func aCaseInsensitiveRouteMatchesItsLiteralsInAnyCaseAndKeepsItsValuesCase() throws {
        #expect(
            try (Self.matcher.route(forPath: "settings/newtab/Privacy") as? SettingsTabRoute)?.tab
                == "Privacy")
        #expect(try (Self.matcher.route(forPath: "SETTINGS/NEWTAB/x") as? SettingsTabRoute)?.tab == "x")
        #expect(try (Self.matcher.route(forPath: "Settings/New%54ab/x") as? SettingsTabRoute)?.tab == "x")
    }

    @Test func otherRoutesStillMatchExactly() throws {
        #expect(try Self.matcher.route(forPath: "settings/general") is ExactSettingsRoute)
        #expect(throws: RouteURLError.self) { try Self.matcher.route(forPath: "SETTINGS/general") }
    }
}

@Suite struct RouteMatcherLeniencyTests {
    private static let matcher = RouteMatcher(routes: [
        MatcherLenientSearchRoute.self, StrictSearchRoute.self,
    ])

    @Test func aLenientRouteReadsTheFirstOfDuplicateQueryItems() throws {
        let route = try #require(
            Self.matcher.route(forPath: "search?q=cats&q=dogs") as? MatcherLenientSearchRoute)
        #expect(route.query == "cats")
    }

    @Test func anOtherRouteRefusesDuplicateQueryItems() {
        #expect(throws: RouteURLError.duplicateQueryItem("page")) {
            try Self.matcher.route(forPath: "find?page=1&page=2")
        }
    }

    @Test func aLinkWithDuplicatesIsAcceptedByThePolicyAndDecidedByTheRoute() throws {
        let link = try link("myapp://search?q=a&q=b")
        #expect(try (Self.matcher.routes(for: link).first as? MatcherLenientSearchRoute)?.query == "a")
    }

    @Test func anOptionalValueThatDoesNotDecodeIsNilForALenientRouteOnly() throws {
        #expect(
            try (Self.matcher.route(forPath: "search?page=two") as? MatcherLenientSearchRoute)?.page == nil)
        #expect(throws: RouteURLError.self) { try Self.matcher.route(forPath: "find?page=two") }
    }
}

@Suite struct RouteMatcherFragmentTests {
    private static let matcher = RouteMatcher(routes: [PairingRoute.self, StrictSearchRoute.self])

    @Test func aRouteThatAsksReceivesTheDecodedFragmentAndItsItems() throws {
        let link = try link("myapp://pair?channel=query#v=2&channel=fragment&label=a%20b")
        let route = try #require(Self.matcher.routes(for: link).first as? PairingRoute)
        #expect(route.fragment == "v=2&channel=fragment&label=a b")
        #expect(route.version == "2")
        #expect(route.channel == "query")  // fragment items never replace query items
        #expect(route.link == URL(string: "myapp://pair?channel=query#v=2&channel=fragment&label=a%20b"))
    }

    @Test func anInAppPathGivesNoFragmentAndNoLink() throws {
        let route = try #require(Self.matcher.route(forPath: "pair") as? PairingRoute)
        #expect(route.fragment == nil && route.link == nil)
    }
}
