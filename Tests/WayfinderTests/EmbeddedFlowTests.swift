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

    /// The back of the flow's first screen is a navigation like any other back: the screen's
    /// leave guard is asked, and an editor with unsaved changes keeps the user in the flow.
    @Test func theBackOnTheFlowsFirstScreenAsksItsLeaveGuardFirst() async {
        let app = TestApp(root: HomeRoute())
        var endings: [EmbeddedFlow.Ending] = []
        let flow = EmbeddedFlow(navigator: app.navigator) { endings.append($0) }
        let first = app.navigator.state.activeStack.root.id
        var asked = 0
        app.navigator.setLeaveGuard(for: first) { _, _ in
            asked += 1
            return .stay("unsaved changes")
        }
        let request = flow.userTappedBack()
        #expect(await request?.outcome != .applied)
        #expect(asked == 1)
        #expect(endings.isEmpty)
        #expect(flow.lastEnding == nil)
        #expect(app.navigator.state.activeStack.root.id == first)
    }

    @Test func theBackOnTheFlowsFirstScreenEndsTheFlowWhenItsLeaveGuardLetsItGo() async {
        let app = TestApp(root: HomeRoute())
        var endings: [EmbeddedFlow.Ending] = []
        let flow = EmbeddedFlow(navigator: app.navigator) { endings.append($0) }
        let first = app.navigator.state.activeStack.root.id
        app.navigator.setLeaveGuard(for: first) { _, _ in .leave }
        let request = flow.userTappedBack()
        #expect(await request?.outcome == .applied)
        #expect(endings == [.leftByBack])
        #expect(flow.lastEnding == .leftByBack)
        #expect(app.navigator.state.activeStack.root.id != first)
        #expect(app.outline == "stack: home")
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

    // MARK: - The flow on the app's own navigation controller

    @Test func whatTheAppsNavigationControllerShowsAboveItsOwnScreensIsWrittenBack() {
        let app = TestApp(root: HomeRoute())
        let flow = EmbeddedFlow(navigator: app.navigator)
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        let ids: [RouteEntry.ID?] = app.navigator.state.activeStack.entries.map(\.id)
        // Two screens of the app's own below the flow: everything shown is the host's update.
        #expect(flow.userShows([nil, nil] + ids, above: 2) == nil)
        #expect(app.outline == "stack: home > post/1 > post/2")
        // A back swipe took the top screen away.
        flow.userShows([nil, nil] + ids.prefix(2), above: 2)
        #expect(app.outline == "stack: home > post/1")
        #expect(flow.lastEnding == nil)
    }

    @Test func aPopToTheAppsOwnScreensEndsTheFlow() {
        let app = TestApp(root: HomeRoute())
        let flow = EmbeddedFlow(navigator: app.navigator)
        app.navigator.push(PostRoute(id: 1))
        // The app's screens only, or fewer (a long-press on back chose a screen further down).
        flow.userShows([nil, nil], above: 2)
        #expect(flow.lastEnding == .leftByBack)
        #expect(app.outline == "stack: home")
        let again = EmbeddedFlow(navigator: app.navigator)
        again.userShows([nil], above: 2)
        #expect(again.lastEnding == .leftByBack)
    }

    @Test func aSwipeThatTakesAGuardedFlowScreenAwayIsUndoneWhenItsGuardSaysStay() async {
        let app = TestApp(root: HomeRoute())
        let flow = EmbeddedFlow(navigator: app.navigator)
        app.navigator.push(PostRoute(id: 1))
        let ids: [RouteEntry.ID?] = app.navigator.state.activeStack.entries.map(\.id)
        app.navigator.setLeaveGuard(for: ids[1]!) { _, _ in .stay("unsaved") }
        var published = 0
        app.navigator.addStateListener { _, _ in published += 1 }
        let swipe = flow.userShows([nil] + ids.prefix(1), above: 1)
        #expect(await swipe?.outcome == .stayed(route: "post/1", reason: "unsaved"))
        // The state keeps the screen and is published again, so the host pushes it back.
        #expect(app.outline == "stack: home > post/1")
        #expect(published > 0)
        #expect(flow.lastEnding == nil)
    }

    @Test func theBackButtonOfAGuardedFlowScreenAsksItsGuardBeforeAnythingMoves() async {
        let app = TestApp(root: HomeRoute())
        let flow = EmbeddedFlow(navigator: app.navigator)
        app.navigator.push(PostRoute(id: 1))
        let post = app.navigator.state.activeStack.top.id
        app.navigator.setLeaveGuard(for: post) { _, _ in .stay("unsaved") }
        let back = flow.userTappedBack()
        #expect(await back?.outcome == .stayed(route: "post/1", reason: "unsaved"))
        #expect(app.outline == "stack: home > post/1")
        #expect(flow.lastEnding == nil)
    }

    @Test func theHostShowingTheFlowHearsOfItsEndBeforeTheNavigatorLetsGo() {
        let app = TestApp(root: HomeRoute())
        let flow = EmbeddedFlow(navigator: app.navigator)
        app.navigator.push(PostRoute(id: 1))
        var seen: [(EmbeddedFlow.Ending, String)] = []
        flow.willEnd = { ending in seen.append((ending, app.outline)) }
        flow.end(.dismissed)
        #expect(seen.map(\.0) == [.dismissed])
        #expect(seen.map(\.1) == ["stack: home > post/1"])
        #expect(app.outline == "stack: home")
    }
}
