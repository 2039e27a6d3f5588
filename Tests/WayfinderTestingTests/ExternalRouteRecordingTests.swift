import Testing
import Wayfinder
import WayfinderCore
import WayfinderTesting

/// A screen still in legacy code, declared like any route.
@Route("settings/legacy")
struct LegacySettingsRoute {
    var parent: (any Route)? { HomeRoute() }
}

/// A view model that opens the settings, wherever their screen lives, and says whether it did.
@MainActor
final class AccountViewModel {
    let navigator: any Navigating
    private(set) var opened = false

    init(navigator: any Navigating) {
        self.navigator = navigator
    }

    func settingsTapped() async {
        switch await navigator.push(LegacySettingsRoute()).outcome {
        case .applied, .handedOff: opened = true
        default: opened = false
        }
    }
}

@MainActor
@Suite struct ExternalRouteRecordingTests {
    @Test func aViewModelPushingAnExternalRouteIsRecordedAsAnyPush() async {
        let navigator = RecordingNavigator()
        navigator.nextOutcome = .handedOff(route: "settings/legacy")
        let model = AccountViewModel(navigator: navigator)
        await model.settingsTapped()
        #expect(navigator.calls == [.push(LegacySettingsRoute())])
        #expect(navigator.log == ["push settings/legacy"])
        #expect(model.opened)
    }

    @Test func theSameViewModelAgainstARealNavigatorHandsTheRouteToTheApp() async {
        var handedOff: [String] = []
        struct Legacy: FeatureModule {
            let record: @MainActor (String) -> Void
            func register(in context: FeatureRegistrationContext) {
                context.register(HomeRoute.self) { _ in "home" }
                context.registerExternal(LegacySettingsRoute.self) { route, _ in
                    record(route.pathRepresentation)
                }
            }
        }
        let navigator = Navigator(modules: [Legacy { handedOff.append($0) }], root: HomeRoute())
        let model = AccountViewModel(navigator: navigator)
        await model.settingsTapped()
        #expect(model.opened)
        #expect(handedOff == ["settings/legacy"])
        #expect(navigator.outline == "stack: home")
    }
}
