import Foundation
import Observation
import Testing
import Wayfinder
import WayfinderCore

/// Which observation scopes fired during one navigation, by name.
@MainActor
final class ScopeProbe {
    private(set) var fired: [String] = []

    /// Watches what `read` reads; a change records `name` once.
    func watch(_ name: String, _ read: @escaping @MainActor () -> Void) {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            // Observation calls this synchronously, on the main actor that mutates the navigator.
            MainActor.assumeIsolated { self?.fired.append(name) }
        }
    }

    /// Watches the tab bar (what a tab view reads) and every stack of the state, as the
    /// adapters' views read them, and the whole state.
    func watchEverything(of navigator: Navigator) {
        watch("tabBar") { _ = navigator.snapshot }
        watch("state") { _ = navigator.state }
        let state = navigator.state
        let bases: [(TabID?, NavigationState.Stack)] =
            state.tabBar.map { $0.tabs.map { ($0.id, $0.stack) } } ?? [(nil, state.baseStack)]
        for (tab, base) in bases {
            for depth in 0...base.modalDepth {
                let location = StackLocation(tab: tab, depth: depth)
                watch("\(tab?.rawValue ?? "stack")/\(depth)") { _ = navigator.snapshot(at: location) }
            }
        }
    }

    /// The scopes that fired, without the whole-state observer, sorted.
    var scopes: [String] { fired.filter { $0 != "state" }.sorted() }
}

@MainActor
@Suite("A navigation invalidates only the observation scopes whose data it changed")
struct ObservationScopeTests {
    /// The tabbed app on its feed tab with a few screens on every tab.
    private func app() async -> TabbedApp {
        let app = TabbedApp()
        app.session.user = "me"
        #expect(await app.navigator.open("myapp://feed/article/1").outcome == .applied)
        #expect(await app.navigator.userSelectedTab("search").outcome == .applied)
        #expect(await app.navigator.push(ArticleRoute(id: 2)).outcome == .applied)
        #expect(await app.navigator.userSelectedTab("feed").outcome == .applied)
        #expect(
            app.outline
                == "tabs: feed* account search\nfeed: feed > article/1\naccount: account/me\nsearch: search > article/2"
        )
        return app
    }

    private func fired(in app: TabbedApp, by navigation: () async -> NavigationOutcome) async -> [String] {
        let probe = ScopeProbe()
        probe.watchEverything(of: app.navigator)
        let outcome = await navigation()
        #expect(outcome == .applied, "\(outcome)\n\(app.outline)")
        #expect(probe.fired.filter { $0 == "state" }.count == 1, "whole-state observers see one change")
        return probe.scopes
    }

    @Test func aPushInOneTabFiresThatTabsStackAlone() async {
        let app = await app()
        let scopes = await fired(in: app) { await app.navigator.push(ArticleRoute(id: 3)).outcome }
        #expect(scopes == ["feed/0"])
    }

    @Test func aPopFiresThatStackAlone() async {
        let app = await app()
        #expect(await fired(in: app) { await app.navigator.pop().outcome } == ["feed/0"])
    }

    @Test func aTabSwitchFiresTheTabBarAlone() async {
        let app = await app()
        let scopes = await fired(in: app) { await app.navigator.userSelectedTab("search").outcome }
        #expect(scopes == ["tabBar"])
    }

    @Test func switchingToATabAndPoppingItToItsRootFiresTheTabBarAndThatStack() async {
        let app = await app()
        let scopes = await fired(in: app) { await app.navigator.switchTab(to: "search").outcome }
        #expect(scopes == ["search/0", "tabBar"])
    }

    @Test func presentingFiresThePresenterAloneAndASheetPushingInsideItselfFiresOnlyItsStack() async {
        let app = await app()
        #expect(await fired(in: app) { await app.navigator.present(ComposeRoute()).outcome } == ["feed/0"])
        #expect(await fired(in: app) { await app.navigator.push(ArticleRoute(id: 9)).outcome } == ["feed/1"])
        #expect(await fired(in: app) { await app.navigator.pop().outcome } == ["feed/1"])
    }

    @Test func dismissingFiresThePresenterAndTheModalsStack() async {
        let app = await app()
        #expect(await app.navigator.present(ComposeRoute()).outcome == .applied)
        #expect(await fired(in: app) { await app.navigator.dismiss().outcome } == ["feed/0", "feed/1"])
    }

    @Test func aDeepLinkThatSelectsATabFiresTheTabBarAndThatTabsStack() async {
        let app = await app()
        let scopes = await fired(in: app) {
            await app.navigator.open("myapp://account/me/account/me/edit").outcome
        }
        #expect(scopes == ["account/0", "tabBar"])
    }

    @Test func anAlertFiresItsStackAlone() async {
        let app = await app()
        #expect(
            await fired(in: app) { await app.navigator.presentAlert(SignOutAlertRoute()).outcome } == [
                "feed/0"
            ])
    }

    @Test func changingATabsTitleFiresTheTabBar() async {
        let app = await app()
        let renamed = app.navigator.tabs.map { tab in
            tab.id == "search"
                ? TabSpec(
                    id: tab.id, title: "Find", systemImage: tab.systemImage, root: tab.root,
                    priority: tab.priority)
                : tab
        }
        #expect(await fired(in: app) { await app.navigator.setTabs(renamed).outcome } == ["tabBar"])
    }

    @Test func replacingTheRootFiresEveryScope() async {
        let app = await app()
        let scopes = await fired(in: app) { await app.navigator.setRoot(SignInRoute()).outcome }
        #expect(scopes == ["account/0", "feed/0", "search/0", "tabBar"])
    }
}
