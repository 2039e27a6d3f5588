import Testing
import WayfinderCore

@testable import Wayfinder

/// A picker in a sheet whose leave guard the test sets: it returns a colour name.
@Route("picker/guarded")
struct GuardedPickerRoute {
    typealias NavigationResult = String
    var preferredPresentation: Presentation { .sheet }
}

/// The picker's "Discard your choice?" confirmation.
@Route("picker/discard")
struct DiscardPickAlertRoute {
    var preferredPresentation: Presentation { .alert }
}

/// What the picker's leave guard answers, and how often it was asked.
@MainActor
final class PickerLeaving {
    enum Answer: CaseIterable {
        case leave, stay, ask
    }

    var answer = Answer.leave
    /// While set, the guard waits for it to open before it answers.
    var gate: Gate?
    private(set) var asked = 0

    func decide() async -> LeaveDecision {
        asked += 1
        if let gate { await gate.wait() }
        switch answer {
        case .leave: return .leave
        case .stay: return .stay("picking")
        case .ask: return .ask(DiscardPickAlertRoute())
        }
    }
}

/// A door a guard waits at until the test opens it; it never times out on its own.
@MainActor
final class Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}

struct GuardedPickerFeature: FeatureModule {
    let name = "Picker"
    let leaving: PickerLeaving

    func register(in context: FeatureRegistrationContext) {
        context.register(GuardedPickerRoute.self) { _ in "picker" }
        context.registerLeaveGuard(for: GuardedPickerRoute.self) { [leaving] _, _ in await leaving.decide() }
        context.register(DiscardPickAlertRoute.self) { _ in
            AlertContent(
                title: "Discard your choice?",
                buttons: [
                    AlertButton("Keep picking", role: .cancel, action: "keep"),
                    AlertButton("Discard", role: .destructive, action: "discard"),
                ])
        }
        context.handleAlertActions(of: DiscardPickAlertRoute.self) { action, _, navigator in
            if action == "discard" {
                navigator.resumePendingNavigation()
            } else {
                navigator.discardPendingNavigation()
            }
        }
    }
}

/// The values a caller of `navigateForResult(to:)` received, in order.
@MainActor
final class Deliveries {
    private(set) var values: [String?] = []
    func append(_ value: String?) { values.append(value) }
}

@MainActor
private func makeApp(_ leaving: PickerLeaving) -> TestApp {
    TestApp(root: HomeRoute(), extraModules: [GuardedPickerFeature(leaving: leaving)])
}

/// Opens the guarded picker for a result and waits until it shows.
@MainActor
private func openPicker(in app: TestApp, into deliveries: Deliveries) async -> Task<Void, Never> {
    let caller = Task { @MainActor in
        deliveries.append(await app.navigator.navigateForResult(to: GuardedPickerRoute()))
    }
    _ = await waitUntil { app.outline.contains("sheet: picker/guarded") }
    return caller
}

/// The guarded picker opened for a result: its leave guard, its app and what its caller received.
@MainActor
struct OpenedPicker {
    let leaving = PickerLeaving()
    let app: TestApp
    let deliveries = Deliveries()

    /// Opens the picker with a leave guard that answers `answer`, waiting at `gate` if given.
    init(answering answer: PickerLeaving.Answer = .leave, gate: Gate? = nil) async {
        leaving.answer = answer
        leaving.gate = gate
        app = makeApp(leaving)
        _ = await openPicker(in: app, into: deliveries)
    }
}

/// The outcome of a request once it has one, waiting at most as long as `waitUntil`; nil if it
/// never finished.
@MainActor
private func finished(_ request: NavigationRequest) async -> NavigationOutcome? {
    _ = await waitUntil { request.currentOutcome != nil }
    return request.currentOutcome
}

/// Waits, with `waitUntil`'s deadline, until the caller has received `count` values.
@MainActor
private func received(_ count: Int, _ deliveries: Deliveries) async {
    _ = await waitUntil { deliveries.values.count >= count }
}

/// Gives a caller that was wrongly resumed every chance to record its value before a check that
/// nothing arrived.
@MainActor
private func settle() async {
    for _ in 0..<20 { await Task.yield() }
}

