import Foundation
import Testing
import WayfinderCore

@Suite struct LinkPolicyTests {
    static let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])

    struct Case: CustomTestStringConvertible, Sendable {
        let url: String
        let expected: Result<String, RouteURLError>
        var testDescription: String { "\(url.prefix(60))" }

        init(_ url: String, _ path: String) {
            self.url = url
            expected = .success(path)
        }

        init(_ url: String, throws error: RouteURLError) {
            self.url = url
            expected = .failure(error)
        }
    }

    static let cases: [Case] = [
        // Accepted
        Case("myapp://post/42", "post/42"),
        Case("MyApp://post/42?sort=new", "post/42?sort=new"),
        Case("myapp:///post/42", "post/42"),
        Case("myapp://home", "home"),
        Case("myapp://home/", "home"),
        Case("myapp://post/42#comments", "post/42"),
        Case("myapp://post/42?sort=new#top", "post/42?sort=new"),
        Case("myapp://profile/a%20b/post/7", "profile/a%20b/post/7"),
        Case("https://example.com/post/42", "post/42"),
        Case("https://EXAMPLE.com/post/42?sort=new", "post/42?sort=new"),
        Case("http://example.com/home/", "home"),
        Case("myapp://Post/42", "Post/42"),
        // Refused
        Case("evil://post/42", throws: .unknownScheme("evil")),
        Case("https://evil.com/post/42", throws: .unknownHost("evil.com")),
        Case("https://example.com.evil.com/post/42", throws: .unknownHost("example.com.evil.com")),
        Case("myapp://a@evil/post", throws: .userInfoNotAllowed),
        Case("https://user:pw@example.com/post/42", throws: .userInfoNotAllowed),
        Case("https://example.com:8443/post/42", throws: .portNotAllowed),
        Case("myapp://post:42/", throws: .portNotAllowed),
        Case("myapp://post/4 2", throws: .malformedURL("myapp://post/4 2")),
        Case("myapp://post/4\u{0}2", throws: .malformedURL("myapp://post/4\u{0}2")),
        Case("myapp://post/caf\u{E9}", throws: .malformedURL("myapp://post/caf\u{E9}")),
        Case("myapp://post/<script>", throws: .malformedURL("myapp://post/<script>")),
        Case("post/42", throws: .malformedURL("post/42")),
        Case("myapp:post/42", throws: .malformedURL("myapp:post/42")),
        Case("://post/42", throws: .malformedURL("://post/42")),
        Case("1app://post/42", throws: .malformedURL("1app://post/42")),
        Case("https://[::1]/post", throws: .malformedURL("https://[::1]/post")),
        Case("myapp://", throws: .emptyPath),
        Case("https://example.com/", throws: .emptyPath),
        Case("https://example.com", throws: .emptyPath),
        Case("myapp://post//42", throws: .emptySegment(index: 1)),
        Case("myapp://post/../home", throws: .dotSegment(index: 1)),
        Case("myapp://post/%2E%2E/home", throws: .dotSegment(index: 1)),
        Case("myapp://post/%2e/home", throws: .dotSegment(index: 1)),
        Case("https://example.com/../post", throws: .dotSegment(index: 0)),
        Case("myapp://post/a%2Fb", throws: .encodedSlash(index: 1)),
        Case("myapp://post/a%2fb", throws: .encodedSlash(index: 1)),
        Case("myapp://post/%ZZ", throws: .invalidPercentEncoding("%ZZ")),
        Case("myapp://post/4%", throws: .invalidPercentEncoding("4%")),
    ]

    @Test(arguments: cases)
    func outsideURLGivesTheRoutePathOrTheExactTypedError(_ testCase: Case) {
        let result = Result { () throws(RouteURLError) -> String in
            try Self.policy.linkPath(of: testCase.url).relativeString
        }
        #expect(result == testCase.expected)
    }

    @Test func hugeURLIsTooLongBeforeAnyOtherCheck() {
        let url = "evil://" + String(repeating: "%ZZ", count: 33_331)  // 100 KB
        #expect(throws: RouteURLError.tooLong(length: 100_000, limit: 8192)) {
            try Self.policy.linkPath(of: url)
        }
    }

    @Test func encodedSlashIsAcceptedWhenAllowed() throws {
        let policy = LinkPolicy(schemes: ["myapp"], allowsEncodedSlash: true)
        #expect(try policy.linkPath(of: "myapp://profile/a%2Fb").relativeString == "profile/a%2Fb")
        #expect(throws: RouteURLError.dotSegment(index: 1)) {
            try policy.linkPath(of: "myapp://profile/%2E%2E")
        }
    }

    @Test func noHostsMeansNoUniversalLinks() {
        let policy = LinkPolicy(schemes: ["myapp", "https"])
        #expect(throws: RouteURLError.unknownHost("example.com")) {
            try policy.linkPath(of: "https://example.com/home")
        }
    }

    @Test func foundationURLOverloadChecksTheAbsoluteString() throws {
        let url = try #require(URL(string: "myapp://post/42?sort=new"))
        #expect(try Self.policy.linkPath(of: url).relativeString == "post/42?sort=new")
    }

    @Test func acceptedLinkResolvesThroughTheMatcher() throws {
        let link = try Self.policy.linkPath(of: "myapp://home/profile/user99/post/42?sort=new")
        #expect(resolved(link.relativeString) == "home > profile/user99 > post/42?sort=new")
    }

    // MARK: - The link path: checked and tokenized once

    @Test func aLinkPathHoldsItsSegmentsAndQueryItemsDecoded() throws {
        let link = try Self.policy.linkPath(of: "myapp://home/profile/a%20b?sort=n%C3%A9w&page=2#top")
        #expect(link.relativeString == "home/profile/a%20b?sort=n%C3%A9w&page=2")
        #expect(link.description == link.relativeString)
        #expect(link.segments == ["home", "profile", "a b"])
        #expect(
            link.queryItems == [
                RouteParameters.Item(name: "sort", value: "n\u{E9}w"),
                RouteParameters.Item(name: "page", value: "2"),
            ])
    }

    @Test func linkPathsAreEqualWhenTheyWriteTheSameRoutePath() throws {
        let custom = try Self.policy.linkPath(of: "myapp://post/42?sort=new")
        let universal = try Self.policy.linkPath(of: "https://example.com/post/42?sort=new#top")
        let spelledOut = try Self.policy.linkPath(of: "myapp://po%73t/42?sort=new")
        #expect(custom == universal)
        #expect(custom.hashValue == universal.hashValue)
        #expect(custom != spelledOut)
    }

    /// The policy checks the query as the matcher would, so a link path is well formed whole.
    @Test(arguments: [
        ("myapp://post/42?sort=new&&page=2", RouteURLError.malformedQuery("")),
        ("myapp://post/42?sort=%ZZ", .malformedQuery("sort=%ZZ")),
        ("myapp://post//42?sort=", .emptySegment(index: 1)),
    ])
    func aMalformedQueryIsRefusedWithTheLinkAfterItsSegments(url: String, error: RouteURLError) {
        #expect(throws: error) { try Self.policy.linkPath(of: url) }
    }

    /// Links that resolve, fail to decode or match nothing: the matcher gives the same answer from
    /// the policy's tokens as from their text.
    @Test(arguments: [
        "myapp://home/profile/user99/post/42?sort=new", "myapp://po%73t/42", "myapp://profile/a%20b/post/7",
        "myapp://profile/caf%C3%A9", "https://example.com/search?q=a%26b", "myapp://post/abc",
        "myapp://post/42/nothing", "myapp://nothing", "myapp://home/home", "myapp://post/42?id=7",
    ])
    func theMatcherReadsALinksTokensAsItReadsTheirText(url: String) throws {
        let link = try Self.policy.linkPath(of: url)
        let fromTokens: String
        do throws(RouteURLError) {
            fromTokens = outline(try standardMatcher.routes(for: link))
        } catch {
            fromTokens = "error: \(error)"
        }
        #expect(fromTokens == resolved(link.relativeString), "\(url)")
    }

    @Test func aLinkPathLongerThanTheMatchersLimitIsTooLongThere() throws {
        let policy = LinkPolicy(schemes: ["myapp"], maximumLength: 100)
        let link = try policy.linkPath(of: "myapp://profile/" + String(repeating: "a", count: 60))
        let matcher = RouteMatcher(routes: standardRoutes, maximumPathLength: 50)
        #expect(throws: RouteURLError.tooLong(length: 68, limit: 50)) { try matcher.routes(for: link) }
    }
}
