import Foundation
import Observation
import Wayfinder
import WayfinderCore

// MARK: - Observation scopes fired per navigation (issue 17, part 3; counted, not timed)

/// The root of one of the five tabs of the scope case.
@Route("scope/tab/:index")
struct ScopeTabRoute {
    let index: Int
}

/// A screen of the scope case, pushed 19 times on every tab.
@Route("scope/item/:id")
struct ScopeItemRoute {
    let id: Int
}

/// A sheet of the scope case.
@Route("scope/sheet")
struct ScopeSheetRoute {
    var preferredPresentation: Presentation { .sheet }
}

struct ScopeModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(ScopeTabRoute.self) { route in "tab \(route.index)" }
        context.register(ScopeItemRoute.self) { route in "item \(route.id)" }
        context.register(ScopeSheetRoute.self) { _ in "sheet" }
        for index in 0..<5 {
            context.registerTab(
                TabSpec(
                    id: TabID("t\(index)"), title: "Tab \(index)", systemImage: "circle",
                    root: ScopeTabRoute(index: index), priority: 10 - index))
        }
    }
}

/// Counts the scopes that fire while one navigation runs: the tab bar (what a tab view reads
/// through `binding`) and every stack (what each stack view reads through `snapshot(at:)`).
@MainActor
private func scopesFired(on navigator: Navigator, during navigation: () -> Void) -> Int {
    @MainActor final class Counter { var fired = 0 }
    let counter = Counter()
    func watch(_ read: @escaping @MainActor () -> Void) {
        withObservationTracking(read) { MainActor.assumeIsolated { counter.fired += 1 } }
    }
    watch { _ = navigator.snapshot }
    let state = navigator.state
    for tab in state.tabBar?.tabs ?? [] {
        for depth in 0...tab.stack.modalDepth {
            let location = StackLocation(tab: tab.id, depth: depth)
            watch { _ = navigator.snapshot(at: location) }
        }
    }
    navigation()
    return counter.fired
}

/// Five tabs of 20 entries each; for each kind of navigation, how many observation scopes it
/// invalidates, against the scopes whose data it changes (the ideal).
@MainActor
func scopeCases() -> [CaseResult] {
    let navigator = Navigator(modules: [ScopeModule()], root: ScopeTabRoute(index: 0), schemes: ["bench"])
    navigator.switchTab(to: "t0")
    for index in (0..<5).reversed() {
        navigator.userSelectedTab(TabID("t\(index)"))
        for id in 1..<20 { navigator.push(ScopeItemRoute(id: index * 100 + id)) }
    }
    require(navigator.state.tabBar?.tabs.allSatisfy { $0.stack.entries.count == 20 } == true, "5 tabs of 20")
    let cases: [(name: String, ideal: Int, run: () -> Void)] = [
        ("push", 1, { navigator.push(ScopeItemRoute(id: 9_999)) }),
        ("pop", 1, { navigator.pop() }),
        ("present", 1, { navigator.present(ScopeSheetRoute()) }),
        ("push-in-sheet", 1, { navigator.push(ScopeItemRoute(id: 9_998)) }),
        ("dismiss", 2, { navigator.dismiss() }),
        ("tab-switch", 1, { navigator.userSelectedTab("t3") }),
        ("deep-link-selecting-a-tab", 2, { navigator.open("bench://scope/tab/1/scope/item/42") }),
    ]
    return cases.map { entry in
        let fired = scopesFired(on: navigator, during: entry.run)
        return CaseResult(
            name: "scopes-fired-\(entry.name)", nanosecondsPerOperation: Double(fired),
            baseline: "scopes-changed", baselineNanosecondsPerOperation: Double(entry.ideal),
            goal: .atMost(1),
            unit: "scopes/navigation")
    }
}
