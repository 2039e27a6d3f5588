import Foundation
import Wayfinder
import WayfinderCore

// MARK: - Lookups over table route sets (cases 1–2 on the GitHub and mixed sets)

/// A lookup body cycling through a pool of 4,096 paths.
@MainActor
private func lookupBody(_ name: String, _ pool: [String], _ lookup: @escaping (String) -> Void) -> Body {
    let mask = pool.count - 1
    precondition(pool.count & mask == 0, "the pool size is a power of two")
    var cursor = 0
    return Body(name: name) { count in
        for _ in 0..<count {
            lookup(pool[cursor & mask])
            cursor &+= 1
        }
    }
}

/// Checks that every path resolves to a route of the pattern it was drawn from, and to the same
/// route in each baseline (the regular expressions on the first `regexChecks` paths only: they
/// are slow).
@MainActor
private func checkAgreement(
    _ name: String, pool: [String], types: [any Route.Type], matcher: RouteMatcher,
    linear: LinearScanMatcher?,
    trie: MinimalTrie?, regex: RegexMatcher?, regexChecks: Int = 256
) {
    require(matcher.conflicts.isEmpty, "the \(name) patterns conflict: \(matcher.conflicts.prefix(3))")
    for (index, path) in pool.enumerated() {
        guard let route = try? matcher.route(forPath: path) else {
            require(false, "\(path) does not resolve in the \(name) matcher")
            return
        }
        if let linear {
            require(
                linear.route(forPath: path).map { $0.isEqual(to: route) } ?? false,
                "the linear scan resolves \(path) differently")
        }
        if let trie {
            require(
                trie.match(path).map { type(of: route) == types[Int($0.route)] } ?? false,
                "the minimal trie resolves \(path) differently")
        }
        if let regex, index < regexChecks {
            require(
                regex.route(forPath: path).map { $0.isEqual(to: route) } ?? false,
                "the regular expressions resolve \(path) differently")
        }
    }
}

/// The GitHub API route set: the matcher against the three baselines.
@MainActor
func gitHubCases(settings: HarnessSettings) -> [CaseResult] {
    let types = GitHubRouteSet.routeTypes(count: GitHubRouteSet.patterns.count)
    let matcher = RouteMatcher(routes: types)
    let linear = LinearScanMatcher(routes: types)
    let trie = MinimalTrie(routes: types)
    let regex = RegexMatcher(routes: types)
    let pool = GitHubRouteSet.lookupPool(patternNumbers: Array(types.indices), size: 4096, salt: 0x6174)
    checkAgreement(
        "GitHub", pool: pool, types: types, matcher: matcher, linear: linear, trie: trie, regex: regex)
    print(
        "GitHub API set: \(types.count) patterns, "
            + "\(format(100 * GitHubRouteSet.placeholderShare(count: types.count), digits: 0)) % placeholder segments"
    )

    let medians = measureGroup(
        [
            lookupBody("match", pool) { blackHole(try? matcher.route(forPath: $0)) },
            lookupBody("linear", pool) { blackHole(linear.route(forPath: $0)) },
            lookupBody("trie", pool) { blackHole(trie.match($0)) },
            lookupBody("regex", pool) { blackHole(regex.route(forPath: $0)) },
        ], settings: settings)
    let match = medians["match"]!
    return [
        CaseResult(
            name: "match-github-vs-minimal-trie", nanosecondsPerOperation: match,
            baseline: "minimal-trie-github",
            baselineNanosecondsPerOperation: medians["trie"]!, goal: .none),
        CaseResult(
            name: "match-github-vs-linear-scan", nanosecondsPerOperation: match,
            baseline: "linear-scan-github",
            baselineNanosecondsPerOperation: medians["linear"]!, goal: .speedUpReported),
        CaseResult(
            name: "match-github-vs-regex", nanosecondsPerOperation: match, baseline: "regex-github",
            baselineNanosecondsPerOperation: medians["regex"]!, goal: .speedUpReported),
    ]
}

