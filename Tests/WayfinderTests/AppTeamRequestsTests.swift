import Testing
import Wayfinder
import WayfinderCore

@Route("color-picker")
struct ColorPickerRoute {
    typealias NavigationResult = String
}

@Route("confirm/:question")
struct ConfirmRoute {
    let question: String
    typealias NavigationResult = Bool
}

struct PickerFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(ColorPickerRoute.self) { _ in "picker" }
        context.register(ConfirmRoute.self, options: .singleTop) { route in route.question }
    }
}

@MainActor
func makePickerApp() -> TestApp {
    TestApp(root: HomeRoute(), extraModules: [PickerFeature()])
}

/// Starts a presentation that waits for a result and returns a task holding the result.
@MainActor
func awaitingColor(_ navigator: Navigator, style: ModalStyle = .sheet) async -> Task<String?, Never> {
    let task = Task { @MainActor in
        await navigator.present(ColorPickerRoute(), style: style, returning: String.self)
    }
    await Task.yield()
    return task
}

@MainActor
@Suite("Typed results")
struct TypedResultTests {
    @Test func finishingHandsTheValueBackAndDismissesTheModal() async {
        let app = makePickerApp()
        let result = await awaitingColor(app.navigator)
        #expect(app.outline == "stack: home\n  sheet: color-picker")
        app.navigator.finish(returning: "teal")
        #expect(await result.value == "teal")
        #expect(app.outline == "stack: home")
    }

    @Test func finishingFromDeeperInsideTheModalStillEndsTheModal() async {
        let app = makePickerApp()
        let result = await awaitingColor(app.navigator)
        app.navigator.push(PostRoute(id: 1))
        app.navigator.finish(ColorPickerRoute.self, returning: "red")
        #expect(await result.value == "red")
        #expect(app.outline == "stack: home")
    }

    @Test func aPushedScreenThatFinishesIsPopped() async {
        let app = makePickerApp()
        let result = Task { @MainActor in
            await app.navigator.push(ConfirmRoute(question: "sure"), returning: Bool.self)
        }
        await Task.yield()
        #expect(app.outline == "stack: home > confirm/sure")
        app.navigator.finish(returning: true)
        #expect(await result.value == true)
        #expect(app.outline == "stack: home")
    }

    /// Every way a screen can leave without finishing resumes the caller with nil, once.
    @Test(arguments: ["dismiss", "drag", "setRoot", "popToRoot", "backSwipe", "restore", "tabRemoved"])
    func leavingAnyOtherWayResumesWithNil(way: String) async throws {
        let app = way == "tabRemoved" ? makePickerTabbedApp() : makePickerApp()
        if way == "tabRemoved" { app.navigator.switchTab(to: "search") }
        let saved = try app.navigator.savedState()
        let result: Task<String?, Never>
        if way == "popToRoot" || way == "backSwipe" {
            result = Task { @MainActor in await app.navigator.push(ColorPickerRoute(), returning: String.self)
            }
            await Task.yield()
        } else {
            result = await awaitingColor(app.navigator)
        }
        switch way {
        case "dismiss": app.navigator.dismiss()
        case "drag":
            guard case .stack(let stack) = app.navigator.binding, let sheet = stack.sheet else { return }
            app.navigator.userDismissedModal(sheet.id, presentedFrom: sheet.presenter)
        case "setRoot": app.navigator.setRoot(LoginRoute())
        case "popToRoot": app.navigator.popToRoot()
        case "backSwipe": app.navigator.userSetPath([], at: app.navigator.state.activeLocation)
        case "restore": await app.navigator.restore(from: saved)
        case "tabRemoved": app.navigator.removeTab("search")
        default: Issue.record("unknown way \(way)")
        }
        #expect(await result.value == nil)
        #expect(app.navigator.finish(returning: "late").currentOutcome == .failed(.noResultExpected))
    }

    @Test func aNavigationThatNeverAppliesResumesWithNilAtOnce() async {
        let app = TestApp(root: HomeRoute())  // ColorPickerRoute is not registered here
        let value = await app.navigator.present(ColorPickerRoute(), returning: String.self)
        #expect(value == nil)
        #expect(app.outline == "stack: home")
    }

