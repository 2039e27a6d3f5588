import Foundation
import Wayfinder
import WayfinderCore

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
/// matcher), against registering the same patterns in RoutingKit's `TrieRouter` (their path
/// components made beforehand, as the route types' patterns are) and against building the floor.
@MainActor
func buildCases(settings: HarnessSettings) -> [CaseResult] {
    let types = MixedRouteSet.routeTypes(count: 10_000)
    let module = TableModule(types: types)
    let navigator = Navigator(modules: [module], root: BenchHomeRoute())
    require(navigator.diagnostics.isEmpty, "registration diagnostics: \(navigator.diagnostics.prefix(3))")
    require(navigator.registry.registrations.count == 10_001, "not every route registered")
    let components = RoutingKitPeer.components(of: Array(MixedRouteSet.patterns.prefix(10_000)))
    let medians = measureGroup(
        [
            Body(name: "matcher") { count in
                for _ in 0..<count { blackHole(RouteMatcher(routes: types)) }
            },
            Body(name: "navigator") { count in
                for _ in 0..<count { blackHole(Navigator(modules: [module], root: BenchHomeRoute())) }
            },
            Body(name: "routingkit") { count in
                for _ in 0..<count { blackHole(RoutingKitPeer(patterns: components)) }
            },
            Body(name: "floor") { count in
                for _ in 0..<count { blackHole(OffsetTrie(routes: types)) }
            },
        ], settings: settings)
    return [
        CaseResult(
            name: "register-freeze-mixed-10k-vs-routingkit", nanosecondsPerOperation: medians["navigator"]!,
            baseline: "routingkit-register-mixed-10k",
            baselineNanosecondsPerOperation: medians["routingkit"]!,
            goal: .atMost(1)),
        CaseResult(
            name: "build-matcher-mixed-10k-vs-routingkit", nanosecondsPerOperation: medians["matcher"]!,
            baseline: "routingkit-register-mixed-10k",
            baselineNanosecondsPerOperation: medians["routingkit"]!,
            goal: .none),
        CaseResult(
            name: "build-matcher-mixed-10k", nanosecondsPerOperation: medians["matcher"]!,
            baseline: "build-floor-mixed-10k", baselineNanosecondsPerOperation: medians["floor"]!,
            goal: .atMost(1.5)),
        CaseResult(
            name: "register-validate-mixed-10k", nanosecondsPerOperation: medians["navigator"]!,
            baseline: "build-floor-mixed-10k", baselineNanosecondsPerOperation: medians["floor"]!,
            goal: .atMost(1.5)),
    ]
}