@MainActor
@Suite("Results: delivered once, only when the screen leaves")
struct ResultDeliveryTests {
    @Test func aResultIsNotDeliveredWhileTheLeaveGuardKeepsTheScreen() async {
        let picker = await OpenedPicker(answering: .stay)
        let (leaving, app, deliveries) = (picker.leaving, picker.app, picker.deliveries)

        let kept = await finished(app.navigator.finish(returning: "teal"))
        #expect(kept == .stayed(route: "picker/guarded", reason: "picking"))
        await settle()
        #expect(deliveries.values.isEmpty, "the screen is still on screen")
        #expect(app.outline == "stack: home\n  sheet: picker/guarded")

        // The screen can still close itself, and the caller gets that value, once.
        leaving.answer = .leave
        #expect(await finished(app.navigator.finish(returning: "navy")) == .applied)
        await received(1, deliveries)
        #expect(deliveries.values == ["navy"])
        #expect(app.outline == "stack: home")
    }

    @Test func aResultWaitsForTheUsersConfirmation() async {
        let picker = await OpenedPicker(answering: .ask)
        let (app, deliveries) = (picker.app, picker.deliveries)

        let asked = await finished(app.navigator.finish(returning: "teal"))
        #expect(asked == .redirected(route: "picker/guarded", to: DiscardPickAlertRoute()))
        await settle()
        #expect(deliveries.values.isEmpty)

        // "Keep picking": the value is dropped with the navigation, and the caller still waits.
        _ = await finished(app.navigator.userTappedAlertButton(at: 0))
        _ = await waitUntil { app.navigator.pendingNavigation == nil }
        await settle()
        #expect(deliveries.values.isEmpty)
        #expect(app.outline == "stack: home\n  sheet: picker/guarded")

        // Finishing again asks again; "Discard" ends the screen with the second value.
        _ = await finished(app.navigator.finish(returning: "navy"))
        _ = await finished(app.navigator.userTappedAlertButton(at: 1))
        await received(1, deliveries)
        #expect(deliveries.values == ["navy"])
        #expect(app.outline == "stack: home")
    }

    @Test func aFinishSupersededWhileItsGuardWaitsDeliversNothing() async {
        let gate = Gate()
        let picker = await OpenedPicker(gate: gate)
        let (leaving, app, deliveries) = (picker.leaving, picker.app, picker.deliveries)

        let held = app.navigator.finish(returning: "teal")
        _ = await waitUntil { leaving.asked == 1 }
        // A newer navigation (a push inside the sheet) supersedes the finish.
        #expect(await finished(app.navigator.push(PostRoute(id: 1))) == .applied)
        #expect(await finished(held) == .superseded)
        gate.open()
        await settle()
        #expect(deliveries.values.isEmpty)
        #expect(app.outline == "stack: home\n  sheet: picker/guarded > post/1")

        // Dragged away later, the screen leaves without a value: nil, once.
        guard case .stack(let stack) = app.navigator.snapshot, let sheet = stack.sheet else {
            Issue.record("no sheet to drag")
            return
        }
        _ = await finished(app.navigator.userDismissedModal(sheet.id, presentedFrom: sheet.presenter))
        await received(1, deliveries)
        #expect(deliveries.values == [nil])
    }

    @Test func aFinishQueuedBehindATransitionDeliversWhenItApplies() async {
        let picker = await OpenedPicker()
        let (app, deliveries) = (picker.app, picker.deliveries)

        app.navigator.transitionDidStart()
        let queued = app.navigator.finish(returning: "teal")
        await settle()
        #expect(queued.currentOutcome == nil, "queued behind the transition")
        #expect(deliveries.values.isEmpty)
        app.navigator.transitionDidEnd()
        #expect(await finished(queued) == .applied)
        await received(1, deliveries)
        #expect(deliveries.values == ["teal"])
    }

