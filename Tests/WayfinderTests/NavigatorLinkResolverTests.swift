import Foundation
import Testing
import Wayfinder
import WayfinderCore

/// `forward?to=…`: forwards to the link or path in `to`.
struct ForwardingLinkRoute: Route {
    let to: String
    static let routePattern: RoutePattern? = RoutePattern(validated: "forward")
    static var linkRules: RouteLinkRules { RouteLinkRules(nestedLinkParameter: "to") }
    init(to: String) { self.to = to }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        to = try parameters.decode(String.self, for: "to")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters["to"] = to
        return parameters
    }
}

/// `web`: opens any web link nothing else answers.
struct WebPageRoute: Route {
    let page: URL?
    static let routePattern: RoutePattern? = RoutePattern(validated: "web")
    static var linkRules: RouteLinkRules { RouteLinkRules(receivesLink: true, opensAnyWebLink: true) }
    init(page: URL?) { self.page = page }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        page = parameters.link
    }
}

/// `Navigator.open` and `LinkResolver.resolve` are one door: they never disagree.
@MainActor
@Suite("The navigator opens links through the resolver")
struct NavigatorLinkResolverTests {
    private func makeApp() -> TestApp {
        TestApp(
            root: HomeRoute(),
            extraModules: [TestFeature(name: "Links", routes: [ForwardingLinkRoute.self, WebPageRoute.self])])
    }

    @Test func theNavigatorOpensWhatTheResolverResolves() async throws {
        let app = makeApp()
        let links = [
            "myapp://post/42", "myapp://forward?to=/post/7",
            "https://example.com/forward?to=myapp%3A%2F%2Fpost%2F9", "https://news.example.org/story",
            "myapp://forward?to=/nothing", "myapp://nothing", "mailto:ada@example.com",
        ]
        for link in links {
            let resolved = Result { () throws(RouteURLError) in try app.navigator.linkResolver.resolve(link) }
            let outcome = await app.navigator.open(link).outcome
            switch resolved {
            case .success(let resolved):
                #expect(outcome == .applied, "\(link)")
                #expect(app.navigator.state.activeStack.top.route.isEqual(to: resolved.route), "\(link)")
                #expect(app.navigator.canOpen(link), "\(link)")
            case .failure(let error):
                #expect(outcome != .applied, "\(link): \(error)")
                #expect(app.navigator.canOpen(link) == !outcome.isNotHandled, "\(link): \(outcome)")
            }
        }
    }

    @Test func aNestedLinkOpensItsInnerRouteAndNotTheForwardingOne() async {
        let app = makeApp()
        #expect(await app.navigator.open("myapp://forward?to=/post/7").outcome == .applied)
        #expect(app.outline.hasSuffix("post/7"))
        #expect(!app.outline.contains("forward"))
    }

    @Test func aWebLinkOfAnotherSiteOpensTheWebPageRoute() async throws {
        let app = makeApp()
        #expect(app.navigator.canOpen("https://news.example.org/story"))
        #expect(await app.navigator.open("https://news.example.org/story").outcome == .applied)
        let page = try #require(app.navigator.state.activeStack.top.route as? WebPageRoute)
        #expect(page.page?.absoluteString == "https://news.example.org/story")
    }
}
