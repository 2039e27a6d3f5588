import Foundation
import Testing
import Wayfinder
import WayfinderCore

/// Restoration goes through the same pipeline as every navigation: it waits for a transition in
/// flight, and it supersedes a navigation still waiting on its guards.
@MainActor
@Suite("Restoring takes the one navigation pipeline")
struct RestorationPipelineTests {
    private func savedPostState() async throws -> Data {
        let source = TestApp(root: HomeRoute())
        #expect(await source.navigator.push(PostRoute(id: 7)).outcome == .applied)
        return try source.navigator.savedState()
    }

    @Test func aRestoreDuringATransitionWaitsForItAndThenApplies() async throws {
        let data = try await savedPostState()
        let app = TestApp(root: HomeRoute())
        app.host.animation = .manual
        app.navigator.push(PostRoute(id: 1))
        #expect(app.host.transitionsInFlight == 1)
        let restoring = Task { await app.navigator.restore(from: data) }
        // Give the restore every chance to run past the transition.
        for _ in 0..<20 { await Task.yield() }
        #expect(app.outline == "stack: home > post/1", "a restore applied mid-animation")
        #expect(app.navigator.queuedNavigationCount == 1)
        app.host.completeTransition()
        while app.host.transitionsInFlight > 0 { app.host.completeTransition() }
        let report = await restoring.value
        #expect(report.isComplete)
        #expect(app.outline == "stack: home > post/7")
    }

    @Test func twoDifferentRestoresDuringOneTransitionAreNotMergedIntoOne() async throws {
        let first = try await savedPostState()
        let source = TestApp(root: HomeRoute())
        #expect(await source.navigator.push(PostRoute(id: 8)).outcome == .applied)
        let second = try source.navigator.savedState()
        let app = TestApp(root: HomeRoute())
        app.host.animation = .manual
        app.navigator.push(PostRoute(id: 1))
        let restoringFirst = Task { await app.navigator.restore(from: first) }
        for _ in 0..<20 { await Task.yield() }
        let restoringSecond = Task { await app.navigator.restore(from: second) }
        for _ in 0..<20 { await Task.yield() }
        while app.host.transitionsInFlight > 0 { app.host.completeTransition() }
        #expect(await restoringFirst.value.isComplete)
        #expect(await restoringSecond.value.isComplete)
        #expect(app.outline == "stack: home > post/8")
    }

    @Test func aRestoreSupersedesANavigationWaitingOnItsGuard() async throws {
        let source = TabbedApp()
        #expect(await source.navigator.open("myapp://feed/article/3").outcome == .applied)
        let data = try source.navigator.savedState()

        let app = TabbedApp()
        app.session.vaultDelay = .milliseconds(50)
        let waiting = app.navigator.navigate(to: VaultRoute(item: 1))
        let report = await app.navigator.restore(from: data)
        #expect(report.isComplete)
        #expect(await waiting.outcome == .superseded)
        try? await Task.sleep(for: .milliseconds(80))
        #expect(app.outline == source.outline, "the superseded vault navigation applied after the restore")
    }
}