    @Test func aCallerWhoseScreenAGuardRedirectedIsResumedOnceEvenWhenTheNavigationResumes() async throws {
        let session = InboxSession()
        struct SignedInPickerFeature: FeatureModule {
            let session: InboxSession
            func register(in context: FeatureRegistrationContext) {
                context.register(
                    PushedColorPickerRoute.self,
                    canNavigate: { [session] _, _ in session.isSignedIn ? .allow : .redirect(to: LoginRoute())
                    }
                ) { _ in "picker" }
            }
        }
        let app = TestApp(root: HomeRoute(), extraModules: [SignedInPickerFeature(session: session)])
        let deliveries = Deliveries()
        Task { @MainActor in
            deliveries.append(await app.navigator.navigateForResult(to: PushedColorPickerRoute()))
        }
        // The guard answers on its own task: wait for the navigation it kept.
        #expect(await waitUntil { app.navigator.pendingNavigation != nil })
        await received(1, deliveries)
        #expect(deliveries.values == [nil], "redirected: the navigation did not apply")
        #expect(app.outline == "stack: home > login")

        // Signed in, the app resumes: the screen shows and can still close itself.
        session.isSignedIn = true
        #expect(await finished(try #require(app.navigator.resumePendingNavigation())) == .applied)
        #expect(app.outline == "stack: home > login > color-picker/pushed")
        #expect(await finished(app.navigator.finish(returning: "teal")) == .applied)
        await settle()
        #expect(deliveries.values == [nil], "the caller was resumed once")
        #expect(app.outline == "stack: home > login")
    }

    @Test func aQueuedFinishWhoseScreenTheUserSwipedAwayFailsInsteadOfApplyingNothing() async {
        let app = makePickerApp()
        let deliveries = Deliveries()
        Task { @MainActor in
            deliveries.append(await app.navigator.navigateForResult(to: PushedColorPickerRoute()))
        }
        _ = await waitUntil { app.outline == "stack: home > color-picker/pushed" }
        app.host.animation = .manual
        app.navigator.push(PostRoute(id: 1))
        app.navigator.pop()  // queued behind the push's animation
        app.host.completeTransition()
        _ = await waitUntil { app.outline == "stack: home > color-picker/pushed" }
        // The pop's animation runs; the finish waits behind it, and the user swipes the picker away.
        let queued = app.navigator.finish(returning: "teal")
        #expect(app.host.swipeBack())
        await received(1, deliveries)
        #expect(deliveries.values == [nil])
        while app.host.transitionsInFlight > 0 { app.host.completeTransition() }
        #expect(await finished(queued) == .failed(.noResultExpected))
        #expect(app.outline == "stack: home")
    }

    @Test func twoFinishesWhileTheFirstWaitsDeliverTheOneThatApplied() async {
        let gate = Gate()
        let picker = await OpenedPicker(gate: gate)
        let (app, deliveries) = (picker.app, picker.deliveries)

        let first = app.navigator.finish(returning: "teal")
        let second = app.navigator.finish(returning: "navy")
        #expect(await finished(first) == .superseded)
        gate.open()
        #expect(await finished(second) == .applied)
        await received(1, deliveries)
        #expect(deliveries.values == ["navy"])
    }
}

@MainActor
@Suite("Results against a model: random finishes, leave guards, confirmations and guards that wait")
struct ResultDeliveryModelTests {
    enum Step: CaseIterable {
        case open, answer, finish, drag, keep, discard, push, link, holdGuards, releaseGuards
    }

