import Foundation
import WayfinderCore

// MARK: - Lookups side by side with the peers (issue 17)

/// A lookup body cycling through a pool of paths.
@MainActor
func cyclingBody(_ name: String, _ pool: [String], _ lookup: @escaping (String) -> Void) -> Body {
    var cursor = 0
    return Body(name: name) { count in
        for _ in 0..<count {
            lookup(pool[cursor])
            cursor += 1
            if cursor == pool.count { cursor = 0 }
        }
    }
}

/// How many paths of each set the agreement check resolves in every contender.
let agreementPaths = 1000

/// The lookup sets of issue 17: the GitHub API set and the mixed 10, 1,000 and 10,000 sets.
@MainActor
func peerLookupSets() -> [LookupSet] {
    [
        LookupSet.table(
            GitHubRouteSet.self, name: "github", count: GitHubRouteSet.patterns.count, salt: 0x6174),
        LookupSet.table(MixedRouteSet.self, name: "mixed-10", count: 10, salt: 0x6D33),
        LookupSet.table(MixedRouteSet.self, name: "mixed-1k", count: 1000, salt: 0x6D32),
        LookupSet.table(MixedRouteSet.self, name: "mixed-10k", count: 10_000, salt: 0x6D31),
    ]
}

/// Every lookup set through the five contenders, after the agreement check; all their bodies
/// (and RoutingKit on pre-split paths, a diagnostic) in one interleaved group, so a slow moment
/// hits every contender and set alike.
@MainActor
func peerLookupCases(settings: HarnessSettings) -> [CaseResult] {
    let clock = ContinuousClock()
    let sets = peerLookupSets()
    let contenders = sets.map(LookupContenders.init(set:))

    // Agreement: the same pattern (or none) from every contender, or the run fails.
    let checkStart = clock.now
    var disagreements: [String] = []
    for (index, set) in contenders.enumerated() {
        let paths = set.set.sample(agreementPaths, salt: 0xA6_0000 + UInt64(index))
        disagreements += set.disagreements(on: paths, fullURLMatcherChecks: settings.fullURLMatcherChecks)
    }
    if !disagreements.isEmpty {
        print("wayfinder-bench: the contenders disagree on \(disagreements.count) paths:")
        for message in disagreements.prefix(20) { print("  " + message) }
        exit(1)
    }
    for set in sets {
        print(
            "\(set.name): \(set.patterns.count) patterns, pool of \(set.pool.count) distinct paths "
                + "(\(set.hitCount) matching, \(format(100 * set.missShare, digits: 1)) % misses)")
    }
    print(
        "agreement: \(agreementPaths) paths of each set give the same pattern (or none) in "
            + "\(LookupContenders.names.joined(separator: ", ")) (urlmatcher given every pattern on the first "
            + "\(settings.fullURLMatcherChecks), the patterns of the path's shape on all) "
            + "(checked in \((clock.now - checkStart).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))))"
    )

    var bodies: [Body] = []
    for contender in contenders {
        let pool = contender.set.pool
        let name = contender.set.name
        let matcher = contender.matcher
        let floor = contender.floor
        let routingKit = contender.routingKit
        let urlMatcher = contender.urlMatcher
        let linear = contender.linear
        bodies += [
            cyclingBody("\(name)/wayfinder", pool) { blackHole(try? matcher.route(forPath: $0)) },
            cyclingBody("\(name)/floor", pool) { blackHole(floor.match($0)) },
            cyclingBody("\(name)/routingkit", pool) { blackHole(routingKit.route(forPath: $0)) },
            cyclingBody("\(name)/urlmatcher", pool) { blackHole(urlMatcher.match($0)) },
            cyclingBody("\(name)/linear", pool) { blackHole(linear.route(forPath: $0)) },
        ]
        // Diagnostic: RoutingKit's trie walk alone, on paths split beforehand.
        let split = pool.map(RoutingKitPeer.split)
        var cursor = 0
        bodies.append(
            Body(name: "\(name)/routingkit-presplit") { count in
                for _ in 0..<count {
                    blackHole(routingKit.route(components: split[cursor]))
                    cursor += 1
                    if cursor == split.count { cursor = 0 }
                }
            })
    }
    let medians = measureGroup(bodies, settings: settings)

    var results: [CaseResult] = []
    for set in sets {
        func ns(_ contender: String) -> Double { medians["\(set.name)/\(contender)"]! }
        results += [
            CaseResult(
                name: "lookup-\(set.name)-wayfinder-vs-floor", nanosecondsPerOperation: ns("wayfinder"),
                baseline: "floor-\(set.name)", baselineNanosecondsPerOperation: ns("floor"),
                // A diagnostic: the floor decodes and validates nothing, which is most of a lookup.
                goal: .none),
            CaseResult(
                name: "lookup-\(set.name)-wayfinder-vs-routingkit", nanosecondsPerOperation: ns("wayfinder"),
                baseline: "routingkit-\(set.name)", baselineNanosecondsPerOperation: ns("routingkit"),
                goal: .speedUpAtLeast(10)),
            CaseResult(
                name: "lookup-\(set.name)-wayfinder-vs-urlmatcher", nanosecondsPerOperation: ns("wayfinder"),
                baseline: "urlmatcher-\(set.name)", baselineNanosecondsPerOperation: ns("urlmatcher"),
                goal: .speedUpReported),
            CaseResult(
                name: "lookup-\(set.name)-wayfinder-vs-linear-scan", nanosecondsPerOperation: ns("wayfinder"),
                baseline: "linear-scan-\(set.name)", baselineNanosecondsPerOperation: ns("linear"),
                goal: .speedUpReported),
        ]
        for peer in ["routingkit", "routingkit-presplit", "urlmatcher", "linear"] {
            results.append(
                CaseResult(
                    name: "lookup-\(set.name)-\(peer)-vs-floor", nanosecondsPerOperation: ns(peer),
                    baseline: "floor-\(set.name)", baselineNanosecondsPerOperation: ns("floor"), goal: .none))
        }
    }
    // Flatness: the 10,000-pattern lookup against the 10-pattern one, same contender.
    for contender in LookupContenders.names {
        results.append(
            CaseResult(
                name: "flatness-mixed-10k-vs-10-\(contender)",
                nanosecondsPerOperation: medians["mixed-10k/\(contender)"]!,
                baseline: "\(contender)-mixed-10",
                baselineNanosecondsPerOperation: medians["mixed-10/\(contender)"]!,
                goal: contender == "wayfinder" ? .atMost(1.3) : .none))
    }
    return results
}