/// The mixed synthetic sets (1–6 segments, ~30 % placeholders) of 10, 1,000 and 10,000 patterns:
/// flatness, the minimal trie and the linear scan at 10,000, the regular expressions at 1,000
/// (at 10,000 one lookup tries up to 10,000 expressions, about 10 ms).
@MainActor
func mixedSetCases(settings: HarnessSettings) -> [CaseResult] {
    let types = MixedRouteSet.routeTypes(count: 10_000)
    let large = RouteMatcher(routes: types)
    let medium = RouteMatcher(routes: Array(types.prefix(1000)))
    let small = RouteMatcher(routes: Array(types.prefix(10)))
    let linear = LinearScanMatcher(routes: types)
    let trie = MinimalTrie(routes: types)
    let regex = RegexMatcher(routes: Array(types.prefix(1000)))
    let largePool = MixedRouteSet.lookupPool(patternNumbers: Array(0..<10_000), size: 4096, salt: 0x6D31)
    let mediumPool = MixedRouteSet.lookupPool(patternNumbers: Array(0..<1000), size: 4096, salt: 0x6D32)
    let smallPool = MixedRouteSet.lookupPool(patternNumbers: Array(0..<10), size: 4096, salt: 0x6D33)
    checkAgreement(
        "mixed 10,000", pool: largePool, types: types, matcher: large, linear: linear, trie: trie, regex: nil)
    checkAgreement(
        "mixed 1,000", pool: mediumPool, types: types, matcher: medium, linear: nil, trie: nil, regex: regex,
        regexChecks: 64)
    checkAgreement(
        "mixed 10", pool: smallPool, types: types, matcher: small, linear: nil, trie: nil, regex: nil)
    print(
        "mixed set: 10,000 patterns of 1-6 segments, "
            + "\(format(100 * MixedRouteSet.placeholderShare(count: 10_000), digits: 1)) % placeholder segments "
            + "(first 1,000: \(format(100 * MixedRouteSet.placeholderShare(count: 1000), digits: 1)) %, "
            + "first 10: \(format(100 * MixedRouteSet.placeholderShare(count: 10), digits: 1)) %)")

    let medians = measureGroup(
        [
            lookupBody("10k", largePool) { blackHole(try? large.route(forPath: $0)) },
            lookupBody("1k", mediumPool) { blackHole(try? medium.route(forPath: $0)) },
            lookupBody("10", smallPool) { blackHole(try? small.route(forPath: $0)) },
            lookupBody("linear", largePool) { blackHole(linear.route(forPath: $0)) },
            lookupBody("trie", largePool) { blackHole(trie.match($0)) },
            lookupBody("regex-1k", mediumPool) { blackHole(regex.route(forPath: $0)) },
        ], settings: settings)
    let tenThousand = medians["10k"]!
    return [
        CaseResult(
            name: "match-mixed-10k-vs-10", nanosecondsPerOperation: tenThousand, baseline: "match-mixed-10",
            baselineNanosecondsPerOperation: medians["10"]!, goal: .atMost(1.5)),
        CaseResult(
            name: "match-mixed-1k-vs-10", nanosecondsPerOperation: medians["1k"]!, baseline: "match-mixed-10",
            baselineNanosecondsPerOperation: medians["10"]!, goal: .none),
        CaseResult(
            name: "match-mixed-vs-linear-scan", nanosecondsPerOperation: tenThousand,
            baseline: "linear-scan-mixed-10k", baselineNanosecondsPerOperation: medians["linear"]!,
            goal: .speedUpAtLeast(25)),
        CaseResult(
            name: "match-mixed-vs-minimal-trie", nanosecondsPerOperation: tenThousand,
            baseline: "minimal-trie-mixed-10k", baselineNanosecondsPerOperation: medians["trie"]!,
            goal: .atMost(2.5)),
        CaseResult(
            name: "match-mixed-1k-vs-regex", nanosecondsPerOperation: medians["1k"]!,
            baseline: "regex-mixed-1k",
            baselineNanosecondsPerOperation: medians["regex-1k"]!, goal: .speedUpReported),
    ]
}

// MARK: - Multi-route URLs (case 3)

