import Testing
import WayfinderCore

@testable import Wayfinder

/// A guard that answers after `delay`.
private func guardCheck(_ route: any Route, after delay: Duration = .zero, _ decision: GuardDecision)
    -> GuardCheck
{
    GuardCheck(route: route) { _, _ in
        if delay > .zero { try await Task.sleep(for: delay) }
        return decision
    }
}

@MainActor
@Suite("Guard evaluation on its own")
struct GuardEvaluationTests {
    @Test func withEveryGuardAllowingTheVerdictIsAllowed() async {
        let verdict = await GuardEvaluation.verdict(
            of: [guardCheck(HomeRoute(), .allow), guardCheck(PostRoute(id: 1), .allow)], source: .app,
            timeout: nil)
        #expect(verdict == .allowed)
    }

    @Test func aDenialDecidesAtOnceWhateverTheOthersAnswerLater() async {
        let verdict = await GuardEvaluation.verdict(
            of: [
                guardCheck(HomeRoute(), after: .seconds(30), .allow),
                guardCheck(PostRoute(id: 1), .deny("locked")),
            ], source: .app, timeout: nil)
        #expect(verdict == .denied(route: "post/1", reason: "locked"))
    }

    @Test func theFirstRedirectInRouteOrderWinsNotTheFirstToAnswer() async {
        let verdict = await GuardEvaluation.verdict(
            of: [
                guardCheck(HomeRoute(), after: .milliseconds(50), .redirect(to: LoginRoute())),
                guardCheck(PostRoute(id: 1), .redirect(to: SettingsRoute())),
            ], source: .app, timeout: nil)
        #expect(verdict == .redirected(route: "home", to: LoginRoute()))
        #expect(verdict != .redirected(route: "home", to: SettingsRoute()))
    }

    @Test func aThrowingGuardDenies() async {
        struct Offline: Error {}
        let check = GuardCheck(route: HomeRoute()) { _, _ in throw Offline() }
        let verdict = await GuardEvaluation.verdict(of: [check], source: .app, timeout: nil)
        #expect(verdict == .denied(route: "home", reason: "the guard threw Offline()"))
    }

    @Test func theTimeoutDecidesAndNamesTheFirstUndecidedGuardInRouteOrder() async {
        // Both guards outlast the timeout, so which one is named does not depend on scheduling.
        let verdict = await GuardEvaluation.verdict(
            of: [
                guardCheck(HomeRoute(), after: .seconds(30), .allow),
                guardCheck(PostRoute(id: 1), after: .seconds(30), .allow),
            ],
            source: .app, timeout: .milliseconds(50))
        #expect(verdict == .timedOut(route: "home"))
    }

    @Test func aNavigationWaitsUntilItsGuardsDecideAndThenIsNoLongerWaiting() async {
        let guards = GuardEvaluation()
        let request = NavigationRequest(id: 1, summary: "push post/1")
        let decided = await withCheckedContinuation {
            (continuation: CheckedContinuation<GuardVerdict, Never>) in
            guards.evaluate([guardCheck(PostRoute(id: 1), .allow)], for: request, source: .app, timeout: nil)
            {
                continuation.resume(returning: $0)
            }
            #expect(guards.isWaiting)
        }
        #expect(decided == .allowed)
        #expect(!guards.isWaiting)
    }

    @Test func cancellingHandsBackTheWaitingNavigationsOldestFirstAndTheyNeverDecide() async throws {
        let guards = GuardEvaluation()
        var decided: [UInt64] = []
        for id: UInt64 in [2, 1] {
            let request = NavigationRequest(id: id, summary: "push post/\(id)")
            guards.evaluate(
                [guardCheck(PostRoute(id: Int(id)), after: .milliseconds(20), .allow)], for: request,
                source: .app, timeout: nil
            ) { _ in decided.append(id) }
        }
        let overtaken = guards.cancelWaiting()
        for navigation in overtaken { navigation.request.finish(.superseded) }
        #expect(overtaken.map(\.request.id) == [1, 2])
        #expect(!guards.isWaiting)
        try await Task.sleep(for: .milliseconds(60))
        #expect(decided.isEmpty)
    }

