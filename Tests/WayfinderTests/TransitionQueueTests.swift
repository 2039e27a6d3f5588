import Testing
import WayfinderCore

@testable import Wayfinder

@MainActor
@Suite("The transition queue on its own")
struct TransitionQueueTests {
    private func request(_ id: UInt64, _ summary: String, _ routes: [any Route] = []) -> NavigationRequest {
        NavigationRequest(id: id, summary: summary, writeBack: routes.map { AnyHashable($0) })
    }

    @Test func withoutATransitionEverythingRunsNow() {
        let queue = TransitionQueue()
        #expect(queue.admit(request(1, "pop"), source: .app, coalescing: true) {}.isRunNow)
    }

    @Test func duringATransitionNavigationsWaitAndRunInOrderWhenTheLastEnds() {
        let queue = TransitionQueue()
        queue.begin(causedByLastNavigation: false)
        queue.begin(causedByLastNavigation: false)
        var ran: [Int] = []
        #expect(queue.admit(request(1, "push a"), source: .app, coalescing: true) { ran.append(1) }.isQueued)
        #expect(queue.admit(request(2, "push b"), source: .app, coalescing: true) { ran.append(2) }.isQueued)
        #expect(!queue.end())
        #expect(queue.nextToRun() == nil)
        #expect(queue.end())
        while let next = queue.nextToRun() { next.run() }
        #expect(ran == [1, 2])
        #expect(!queue.end(), "an end without a transition in flight is ignored")
    }

    @Test func aRepeatOfTheNavigationBeingAnimatedIsCoalesced() {
        let queue = TransitionQueue()
        let animated = request(1, "push post/1", [HomeRoute()])
        queue.applied(animated, source: .app)
        queue.begin(causedByLastNavigation: true)
        let decision = queue.admit(request(2, "push post/1", [HomeRoute()]), source: .app, coalescing: true) {
        }
        guard case .coalesced(let twin) = decision else {
            Issue.record("not coalesced")
            return
        }
        #expect(twin === animated)
        // Another source, other routes, or coalescing off: queued.
        #expect(
            queue.admit(request(3, "push post/1", [HomeRoute()]), source: .user, coalescing: true) {}.isQueued
        )
        #expect(
            queue.admit(request(4, "push post/1", [LoginRoute()]), source: .user, coalescing: true) {}
                .isQueued)
        #expect(
            queue.admit(request(5, "push post/1", [LoginRoute()]), source: .user, coalescing: false) {}
                .isQueued)
    }

    @Test func aUsersSwipeIsNeverTakenForTheNavigationADoubleTapRepeats() {
        let queue = TransitionQueue()
        queue.applied(request(1, "pop"), source: .app)
        queue.begin(causedByLastNavigation: false)
        #expect(queue.admit(request(2, "pop"), source: .app, coalescing: true) {}.isQueued)
    }

    @Test func aTransitionsOwnWriteBackRunsAtOnce() {
        let queue = TransitionQueue()
        queue.begin(causedByLastNavigation: false)
        var decision: TransitionQueue.Decision?
        queue.applyingTransitionResult {
            decision = queue.admit(request(1, "back"), source: .user, coalescing: true) {}
        }
        #expect(decision?.isRunNow == true)
    }
}

extension TransitionQueue.Decision {
    var isRunNow: Bool {
        if case .runNow = self { return true }
        return false
    }

    var isQueued: Bool {
        if case .queued = self { return true }
        return false
    }
}
