import Testing
import WayfinderCore

@testable import Wayfinder

@MainActor
@Suite("Embedded flows: a navigator that owns one part of someone else's app")
struct EmbeddedFlowTests {
    @Test func theBackAboveTheFlowsFirstScreenGoesBackInsideTheFlow() {
        let app = TestApp(root: HomeRoute())
        let flow = EmbeddedFlow(navigator: app.navigator)
        app.navigator.push(PostRoute(id: 1))
        #expect(!flow.backLeavesFlow)
        flow.userTappedBack()
        #expect(app.outline == "stack: home")
        #expect(flow.lastEnding == nil)
        #expect(flow.backLeavesFlow)
    }

    @Test func theBackOnTheFlowsFirstScreenEndsTheFlowAndReleasesItsScreens() throws {
        let app = TestApp(root: HomeRoute())
        var endings: [EmbeddedFlow.Ending] = []
        let flow = EmbeddedFlow(navigator: app.navigator) { endings.append($0) }
        let firstRoot = app.navigator.state.activeStack.root.id
        flow.userTappedBack()
        #expect(endings == [.leftByBack])
        #expect(flow.lastEnding == .leftByBack)
        // Started again at its first screen, as a new entry: the old screen is gone.
        #expect(app.outline == "stack: home")
        #expect(app.navigator.state.activeStack.root.id != firstRoot)
        #expect(app.host.screen(for: firstRoot) == nil)
        #expect(app.host.releaseCount == 1)
    }

    @Test func aSheetOrAlertAboveTheFirstScreenIsDismissedByTheBackNotTheFlow() {
        let app = TestApp(root: HomeRoute())
        let flow = EmbeddedFlow(navigator: app.navigator)
        app.navigator.present(SettingsRoute(), style: .sheet)
        #expect(!flow.backLeavesFlow)
        app.navigator.dismiss()
        #expect(flow.backLeavesFlow)
    }

    @Test func whatTheAppsNavigationControllerShowsOfTheFlowIsWrittenBack() throws {
        let app = TestApp(root: HomeRoute())
        let flow = EmbeddedFlow(navigator: app.navigator)
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        let ids = app.navigator.state.activeStack.entries.map(\.id)
        // The host's own update (everything shown) changes nothing.
        #expect(flow.userShows(ids) == nil)
        flow.userShows(Array(ids.prefix(2)))
        #expect(app.outline == "stack: home > post/1")
        #expect(flow.lastEnding == nil)
        // A long-press on the app's back button popped below the flow.
        flow.userShows([])
        #expect(flow.lastEnding == .leftByBack)
        #expect(app.outline == "stack: home")
    }

    @Test func endingResumesCallersWaitingForAResultWithNil() async {
        let app = makePickerApp()
        let flow = EmbeddedFlow(navigator: app.navigator)
        let result = await awaitingColor(app.navigator)
        #expect(app.outline == "stack: home\n  sheet: color-picker")
        flow.end(.dismissed)
        #expect(await result.value == nil)
        #expect(app.outline == "stack: home")
        #expect(flow.lastEnding == .dismissed)
    }

    @Test func endingReleasesTheFlowsModels() {
        let home = TestFeature(name: "Home", routes: [HomeRoute.self])
        let navigator = Navigator(modules: [home, SignUpFeature()], root: HomeRoute())
        let flow = EmbeddedFlow(navigator: navigator)
        navigator.push(SignUpEmailRoute())
        navigator.push(SignUpNameRoute())
        weak let model = navigator.flowModel(SignUpModel.self)
        #expect(model != nil)
        flow.end()
        #expect(model == nil)
        #expect(navigator.outline == "stack: home")
    }

    @Test func endingAFlowThatStartsInsideAFlowModelsScopeMakesAFreshModel() {
        let home = TestFeature(name: "Home", routes: [HomeRoute.self])
        let navigator = Navigator(modules: [home, SignUpFeature()], root: SignUpEmailRoute())
        let flow = EmbeddedFlow(navigator: navigator)
        let first = navigator.flowModel(SignUpModel.self)
        first?.email = "a@example.com"
        flow.userTappedBack()
        let second = navigator.flowModel(SignUpModel.self)
        #expect(second != nil)
        #expect(second !== first)
        #expect(second?.email == "")
    }

    @Test func endingSupersedesNavigationsWaitingForAnAnimation() async {
        let app = TestApp(root: HomeRoute())
        let flow = EmbeddedFlow(navigator: app.navigator)
        app.host.animation = .manual
        let shown = app.navigator.push(PostRoute(id: 1))
        let waiting = app.navigator.push(PostRoute(id: 2))
        flow.end(.dismissed)
        while app.host.transitionsInFlight > 0 { app.host.completeTransition() }
        #expect(await shown.outcome == .applied)
        #expect(await waiting.outcome == .superseded)
        #expect(app.outline == "stack: home")
    }

    @Test func endingIgnoresLeaveGuardsBecauseTheUserHasAlreadyLeft() {
        let app = TestApp(root: HomeRoute())
        let flow = EmbeddedFlow(navigator: app.navigator)
        app.navigator.push(PostRoute(id: 1))
        let post = app.navigator.state.activeStack.top.id
        app.navigator.setLeaveGuard(for: post) { _, _ in .stay("unsaved") }
        flow.end(.dismissed)
        #expect(app.outline == "stack: home")
    }

    @Test func twoEmbeddedNavigatorsKeepTheirOwnStacksAndEndApart() {
        let directory = NavigatorDirectory()
        let inbox = TestApp(root: HomeRoute())
        let settings = TestApp(root: SettingsRoute())
        directory.add(inbox.navigator, for: "inbox-tab")
        directory.add(settings.navigator, for: "settings-tab")
        let inboxFlow = EmbeddedFlow(navigator: inbox.navigator)
        let settingsFlow = EmbeddedFlow(navigator: settings.navigator)
        inbox.navigator.push(PostRoute(id: 7))
        settings.navigator.push(NotificationSettingsRoute())
        #expect(
            directory.outlines.map(\.outline) == [
                "stack: home > post/7", "stack: settings > settings/notifications",
            ])
        settingsFlow.end(.dismissed)
        #expect(directory.outlines.map(\.outline) == ["stack: home > post/7", "stack: settings"])
        #expect(inboxFlow.lastEnding == nil)
        #expect(settingsFlow.lastEnding == .dismissed)
    }
}
