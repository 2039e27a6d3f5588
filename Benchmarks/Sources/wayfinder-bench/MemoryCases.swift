import BenchHeap
import Wayfinder
import WayfinderCore

// MARK: - Retained heap (case 8)

/// Bytes in use on the heap (`mallinfo2()`: `uordblks`, the main arena's allocated chunks, plus
/// `hblkhd`, allocations large enough to be mmapped), or nil where glibc is not available.
private func heapInUse() -> Int? {
    let bytes = bench_heap_in_use()
    return bytes < 0 ? nil : Int(bytes)
}

/// The heap a navigator retains for 10,000 registered routes (the mixed set): the difference in
/// heap in use before creating it and after, while it is alive; likewise for the matcher alone,
/// the floor and RoutingKit's `TrieRouter` holding the same patterns (their path components made
/// beforehand, as the route types' patterns are). A first navigator is created and dropped beforehand, so the runtime's
/// one-time caches (type metadata of the 10,000 generic route types, conformance lookups) are
/// not counted. The builders capture nothing, so they have no heap of their own to subtract.
@MainActor
func memoryCases() -> [CaseResult] {
    guard heapInUse() != nil else {
        print("wayfinder-bench: mallinfo2 is not available; the memory case is skipped")
        return []
    }
    let types = MixedRouteSet.routeTypes(count: 10_000)
    let module = TableModule(types: types)
    let firstBefore = heapInUse()!
    var first: Navigator? = Navigator(modules: [module], root: BenchHomeRoute())
    let firstAfter = heapInUse()!
    first = nil
    blackHole(first)

    func retained<T>(_ make: () -> T) -> Int {
        let before = heapInUse()!
        let value = make()
        let after = heapInUse()!
        withExtendedLifetime(value) {}
        return after - before
    }
    let navigator = retained { Navigator(modules: [module], root: BenchHomeRoute()) }
    let matcher = retained { RouteMatcher(routes: types) }
    let floor = retained { OffsetTrie(routes: types) }
    let components = RoutingKitPeer.components(of: Array(MixedRouteSet.patterns.prefix(10_000)))
    let routingKit = retained { RoutingKitPeer(patterns: components) }
    let perRoute = { (bytes: Int) in Double(bytes) / 10_000 }
    print(
        "retained heap for 10,000 routes: navigator \(navigator) B (first one, with runtime caches: "
            + "\(firstAfter - firstBefore) B), matcher alone \(matcher) B, floor \(floor) B, RoutingKit \(routingKit) B"
    )
    return [
        CaseResult(
            name: "memory-register-10k", nanosecondsPerOperation: perRoute(navigator),
            baseline: "budget-300-B",
            baselineNanosecondsPerOperation: 300, goal: .none, unit: "B/route"),
        // The target: no more memory per route than RoutingKit holding the same patterns.
        CaseResult(
            name: "memory-register-10k-vs-routingkit", nanosecondsPerOperation: perRoute(navigator),
            baseline: "memory-routingkit-10k", baselineNanosecondsPerOperation: perRoute(routingKit),
            goal: .atMost(1), unit: "B/route"),
        CaseResult(
            name: "memory-matcher-10k", nanosecondsPerOperation: perRoute(matcher),
            baseline: "memory-floor-10k", baselineNanosecondsPerOperation: perRoute(floor), goal: .none,
            unit: "B/route"),
    ]
}
