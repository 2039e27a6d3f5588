import Testing
import WayfinderCore

@Route("ownership/post/:id")
private struct OwnedPostRoute {
    let id: Int
}

@Suite("Which links are the app's: LinkPolicy.claims and RouteMatcher.canOpen")
struct LinkOwnershipTests {
    let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])
    let matcher = RouteMatcher(routes: [OwnedPostRoute.self])

    @Test(arguments: [
        ("myapp://ownership/post/1", true),
        ("MyApp://anything", true),
        ("myapp:no-slashes", true),
        ("myapp://post/%zz", true),
        ("https://example.com/anything", true),
        ("https://EXAMPLE.com/", true),
        ("https://user@example.com/x", true),
        ("https://example.com:8443/x", true),
        ("otherapp://ownership/post/1", false),
        ("https://shop.example.org/cart", false),
        ("https://shop.example.org:8443/cart", false),
        ("https://user@shop.example.org/cart", false),
        ("mailto:someone@example.com", false),
        ("tel:+15551234", false),
        ("ownership/post/1", false),
        ("", false),
    ])
    func thePolicyClaimsExactlyTheLinksOfItsSchemesAndHosts(url: String, claimed: Bool) {
        #expect(policy.claims(url) == claimed)
    }

    @Test(arguments: [
        (RouteURLError.unknownScheme("x"), true),
        (.unknownHost("x.org"), true),
        (.emptyPath, true),
        (.noMatchingRoute(segmentIndex: 0, segment: "orders"), true),
        (.notExternallyReachable(route: "admin"), false),
        (.malformedURL("x"), false),
        (.tooLong(length: 9000, limit: 8192), false),
        (.decodingFailed(route: "post/:id", error: .missingParameter("id")), false),
        (.tooManyRoutes(count: 40, limit: 32), false),
    ])
    func anErrorSaysNotHandledOnlyWhenNoRouteAnswers(error: RouteURLError, notHandled: Bool) {
        #expect(error.isNotHandled == notHandled)
    }

    @Test(arguments: [
        ("myapp://ownership/post/1", true),
        ("myapp://ownership/post/abc", true),  // ours, refused: the value does not decode
        ("myapp://ownership/post/1/..", true),  // ours, refused: a dot segment
        ("myapp://orders/7", false),
        ("myapp://", false),
        ("otherapp://ownership/post/1", false),
        ("https://example.com/ownership/post/2", true),
        ("https://shop.example.org:8443/ownership/post/2", false),
    ])
    func theMatcherCanOpenTheLinksItsRoutesAnswer(url: String, canOpen: Bool) {
        #expect(matcher.canOpen(url, policy: policy) == canOpen)
    }
}
