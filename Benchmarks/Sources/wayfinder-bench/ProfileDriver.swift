import Wayfinder
import WayfinderCore

// A small driver for profiling one lookup loop under `valgrind --tool=callgrind` (timings are
// useless there): `wayfinder-bench --profile SET COUNT` builds the set's matcher and pool, then
// resolves COUNT paths and nothing else (or builds COUNT navigators or floors, or opens COUNT links).

/// The sets `--profile` knows.
let profileSets = [
    "mixed-10k", "mixed-10", "4seg-10k", "4seg-10", "mixed-10k-floor", "register-mixed-10k",
    "build-floor-mixed-10k", "link-policy-mixed-10", "link-routes-mixed-10", "open-deep-link",
    "set-root-open-10", "set-root-open-10k", "set-root-open-10k-cold",
    "launch-app-100", "launch-app-500", "launch-app-1000",
]

/// Runs `count` lookups of a set; false for an unknown set.
@MainActor
func profileLookups(set: String, count: Int) -> Bool {
    let pool: [String]
    let lookup: (String) -> Void
    switch set {
    case "register-mixed-10k", "build-floor-mixed-10k":
        // COUNT navigators (or floors) of the 10,000 mixed routes.
        let types = MixedRouteSet.routeTypes(count: 10_000)
        for _ in 0..<count {
            if set == "build-floor-mixed-10k" {
                blackHole(OffsetTrie(routes: types))
            } else {
                blackHole(Navigator(modules: [TableModule(types: types)], root: BenchHomeRoute()))
            }
        }
        return true
    case "launch-app-100", "launch-app-500", "launch-app-1000":
        // COUNT navigators of the app-shaped set, after one made and dropped (`launch-app-*`).
        let modules = AppTabModule.modules(count: Int(set.dropFirst("launch-app-".count))!)
        blackHole(appNavigator(modules))
        for _ in 0..<count { blackHole(appNavigator(modules)) }
        return true
    case "set-root-open-10k-cold":
        // The same without the warm-up: most links name a route type navigated to for the first time.
        let flat = FlatNavigationSet(count: 10_000)
        for index in 0..<count { flat.navigate(index) }
        return true
    case "set-root-open-10", "set-root-open-10k":
        // COUNT times `setRoot(home)` then `open` of a one-route link, with 10 or 10,000 mixed
        // routes registered (`set-root-open-10k-vs-10`), after one warm-up pass over the pool (the
        // first use of each of the 10,000 route types instantiates its metadata).
        let flat = FlatNavigationSet(count: set == "set-root-open-10" ? 10 : 10_000)
        for index in 0..<4096 { flat.navigate(index) }
        for index in 0..<count { flat.navigate(index) }
        return true
    case "mixed-10k", "mixed-10", "mixed-10k-floor":
        let size = set == "mixed-10" ? 10 : 10_000
        let types = MixedRouteSet.routeTypes(count: size)
        pool = MixedRouteSet.lookupPool(patternNumbers: Array(0..<size), size: 4096, salt: 0x6D31)
        if set == "mixed-10k-floor" {
            let floor = OffsetTrie(routes: types)
            lookup = { blackHole(floor.match($0)) }
        } else {
            let matcher = RouteMatcher(routes: types)
            lookup = { blackHole(try? matcher.route(forPath: $0)) }
        }
    case "link-policy-mixed-10":
        // `LinkPolicy.linkPath(of:)` alone, the first step of `open`, on the mixed set's paths as
        // `bench://` links.
        let policy = LinkPolicy(schemes: ["bench"])
        pool = MixedRouteSet.lookupPool(patternNumbers: Array(0..<10), size: 4096, salt: 0x6D31)
            .map { "bench://" + $0 }
        lookup = { blackHole(try? policy.linkPath(of: $0)) }
    case "link-routes-mixed-10":
        // The link policy and the matcher together: what `open` does before the navigator's
        // pipeline, on the same `bench://` links.
        let policy = LinkPolicy(schemes: ["bench"])
        let matcher = RouteMatcher(routes: MixedRouteSet.routeTypes(count: 10))
        pool = MixedRouteSet.lookupPool(patternNumbers: Array(0..<10), size: 4096, salt: 0x6D31)
            .map { "bench://" + $0 }
        lookup = { blackHole(try? matcher.routes(for: policy.linkPath(of: $0))) }
    case "open-deep-link":
        // `open(_:)` through a navigator with a headless host, alternating articles of two sections
        // (`s/1` and `s/4`) so that every link rebuilds the stack, like `open-deep-link-headless-host`.
        let linked = Navigator(modules: [ChainModule()], root: BenchHomeRoute(), schemes: ["bench"])
        let host = HeadlessHost(navigator: linked)
        pool = (0..<4096).map { "bench://bench/s/\($0 & 1 == 0 ? 1 : 4)/t/2/a/3" }
        // The closure keeps the host alive, so every `open` builds and releases screens.
        lookup = {
            blackHole(linked.open($0))
            blackHole(host)
        }
    case "4seg-10k", "4seg-10":
        let numbers = set == "4seg-10" ? RouteSets.smallSetNumbers : Array(0..<RouteSets.patternCount)
        let matcher = RouteMatcher(routes: numbers.map { RouteSets.allRouteTypes[$0] })
        pool = RouteSets.lookupPool(patternNumbers: numbers, size: 4096, salt: 1)
        lookup = { blackHole(try? matcher.route(forPath: $0)) }
    default:
        return false
    }
    for index in 0..<count { lookup(pool[index & 4095]) }
    return true
}
