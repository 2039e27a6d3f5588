import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

// A three-screen sign-up flow whose first screen owns the model the others share.

@Route("signup/email")
struct SignUpEmailRoute {
    typealias NavigationResult = String
}

@Route("signup/name")
struct SignUpNameRoute {}

@Route("signup/done")
struct SignUpDoneRoute {}

@Route("signup/terms")
struct SignUpTermsRoute {}

/// What the sign-up screens share.
@MainActor
final class SignUpModel {
    static var made = 0
    var email = ""
    let number: Int

    init() {
        Self.made += 1
        number = Self.made
    }
}

/// The screens' value: which model the builder was given, without keeping it alive.
@MainActor
private func describe(_ flows: FlowModels) -> String {
    flows.model(SignUpModel.self).map { "model \($0.number)" } ?? "no model"
}

struct SignUpFeature: FeatureModule {
    let name = "SignUp"

    func register(in context: FeatureRegistrationContext) {
        context.registerFlow(startingAt: SignUpEmailRoute.self) { _ in SignUpModel() }
        context.register(SignUpEmailRoute.self) { _, flows in describe(flows) }
        context.register(SignUpNameRoute.self) { _, flows in describe(flows) }
        context.register(SignUpDoneRoute.self) { _, flows in describe(flows) }
        context.register(SignUpTermsRoute.self) { _, flows in describe(flows) }
    }
}

/// The same step as a screen the registrar plugin registers.
struct SignUpNameStep: FlowRouteScreen {
    static func make(_ route: SignUpNameRoute, _: Void, _ flows: FlowModels) -> String {
        "step: " + describe(flows)
    }
}

/// A feature whose name step is a ``FlowRouteScreen``, registered as the generated code does.
struct ScreenSignUpFeature: FeatureModule {
    let name = "SignUp"

    func register(in context: FeatureRegistrationContext) {
        context.registerFlow(startingAt: SignUpEmailRoute.self) { _ in SignUpModel() }
        context.register(SignUpEmailRoute.self) { _, flows in describe(flows) }
        context.register(SignUpNameStep.self)
    }
}

@MainActor
private func makeNavigator(tabs: Bool = false) -> Navigator {
    let home = TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self, SettingsRoute.self])
    let navigator = Navigator(modules: [home, SignUpFeature()], root: HomeRoute(), schemes: ["myapp"])
    if tabs { installHomeAndSettingsTabs(on: navigator) }
    return navigator
}

