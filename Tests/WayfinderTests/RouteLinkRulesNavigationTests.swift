import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

// Hand-written conformances: two routes of one pattern chosen by the query, and a host-bound
// route, as a navigator registers them.

struct PledgeCommentRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "pledges/:slug")
    static var linkRules: RouteLinkRules { RouteLinkRules(requiredQueryItems: ["comment"]) }
    let slug: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        slug = try parameters.decode(String.self, for: "slug")
    }
    var parameters: RouteParameters { RouteParameters(["slug": slug, "comment": ""]) }
    var parent: (any Route)? { HomeRoute() }
}

struct PledgeManageRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "pledges/:slug")
    static var linkRules: RouteLinkRules { RouteLinkRules(requiredQueryItems: ["manage"]) }
    let slug: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        slug = try parameters.decode(String.self, for: "slug")
    }
    var parameters: RouteParameters { RouteParameters(["slug": slug, "manage": ""]) }
    var parent: (any Route)? { HomeRoute() }
}

struct TrackedClickRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "c/*target")
    static var linkRules: RouteLinkRules { RouteLinkRules(host: "clicks.example.com") }
    let target: String
    init(target: String) { self.target = target }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        target = try parameters.decode(String.self, for: "target")
    }
    var parameters: RouteParameters { RouteParameters(["target": target]) }
    var parent: (any Route)? { HomeRoute() }
}

@MainActor
private func navigator(_ routes: [any Route.Type]) -> Navigator {
    Navigator(
        modules: [
            TestFeature(name: "Home", routes: [HomeRoute.self]), TestFeature(name: "Pledges", routes: routes),
        ],
        root: HomeRoute(), schemes: ["myapp"], hosts: ["www.example.com", "clicks.example.com"])
}

@MainActor
@Suite("Link rules as a navigator registers and restores them")
struct RouteLinkRulesNavigationTests {
    @Test func twoRoutesOfOnePatternThatOneLinkCanBothOpenAreADiagnosticNamingBothAndTheLink() {
        let navigator = navigator([PledgeCommentRoute.self, PledgeManageRoute.self])
        let ambiguities = navigator.diagnostics.filter {
            if case .ambiguousRoutes = $0 { true } else { false }
        }
        #expect(
            ambiguities.map(\.description) == [
                "the pattern 'pledges/:slug' of WayfinderTests.PledgeManageRoute (registered by Pledges) and "
                    + "'pledges/:slug' of WayfinderTests.PledgeCommentRoute (registered by Pledges) both answer "
                    + "pledges/:slug?comment&manage; WayfinderTests.PledgeCommentRoute was registered first and answers it"
            ])
    }

    @Test func aLinkOpensTheRouteItsQueryChooses() async {
        let navigator = navigator([PledgeCommentRoute.self, PledgeManageRoute.self])
        _ = await navigator.open("myapp://pledges/tiny?manage").outcome
        #expect(navigator.outline == "stack: home > pledges/tiny?manage=")
    }

    @Test func aSavedHostBoundRouteRestores() async throws {
        let before = navigator([TrackedClickRoute.self])
        _ = await before.open("https://clicks.example.com/c/launch/day").outcome
        #expect(before.outline == "stack: home > c/launch/day")
        let saved = try before.savedState()
        let after = navigator([TrackedClickRoute.self])
        let report = await after.restore(from: saved)
        #expect(report.issues.isEmpty)
        #expect(after.outline == before.outline)
    }

    @Test func aHostBoundRouteOpensFromNoOtherHost() async {
        let navigator = navigator([TrackedClickRoute.self])
        _ = await navigator.open("https://www.example.com/c/launch").outcome
        #expect(navigator.outline == "stack: home")
    }
}
