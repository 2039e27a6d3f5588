import Testing
import WayfinderCore

/// `LinkPolicy` refuses a link for its first fault in the documented order: length, malformed,
/// scheme, host, user information, port, then the route path's segments and query.
@Suite struct LinkPolicyErrorOrderTests {
    static let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"], maximumLength: 64)

    /// A link with two faults, and the one it must be refused for: the earlier in the order.
    struct Pair: CustomTestStringConvertible, Sendable {
        let url: String
        let error: RouteURLError
        var testDescription: String { url }
    }

    static let pairs: [Pair] = [
        // length before everything
        Pair(
            url: "evil://a b@x:1/" + String(repeating: "a", count: 60), error: .tooLong(length: 75, limit: 64)
        ),
        // malformed before scheme, host, user information, port and path
        Pair(url: "evil://host/a b", error: .malformedURL("evil://host/a b")),
        Pair(url: "https://evil.com/a b", error: .malformedURL("https://evil.com/a b")),
        Pair(url: "myapp://a@b/a b", error: .malformedURL("myapp://a@b/a b")),
        Pair(url: "myapp://b:1/a b", error: .malformedURL("myapp://b:1/a b")),
        // scheme before user information, port and path
        Pair(url: "evil://host:80/x", error: .unknownScheme("evil")),
        Pair(url: "javascript://host:1/alert", error: .unknownScheme("javascript")),
        Pair(url: "evil://user@host/x", error: .unknownScheme("evil")),
        Pair(url: "evil://host//x", error: .unknownScheme("evil")),
        // host before user information, port and path
        Pair(url: "https://user@evil.com/x", error: .unknownHost("evil.com")),
        Pair(url: "https://evil.com:8443/x", error: .unknownHost("evil.com")),
        Pair(url: "https://EVIL.com//x", error: .unknownHost("evil.com")),
        // user information before port and path
        Pair(url: "https://user@example.com:8443/x", error: .userInfoNotAllowed),
        Pair(url: "myapp://user@post/%ZZ", error: .userInfoNotAllowed),
        // port before path
        Pair(url: "https://example.com:8443/", error: .portNotAllowed),
        Pair(url: "myapp://post:42//x", error: .portNotAllowed),
    ]

    @Test(arguments: pairs)
    func aLinkWithTwoFaultsIsRefusedForTheEarlierOne(_ pair: Pair) {
        #expect(throws: pair.error) { try Self.policy.linkPath(of: pair.url) }
    }
}