    @Test func aValueOfTheWrongTypeIsAFailureAndTheCallerKeepsWaiting() async {
        let app = makePickerApp()
        let result = await awaitingColor(app.navigator)
        let outcome = app.navigator.finish(returning: 42).currentOutcome
        #expect(outcome == .failed(.resultTypeMismatch(expected: "String", got: "Int")))
        #expect(app.outline == "stack: home\n  sheet: color-picker")
        app.navigator.finish(returning: "ok")
        #expect(await result.value == "ok")
    }

    @Test func finishingWithNothingWaitingIsAFailure() {
        let app = makePickerApp()
        #expect(app.navigator.finish(returning: "x").currentOutcome == .failed(.noResultExpected))
    }
}

@MainActor
func makePickerTabbedApp() -> TestApp {
    TestApp(root: HomeRoute(), extraModules: [PickerFeature(), SearchTabFeature()])
}

@Route("search-tab")
struct SearchTabRoute {}

struct SearchTabFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(SearchTabRoute.self) { _ in "search" }
        context.registerTab(
            TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute(), priority: 2))
        context.registerTab(
            TabSpec(id: "search", title: "Search", systemImage: "s", root: SearchTabRoute(), priority: 1))
    }
}

@MainActor
@Suite("Pop to, single-top")
struct PopToAndSingleTopTests {
    @Test func popToATypePopsToTheNearestScreenOfThatType() {
        let app = makePickerApp()
        for id in 1...3 { app.navigator.push(PostRoute(id: id)) }
        app.navigator.push(ProfileRoute(user: "a"))
        app.navigator.popTo(PostRoute.self)
        #expect(app.outline == "stack: home > post/1 > post/2 > post/3")
        app.navigator.popTo(PostRoute(id: 1))
        #expect(app.outline == "stack: home > post/1")
    }

    @Test func popToARouteNotOnTheStackIsAFailureThatChangesNothing() async {
        let app = makePickerApp()
        app.navigator.push(PostRoute(id: 1))
        let before = app.navigator.state
        #expect(
            await app.navigator.popTo(ProfileRoute.self).outcome == .failed(.routeNotOnStack("ProfileRoute")))
        #expect(app.navigator.state == before)
    }

    @Test func singleTopPushOfTheTopRouteDoesNothing() {
        let app = makePickerApp()
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 1), options: .singleTop)
        #expect(app.outline == "stack: home > post/1")
        app.navigator.push(PostRoute(id: 1))
        #expect(app.outline == "stack: home > post/1 > post/1")
    }

    @Test func singleTopIsARegistrationDefault() {
        let app = makePickerApp()
        app.navigator.push(ConfirmRoute(question: "a"))
        app.navigator.push(ConfirmRoute(question: "a"))
        #expect(app.outline == "stack: home > confirm/a")
    }

    @Test func singleTopNavigateToARouteOnTheStackPopsBackToIt() {
        let app = makePickerApp()
        app.navigator.push(ConfirmRoute(question: "a"))
        app.navigator.push(PostRoute(id: 5))
        app.navigator.push(PostRoute(id: 6))
        app.navigator.navigate(to: ConfirmRoute(question: "a"))
        #expect(app.outline == "stack: home > confirm/a")
        app.navigator.navigate(to: NoteRoute(note: Note(text: "n")), options: .singleTop)
        app.navigator.push(PostRoute(id: 7))
        app.navigator.navigate(to: NoteRoute(note: Note(text: "n")), options: .singleTop)
        #expect(app.outline == "stack: home > confirm/a > NoteRoute")
    }
}

@MainActor
@Suite("Rapid input and in-flight transitions")
struct TransitionTests {
    @Test func aDoubleTapWithinOneTransitionPushesOnce() async {
        let app = makePickerApp()
        app.host.animation = .manual
        let first = app.navigator.push(PostRoute(id: 1))
        let second = app.navigator.push(PostRoute(id: 1))
        app.host.completeTransition()
        #expect(app.outline == "stack: home > post/1")
        #expect(await first.outcome == .applied)
        #expect(await second.outcome == .applied)
        #expect(app.navigator.queuedNavigationCount == 0)
    }

    @Test func aDoubleBackPopsOneScreenWhenTheUIShowedOneBackAction() {
        let app = makePickerApp()
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        app.host.animation = .manual
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        app.navigator.pop()
        app.navigator.pop()
        app.host.completeTransition()
        #expect(app.outline == "stack: home > post/1")
        #expect(recorder.events.map(\.kind) == [.popped, .coalesced])
    }