/// A URL naming 3 routes (three four-segment paths back to back, the query on the last) against a
/// URL naming one, both through `routes(forPath:)` on the 10,000-pattern four-segment set.
@MainActor
func multiRouteCases(settings: HarnessSettings) -> [CaseResult] {
    let types = RouteSets.allRouteTypes
    let matcher = RouteMatcher(routes: types)
    let numbers = Array(0..<types.count)
    let singles = RouteSets.lookupPool(patternNumbers: numbers, size: 4096, salt: 3)
    let parts = RouteSets.lookupPool(patternNumbers: numbers, size: 3 * 4096, salt: 4)
    let triples = (0..<4096).map { index in
        // Only the last part keeps a query.
        let first = parts[3 * index].split(separator: "?")[0]
        let second = parts[3 * index + 1].split(separator: "?")[0]
        return
            "\(first)/\(second)/\(index % 2 == 1 ? singles[index] : String(singles[index].split(separator: "?")[0]))"
    }
    for path in triples.prefix(512) {
        require((try? matcher.routes(forPath: path))?.count == 3, "\(path) does not resolve as 3 routes")
    }
    for path in singles.prefix(512) {
        require((try? matcher.routes(forPath: path))?.count == 1, "\(path) does not resolve as 1 route")
    }
    let medians = measureGroup(
        [
            lookupBody("3", triples) { blackHole(try? matcher.routes(forPath: $0)) },
            lookupBody("1", singles) { blackHole(try? matcher.routes(forPath: $0)) },
        ], settings: settings)
    return [
        CaseResult(
            name: "multi-route-3-vs-1", nanosecondsPerOperation: medians["3"]!, baseline: "multi-route-1",
            baselineNanosecondsPerOperation: medians["1"]!, goal: .atMost(3.5))
    ]
}

// MARK: - Building and registering (case 4)

/// Registers the home route and every route type given, each with a builder that captures
/// nothing.
struct TableModule: FeatureModule {
    let types: [any Route.Type]

    func register(in context: FeatureRegistrationContext) {
        context.register(BenchHomeRoute.self) { _ in "home" }
        for type in types { Self.add(type, to: context) }
    }

    private static func add<R: Route>(_ type: R.Type, to context: FeatureRegistrationContext) {
        context.register(type) { _ in 0 }
    }
}

/// Building `RouteMatcher(routes:)` for the 10,000 mixed patterns, and creating a navigator whose
/// one module registers them (registration, then `RouteRegistry.freeze()`: validation and the
/// matcher), each against building the minimal trie of the same types.
@MainActor
func buildCases(settings: HarnessSettings) -> [CaseResult] {
    let types = MixedRouteSet.routeTypes(count: 10_000)
    let module = TableModule(types: types)
    let navigator = Navigator(modules: [module], root: BenchHomeRoute())
    require(navigator.diagnostics.isEmpty, "registration diagnostics: \(navigator.diagnostics.prefix(3))")
    require(navigator.registry.registrations.count == 10_001, "not every route registered")
    let medians = measureGroup(
        [
            Body(name: "matcher") { count in
                for _ in 0..<count { blackHole(RouteMatcher(routes: types)) }
            },
            Body(name: "navigator") { count in
                for _ in 0..<count { blackHole(Navigator(modules: [module], root: BenchHomeRoute())) }
            },
            Body(name: "trie") { count in
                for _ in 0..<count { blackHole(MinimalTrie(routes: types)) }
            },
        ], settings: settings)
    return [
        CaseResult(
            name: "build-matcher-mixed-10k", nanosecondsPerOperation: medians["matcher"]!,
            baseline: "build-minimal-trie-mixed-10k", baselineNanosecondsPerOperation: medians["trie"]!,
            goal: .atMost(1.5)),
        CaseResult(
            name: "register-validate-mixed-10k", nanosecondsPerOperation: medians["navigator"]!,
            baseline: "build-minimal-trie-mixed-10k", baselineNanosecondsPerOperation: medians["trie"]!,
            goal: .atMost(1.5)),
    ]
}
