import Foundation
import Testing
import Wayfinder
import WayfinderCore

@Route("gate/:id")
private struct GateRoute {
    let id: Int
}

/// `gate/:id` opens only for even identifiers.
private struct GateFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(
            GateRoute.self, canNavigate: { route, _ in route.id.isMultiple(of: 2) ? .allow : .deny("odd") }
        ) { route in
            TestScreen(title: route.pathRepresentation)
        }
    }
}

@MainActor
@Suite("Editing the stack: replaceTop, remove, setStack")
struct StackEditingTests {
    /// `stack: home > post/1 > profile/ada > post/2`
    func makeApp() -> TestApp {
        let app = TestApp(root: HomeRoute(), extraModules: [GateFeature()])
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(ProfileRoute(user: "ada"))
        app.navigator.push(PostRoute(id: 2))
        return app
    }

    @Test func replaceTopSwapsTheTopScreenAndKeepsTheScreensBelow() {
        let app = makeApp()
        let below = app.navigator.state.activeStack.entries.dropLast().map(\.id)
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let request = app.navigator.replaceTop(with: SettingsRoute())
        #expect(request.currentOutcome == .applied)
        #expect(app.outline == "stack: home > post/1 > profile/ada > settings")
        #expect(Array(app.navigator.state.activeStack.entries.dropLast().map(\.id)) == below)
        #expect(
            recorder.lines == [
                "event=popped route=post/2 source=app", "event=pushed route=settings source=app",
            ])
    }

    @Test func replaceTopOfAStackHoldingOnlyItsRootFailsAndChangesNothing() {
        let app = TestApp(root: HomeRoute())
        let outcome = app.navigator.replaceTop(with: PostRoute(id: 1)).currentOutcome
        #expect(outcome == .failed(.invalidCommand(.cannotRemoveRoot)))
        #expect(app.outline == "stack: home")
    }

    @Test func removeTakesAScreenOutOfTheMiddleAndKeepsTheScreensAboveIt() {
        let app = makeApp()
        let top = app.navigator.state.activeStack.top.id
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        #expect(app.navigator.remove(ProfileRoute(user: "ada")).currentOutcome == .applied)
        #expect(app.outline == "stack: home > post/1 > post/2")
        #expect(app.navigator.state.activeStack.top.id == top)
        #expect(app.host.screen(for: top) != nil)
        #expect(recorder.lines == ["event=popped route=profile/ada source=app"])
    }

    @Test func removeOfTheTopScreenIsAPop() {
        let app = makeApp()
        #expect(app.navigator.remove(PostRoute(id: 2)).currentOutcome == .applied)
        #expect(app.outline == "stack: home > post/1 > profile/ada")
    }

    @Test func removeOfARouteOnNoScreenFailsAndChangesNothing() {
        let app = makeApp()
        let outcome = app.navigator.remove(ProfileRoute(user: "bob")).currentOutcome
        #expect(outcome == .failed(.routeNotOnStack("profile/bob")))
        #expect(app.outline == "stack: home > post/1 > profile/ada > post/2")
    }

    @Test func removeOfTheRootFailsAndChangesNothing() {
        let app = makeApp()
        #expect(
            app.navigator.remove(HomeRoute()).currentOutcome == .failed(.invalidCommand(.cannotRemoveRoot)))
        #expect(app.outline == "stack: home > post/1 > profile/ada > post/2")
    }

    @Test func setStackKeepsTheSharedStartAndReplacesTheRest() {
        let app = makeApp()
        let kept = app.navigator.state.activeStack.entries[1].id
        let outcome = app.navigator.setStack([
            HomeRoute(), PostRoute(id: 1), SettingsRoute(), PostRoute(id: 9),
        ])
        .currentOutcome
        #expect(outcome == .applied)
        #expect(app.outline == "stack: home > post/1 > settings > post/9")
        #expect(app.navigator.state.activeStack.entries[1].id == kept)
    }

    @Test func setStackWithoutTheRootFirstOrWithNothingFailsAndChangesNothing() {
        let app = makeApp()
        #expect(
            app.navigator.setStack([PostRoute(id: 1)]).currentOutcome
                == .failed(.invalidCommand(.cannotRemoveRoot)))
        #expect(app.navigator.setStack([]).currentOutcome == .failed(.invalidCommand(.noRoutes)))
        #expect(app.outline == "stack: home > post/1 > profile/ada > post/2")
    }

    @Test func editingTheStackEditsTheActiveStackInsideASheet() {
        let app = TestApp(root: HomeRoute())
        app.navigator.present(SettingsRoute())
        app.navigator.push(NotificationSettingsRoute())
        app.navigator.replaceTop(with: PostRoute(id: 3))
        #expect(app.outline == "stack: home\n  sheet: settings > post/3")
    }

    @Test func eachEditAsksTheLeaveGuardOfEveryScreenItRemoves() async {
        let app = makeApp()
        let profile = app.navigator.state.activeStack.entries[2].id
        app.navigator.setLeaveGuard(for: profile) { _, _ in .stay("unsaved") }
        let stayed = NavigationOutcome.stayed(route: "profile/ada", reason: "unsaved")
        #expect(await app.navigator.remove(ProfileRoute(user: "ada")).outcome == stayed)
        #expect(await app.navigator.setStack([HomeRoute(), PostRoute(id: 1)]).outcome == stayed)
        app.navigator.pop()
        #expect(await app.navigator.replaceTop(with: SettingsRoute()).outcome == stayed)
        #expect(app.outline == "stack: home > post/1 > profile/ada")
        // Removing a screen below it does not remove it, so it is not asked.
        #expect(await app.navigator.remove(PostRoute(id: 1)).outcome == .applied)
        #expect(app.outline == "stack: home > profile/ada")
    }

    @Test func eachEditAsksTheEntryGuardsOfTheRoutesItAdds() async {
        let app = makeApp()
        #expect(
            await app.navigator.replaceTop(with: GateRoute(id: 1)).outcome
                == .denied(route: "gate/1", reason: "odd"))
        #expect(
            await app.navigator.setStack([HomeRoute(), GateRoute(id: 3)]).outcome
                == .denied(route: "gate/3", reason: "odd"))
        #expect(app.outline == "stack: home > post/1 > profile/ada > post/2")
        #expect(await app.navigator.setStack([HomeRoute(), GateRoute(id: 2)]).outcome == .applied)
        #expect(app.outline == "stack: home > gate/2")
    }

    @Test func editsAreJournaledAsTheirOwnCallsAndReplayToTheSameOutline() async throws {
        let app = makeApp()
        app.navigator.replaceTop(with: PostRoute(id: 5))
        app.navigator.remove(PostRoute(id: 1))
        app.navigator.setStack([HomeRoute(), ProfileRoute(user: "ada"), PostRoute(id: 6)])
        let calls = app.navigator.journal.entries.suffix(3).map(\.call)
        #expect(
            calls == [
                .replaceTop(route: RecordedRoute(route: "post/:id", url: "post/5")),
                .remove(route: RecordedRoute(route: "post/:id", url: "post/1")),
                .setStack(routes: [
                    RecordedRoute(route: "home", url: "home"),
                    RecordedRoute(route: "profile/:user", url: "profile/ada"),
                    RecordedRoute(route: "post/:id", url: "post/6"),
                ]),
            ])
        #expect(
            calls.map(\.summary) == [
                "replaceTop post/5", "remove post/1", "setStack home > profile/ada > post/6",
            ])
        let replayed = TestApp(root: HomeRoute(), extraModules: [GateFeature()])
        for step in app.navigator.journal.replaySteps {
            _ = replayed.navigator.replay(step.call, source: step.source)
        }
        #expect(replayed.outline == "stack: home > profile/ada > post/6")
        #expect(replayed.outline == app.outline)
    }

    @Test(arguments: [
        RecordedCall.replaceTop(route: RecordedRoute(route: "post/:id", url: "post/5")),
        .remove(route: RecordedRoute(route: "NoteRoute", url: nil)),
        .setStack(routes: [
            RecordedRoute(route: "home", url: "home"), RecordedRoute(route: "post/:id", url: "post/6"),
        ]),
        .reevaluateGuards,
    ])
    func theNewCallsRoundTripThroughCodable(call: RecordedCall) throws {
        let data = try JSONEncoder().encode(call)
        #expect(try JSONDecoder().decode(RecordedCall.self, from: data) == call)
    }

    @Test func aCallWithARouteWithoutALinkIsNotReplayable() {
        let note = RecordedRoute(route: "NoteRoute", url: nil)
        #expect(
            RecordedCall.remove(route: note).notReplayableReason
                == "NoteRoute has no link to record its values")
        #expect(
            RecordedCall.setStack(routes: [RecordedRoute(route: "home", url: "home"), note])
                .notReplayableReason
                == "NoteRoute has no link to record its values")
        #expect(RecordedCall.reevaluateGuards.isReplayable)
    }
}
