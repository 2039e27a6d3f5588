import Foundation
import Wayfinder
import WayfinderCore

// MARK: - A navigation's cost against the registry's size (issue item 6)

/// A navigator over the home route and the first `count` mixed routes (`TableModule`), and a pool
/// of 4,096 `bench://` links to those routes (half with a query), one route each.
///
/// One operation is `setRoot(home)` then `open(link)`: the link's route has no parent, so it is
/// pushed over home and the stack is `home > route` after every operation.
@MainActor
struct FlatNavigationSet {
    let navigator: Navigator
    /// The links, `bench://` and a path of the pool.
    let links: [String]
    /// The pool's paths, for RoutingKit.
    let paths: [String]

    init(count: Int) {
        let navigator = Navigator(
            modules: [TableModule(types: MixedRouteSet.routeTypes(count: count))], root: BenchHomeRoute(),
            schemes: ["bench"])
        navigator.failureHandler = { failure in require(false, "flat navigation failed: \(failure)") }
        require(navigator.diagnostics.isEmpty, "registration diagnostics: \(navigator.diagnostics.prefix(3))")
        require(navigator.registry.registrations.count == count + 1, "not every route registered")
        self.navigator = navigator
        paths = MixedRouteSet.lookupPool(patternNumbers: Array(0..<count), size: 4096, salt: 0x666C_6174)
        links = paths.map { "bench://" + $0 }
    }

    /// One operation: back to the home root, then the link at `index` of the pool.
    func navigate(_ index: Int) {
        blackHole(navigator.setRoot(BenchHomeRoute()))
        blackHole(navigator.open(links[index & 4095]))
    }

    /// The lookup `open` does before its pipeline: the link policy, then the matcher.
    func lookup(_ index: Int) {
        blackHole(
            try? navigator.registry.matcher.routes(
                for: navigator.linkPolicy.linkPath(of: links[index & 4095])))
    }
}

/// `setRoot` + `open` of a one-route link with 10,000 routes registered against 10, beside the
/// lookup inside `open` (link policy and matcher) and RoutingKit over the same paths, all in one
/// interleaved group. Target: the navigation grows no more than its own lookup does.
@MainActor
func flatNavigationCases(settings: HarnessSettings) -> [CaseResult] {
    let small = FlatNavigationSet(count: 10)
    let large = FlatNavigationSet(count: 10_000)
    for set in [small, large] {
        for index in 0..<4096 {
            set.navigate(index)
            let outline = set.navigator.outline
            require(
                outline.hasPrefix("stack: bench/home > ") && !outline.dropFirst(20).contains(">"),
                "open(\(set.links[index])) gave \(outline)")
        }
    }
    let smallKit = RoutingKitPeer(
        patterns: RoutingKitPeer.components(of: Array(MixedRouteSet.patterns.prefix(10))))
    let largeKit = RoutingKitPeer(
        patterns: RoutingKitPeer.components(of: Array(MixedRouteSet.patterns.prefix(10_000))))
    for (set, kit) in [(small, smallKit), (large, largeKit)] {
        for path in set.paths.prefix(512) {
            require(kit.route(forPath: path) != nil, "RoutingKit does not resolve \(path)")
        }
    }

    func body(_ name: String, _ operation: @escaping (Int) -> Void) -> Body {
        var cursor = 0
        return Body(name: name) { count in
            for _ in 0..<count {
                operation(cursor)
                cursor &+= 1
            }
        }
    }
    let firstVisits = firstVisitRatios(large: large, small: small, settings: settings)
    let medians = measureGroup(
        [
            body("navigate-10") { small.navigate($0) },
            body("navigate-10k") { large.navigate($0) },
            body("lookup-10") { small.lookup($0) },
            body("lookup-10k") { large.lookup($0) },
            body("routingkit-10") { blackHole(smallKit.route(forPath: small.paths[$0 & 4095])) },
            body("routingkit-10k") { blackHole(largeKit.route(forPath: large.paths[$0 & 4095])) },
        ], settings: settings)

    let lookupGrowth = medians["lookup-10k"]! / medians["lookup-10"]!
    let navigationGrowth = medians["navigate-10k"]! / medians["navigate-10"]!
    print(
        "flat navigation: setRoot + open grows \(format(navigationGrowth, digits: 2))x from 10 to 10,000 routes, "
            + "its lookup \(format(lookupGrowth, digits: 2))x, RoutingKit "
            + "\(format(medians["routingkit-10k"]! / medians["routingkit-10"]!, digits: 2))x: target "
            + (navigationGrowth <= lookupGrowth ? "met" : "NOT met"))
    return [
        CaseResult(
            name: "set-root-open-10k-first-visit-vs-10", nanosecondsPerOperation: firstVisits.large,
            baseline: "set-root-open-10", baselineNanosecondsPerOperation: firstVisits.small, goal: .none),
        CaseResult(
            name: "set-root-open-10k-vs-10", nanosecondsPerOperation: medians["navigate-10k"]!,
            baseline: "set-root-open-10", baselineNanosecondsPerOperation: medians["navigate-10"]!,
            goal: .atMost(lookupGrowth)),
        CaseResult(
            name: "link-lookup-10k-vs-10", nanosecondsPerOperation: medians["lookup-10k"]!,
            baseline: "link-lookup-10", baselineNanosecondsPerOperation: medians["lookup-10"]!, goal: .none),
        CaseResult(
            name: "routingkit-mixed-10k-vs-10", nanosecondsPerOperation: medians["routingkit-10k"]!,
            baseline: "routingkit-mixed-10", baselineNanosecondsPerOperation: medians["routingkit-10"]!,
            goal: .none),
        CaseResult(
            name: "set-root-open-10-vs-link-lookup", nanosecondsPerOperation: medians["navigate-10"]!,
            baseline: "link-lookup-10", baselineNanosecondsPerOperation: medians["lookup-10"]!, goal: .none),
    ]
}

