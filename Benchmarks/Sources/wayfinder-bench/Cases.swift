import Foundation
import Wayfinder
import WayfinderCore

/// Stops the benchmark when a case's set-up does not do what the case assumes.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        print("wayfinder-bench: set-up check failed: \(message())")
        exit(1)
    }
}

// MARK: - Matching (cases 1–2)

/// Resolving 4-segment paths against 10,000 patterns, against 10 patterns, the linear scan and the
/// offsets-only floor, all measured in the same interleaved rounds.
@MainActor
func matchingCases(settings: HarnessSettings) -> [CaseResult] {
    let allTypes = RouteSets.allRouteTypes
    let smallTypes = RouteSets.smallSetNumbers.map { allTypes[$0] }
    let large = RouteMatcher(routes: allTypes)
    let small = RouteMatcher(routes: smallTypes)
    let linear = LinearScanMatcher(routes: allTypes)
    let offsets = OffsetTrie(routes: allTypes)
    require(large.conflicts.isEmpty && small.conflicts.isEmpty, "generated patterns conflict")

    let poolSize = 4096
    let mask = poolSize - 1
    let largePool = RouteSets.lookupPool(patternNumbers: Array(0..<allTypes.count), size: poolSize, salt: 1)
    let smallPool = RouteSets.lookupPool(patternNumbers: RouteSets.smallSetNumbers, size: poolSize, salt: 2)

    // Every path must resolve, to a route of the type it was drawn from, in every implementation.
    for path in largePool {
        let route = try? large.route(forPath: path)
        require(route != nil, "\(path) does not resolve in the 10,000-pattern matcher")
        let scanned = linear.route(forPath: path)
        require(
            scanned.map { $0.isEqual(to: route!) } ?? false, "the linear scan resolves \(path) differently")
        let floor = offsets.match(path)
        require(
            floor.map { type(of: route!) == allTypes[Int($0.pattern)] } ?? false,
            "the floor resolves \(path) differently")
    }
    for path in smallPool {
        let route = try? small.route(forPath: path)
        require(route != nil, "\(path) does not resolve in the 10-pattern matcher")
        require(
            (try? large.route(forPath: path)).map { $0.isEqual(to: route!) } ?? false,
            "\(path) resolves differently in the two matchers")
    }

    var cursors = Array(repeating: 0, count: 5)
    func lookups(_ name: String, _ slot: Int, _ pool: [String], _ lookup: @escaping (String) -> Void) -> Body
    {
        Body(name: name) { count in
            var cursor = cursors[slot]
            for _ in 0..<count {
                lookup(pool[cursor & mask])
                cursor &+= 1
            }
            cursors[slot] = cursor
        }
    }
    let medians = measureGroup(
        [
            lookups("10k", 0, largePool) { blackHole(try? large.route(forPath: $0)) },
            lookups("10", 1, smallPool) { blackHole(try? small.route(forPath: $0)) },
            lookups("10k-small-pool", 2, smallPool) { blackHole(try? large.route(forPath: $0)) },
            lookups("linear", 3, largePool) { blackHole(linear.route(forPath: $0)) },
            lookups("floor", 4, largePool) { blackHole(offsets.match($0)) },
        ], settings: settings)

    let tenThousand = medians["10k"]!
    return [
        CaseResult(
            name: "match-4seg-10k-vs-10", nanosecondsPerOperation: tenThousand,
            baseline: "match-4seg-10", baselineNanosecondsPerOperation: medians["10"]!, goal: .atMost(1.5)),
        CaseResult(
            name: "match-4seg-10k-same-paths-vs-10", nanosecondsPerOperation: medians["10k-small-pool"]!,
            baseline: "match-4seg-10", baselineNanosecondsPerOperation: medians["10"]!, goal: .none),
        CaseResult(
            name: "match-vs-linear-scan", nanosecondsPerOperation: tenThousand,
            baseline: "linear-scan-10k", baselineNanosecondsPerOperation: medians["linear"]!,
            goal: .speedUpAtLeast(25)),
        CaseResult(
            name: "match-4seg-vs-floor", nanosecondsPerOperation: tenThousand,
            baseline: "floor-4seg-10k", baselineNanosecondsPerOperation: medians["floor"]!,
            goal: .atMost(2.5)),
    ]
}

// MARK: - Push and pop (case 6)

/// Registers the two routes of the push/pop cases.
struct BenchModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(BenchHomeRoute.self) { _ in "home" }
        context.register(BenchItemRoute.self) { route in "item \(route.id)" }
    }
}

/// Stack limits of the deep-stack cases: room for 1,000 entries and the pushed one (the standard
/// limit is 128 screens per stack).
let deepStackLimits = NavigationLimits(maximumStackLength: 2048)

/// A navigator configuration with ``deepStackLimits``.
var deepStackConfiguration: NavigatorConfiguration {
    var configuration = NavigatorConfiguration()
    configuration.limits = deepStackLimits
    return configuration
}

