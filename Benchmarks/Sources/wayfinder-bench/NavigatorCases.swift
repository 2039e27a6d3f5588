import Foundation
import Observation
import Wayfinder
import WayfinderCore

// MARK: - Observation notifications per push and per pop (case 6, a side check)

/// Counts the observation notifications of a navigator's state: it tracks `state`, and each
/// time a change fires it counts it and tracks again.
@MainActor
private final class ObservationCounter {
    let navigator: Navigator
    var count = 0

    init(navigator: Navigator) {
        self.navigator = navigator
        track()
    }

    private func track() {
        withObservationTracking {
            _ = navigator.state
        } onChange: { [self] in
            MainActor.assumeIsolated {
                count += 1
                track()
            }
        }
    }
}

/// Pushes and pops 100 times on a 1,000-entry stack, checking that each push and each pop causes
/// exactly one observation notification (not timed).
@MainActor
func observationCases() -> [CaseResult] {
    let navigator = Navigator(
        modules: [BenchModule()], root: BenchHomeRoute(), configuration: deepStackConfiguration)
    for id in 1..<1000 { navigator.push(BenchItemRoute(id: id)) }
    let counter = ObservationCounter(navigator: navigator)
    var commands = 0
    for id in 0..<100 {
        var before = counter.count
        navigator.push(BenchItemRoute(id: id))
        require(counter.count - before == 1, "a push caused \(counter.count - before) notifications")
        before = counter.count
        navigator.pop()
        require(counter.count - before == 1, "a pop caused \(counter.count - before) notifications")
        commands += 2
    }
    return [
        CaseResult(
            name: "observation-per-push-pop",
            nanosecondsPerOperation: Double(counter.count) / Double(commands),
            baseline: "exactly-one", baselineNanosecondsPerOperation: 1, goal: .atMost(1),
            unit: "notifications/command")
    ]
}

// MARK: - navigate(to:) and deep links (case 6)

/// Registers the home, the article chain and the items.
struct ChainModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(BenchHomeRoute.self) { _ in "home" }
        context.register(BenchItemRoute.self) { route in "item \(route.id)" }
        context.register(BenchSectionRoute.self) { route in "section \(route.section)" }
        context.register(BenchTopicRoute.self) { route in "topic \(route.topic)" }
        context.register(BenchArticleRoute.self) { route in "article \(route.id)" }
    }
}

/// `navigate(to:)` an article whose parent chain has four levels (home > section > topic >
/// article), and `open(_:)` of the article's deep link through a navigator with a
/// `HeadlessHost` attached. Each operation alternates between two articles of different sections,
/// so every one rebuilds the three entries above home (and, with the host, builds their screens
/// and releases the previous ones). Reported against a push + pop on a 10-entry stack, and the
/// deep link against the floor resolving the same paths over the same five patterns.
@MainActor
func chainCases(settings: HarnessSettings) -> [CaseResult] {
    let articles = [
        BenchArticleRoute(section: 1, topic: 2, id: 3), BenchArticleRoute(section: 4, topic: 5, id: 6),
    ]
    let navigator = Navigator(modules: [ChainModule()], root: BenchHomeRoute())
    navigator.failureHandler = { failure in require(false, "navigation failed: \(failure)") }
    require(navigator.diagnostics.isEmpty, "registration diagnostics: \(navigator.diagnostics)")
    navigator.navigate(to: articles[0])
    require(
        navigator.outline == "stack: bench/home > bench/s/1 > bench/s/1/t/2 > bench/s/1/t/2/a/3",
        "navigate(to:) gave \(navigator.outline)")

    let linked = Navigator(modules: [ChainModule()], root: BenchHomeRoute(), schemes: ["bench"])
    linked.failureHandler = { failure in require(false, "the deep link failed: \(failure)") }
    let host = HeadlessHost(navigator: linked)
    let links = articles.map { "bench://\($0.pathRepresentation)" }
    linked.open(links[1])
    require(
        linked.outline == "stack: bench/home > bench/s/4 > bench/s/4/t/5 > bench/s/4/t/5/a/6",
        "open(_:) gave \(linked.outline)")
    require(host.screens.count == 4, "the host shows \(host.screens.count) screens, not 4")

    let pushPop = Navigator(modules: [ChainModule()], root: BenchHomeRoute())
    for id in 1..<10 { pushPop.push(BenchItemRoute(id: id)) }
    let item = BenchItemRoute(id: 0)

    // The floor resolving the links' paths over the same patterns.
    let floor = OffsetTrie(
        routes: [
            BenchHomeRoute.self, BenchItemRoute.self, BenchSectionRoute.self, BenchTopicRoute.self,
            BenchArticleRoute.self,
        ])
    let paths = articles.map(\.pathRepresentation)
    require(paths.allSatisfy { floor.match($0)?.pattern == 4 }, "the floor does not resolve \(paths)")

    var turn = 0
    let medians = measureGroup(
        [
            Body(name: "navigate") { count in
                for _ in 0..<count {
                    blackHole(navigator.navigate(to: articles[turn & 1]))
                    turn &+= 1
                }
            },
            Body(name: "open") { count in
                for _ in 0..<count {
                    blackHole(linked.open(links[turn & 1]))
                    turn &+= 1
                }
            },
            Body(name: "floor") { count in
                for _ in 0..<count {
                    blackHole(floor.match(paths[turn & 1]))
                    turn &+= 1
                }
            },
            Body(name: "push-pop") { count in
                for _ in 0..<count {
                    blackHole(pushPop.push(item))
                    blackHole(pushPop.pop())
                }
            },
        ], settings: settings)
    require(host.screens.count == 4, "the host shows \(host.screens.count) screens after the runs, not 4")
    withExtendedLifetime(host) {}
    return [
        CaseResult(
            name: "navigate-4-level-chain", nanosecondsPerOperation: medians["navigate"]!,
            baseline: "push-pop-10", baselineNanosecondsPerOperation: medians["push-pop"]!, goal: .none),
        CaseResult(
            name: "open-deep-link-headless-host", nanosecondsPerOperation: medians["open"]!,
            baseline: "push-pop-10", baselineNanosecondsPerOperation: medians["push-pop"]!, goal: .none),
        CaseResult(
            name: "open-deep-link-vs-floor", nanosecondsPerOperation: medians["open"]!,
            baseline: "floor-link-path", baselineNanosecondsPerOperation: medians["floor"]!, goal: .atMost(10)
        ),
    ]
}