@MainActor
@Suite("Flow models: made when a flow starts, shared by its screens, released however it ends")
struct FlowModelTests {
    @Test func everyScreenLearnsItsEntryFromItsFlowModelsEvenInAnAppWithoutFlows() throws {
        struct EntryFeature: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                context.register(HomeRoute.self) { _, flows in flows.entry }
                context.register(PostRoute.self) { _, flows in flows.entry }
            }
        }
        let navigator = Navigator(modules: [EntryFeature()], root: HomeRoute())
        let host = HeadlessHost(navigator: navigator)
        navigator.push(PostRoute(id: 1))
        let top = navigator.state.activeStack.top.id
        #expect(host.topScreen?.value(as: RouteEntry.ID?.self) == .some(top))
        #expect(navigator.flowModels(for: top).entry == top)
        #expect(navigator.flowModels(for: top).model(SignUpModel.self) == nil)
    }

    @Test func theScreensOfAFlowShareTheOneModelItsFirstRouteMadeOnEntering() {
        let navigator = makeNavigator()
        let host = HeadlessHost(navigator: navigator)
        #expect(navigator.flowModel(SignUpModel.self) == nil)
        navigator.push(SignUpEmailRoute())
        let model = navigator.flowModel(SignUpModel.self)
        #expect(model != nil)
        navigator.push(SignUpNameRoute())
        navigator.push(SignUpDoneRoute())
        #expect(navigator.outline == "stack: home > signup/email > signup/name > signup/done")
        let screens = navigator.state.activeStack.entries.dropFirst().map {
            host.screen(for: $0.id)?.value(as: String.self)
        }
        let expected = "model \(model?.number ?? -1)"
        #expect(screens == [expected, expected, expected])
        #expect(navigator.flowModel(SignUpModel.self) === model)
    }

    @Test func aScreenBelowTheFlowIsNotPartOfIt() throws {
        let navigator = makeNavigator()
        navigator.push(SignUpEmailRoute())
        let home = try #require(navigator.state.activeStack.entries.first)
        #expect(navigator.flowModel(SignUpModel.self, for: home.id) == nil)
        #expect(navigator.flowModels(for: home.id).model(SignUpModel.self) == nil)
    }

    @Test func whatTheFlowPresentsIsPartOfItAndAModalFlowOwnsItsModel() {
        let navigator = makeNavigator()
        navigator.present(SignUpEmailRoute(), style: .sheet)
        let model = navigator.flowModel(SignUpModel.self)
        navigator.push(SignUpNameRoute())
        navigator.present(SignUpTermsRoute(), style: .sheet)
        #expect(
            navigator.outline == "stack: home\n  sheet: signup/email > signup/name\n    sheet: signup/terms")
        #expect(model != nil)
        #expect(navigator.flowModel(SignUpModel.self) === model)
        navigator.dismiss()
        #expect(
            navigator.flowModel(SignUpModel.self) === model, "dismissing what the flow presented keeps it")
    }

    @Test func aFlowInsideAnotherFindsItsOwnModelAndTheScreensBetweenFindTheOuter() throws {
        let navigator = makeNavigator()
        navigator.push(SignUpEmailRoute())
        let outer = navigator.flowModel(SignUpModel.self)
        navigator.push(SignUpNameRoute())
        navigator.push(SignUpEmailRoute())
        let inner = navigator.flowModel(SignUpModel.self)
        #expect(outer != nil && inner != nil && outer !== inner)
        let name = try #require(navigator.state.activeStack.entries.first { $0.route is SignUpNameRoute })
        #expect(navigator.flowModel(SignUpModel.self, for: name.id) === outer)
        navigator.pop()
        #expect(navigator.flowModel(SignUpModel.self) === outer)
    }

    @Test func aRouteThatLeavesAndComesBackStartsAFreshModel() {
        let navigator = makeNavigator()
        navigator.push(SignUpEmailRoute())
        let first = navigator.flowModel(SignUpModel.self)
        first?.email = "ada@example.com"
        navigator.pop()
        navigator.push(SignUpEmailRoute())
        #expect(navigator.flowModel(SignUpModel.self) !== first)
        #expect(navigator.flowModel(SignUpModel.self)?.email == "")
    }

    /// Every way a flow can end releases its model: nothing keeps it but the navigator.
    @Test(arguments: [
        "pop", "popTo", "popToRoot", "dismiss", "sheet dragged away", "back swipe", "link", "setRoot",
        "tab re-tap", "tab removed", "finish", "restoration",
    ])
    func theModelIsReleasedWhenTheFlowEnds(way: String) async throws {
        let tabs = way == "tab re-tap" || way == "tab removed"
        let navigator = makeNavigator(tabs: tabs)
        let host = HeadlessHost(navigator: navigator)
        let before = try navigator.savedState()
        if tabs { navigator.switchTab(to: "settings") }
        let modal = ["dismiss", "sheet dragged away", "finish"].contains(way)
        var result: Task<String?, Never>?
        if way == "finish" {
            result = Task { @MainActor in await navigator.navigateForResult(to: SignUpEmailRoute()) }
            #expect(await waitUntil { navigator.flowModel(SignUpModel.self) != nil })
        } else if modal {
            navigator.present(SignUpEmailRoute(), style: .sheet)
        } else {
            navigator.push(SignUpEmailRoute())
        }
        navigator.push(SignUpNameRoute())
        weak let model = navigator.flowModel(SignUpModel.self)
        #expect(model != nil)
        #expect(host.topScreen?.value(as: String.self) == "model \(model?.number ?? -1)")
        let location = navigator.state.activeLocation
        switch way {
        case "pop":
            navigator.pop()
            navigator.pop()
        case "popTo": navigator.popTo(HomeRoute.self)
        case "popToRoot": navigator.popToRoot()
        case "dismiss": navigator.dismiss()
        case "sheet dragged away":
            guard case .stack(let stack) = navigator.snapshot, let sheet = stack.sheet else {
                Issue.record("no sheet on screen to drag down")
                return
            }
            navigator.userDismissedModal(sheet.id, presentedFrom: sheet.presenter)
        case "back swipe": navigator.userSetPath([], at: location)
        case "link": #expect(await navigator.open("myapp://home/settings").outcome == .applied)
        case "setRoot": navigator.setRoot(LoginRoute())
        case "tab re-tap": navigator.userSelectedTab("settings")
        case "tab removed": navigator.removeTab("settings")
        case "finish":
            navigator.pop()
            navigator.finish(returning: "ada@example.com")
            #expect(await result?.value == "ada@example.com")
        case "restoration": #expect(await navigator.restore(from: before).isComplete)
        default: Issue.record("unknown way \(way)")
        }
        #expect(!navigator.outline.contains("signup"), "\(navigator.outline)")
        #expect(navigator.flowModel(SignUpModel.self) == nil)
        #expect(model == nil, "the model outlived its flow (\(way))")
        #expect(navigator.flows.liveModelCount == 0)
    }

    @Test func aRestoredFlowStartsWithANewModelFromTheSameFactory() async throws {
        let navigator = makeNavigator()
        navigator.push(SignUpEmailRoute())
        navigator.push(SignUpNameRoute())
        weak let saved = navigator.flowModel(SignUpModel.self)
        saved?.email = "ada@example.com"
        let data = try navigator.savedState()

        let restored = makeNavigator()
        #expect(await restored.restore(from: data).isComplete)
        #expect(restored.outline == "stack: home > signup/email > signup/name")
        let model = restored.flowModel(SignUpModel.self)
        #expect(model != nil && model !== saved)
        #expect(model?.email == "")

        #expect(await navigator.restore(from: data).isComplete)
        #expect(saved == nil, "restoring over a flow replaces its entries, so their model")
        #expect(navigator.flowModel(SignUpModel.self)?.email == "")
    }

    @Test func aFlowModelsKeptPastItsFlowFindsNothing() throws {
        let navigator = makeNavigator()
        navigator.push(SignUpEmailRoute())
        let entry = try #require(navigator.state.activeStack.entries.last)
        let flows = navigator.flowModels(for: entry.id)
        #expect(flows.model(SignUpModel.self) != nil)
        navigator.pop()
        #expect(flows.model(SignUpModel.self) == nil)
    }

    @Test func aFlowRouteScreenGetsItsFlowsAndOutsideAFlowNone() {
        let home = TestFeature(name: "Home", routes: [HomeRoute.self])
        let navigator = Navigator(modules: [home, ScreenSignUpFeature()], root: HomeRoute())
        let host = HeadlessHost(navigator: navigator)
        navigator.push(SignUpEmailRoute())
        navigator.push(SignUpNameRoute())
        let model = navigator.flowModel(SignUpModel.self)
        #expect(host.topScreen?.value(as: String.self) == "step: model \(model?.number ?? -1)")
        #expect(SignUpNameStep.make(SignUpNameRoute(), (), .none) == "step: no model")
    }

    @Test func aSecondModelOfTheSameTypeAndAFlowOfAnUnregisteredRouteAreDiagnostics() {
        struct Twice: FeatureModule {
            let name = "Again"
            func register(in context: FeatureRegistrationContext) {
                context.registerFlow(startingAt: SignUpEmailRoute.self) { _ in SignUpModel() }
                context.registerFlow(startingAt: PostRoute.self) { _ in SignUpModel() }
            }
        }
        var configuration = NavigatorConfiguration()
        configuration.reportsRegistrationDiagnostics = false
        let navigator = Navigator(
            modules: [TestFeature(name: "Home", routes: [HomeRoute.self]), SignUpFeature(), Twice()],
            root: HomeRoute(), configuration: configuration)
        let found = navigator.diagnostics.filter {
            switch $0 {
            case .duplicateFlowModel, .flowModelWithoutRoute: true
            default: false
            }
        }
        #expect(
            found == [
                .duplicateFlowModel(
                    route: "SignUpEmailRoute", model: "SignUpModel", firstModule: "SignUp",
                    secondModule: "Again"),
                .flowModelWithoutRoute(route: "PostRoute", model: "SignUpModel", module: "Again"),
            ])
        navigator.push(SignUpEmailRoute())
        #expect(navigator.flows.liveModelCount == 1)
    }
}
