import Testing
import Wayfinder
import WayfinderCore

// MARK: - Fixtures: external route screens, as the registrar's generated code registers them

/// The legacy code that still shows the settings and help screens.
@MainActor
final class LegacyScreens {
    var shown: [String] = []
    var settingsAllowed = true
}

/// Hands the legacy settings off to the legacy code, behind a guard made from the dependencies.
struct LegacySettingsHandOff: ExternalRouteScreen {
    static func canNavigate(_ legacy: LegacyScreens) -> RouteGuard<LegacySettingsRoute>? {
        { _, _ in legacy.settingsAllowed ? .allow : .deny("settings are closed") }
    }

    static func handOff(_ route: LegacySettingsRoute, _ legacy: LegacyScreens, context: ExternalRouteContext)
    {
        legacy.shown.append("\(route.pathRepresentation) as \(context.presentation) from \(context.source)")
    }
}

/// A hand-off that needs nothing, and so has no guard.
struct LegacyHelpHandOff: ExternalRouteScreen {
    static func handOff(_ route: LegacyHelpRoute, _: Void, context: ExternalRouteContext) {
        context.navigator.push(PostRoute(id: 7))
    }
}

/// The module the registrar would generate for the two.
struct HandOffFeature: FeatureModule {
    let legacy: LegacyScreens

    func register(in context: FeatureRegistrationContext) {
        context.registerExternal(LegacySettingsHandOff.self, dependencies: legacy)
        context.registerExternal(LegacyHelpHandOff.self)
        context.register(AdvancedSettingsRoute.self) { route in TestScreen(title: route.pathRepresentation) }
    }
}

// MARK: - Tests

@MainActor
@Suite("External route screens")
struct ExternalRouteScreenTests {
    @Test func anExternalRouteScreenRegistersItsRouteAsExternalAndHandsItOffWithItsDependencies() async {
        let legacy = LegacyScreens()
        let app = TestApp(root: LoginRoute(), extraModules: [HandOffFeature(legacy: legacy)])
        let outcome = await app.navigator.navigate(to: LegacySettingsRoute()).outcome
        #expect(outcome == .handedOff(route: "legacy/settings"))
        #expect(app.outline == "stack: home")
        #expect(legacy.shown == ["legacy/settings as push from app"])
        #expect(app.navigator.registry.registration(for: LegacySettingsRoute.self)?.isExternal == true)
        #expect(app.navigator.diagnostics.isEmpty)
    }

    @Test func theScreensGuardIsMadeFromTheDependenciesAndRunsBeforeTheHandOff() async {
        let legacy = LegacyScreens()
        legacy.settingsAllowed = false
        let app = TestApp(root: HomeRoute(), extraModules: [HandOffFeature(legacy: legacy)])
        #expect(app.navigator.registry.registration(for: LegacySettingsRoute.self)?.hasGuard == true)
        let outcome = await app.navigator.push(LegacySettingsRoute()).outcome
        #expect(outcome == .denied(route: "legacy/settings", reason: "settings are closed"))
        #expect(legacy.shown.isEmpty)
    }

    @Test func aScreenWithoutCanNavigateRegistersNoGuard() async {
        let app = TestApp(root: HomeRoute(), extraModules: [HandOffFeature(legacy: LegacyScreens())])
        #expect(app.navigator.registry.registration(for: LegacyHelpRoute.self)?.hasGuard == false)
        #expect(app.navigator.registry.registration(for: LegacyHelpRoute.self)?.isExternal == true)
    }

    @Test func theHandOffGetsTheNavigatorAndMayNavigateAfterwards() async {
        let app = TestApp(root: HomeRoute(), extraModules: [HandOffFeature(legacy: LegacyScreens())])
        let outcome = await app.navigator.push(LegacyHelpRoute()).outcome
        #expect(outcome == .handedOff(route: "legacy/help"))
        #expect(app.outline == "stack: home > post/7")
    }
}