    @Test func coalescingCanBeTurnedOff() {
        let app = makePickerApp()
        app.navigator.configuration.coalescesRepeatedNavigations = false
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        app.host.animation = .manual
        app.navigator.pop()
        app.navigator.pop()
        while app.host.transitionsInFlight > 0 { app.host.completeTransition() }
        #expect(app.outline == "stack: home")
    }

    @Test func navigationsDuringAnAnimationAreQueuedAndAppliedInOrderAfterIt() async {
        let app = makePickerApp()
        app.host.animation = .manual
        app.navigator.push(PostRoute(id: 1))
        let queued = app.navigator.present(SettingsRoute())
        app.navigator.push(NotificationSettingsRoute())
        #expect(app.outline == "stack: home > post/1")
        #expect(queued.currentOutcome == nil)
        #expect(app.navigator.queuedNavigationCount == 2)
        app.host.completeTransition()
        #expect(app.outline == "stack: home > post/1\n  sheet: settings")
        app.host.completeTransition()
        #expect(app.outline == "stack: home > post/1\n  sheet: settings > settings/notifications")
        #expect(await queued.outcome == .applied)
    }

    @Test func timedAnimationsEndOnTheirOwn() async throws {
        let app = makePickerApp()
        app.host.animation = .timed(.milliseconds(5))
        app.navigator.push(PostRoute(id: 1))
        let later = app.navigator.push(PostRoute(id: 2))
        #expect(await later.outcome == .applied)
        #expect(app.outline == "stack: home > post/1 > post/2")
    }

    /// 1,000 random programs of navigations interleaved with animation ends give the same
    /// state as the same calls applied one after the other without animations.
    @Test func randomInterleavingsEqualTheSequentialApplication() {
        var random = SeededRandom(seed: 7)
        for round in 0..<1_000 {
            let animated = makePickerApp()
            animated.navigator.configuration.coalescesRepeatedNavigations = false
            animated.host.animation = .manual
            let sequential = makePickerApp()
            var script: [String] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let call = Int.random(in: 0..<6, using: &random)
                script.append("\(call)")
                for app in [animated, sequential] { Self.perform(call, on: app.navigator) }
                if Bool.random(using: &random) { animated.host.completeTransition() }
            }
            while animated.host.transitionsInFlight > 0 { animated.host.completeTransition() }
            #expect(animated.outline == sequential.outline, "round \(round), calls \(script)")
            #expect(animated.navigator.queuedNavigationCount == 0)
        }
    }

    static func perform(_ call: Int, on navigator: Navigator) {
        switch call {
        case 0: navigator.push(PostRoute(id: 1))
        case 1: navigator.pop()
        case 2: navigator.present(SettingsRoute())
        case 3: navigator.dismiss()
        case 4: navigator.navigate(to: ProfileRoute(user: "u"))
        default: navigator.presentAlert(SignOutRoute())
        }
    }
}

@MainActor
@Suite("Several windows")
struct NavigatorDirectoryTests {
    @Test func linksGoToTheActiveScenesNavigator() {
        let directory = NavigatorDirectory()
        let first = TestApp(root: HomeRoute())
        let second = TestApp(root: HomeRoute())
        directory.add(first.navigator, for: "one")
        directory.add(second.navigator, for: "two")
        directory.open("myapp://post/1")
        directory.activate("two")
        directory.open("myapp://post/2")
        #expect(first.outline == "stack: home > post/1")
        #expect(second.outline == "stack: home > post/2")
        #expect(directory.outlines.map(\.isActive) == [false, true])
    }

    @Test func closingTheActiveSceneActivatesTheLastRemainingOne() {
        let directory = NavigatorDirectory()
        let first = TestApp(root: HomeRoute())
        directory.add(first.navigator, for: "one")
        directory.add(TestApp(root: HomeRoute()).navigator, for: "two")
        directory.activate("two")
        directory.remove("two")
        #expect(directory.activeScene == "one")
        directory.remove("one")
        #expect(directory.open("myapp://post/1") == nil)
    }

    @Test func aLinkRouterCanPickTheScene() {
        let directory = NavigatorDirectory()
        let first = TestApp(root: HomeRoute())
        let second = TestApp(root: HomeRoute())
        directory.add(first.navigator, for: "one")
        directory.add(second.navigator, for: "two")
        directory.linkRouter = { url, _ in url.contains("post/2") ? "two" : nil }
        directory.open("myapp://post/2")
        directory.open("myapp://post/3")
        #expect(first.outline == "stack: home > post/3")
        #expect(second.outline == "stack: home > post/2")
    }
}
