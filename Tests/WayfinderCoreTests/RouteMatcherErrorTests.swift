import Testing
import WayfinderCore

@Suite struct RouteMatcherErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let path: String
        let error: RouteURLError
        var testDescription: String { "\"\(path.prefix(40))\" → \(error)" }
    }

    static let cases: [Case] = [
        Case(path: "", error: .emptyPath),
        Case(path: "?sort=new", error: .emptyPath),
        Case(path: "post//42", error: .emptySegment(index: 1)),
        Case(path: "/post/42", error: .emptySegment(index: 0)),
        Case(path: "post/42/", error: .emptySegment(index: 2)),
        Case(path: "post/../home", error: .dotSegment(index: 1)),
        Case(path: "./home", error: .dotSegment(index: 0)),
        Case(path: "post/%ZZ", error: .invalidPercentEncoding("%ZZ")),
        Case(path: "post/4%", error: .invalidPercentEncoding("4%")),
        Case(path: "post/%4", error: .invalidPercentEncoding("%4")),
        Case(path: "profile/%FF%FE", error: .invalidPercentEncoding("%FF%FE")),
        Case(path: "post/42?=new", error: .malformedQuery("=new")),
        Case(path: "post/42?sort=%ZZ", error: .malformedQuery("sort=%ZZ")),
        Case(path: "post/42?sort=a&&b=c", error: .malformedQuery("")),
        Case(path: "post/42?sort=a&sort=b", error: .duplicateQueryItem("sort")),
        Case(path: "post/42?so%72t=a&sort=b", error: .duplicateQueryItem("sort")),
        Case(path: "post/4 2", error: .malformedURL("post/4 2")),
        Case(path: "post/4\n2", error: .malformedURL("post/4\n2")),
        Case(path: "nowhere", error: .noMatchingRoute(segmentIndex: 0, segment: "nowhere")),
        Case(path: "home/nowhere/42", error: .noMatchingRoute(segmentIndex: 1, segment: "nowhere")),
        Case(path: "users/me/nowhere", error: .noMatchingRoute(segmentIndex: 2, segment: "nowhere")),
        Case(path: "post", error: .noMatchingRoute(segmentIndex: 0, segment: "post")),
        Case(
            path: "post/abc",
            error: .decodingFailed(
                route: "post/:id", error: .invalidValue(parameter: "id", value: "abc", expectedType: "Int"))),
        Case(
            path: "home/profile/user99/post/abc",
            error: .decodingFailed(
                route: "post/:id", error: .invalidValue(parameter: "id", value: "abc", expectedType: "Int"))),
        Case(path: "search", error: .decodingFailed(route: "search", error: .missingParameter("q"))),
        Case(path: "post/42/nowhere", error: .noMatchingRoute(segmentIndex: 2, segment: "nowhere")),
    ]

    @Test(arguments: cases)
    func badPathThrowsTheExactTypedError(_ testCase: Case) {
        #expect(throws: testCase.error) { try standardMatcher.routes(forPath: testCase.path) }
    }

    @Test func pathOverTheLimitIsTooLongBeforeAnyOtherCheck() {
        let path = String(repeating: "%ZZ/", count: 25_000)  // 100 KB of garbage
        #expect(throws: RouteURLError.tooLong(length: 100_000, limit: 8192)) {
            try standardMatcher.routes(forPath: path)
        }
    }

    @Test func pathLengthLimitIsConfigurable() throws {
        let matcher = RouteMatcher(routes: [PostRoute.self], maximumPathLength: 7)
        #expect(try matcher.route(forPath: "post/42").isEqual(to: PostRoute(id: 42)))
        #expect(throws: RouteURLError.tooLong(length: 8, limit: 7)) { try matcher.route(forPath: "post/420") }
    }

    @Test func emptyMatcherReportsNoMatchingRoute() {
        let matcher = RouteMatcher(routes: [])
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "home")) {
            try matcher.routes(forPath: "home")
        }
    }

    @Test func manySegmentsNeverCrash() throws {
        let path = Array(repeating: "home", count: 1500).joined(separator: "/")
        #expect(try standardMatcher.routes(forPath: path).count == 1500)
        let dead = Array(repeating: "a/1/b", count: 500).joined(separator: "/") + "/q/q"
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 1501, segment: "q")) {
            try standardMatcher.routes(forPath: dead)
        }
    }
}

@Suite struct GarbageInputTests {
    static let alphabet: [String] = [
        "a", "1", "/", "//", "%", "%2", "%2F", "%2E", "%C3", "%ZZ", "?", "&", "=", "#", ".", "..", " ", ":",
        "@",
        "home", "post", "new", "users", "me", "edit", "b", "🧭", "\u{0}", "\u{7F}", "myapp://", "https://",
        "example.com", "[", "]",
    ]

    @Test(arguments: [11, 12, 13] as [UInt64])
    func randomGarbageNeverCrashesAndNeverHalfResolves(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...16, using: &random) {
                text += Self.alphabet.randomElement(using: &random)!
            }
            if let routes = try? standardMatcher.routes(forPath: text) {
                // A success is whole: the routes print back to a path that resolves to them again.
                let again = try? standardMatcher.routes(forPath: RouteURLCoder.relativeURL(for: routes))
                #expect(again.map(outline) == outline(routes), "\(text)")
            }
            if let link = try? policy.linkPath(of: text) {
                #expect(!link.relativeString.isEmpty)
                _ = try? standardMatcher.routes(for: link)
            }
        }
    }

    @Test func aRepeatedQueryItemIsNamedAsRepeatedNotMalformed() {
        #expect(
            RouteURLError.duplicateQueryItem("token").description
                == "the query item 'token' appears more than once; a link gives each query item once")
    }
}