    @Test func aKeptNavigationIsHandedBackOnce() {
        let guards = GuardEvaluation()
        guards.keep(
            PendingNavigation(summary: "navigate admin", source: .app, redirectedRoute: "admin") {
                NavigationRequest(id: 9, summary: "navigate admin")
            })
        #expect(guards.pending?.summary == "navigate admin")
        #expect(guards.takePending()?.redirectedRoute == "admin")
        #expect(guards.pending == nil)
        #expect(guards.takePending() == nil)
    }
}

@Suite("Guard decisions compare by value")
struct GuardDecisionTests {
    @Test func decisionsAreEqualWhenTheirCasesAndValuesAre() {
        #expect(GuardDecision.allow == .allow)
        #expect(GuardDecision.deny("locked") == .deny("locked"))
        #expect(GuardDecision.deny("locked") != .deny("closed"))
        #expect(GuardDecision.redirect(to: LoginRoute()) == .redirect(to: LoginRoute()))
        #expect(GuardDecision.redirect(to: PostRoute(id: 1)) != .redirect(to: PostRoute(id: 2)))
        #expect(GuardDecision.allow != .deny("allow"))
    }
}

@MainActor
@Suite("Result waiters on their own")
struct ResultWaitersTests {
    /// A state `home > post/1 > post/2` with a sheet `settings` over it, and its entries.
    private func state() throws -> NavigationState {
        var state = NavigationState(root: HomeRoute())
        try state.apply(.push([PostRoute(id: 1), PostRoute(id: 2)]))
        try state.apply(.present([SettingsRoute()], style: .sheet))
        return state
    }

    private func waiter(_ delivered: @escaping @MainActor (Any?) -> Void = { _ in }) -> ResultWaiter {
        ResultWaiter(typeName: "Int", accepts: { $0 is Int }, deliver: delivered)
    }

    @Test func theNearestWaitingEntryIsTheTopmostOnTheActivePath() throws {
        let state = try state()
        var waiters = ResultWaiters()
        let stack = state.stack(at: StackLocation(tab: nil, depth: 0))!
        waiters.add(waiter(), for: stack.entries[1].id)
        waiters.add(waiter(), for: stack.entries[2].id)
        #expect(waiters.nearestWaitingEntry(in: state)?.description == "post/2")
    }

    @Test func aWaitingModalRootIsNearerThanTheScreensBelowIt() throws {
        let state = try state()
        var waiters = ResultWaiters()
        let below = state.stack(at: StackLocation(tab: nil, depth: 0))!.entries[2]
        let sheet = state.stack(at: StackLocation(tab: nil, depth: 1))!.entries[0]
        waiters.add(waiter(), for: below.id)
        waiters.add(waiter(), for: sheet.id)
        #expect(waiters.nearestWaitingEntry(in: state)?.description == "settings")
    }

    @Test func theNearestCallerIsFoundWithoutTakingItAndDeliveredOnlyWhenTaken() throws {
        let state = try state()
        var waiters = ResultWaiters()
        var delivered: [Int?] = []
        let post2 = state.stack(at: StackLocation(tab: nil, depth: 0))!.entries[2]
        waiters.add(waiter { delivered.append($0 as? Int) }, for: post2.id)
        #expect(try waiters.nearestEntry(accepting: 7, in: state) == post2.id)
        #expect(waiters.isWaiting(on: post2.id), "finding the caller leaves it waiting")
        let delivery = waiters.take(7, for: post2.id)
        #expect(!waiters.isWaiting(on: post2.id))
        #expect(delivered.isEmpty)
        delivery?.deliver()
        #expect(delivered == [7])
    }

