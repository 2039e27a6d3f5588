import Foundation
import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("Guards, superseding and redirects")
struct GuardTests {
    @Test func aDenyingGuardAbortsTheWholeNavigationAndNamesTheRoute() async {
        let app = TabbedApp()
        app.session.user = "me"
        let before = app.navigator.state
        let outcome = await app.navigator.navigate(to: EditAccountRoute(user: "someone")).outcome
        #expect(
            outcome == .denied(route: "account/someone/edit", reason: "you can only edit your own account"))
        #expect(app.navigator.state == before)
        #expect(
            app.recorder.lines.last
                == "event=navigationBlocked route=account/someone/edit source=app reason=\"you can only edit your own account\""
        )
    }

    @Test func anAllowingGuardLetsTheNavigationApplyAndSeesItsSource() async {
        let app = TabbedApp()
        app.session.user = "me"
        let outcome = await app.navigator.open("myapp://account/me/edit").outcome
        #expect(outcome == .applied)
        #expect(
            app.outline
                == "tabs: feed account* search\nfeed: feed\naccount: account/me > account/me/edit\nsearch: search"
        )
        #expect(app.log.calls == ["edit me from deepLink"])
    }

    @Test func aGuardedNavigationWaitsWithoutChangingAnything() async {
        let app = TabbedApp()
        app.session.vaultDelay = .milliseconds(20)
        let request = app.navigator.navigate(to: VaultRoute(item: 1))
        #expect(request.currentOutcome == nil)
        #expect(app.navigator.isWaitingOnGuards)
        #expect(app.outline == "stack: signin")
        #expect(await request.outcome == .applied)
        #expect(
            app.outline
                == "tabs: feed* account search\nfeed: feed > vault/1\naccount: account/me\nsearch: search")
    }

    @Test func aDenialAnywhereInAMultiRouteLinkAbortsItWhole() async {
        let app = TabbedApp()
        app.session.vaultAnswer = .deny("locked")
        let outcome = await app.navigator.open("myapp://feed/vault/7/article/2").outcome
        #expect(outcome == .denied(route: "vault/7", reason: "locked"))
        #expect(app.outline == "stack: signin")
        #expect(!app.recorder.events.contains { $0.kind == .deepLinkOpened })
    }

    @Test func aParentsGuardGuardsAColdLinkToItsChild() async {
        // Opening an article cold brings in feed > article; a guarded vault parent chain is the
        // same rule: here the edit screen's chain is account/me > account/me/edit, and the
        // redirect comes from the edit guard even though the link names only the child.
        let app = TabbedApp()
        let outcome = await app.navigator.open("myapp://account/me/edit").outcome
        #expect(outcome == .redirected(route: "account/me/edit", to: SignInPromptRoute()))
        #expect(app.outline == "stack: signin\n  cover: signin/prompt")
    }

    @Test func aThrowingGuardCountsAsADenialWithItsError() async {
        struct Offline: Error {}
        let app = TabbedApp()
        app.session.vaultDelay = .milliseconds(1)
        app.session.vaultAnswer = .allow
        // A guard that throws: Task.sleep throws when cancelled, so make it throw by cancelling.
        let thrower = TabbedApp(extraModules: [ThrowingFeature()])
        let outcome = await thrower.navigator.navigate(to: BrokenRoute()).outcome
        guard case .denied(let route, let reason) = outcome else {
            Issue.record("expected denied, got \(outcome)")
            return
        }
        #expect(route == "broken")
        #expect(reason.contains("Offline"))
        #expect(thrower.outline == "stack: signin")
        _ = app
    }

    @Test func aSlowGuardEndsBlockedWithReasonTimeout() async {
        let app = TabbedApp(guardTimeout: .milliseconds(20))
        app.session.vaultDelay = .seconds(5)
        let outcome = await app.navigator.navigate(to: VaultRoute(item: 3)).outcome
        #expect(outcome == .timedOut(route: "vault/3"))
        #expect(app.outline == "stack: signin")
    }

    @Test func guardsOfOneNavigationRunConcurrently() async {
        // Each guard waits until the other has started; run one after the other they would
        // time out.
        let rendezvous = Rendezvous()
        let app = TabbedApp(
            extraModules: [RendezvousFeature(rendezvous: rendezvous)], guardTimeout: .seconds(60))
        let outcome = await app.navigator.open("myapp://left/right").outcome
        #expect(outcome == .applied)
        #expect(app.outline == "stack: left > right")
    }

    @Test func aNewerNavigationSupersedesOneWaitingOnItsGuard() async {
        let app = TabbedApp()
        app.session.vaultDelay = .milliseconds(30)
        let older = app.navigator.navigate(to: VaultRoute(item: 1))
        let newer = app.navigator.navigate(to: ArticleRoute(id: 2))
        #expect(await older.outcome == .superseded)
        #expect(await newer.outcome == .applied)
        try? await Task.sleep(for: .milliseconds(60))
        #expect(
            app.outline
                == "tabs: feed* account search\nfeed: feed > article/2\naccount: account/me\nsearch: search")
        #expect(app.recorder.events.contains { $0.kind == .superseded })
    }

    @Test func racingGuardedNavigationsAlwaysEndWithTheNewerOne() async {
        var random = SeededRandom(seed: 42)
        for round in 0..<1_000 {
            let app = TabbedApp()
            let firstDelay = Int.random(in: 0...300, using: &random)
            let secondDelay = Int.random(in: 0...300, using: &random)
            let firstItem = round * 2
            let secondItem = round * 2 + 1
            app.session.vaultDelay = .microseconds(firstDelay)
            let older = app.navigator.navigate(to: VaultRoute(item: firstItem))
            app.session.vaultDelay = .microseconds(secondDelay)
            let newer = app.navigator.navigate(to: VaultRoute(item: secondItem))
            let outcomes = (await older.outcome, await newer.outcome)
            #expect(outcomes.0 == .superseded)
            #expect(outcomes.1 == .applied)
            #expect(
                app.outline
                    == "tabs: feed* account search\nfeed: feed > vault/\(secondItem)\naccount: account/me\nsearch: search",
                "round \(round): delays \(firstDelay)µs, \(secondDelay)µs")
        }
    }

    @Test func aRedirectKeepsTheOriginalNavigationToResumeAfterSignIn() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        let outcome = await app.navigator.navigate(to: EditAccountRoute(user: "me")).outcome
        #expect(outcome == .redirected(route: "account/me/edit", to: SignInPromptRoute()))
        #expect(
            app.outline
                == "tabs: feed* account search\nfeed: feed\n  cover: signin/prompt\naccount: account/me\nsearch: search"
        )
        #expect(app.navigator.pendingNavigation?.summary == "navigate account/me/edit")

        // The sign-in screen succeeds, closes itself and resumes the original navigation.
        app.session.user = "me"
        app.navigator.dismiss()
        let resumed = app.navigator.resumePendingNavigation()
        #expect(await resumed?.outcome == .applied)
        #expect(
            app.outline
                == "tabs: feed account* search\nfeed: feed\naccount: account/me > account/me/edit\nsearch: search"
        )
        #expect(app.navigator.pendingNavigation == nil)
    }

    @Test func aDiscardedPendingNavigationIsGone() async {
        let app = TabbedApp()
        _ = await app.navigator.navigate(to: EditAccountRoute(user: "me")).outcome
        #expect(app.navigator.pendingNavigation != nil)
        app.navigator.discardPendingNavigation()
        #expect(app.navigator.resumePendingNavigation() == nil)
    }

    @Test func restorationRunsTheGuardsAgainAndCutsWhatTheyRefuse() async throws {
        let app = TabbedApp()
        let opened = await app.navigator.open("myapp://feed/vault/9").outcome
        #expect(opened == .applied)
        #expect(app.outline.contains("feed: feed > vault/9"))
        let saved = try app.navigator.savedState()

        let later = TabbedApp()
        later.session.vaultAnswer = .deny("locked since")
        let report = await later.navigator.restore(from: saved)
        #expect(report.restored)
        #expect(
            report.issues.map(\.description) == [
                "dropped vault/9 (vault/:item): refused by its guard: locked since"
            ])
        #expect(later.outline.contains("feed: feed\n"))
        #expect(later.log.calls.last == "vault/9 from restoration")
    }
}