/// A push + pop pair through the navigator, and through the pure reducer, on stacks of 10, 50 and
/// 1,000 entries; plus the copy of an entries array of each size, to size a copy-on-write copy.
@MainActor
func pushPopCases(settings: HarnessSettings) -> [CaseResult] {
    let route = BenchItemRoute(id: 0)

    func navigatorBody(depth: Int) -> Body {
        let navigator = Navigator(
            modules: [BenchModule()], root: BenchHomeRoute(), configuration: deepStackConfiguration)
        navigator.failureHandler = { failure in require(false, "navigation failed: \(failure)") }
        require(navigator.diagnostics.isEmpty, "registration diagnostics: \(navigator.diagnostics)")
        for id in 1..<depth { navigator.push(BenchItemRoute(id: id)) }
        require(
            navigator.state.activeStack.entries.count == depth, "the navigator's stack is not \(depth) deep")
        return Body(name: "navigator-\(depth)") { count in
            for _ in 0..<count {
                blackHole(navigator.push(route))
                blackHole(navigator.pop())
            }
        }
    }

    func reducerBody(depth: Int) -> Body {
        var state = NavigationState(root: BenchHomeRoute())
        for id in 1..<depth { _ = try? state.apply(.push([BenchItemRoute(id: id)]), within: deepStackLimits) }
        require(state.activeStack.entries.count == depth, "the reducer's stack is not \(depth) deep")
        return Body(name: "reducer-\(depth)") { count in
            for _ in 0..<count {
                blackHole(try? state.apply(.push([route]), within: deepStackLimits))
                blackHole(try? state.apply(.pop(count: 1), within: deepStackLimits))
            }
        }
    }

    /// Appending to an entries array that another variable still shares: one full copy.
    func copyBody(depth: Int) -> Body {
        let entries = (0..<depth).map { RouteEntry(id: RouteEntry.ID(rawValue: UInt64($0)), route: route) }
        let extra = RouteEntry(id: RouteEntry.ID(rawValue: UInt64(depth)), route: route)
        return Body(name: "copy-\(depth)") { count in
            for _ in 0..<count {
                var copy = entries
                copy.append(extra)
                blackHole(copy)
            }
        }
    }

    let medians = measureGroup(
        [
            navigatorBody(depth: 10), navigatorBody(depth: 50), navigatorBody(depth: 1000),
            reducerBody(depth: 10),
            reducerBody(depth: 50), reducerBody(depth: 1000), copyBody(depth: 50), copyBody(depth: 1000),
        ], settings: settings)

    return [
        CaseResult(
            name: "push-pop-1000-vs-10", nanosecondsPerOperation: medians["navigator-1000"]!,
            baseline: "push-pop-10", baselineNanosecondsPerOperation: medians["navigator-10"]!,
            goal: .atMost(1.3)),
        CaseResult(
            name: "reducer-push-pop-1000-vs-10", nanosecondsPerOperation: medians["reducer-1000"]!,
            baseline: "reducer-push-pop-10", baselineNanosecondsPerOperation: medians["reducer-10"]!,
            goal: .atMost(1.3)),
        CaseResult(
            name: "push-pop-1000", nanosecondsPerOperation: medians["navigator-1000"]!,
            baseline: "push-pop-50", baselineNanosecondsPerOperation: medians["navigator-50"]!,
            goal: .atMost(1.3)),
        CaseResult(
            name: "reducer-push-pop-1000", nanosecondsPerOperation: medians["reducer-1000"]!,
            baseline: "reducer-push-pop-50", baselineNanosecondsPerOperation: medians["reducer-50"]!,
            goal: .atMost(1.3)),
        CaseResult(
            name: "push-pop-50-navigator-vs-reducer", nanosecondsPerOperation: medians["navigator-50"]!,
            baseline: "reducer-push-pop-50", baselineNanosecondsPerOperation: medians["reducer-50"]!,
            goal: .none),
        CaseResult(
            name: "push-pop-1000-navigator-vs-reducer", nanosecondsPerOperation: medians["navigator-1000"]!,
            baseline: "reducer-push-pop-1000", baselineNanosecondsPerOperation: medians["reducer-1000"]!,
            goal: .none),
        CaseResult(
            name: "entries-copy-1000", nanosecondsPerOperation: medians["copy-1000"]!,
            baseline: "entries-copy-50", baselineNanosecondsPerOperation: medians["copy-50"]!, goal: .none),
    ]
}

// MARK: - Path representation (case 5)

/// `pathRepresentation` of a macro-declared route with a query property against a string
/// interpolation of the same values.
@MainActor
func pathRepresentationCases(settings: HarnessSettings) -> [CaseResult] {
    let sorts = ["new", "top", "old", "hot"]
    let routes = (0..<256).map {
        PostCommentRoute(id: 1000 + 37 * $0, commentID: 7 * $0, sort: sorts[$0 % 4])
    }
    func interpolated(_ route: PostCommentRoute) -> String {
        "post/\(route.id)/comments/\(route.commentID)?sort=\(route.sort ?? "")"
    }
    for route in routes {
        require(route.pathRepresentation == interpolated(route), "\(route.pathRepresentation) is unexpected")
    }
    var cursor = 0
    let medians = measureGroup(
        [
            Body(name: "route") { count in
                for _ in 0..<count {
                    blackHole(routes[cursor & 255].pathRepresentation)
                    cursor &+= 1
                }
            },
            Body(name: "interpolation") { count in
                for _ in 0..<count {
                    blackHole(interpolated(routes[cursor & 255]))
                    cursor &+= 1
                }
            },
        ], settings: settings)
    return [
        CaseResult(
            name: "path-representation", nanosecondsPerOperation: medians["route"]!,
            baseline: "string-interpolation", baselineNanosecondsPerOperation: medians["interpolation"]!,
            goal: .atMost(2))
    ]
}
