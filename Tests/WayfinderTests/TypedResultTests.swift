import Testing
import Wayfinder
import WayfinderCore

@Route("color-picker")
struct ColorPickerRoute {
    typealias NavigationResult = String
    var preferredPresentation: Presentation { .sheet }
}

/// A colour picker pushed onto the stack instead of presented.
@Route("color-picker/pushed")
struct PushedColorPickerRoute {
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
        context.register(PushedColorPickerRoute.self) { _ in "pushed picker" }
        context.register(ConfirmRoute.self, options: .singleTop) { route in route.question }
    }
}

@MainActor
func makePickerApp() -> TestApp {
    TestApp(root: HomeRoute(), extraModules: [PickerFeature()])
}

/// Starts a presentation that waits for a result and returns a task holding the result.
@MainActor
func awaitingColor(_ navigator: Navigator) async -> Task<String?, Never> {
    let task = Task { @MainActor in
        await navigator.navigateForResult(to: ColorPickerRoute())
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
            await app.navigator.navigateForResult(to: ConfirmRoute(question: "sure"))
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
            result = Task { @MainActor in await app.navigator.navigateForResult(to: PushedColorPickerRoute())
            }
            await Task.yield()
        } else {
            result = await awaitingColor(app.navigator)
        }
        switch way {
        case "dismiss": app.navigator.dismiss()
        case "drag":
            guard case .stack(let stack) = app.navigator.snapshot, let sheet = stack.sheet else {
                Issue.record("no sheet on screen to drag down")
                return
            }
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
        let value = await app.navigator.navigateForResult(to: ColorPickerRoute())
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