/// `setRoot` + `open` at 10,000 routes where each link names a route type no navigation has shown
/// before in the process (the types of the warm pool left out), against the warm 10-route case:
/// the first visit of a screen. Each link can be a first visit once only, so these are one-shot
/// rounds of 200 operations, interleaved with rounds of the 10-route case; the medians of the
/// rounds' ns/op.
@MainActor
private func firstVisitRatios(large: FlatNavigationSet, small: FlatNavigationSet, settings: HarnessSettings)
    -> (large: Double, small: Double)
{
    let matcher = large.navigator.registry.matcher
    let visited = Set(large.paths.map { ObjectIdentifier(type(of: try! matcher.route(forPath: $0))) })
    let types = MixedRouteSet.routeTypes(count: 10_000)
    var generator = SeededGenerator(seed: RouteSets.seed ^ 0x6669_7273)
    let fresh = (0..<10_000).filter { !visited.contains(ObjectIdentifier(types[$0])) }.map { number in
        "bench://" + MixedRouteSet.samplePath(forPattern: number, query: false, using: &generator)
    }
    let rounds = settings.rounds
    let perRound = 200
    require(fresh.count >= rounds * perRound, "only \(fresh.count) links of unvisited route types")
    let clock = ContinuousClock()
    var largeSamples: [Double] = []
    var smallSamples: [Double] = []
    for round in 0..<rounds {
        var start = clock.now
        for link in fresh[(round * perRound)..<((round + 1) * perRound)] {
            blackHole(large.navigator.setRoot(BenchHomeRoute()))
            blackHole(large.navigator.open(link))
        }
        largeSamples.append(Double(nanoseconds(clock.now - start)) / Double(perRound))
        start = clock.now
        for index in 0..<perRound { small.navigate(round * perRound + index) }
        smallSamples.append(Double(nanoseconds(clock.now - start)) / Double(perRound))
    }
    return (median(largeSamples), median(smallSamples))
}
