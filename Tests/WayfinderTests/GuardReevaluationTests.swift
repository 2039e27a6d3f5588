import Foundation
import Testing
import Wayfinder
import WayfinderCore

@Route("member/:user")
private struct MemberRoute {
    let user: String
    var parent: (any Route)? { HomeRoute() }
}

@Route("member/:user/edit")
private struct MemberEditRoute {
    let user: String
    var parent: (any Route)? { MemberRoute(user: user) }
}

@Route("safe")
private struct SafeRoute {
    var preferredPresentation: Presentation { .sheet }
}

/// Who is signed in, as the guards read it.
@MainActor
final class MemberSession {
    var user: String? = "ada"
    /// Whether the safe's guard never answers.
    var safeHangs = false
}

/// Member screens and the safe open only for a signed-in user.
private struct MembersFeature: FeatureModule {
    let session: MemberSession

    func register(in context: FeatureRegistrationContext) {
        let session = session
        let signedIn: @MainActor @Sendable () -> GuardDecision = {
            return session.user == nil ? .deny("signed out") : .allow
        }
        context.register(MemberRoute.self, canNavigate: { _, _ in signedIn() }) {
            TestScreen(title: $0.pathRepresentation)
        }
        context.register(MemberEditRoute.self, canNavigate: { _, _ in signedIn() }) {
            TestScreen(title: $0.pathRepresentation)
        }
        context.register(
            SafeRoute.self,
            canNavigate: { _, _ in
                if session.safeHangs { try? await Task.sleep(for: .seconds(3600)) }
                return signedIn()
            }
        ) { TestScreen(title: $0.pathRepresentation) }
    }
}

@MainActor
@Suite("Guards that answer again: reevaluateGuards")
struct GuardReevaluationTests {
    let session = MemberSession()

    func makeApp() async -> TestApp {
        let app = TestApp(root: HomeRoute(), extraModules: [MembersFeature(session: session)])
        _ = await app.navigator.navigate(to: MemberEditRoute(user: "ada")).outcome
        return app
    }

    @Test func afterASignOutTheScreensWhoseGuardsNowRefuseGoInOneNavigation() async {
        let app = await makeApp()
        #expect(app.outline == "stack: home > member/ada > member/ada/edit")
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let entriesBefore = app.navigator.journal.entries.count
        session.user = nil
        #expect(await app.navigator.reevaluateGuards().outcome == .applied)
        #expect(app.outline == "stack: home")
        #expect(recorder.lines == ["event=popped route=member/ada/edit,member/ada source=app"])
        #expect(app.navigator.journal.entries.count == entriesBefore + 1)
        #expect(app.navigator.journal.entries.last?.call == .reevaluateGuards)
        #expect(app.navigator.journal.entries.last?.outline == "stack: home")
    }

    @Test func whileEveryGuardStillAllowsNothingChanges() async {
        let app = await makeApp()
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        #expect(await app.navigator.reevaluateGuards().outcome == .applied)
        #expect(app.outline == "stack: home > member/ada > member/ada/edit")
        #expect(recorder.events.isEmpty)
    }

    @Test func withoutAnyGuardedScreenItFinishesBeforeItReturns() {
        let app = TestApp(root: HomeRoute(), extraModules: [MembersFeature(session: session)])
        app.navigator.push(PostRoute(id: 1))
        #expect(app.navigator.reevaluateGuards().currentOutcome == .applied)
        #expect(app.outline == "stack: home > post/1")
    }

    @Test func leaveGuardsAreNotAskedSoUnsavedWorkCannotKeepASignedOutUser() async {
        let app = await makeApp()
        let editor = app.navigator.state.activeStack.top.id
        app.navigator.setLeaveGuard(for: editor) { _, _ in .stay("unsaved changes") }
        session.user = nil
        #expect(await app.navigator.reevaluateGuards().outcome == .applied)
        #expect(app.outline == "stack: home")
    }

    @Test func aRefusedModalIsDismissedAndTheScreensBelowItStay() async {
        let app = TestApp(root: HomeRoute(), extraModules: [MembersFeature(session: session)])
        app.navigator.push(PostRoute(id: 1))
        _ = await app.navigator.present(SafeRoute()).outcome
        app.navigator.push(PostRoute(id: 2))
        #expect(app.outline == "stack: home > post/1\n  sheet: safe > post/2")
        session.user = nil
        #expect(await app.navigator.reevaluateGuards().outcome == .applied)
        #expect(app.outline == "stack: home > post/1")
    }

    @Test func aBottomStacksRootStaysWhenItsGuardRefuses() {
        var state = NavigationState(root: HomeRoute())
        _ = try? state.apply(.push([PostRoute(id: 1), PostRoute(id: 2)]))
        let root = state.activeStack.root.id
        let commands = NavigationPlanner(tabs: []).commands(removing: [root], from: state)
        #expect(commands == [.popTo(root, in: StackLocation(tab: nil, depth: 0))])
    }

    @Test func aGuardThatDoesNotAnswerInTimeRemovesItsScreen() async {
        let app = TestApp(root: HomeRoute(), extraModules: [MembersFeature(session: session)])
        _ = await app.navigator.present(SafeRoute()).outcome
        session.safeHangs = true
        app.navigator.configuration.guardTimeout = .milliseconds(50)
        #expect(await app.navigator.reevaluateGuards().outcome == .applied)
        #expect(app.outline == "stack: home")
    }

    @Test func aNavigationStartedMeanwhileAppliesAndTheAnswersApplyToTheNewState() async {
        let app = await makeApp()
        session.user = nil
        let reevaluation = app.navigator.reevaluateGuards()
        // Pushed before the guards answer, above the refused screens: it goes with them.
        #expect(app.navigator.push(PostRoute(id: 9)).currentOutcome == .applied)
        #expect(reevaluation.currentOutcome == nil)
        #expect(await reevaluation.outcome == .applied)
        #expect(app.outline == "stack: home")
    }

    @Test func replayingAJournalReevaluatesAgain() async {
        let app = await makeApp()
        session.user = nil
        _ = await app.navigator.reevaluateGuards().outcome
        #expect(NavigationCall.reevaluateGuards.summary == "reevaluateGuards")
        #expect(NavigationCall.reevaluateGuards.description == "reevaluateGuards()")
        #expect(app.navigator.journal.entries.last?.call.isReplayable == true)
    }
}
