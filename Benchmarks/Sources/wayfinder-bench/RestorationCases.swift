import Foundation
import Wayfinder
import WayfinderCore

// MARK: - Save and restore (case 7)

/// Registers three tabs (roots `bench/tab/0…2`), the home and the items.
struct TabsModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(BenchHomeRoute.self) { _ in "home" }
        context.register(BenchItemRoute.self) { route in "item \(route.id)" }
        context.register(BenchTabRoute.self) { route in "tab \(route.number)" }
        for number in 0..<3 {
            context.registerTab(
                TabSpec(
                    id: TabID("t\(number)"), title: "Tab \(number)", systemImage: "circle",
                    root: BenchTabRoute(number: number), priority: 10 - number))
        }
    }
}

/// Nanoseconds per call of an async body: warmed up, then the median of the rounds, each round
/// calibrated from the warm-up like ``measureGroup(_:settings:)``.
@MainActor
private func measureAsync(settings: HarnessSettings, _ body: @MainActor () async -> Void) async -> Double {
    let clock = ContinuousClock()
    var calls = 0
    let warmUpStart = clock.now
    while calls < 3 || clock.now - warmUpStart < .nanoseconds(settings.warmUpNanoseconds) {
        await body()
        calls += 1
    }
    let perCall = Double((clock.now - warmUpStart) / .nanoseconds(1)) / Double(calls)
    let count = max(1, Int(Double(settings.roundNanoseconds) / perCall))
    var samples: [Double] = []
    for _ in 0..<settings.rounds {
        let start = clock.now
        for _ in 0..<count { await body() }
        samples.append(Double((clock.now - start) / .nanoseconds(1)) / Double(count))
    }
    return median(samples)
}

/// `savedState()` and `restore(from:)` of a state with 3 tabs of 15 entries each and a sheet over
/// the selected tab, restored into a second navigator of the same modules (no guards, so
/// `restore` never suspends; it is awaited on the main actor all the same).
@MainActor
func restorationCases(settings: HarnessSettings) async -> [CaseResult] {
    let source = Navigator(modules: [TabsModule()], root: BenchHomeRoute())
    source.failureHandler = { failure in require(false, "navigation failed: \(failure)") }
    require(source.diagnostics.isEmpty, "registration diagnostics: \(source.diagnostics)")
    source.setRoot(BenchTabRoute(number: 0))
    for number in [1, 2, 0] {
        source.switchTab(to: TabID("t\(number)"))
        for index in 1..<15 { source.push(BenchItemRoute(id: 100 * number + index)) }
    }
    source.present(BenchItemRoute(id: 999))
    require(
        source.state.allEntries.count == 46, "the state has \(source.state.allEntries.count) entries, not 46")
    let data: Data
    do { data = try source.savedState() } catch {
        require(false, "savedState failed: \(error)")
        return []
    }

    let target = Navigator(modules: [TabsModule()], root: BenchHomeRoute())
    let report = await target.restore(from: data)
    require(report.restored && report.issues.isEmpty, "restoration: \(report)")
    require(target.outline == source.outline, "restored \(target.outline)\ninstead of \(source.outline)")

    let save = measureGroup(
        [Body(name: "save") { count in for _ in 0..<count { blackHole(try? source.savedState()) } }],
        settings: settings)["save"]!
    let restore = await measureAsync(settings: settings) { blackHole(await target.restore(from: data)) }
    print(
        "save + restore of 3 tabs x 15 entries + a sheet (\(data.count) bytes): save "
            + "\(format(save / 1000, digits: 1)) us, restore \(format(restore / 1000, digits: 1)) us")
    let budget = 1_000_000.0
    return [
        CaseResult(
            name: "restore-3-tabs-x-15-modal", nanosecondsPerOperation: restore, baseline: "budget-1-ms",
            baselineNanosecondsPerOperation: budget, goal: .atMost(1)),
        CaseResult(
            name: "save-3-tabs-x-15-modal", nanosecondsPerOperation: save, baseline: "budget-1-ms",
            baselineNanosecondsPerOperation: budget, goal: .none),
        CaseResult(
            name: "save-restore-3-tabs-x-15-modal", nanosecondsPerOperation: save + restore,
            baseline: "budget-1-ms", baselineNanosecondsPerOperation: budget, goal: .none),
    ]
}
