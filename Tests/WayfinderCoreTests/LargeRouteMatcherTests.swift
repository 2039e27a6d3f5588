import Testing
import WayfinderCore

/// Correctness with 10,000 registered patterns (no timing here; benchmarks live in wayfinder-bench).
@Suite struct LargeRouteMatcherTests {
    static let types = generatedRouteTypes()
    static let matcher = RouteMatcher(routes: types)

    @Test func tenThousandDistinctPatternsRegisterWithoutConflicts() {
        #expect(Self.types.count == 10_000)
        #expect(Set(Self.types.map { $0.routeIdentifier }).count == 10_000)
        #expect(Self.matcher.conflicts.isEmpty)
    }

    @Test func everyGeneratedPatternResolvesToItsOwnRoute() throws {
        var random = SplitMix64(seed: 10_000)
        for (index, type) in Self.types.enumerated() {
            let digits = [index / 1000, index / 100 % 10, index / 10 % 10, index % 10]
            // Values that look like literals of sibling patterns force backtracking.
            let value = ["t\(digits[2])", "e\(digits[3])", "s1", random.text(maximumPieces: 3)][index % 4]
            let encoded = RouteURLCoder.encoded(value)
            let (a, b, c, d) = (digits[0], digits[1], digits[2], digits[3])
            let path =
                c % 2 == 0 ? "s\(a)/s\(b)/\(encoded)/t\(c)/e\(d)" : "s\(a)/s\(b)/t\(c)/\(encoded)/e\(d)"
            let route = try Self.matcher.route(forPath: path)
            #expect(ObjectIdentifier(Swift.type(of: route)) == ObjectIdentifier(type), "\(path)")
            #expect(route.parameters["v"] == value)
        }
    }

    @Test func generatedPatternsSplitIntoStacks() throws {
        let routes = try Self.matcher.routes(forPath: "s1/s2/x/t4/e5/s3/s4/t5/y/e6/s9/s9/t9/z/e9")
        #expect(
            routes.map { type(of: $0).routeIdentifier } == [
                "s1/s2/:v/t4/e5", "s3/s4/t5/:v/e6", "s9/s9/t9/:v/e9",
            ])
    }

    @Test func nearMissesReportTheDeepestSegment() {
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 4, segment: "e")) {
            try Self.matcher.routes(forPath: "s1/s2/x/t4/e")
        }
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "s10")) {
            try Self.matcher.routes(forPath: "s10/s2/x/t4/e5")
        }
    }
}
