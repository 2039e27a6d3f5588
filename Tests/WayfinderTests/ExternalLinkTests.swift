import Foundation
import Testing
import Wayfinder
import WayfinderCore

// Routes a widget, a Live Activity or a notification links to: a note with a query item, renamed
// from memo/:id (its alias), a route bound to a host, and two hand-written conformances that
// declare ExternallyReachableRoute without keeping the promise.

@Route("notes/:id", aliases: ["memo/:id"])
private struct WidgetNoteRoute {
    let id: Int
    var highlight: String? = nil
    var parent: (any Route)? { HomeRoute() }
}

@Route("orders/:id", host: "shop.example.com")
private struct WidgetOrderRoute {
    let id: Int
}

/// Claims to be reachable from outside but has no pattern.
private struct PatternlessClaimRoute: ExternallyReachableRoute {
    let text: String
}

/// Claims to be reachable from outside but refuses outside links.
private struct RefusingClaimRoute: ExternallyReachableRoute {
    static let routePattern: RoutePattern? = RoutePattern(validated: "refusing")
    static var isExternallyReachable: Bool { false }
    init() {}
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
    var parameters: RouteParameters { RouteParameters() }
}

private let widgetFeature = TestFeature(
    name: "Widgets", routes: [WidgetNoteRoute.self, WidgetOrderRoute.self])

@MainActor
@Suite("The link of a widget, a Live Activity or a notification, from a route value")
struct ExternalLinkTests {
    let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com", "shop.example.com"])

    @Test func aRoutesExternalURLIsTheLinkTheAppMakesForIt() throws {
        let routes: [any ExternallyReachableRoute] = [
            WidgetNoteRoute(id: 7), WidgetNoteRoute(id: 7, highlight: "a b&c"), WidgetOrderRoute(id: 3),
        ]
        for route in routes {
            #expect(try policy.url(for: route) == policy.link(for: route))
        }
        #expect(
            try policy.url(for: WidgetNoteRoute(id: 7, highlight: "a b&c")).absoluteString
                == "myapp://notes/7?highlight=a%20b%26c")
        #expect(
            try policy.url(for: WidgetOrderRoute(id: 3)).absoluteString == "https://shop.example.com/orders/3"
        )
    }

    @Test func anAppWithUniversalLinksOnlyLinksWidgetsToItsHost() throws {
        let hostOnly = LinkPolicy(hosts: ["example.com"])
        #expect(try hostOnly.url(for: WidgetNoteRoute(id: 2)).absoluteString == "https://example.com/notes/2")
        #expect(try hostOnly.url(for: WidgetNoteRoute(id: 2)) == hostOnly.link(for: WidgetNoteRoute(id: 2)))
    }

    @Test func aWidgetLinkOpensItsRouteWithItsParentChain() throws {
        let app = TestApp(root: HomeRoute(), extraModules: [widgetFeature])
        let url = try LinkPolicy(schemes: ["myapp"]).url(for: WidgetNoteRoute(id: 7, highlight: "x"))
        let request = app.navigator.open(url)
        #expect(request.currentOutcome == .applied)
        #expect(app.outline == "stack: home > notes/7?highlight=x")
    }

    @Test func aWidgetLinkOfARouteBoundToAHostOpensAsAUniversalLink() throws {
        let navigator = Navigator(
            modules: makeFeatures() + [widgetFeature], root: HomeRoute(), linkPolicy: policy)
        let request = navigator.open(try policy.url(for: WidgetOrderRoute(id: 3)))
        #expect(request.currentOutcome == .applied)
        #expect(navigator.outline.contains("orders/3"))
    }

    @Test func anOldWidgetLinkOfARenamedRouteOpensThroughItsAlias() {
        // A widget built by a version of the app in which the route was memo/:id.
        let app = TestApp(root: HomeRoute(), extraModules: [widgetFeature])
        let request = app.navigator.open("myapp://memo/4")
        #expect(request.currentOutcome == .applied)
        #expect(app.outline == "stack: home > notes/4")
    }

    @Test func aHandWrittenConformanceWithoutAPatternIsRefusedByName() {
        #expect(throws: ExternalLinkError.noPattern(route: "PatternlessClaimRoute")) {
            try policy.url(for: PatternlessClaimRoute(text: "x"))
        }
    }

    @Test func aHandWrittenConformanceThatRefusesOutsideLinksIsRefusedByName() {
        #expect(throws: ExternalLinkError.notExternallyReachable(route: "RefusingClaimRoute")) {
            try policy.url(for: RefusingClaimRoute())
        }
    }

    @Test func aPolicyWithoutASchemeOrAUsableHostMakesNoLink() {
        #expect(throws: ExternalLinkError.noSchemeOrHost(route: "WidgetNoteRoute")) {
            try LinkPolicy().url(for: WidgetNoteRoute(id: 1))
        }
        #expect(throws: ExternalLinkError.noSchemeOrHost(route: "WidgetOrderRoute")) {
            try LinkPolicy(schemes: ["myapp"]).url(for: WidgetOrderRoute(id: 1))
        }
    }

    @Test func theErrorSaysWhichRouteAndWhatWasWrong() {
        #expect(
            ExternalLinkError.noPattern(route: "PatternlessClaimRoute").description
                == "PatternlessClaimRoute has no link: it declares ExternallyReachableRoute but has no pattern"
        )
    }
}