    @Test func withNoCallerOnTheActivePathTakingAResultIsNoResultExpected() throws {
        let waiters = ResultWaiters()
        #expect(throws: NavigationFailure.noResultExpected) {
            try waiters.nearestEntry(accepting: 7, in: try state())
        }
    }

    @Test func aResultOfAnotherTypeIsAMismatchAndTheCallerStays() throws {
        let state = try state()
        var waiters = ResultWaiters()
        let sheet = state.stack(at: StackLocation(tab: nil, depth: 1))!.entries[0]
        waiters.add(waiter(), for: sheet.id)
        #expect(throws: NavigationFailure.resultTypeMismatch(expected: "Int", got: "String")) {
            try waiters.nearestEntry(accepting: "seven", in: state)
        }
        #expect(waiters.isWaiting(on: sheet.id))
        #expect(waiters.take("seven", for: sheet.id) == nil)
        #expect(waiters.isWaiting(on: sheet.id))
        #expect(waiters.take(7, for: sheet.id)?.entry == sheet.id)
        #expect(!waiters.isWaiting(on: sheet.id))
    }

    @Test func theCallersOfEntriesThatLeftAreTakenWithNilAndTheOthersStay() throws {
        var state = try state()
        var waiters = ResultWaiters()
        var delivered: [String] = []
        let post2 = state.stack(at: StackLocation(tab: nil, depth: 0))!.entries[2]
        let sheet = state.stack(at: StackLocation(tab: nil, depth: 1))!.entries[0]
        waiters.add(waiter { delivered.append("post2 \(String(describing: $0))") }, for: post2.id)
        waiters.add(waiter { delivered.append("sheet \(String(describing: $0))") }, for: sheet.id)
        try state.apply(.dismissModal(above: StackLocation(tab: nil, depth: 0)))
        let gone = waiters.takeAll(notIn: state)
        #expect(gone.map(\.entry) == [sheet.id])
        for delivery in gone { delivery.deliver() }
        #expect(delivered == ["sheet nil"])
        #expect(!waiters.isWaiting(on: sheet.id))
        #expect(waiters.isWaiting(on: post2.id))
        #expect(waiters.takeAll(notIn: state).isEmpty)
    }

    @Test func withNoCallerThereIsNoNearestEntry() throws {
        #expect(ResultWaiters().nearestWaitingEntry(in: try state()) == nil)
    }
}

@MainActor
@Suite("Event fan-out on its own")
struct EventFanOutTests {
    @Test func eventsAreNumberedInTheOrderTheyAreMade() {
        let fanOut = EventFanOut()
        let first = fanOut.makeEvent(.pushed, source: .app)
        let second = fanOut.makeEvent(.popped, source: .app)
        #expect([first.sequence, second.sequence] == [1, 2])
    }

    @Test func changesBecomeOneEventEachAndInstalledTabsReportTheirOverflow() {
        let fanOut = EventFanOut()
        let post = RouteEntry(id: .init(rawValue: 7), route: PostRoute(id: 1))
        let overflow = TabSpec(
            id: "extra", title: "Extra", systemImage: "star", root: HomeRoute(), priority: 1)
        let events = fanOut.events(
            for: [.pushed([post], in: StackLocation(tab: nil, depth: 0)), .tabsInstalled(["home"])],
            source: .app, overflowTabs: [overflow])
        #expect(events.map(\.kind) == [.pushed, .tabsInstalled, .tabOverflow])
        #expect(events[0].routes == ["post/1"])
        #expect(events[2].tabs == ["extra"])
        #expect(events.map(\.sequence) == [1, 2, 3])
    }

    @Test func observersAreHeldWeaklyAndToldUntilRemoved() {
        let navigator = TestApp().navigator
        let fanOut = EventFanOut()
        let kept = EventRecorder()
        var dropped: EventRecorder? = EventRecorder()
        fanOut.addObserver(kept)
        fanOut.addObserver(dropped!)
        weak let gone = dropped
        dropped = nil
        #expect(gone == nil, "the fan-out does not keep an observer alive")
        fanOut.emit(fanOut.makeEvent(.pushed, source: .app), from: navigator)
        fanOut.removeObserver(kept)
        fanOut.emit(fanOut.makeEvent(.popped, source: .app), from: navigator)
        #expect(kept.events.map(\.kind) == [.pushed])
    }

    @Test func aSlowStreamDropsTheOldestEventsAndCountsThem() async {
        let navigator = TestApp().navigator
        let fanOut = EventFanOut()
        let stream = fanOut.subscribe(bufferSize: 2)
        for _ in 0..<5 { fanOut.emit(fanOut.makeEvent(.pushed, source: .app), from: navigator) }
        #expect(stream.droppedCount == 3)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.sequence == 4)
    }

    @Test func stateListenersAreToldUntilRemoved() {
        let fanOut = EventFanOut()
        var told = 0
        let token = fanOut.addStateListener { _, _ in told += 1 }
        fanOut.stateDidChange(to: NavigationState(root: HomeRoute()), with: [])
        fanOut.removeStateListener(token)
        fanOut.stateDidChange(to: NavigationState(root: HomeRoute()), with: [])
        #expect(told == 1)
    }
}