// MARK: - Helpers

@Route("broken")
struct BrokenRoute {}

struct ThrowingFeature: FeatureModule {
    struct Offline: Error {}
    func register(in context: FeatureRegistrationContext) {
        context.register(BrokenRoute.self, canNavigate: { _, _ in throw Offline() }) { _ in "never" }
    }
}

@Route("left")
struct LeftRoute {}

@Route("right")
struct RightRoute {}

/// Two guards that each wait for the other to start: no clocks, so a loaded machine cannot
/// fail the test; run one after the other, the first would wait until the navigation's timeout.
@MainActor
final class Rendezvous {
    private var arrived: Set<String> = []
    private var waiting: [String: CheckedContinuation<Void, Never>] = [:]

    func arrive(_ name: String, waitingFor other: String) async -> GuardDecision {
        arrived.insert(name)
        waiting.removeValue(forKey: name)?.resume()
        if !arrived.contains(other) {
            await withCheckedContinuation { waiting[other] = $0 }
        }
        return .allow
    }
}

struct RendezvousFeature: FeatureModule {
    let rendezvous: Rendezvous
    func register(in context: FeatureRegistrationContext) {
        let rendezvous = rendezvous
        context.register(
            LeftRoute.self, canNavigate: { _, _ in await rendezvous.arrive("left", waitingFor: "right") }
        ) {
            _ in "left"
        }
        context.register(
            RightRoute.self, canNavigate: { _, _ in await rendezvous.arrive("right", waitingFor: "left") }
        ) {
            _ in "right"
        }
    }
}

/// A small seeded generator so random delays repeat from run to run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
