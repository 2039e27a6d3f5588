import Foundation
import Wayfinder
import WayfinderCore

// MARK: - Launch (issue item 4)

/// The sizes of the launch cases.
let launchSizes = [100, 500, 1000]

/// A navigator of the first `count` routes of ``AppRouteSet`` (five tab modules), created at the
/// home tab's root, so its first state is the tab bar.
@MainActor
func appNavigator(_ modules: [any FeatureModule]) -> Navigator {
    Navigator(modules: modules, root: AppRouteSet.tabRoots[0], schemes: ["bench"])
}

/// `Navigator(modules:root:)` of 100, 500 and 1,000 app-shaped routes, measured to its first
/// state (registration, `freeze()`, the tab bar installed), beside RoutingKit registering the
/// same patterns (their path components made beforehand), all in one interleaved group.
///
/// Targets: ≤ 1 ms for 500 routes, ≤ 1.0× RoutingKit at 1,000.
@MainActor
func launchCases(settings: HarnessSettings) -> [CaseResult] {
    var bodies: [Body] = []
    for count in launchSizes {
        let modules = AppTabModule.modules(count: count)
        let navigator = appNavigator(modules)
        require(navigator.diagnostics.isEmpty, "registration diagnostics: \(navigator.diagnostics.prefix(3))")
        require(navigator.registry.registrations.count == count, "not every app route registered")
        require(
            navigator.state.tabBar?.selection == TabID("home") && navigator.tabs.count == 5,
            "the app did not launch into its tab bar: \(navigator.outline)")
        // A deep route's parent chain reaches its tab's root.
        var generator = SeededGenerator(seed: RouteSets.seed)
        let deep = try! navigator.registry.matcher.route(
            forPath: AppRouteSet.samplePath(forPattern: count - 1, query: true, using: &generator))
        require(
            deep.parentChain().count > 1 && navigator.owningTab(of: deep) != nil,
            "\(deep.pathRepresentation) has no parent chain to a tab")
        let components = RoutingKitPeer.components(of: Array(AppRouteSet.patterns.prefix(count)))
        bodies += [
            Body(name: "wayfinder-\(count)") { runs in
                for _ in 0..<runs { blackHole(appNavigator(modules)) }
            },
            Body(name: "routingkit-\(count)") { runs in
                for _ in 0..<runs { blackHole(RoutingKitPeer(patterns: components)) }
            },
        ]
    }
    let placeholderShare = AppRouteSet.placeholderShare(count: 1000)
    print(
        "app route set: 5 tabs, chains of 1-4 levels, \(format(100 * placeholderShare, digits: 1)) % placeholder "
            + "segments; a guard on every tenth route")
    let medians = measureGroup(bodies, settings: settings)

    var results: [CaseResult] = []
    for count in launchSizes {
        results.append(
            CaseResult(
                name: "launch-app-\(count)-vs-routingkit",
                nanosecondsPerOperation: medians["wayfinder-\(count)"]!,
                baseline: "routingkit-register-app-\(count)",
                baselineNanosecondsPerOperation: medians["routingkit-\(count)"]!,
                goal: count == 1000 ? .atMost(1) : .none))
    }
    for count in launchSizes {
        results.append(
            CaseResult(
                name: "launch-app-\(count)", nanosecondsPerOperation: medians["wayfinder-\(count)"]!,
                baseline: "budget-1-ms", baselineNanosecondsPerOperation: 1_000_000,
                goal: count == 500 ? .atMost(1) : .none))
    }
    return results
}