    /// After every step: a caller is resumed exactly once, when its screen leaves and not before,
    /// and with a value only if a finish with that value is what removed the screen.
    @Test(arguments: 0..<100 as Range<UInt64>)
    func aCallerIsResumedOnceWhenItsScreenLeavesWithTheValueOfTheFinishThatRemovedIt(seed: UInt64) async {
        var random = SeededRandom(seed: seed)
        let leaving = PickerLeaving()
        let app = makeApp(leaving)
        // Each opening of the picker has its caller and its deliveries.
        var callers: [Deliveries] = []
        var callerShowing = false
        // Each finish, with the caller whose screen showed when it was asked for.
        var finishes: [(request: NavigationRequest, value: String, caller: Int)] = []
        // The value of the navigation a confirmation waits for: a finish's, or nil for another.
        var pendingValue: String?? = nil
        var resumedValues: [String] = []
        var history: [String] = []

        func pickerShows() -> Bool {
            app.navigator.state.allEntries.contains { $0.route is GuardedPickerRoute }
        }
        func alertShows() -> Bool {
            app.navigator.state.allEntries.contains { $0.route is DiscardPickAlertRoute }
        }
        // Every navigation that may end the picker, with its value (nil for all but a finish);
        // one that a guard held ends later, so each is looked at once it has an outcome.
        var tracked: [(request: NavigationRequest, value: String?)] = []
        var concluded: Set<UInt64> = []
        func note(_ request: NavigationRequest, value: String?) async {
            tracked.append((request, value))
            await settle()
            noteConfirmations()
        }
        func noteConfirmations() {
            for (request, value) in tracked
            where !concluded.contains(request.id) && request.currentOutcome != nil {
                concluded.insert(request.id)
                if request.currentOutcome == .redirected(route: "picker/guarded", to: DiscardPickAlertRoute())
                {
                    pendingValue = .some(value)
                }
            }
        }

        for number in 0..<40 {
            // A guard answers on its own task: whatever concluded since the last step counts now
            // (a confirmation that shows was asked for by a navigation that has concluded).
            noteConfirmations()
            let step = Step.allCases.randomElement(using: &random)!
            history.append("\(step)")
            switch step {
            case .open:
                guard !pickerShows(), !alertShows() else { continue }
                let deliveries = Deliveries()
                callers.append(deliveries)
                _ = await openPicker(in: app, into: deliveries)
                callerShowing = pickerShows()
            case .answer:
                leaving.answer = PickerLeaving.Answer.allCases.randomElement(using: &random)!
                history[history.count - 1] += " \(leaving.answer)"
            case .finish:
                let value = "v\(number)"
                let request = app.navigator.finish(returning: value)
                finishes.append((request, value, callers.count - 1))
                await note(request, value: value)
            case .drag:
                guard case .stack(let stack) = app.navigator.snapshot, let sheet = stack.sheet else {
                    continue
                }
                await note(
                    app.navigator.userDismissedModal(sheet.id, presentedFrom: sheet.presenter), value: nil)
            case .keep, .discard:
                guard alertShows() else { continue }
                let wasPending = pendingValue
                let resume = app.navigator.pendingNavigation != nil && step == .discard
                _ = app.navigator.userTappedAlertButton(at: step == .keep ? 0 : 1)
                await settle()
                if resume, case .some(.some(let value)) = wasPending, !pickerShows() {
                    resumedValues.append(value)
                }
                pendingValue = nil
            case .push:
                await note(app.navigator.push(PostRoute(id: number)), value: nil)
                if !alertShows() { pendingValue = nil }
            case .link:
                await note(app.navigator.open("myapp://home"), value: nil)
                if !alertShows() { pendingValue = nil }
            case .holdGuards:
                if leaving.gate == nil { leaving.gate = Gate() }
            case .releaseGuards:
                leaving.gate?.open()
                leaving.gate = nil
                await settle()
                noteConfirmations()
            }
            await settle()
            guard let deliveries = callers.last, callerShowing else { continue }
            if pickerShows() {
                #expect(deliveries.values.isEmpty, "seed \(seed): resumed while on screen after \(history)")
            } else {
                await received(1, deliveries)
                callerShowing = false
                #expect(deliveries.values.count == 1, "seed \(seed): \(deliveries.values) after \(history)")
                // This caller's finishes only: a value meant for an earlier caller is a failure.
                let own = finishes.filter { $0.caller == callers.count - 1 }
                if let value = deliveries.values.first, let value {
                    #expect(
                        own.contains {
                            $0.value == value
                                && ($0.request.currentOutcome == .applied || resumedValues.contains(value))
                        },
                        "seed \(seed): \(value) came from no finish of this caller that applied, after \(history)"
                    )
                } else {
                    #expect(
                        !own.contains { $0.request.currentOutcome == .applied },
                        "seed \(seed): a finish applied but the caller got nil, after \(history)")
                }
            }
        }
        leaving.gate?.open()
        // Every caller ever resumed was resumed once.
        for deliveries in callers { #expect(deliveries.values.count <= 1, "seed \(seed): \(history)") }
    }
}
