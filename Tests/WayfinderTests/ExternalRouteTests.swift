import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderLinkTools

// MARK: - Fixtures: screens that still live in legacy code

/// The legacy settings screen: pushed under home.
@Route("legacy/settings")
struct LegacySettingsRoute {
    var parent: (any Route)? { HomeRoute() }
}

/// A legacy help screen without a parent.
@Route("legacy/help")
struct LegacyHelpRoute {}

/// A legacy composer that prefers a sheet.
@Route("legacy/compose")
struct LegacyComposeRoute {
    var preferredPresentation: Presentation { .sheet }
}

/// A Wayfinder screen whose parent is still a legacy screen.
@Route("legacy/settings/advanced")
struct AdvancedSettingsRoute {
    var parent: (any Route)? { LegacySettingsRoute() }
}

/// A legacy picker that would return a value.
@Route("legacy/picker")
struct LegacyPickerRoute {
    typealias NavigationResult = String
}

/// Legacy search filters, under the search tab's root.
@Route("search/legacy-filters")
struct LegacyFiltersRoute {
    var parent: (any Route)? { SearchRoute() }
}

/// What the app's handlers were given, one line per hand-off.
@MainActor
final class HandOffLog {
    var lines: [String] = []
    var contexts: [ExternalRouteContext] = []
    /// The answer of the legacy settings guard.
    var settingsAnswer: GuardDecision = .allow
    var settingsDelay: Duration?
}

/// Registers the legacy screens as external routes, and the advanced settings as a Wayfinder
/// screen.
struct LegacyFeature: FeatureModule {
    let log: HandOffLog

    func register(in context: FeatureRegistrationContext) {
        let log = log
        context.registerExternal(
            LegacySettingsRoute.self,
            canNavigate: { _, _ in
                if let delay = log.settingsDelay { try await Task.sleep(for: delay) }
                return log.settingsAnswer
            }
        ) { route, context in
            log.lines.append("\(route.pathRepresentation) by \(context.call.summary) from \(context.source)")
            log.contexts.append(context)
        }
        context.registerExternal(LegacyHelpRoute.self) { route, context in
            log.lines.append("\(route.pathRepresentation) by \(context.call.summary) from \(context.source)")
            log.contexts.append(context)
        }
        context.registerExternal(LegacyComposeRoute.self) { route, context in
            log.lines.append("\(route.pathRepresentation) as \(context.presentation)")
            log.contexts.append(context)
        }
        context.registerExternal(LegacyPickerRoute.self) { route, context in
            log.lines.append("\(route.pathRepresentation) by \(context.call.summary)")
        }
        context.registerExternal(LegacyFiltersRoute.self) { route, context in
            log.lines.append("\(route.pathRepresentation) by \(context.call.summary)")
        }
        context.register(AdvancedSettingsRoute.self) { route in TestScreen(title: route.pathRepresentation) }
    }
}

@MainActor
private func makeApp(root: any Route = HomeRoute()) -> (TestApp, HandOffLog) {
    let log = HandOffLog()
    return (TestApp(root: root, extraModules: [LegacyFeature(log: log)]), log)
}

// MARK: - Tests

@MainActor
@Suite("External routes")
struct ExternalRouteTests {
    @Test func pushingAnExternalRouteHandsItToTheAppAndLeavesTheStackAsItWas() async {
        let (app, log) = makeApp()
        let outcome = await app.navigator.push(LegacyHelpRoute()).outcome
        #expect(outcome == .handedOff(route: "legacy/help"))
        #expect(app.outline == "stack: home")
        #expect(log.lines == ["legacy/help by push legacy/help from app"])
        #expect(log.contexts.first?.presentation == .push)
        #expect(app.failures.isEmpty)
    }

    @Test func navigatingToAnExternalRouteShowsItsParentsThenHandsItOff() async {
        let (app, log) = makeApp(root: LoginRoute())
        let outcome = await app.navigator.navigate(to: LegacySettingsRoute()).outcome
        #expect(outcome == .handedOff(route: "legacy/settings"))
        #expect(app.outline == "stack: home")
        #expect(log.lines == ["legacy/settings by navigate legacy/settings from app"])
    }

    @Test func theHandlerRunsAfterTheParentsAreShown() async {
        var seen: [String] = []
        struct Probe: FeatureModule {
            let record: @MainActor (String) -> Void
            func register(in context: FeatureRegistrationContext) {
                context.registerExternal(LegacySettingsRoute.self) { _, context in
                    record(context.navigator.outline)
                }
            }
        }
        let app = TestApp(root: LoginRoute(), extraModules: [Probe { seen.append($0) }])
        _ = await app.navigator.navigate(to: LegacySettingsRoute()).outcome
        #expect(seen == ["stack: home"])
    }

    @Test func presentingAnExternalRouteTellsTheHandlerTheStyleAsked() async {
        let (app, log) = makeApp()
        let outcome = await app.navigator.present(LegacyComposeRoute(), style: .fullScreenCover).outcome
        #expect(outcome == .handedOff(route: "legacy/compose"))
        #expect(app.outline == "stack: home")
        #expect(log.lines == ["legacy/compose as fullScreenCover"])
        #expect(
            log.contexts.first?.call.recorded
                == .present(
                    route: RecordedRoute(route: "legacy/compose", url: "legacy/compose"),
                    style: .fullScreenCover))
    }

    @Test func navigatingToAnExternalRouteThatPrefersASheetHandsItOffAsASheet() async {
        let (app, log) = makeApp()
        _ = await app.navigator.navigate(to: LegacyComposeRoute()).outcome
        #expect(log.lines == ["legacy/compose as sheet"])
        #expect(app.outline == "stack: home")
    }

    @Test func anEntryGuardRunsFirstAndItsDenialKeepsTheHandlerUncalled() async {
        let (app, log) = makeApp()
        log.settingsAnswer = .deny("not yet")
        let outcome = await app.navigator.navigate(to: LegacySettingsRoute()).outcome
        #expect(outcome == .denied(route: "legacy/settings", reason: "not yet"))
        #expect(log.lines.isEmpty)
        #expect(app.outline == "stack: home")
    }

    @Test func anEntryGuardCanRedirectAnExternalRouteToAWayfinderScreen() async {
        let (app, log) = makeApp()
        log.settingsAnswer = .redirect(to: LoginRoute())
        let outcome = await app.navigator.navigate(to: LegacySettingsRoute()).outcome
        #expect(outcome == .redirected(route: "legacy/settings", to: LoginRoute()))
        #expect(log.lines.isEmpty)
        #expect(app.outline == "stack: home > login")
        // Signed in, the pending navigation resumes and hands the route off.
        log.settingsAnswer = .allow
        let resumed = app.navigator.resumePendingNavigation()
        #expect(await resumed?.outcome == .handedOff(route: "legacy/settings"))
        #expect(log.lines == ["legacy/settings by navigate legacy/settings from app"])
    }

    @Test func aNewerNavigationSupersedesAWaitingHandOffAndItsHandlerIsNeverCalled() async {
        let (app, log) = makeApp()
        log.settingsDelay = .milliseconds(50)
        let slow = app.navigator.navigate(to: LegacySettingsRoute())
        app.navigator.push(PostRoute(id: 1))
        #expect(await slow.outcome == .superseded)
        #expect(log.lines.isEmpty)
        #expect(app.outline == "stack: home > post/1")
    }

    @Test func aLinkToAnExternalRouteHandsItOffWithItsSourceAndURL() async {
        let (app, log) = makeApp(root: LoginRoute())
        let outcome = await app.navigator.open("myapp://legacy/settings").outcome
        #expect(outcome == .handedOff(route: "legacy/settings"))
        #expect(app.outline == "stack: home")
        #expect(log.lines == ["legacy/settings by open myapp://legacy/settings from deepLink"])
        #expect(log.contexts.first?.link == "myapp://legacy/settings")
    }

    @Test func aLinkOfSeveralRoutesEndingInAnExternalRouteShowsTheOthersThenHandsItOff() async {
        let (app, log) = makeApp(root: LoginRoute())
        let outcome = await app.navigator.open("myapp://home/profile/user99/legacy/help").outcome
        #expect(outcome == .handedOff(route: "legacy/help"))
        #expect(app.outline == "stack: home > profile/user99")
        #expect(log.lines == ["legacy/help by open myapp://home/profile/user99/legacy/help from deepLink"])
    }

    @Test func anExternalRouteThatAWayfinderScreenNeedsBelowItIsAFailureThatChangesNothing() async {
        let (app, log) = makeApp()
        let outcome = await app.navigator.navigate(to: AdvancedSettingsRoute()).outcome
        #expect(outcome == .failed(.externalRouteOnStack("LegacySettingsRoute")))
        #expect(app.outline == "stack: home")
        #expect(log.lines.isEmpty)
        let link = await app.navigator.open("myapp://legacy/help/post/1").outcome
        #expect(link == .failed(.externalRouteOnStack("LegacyHelpRoute")))
        #expect(app.outline == "stack: home")
    }

    @Test func aStackEditThatWouldPutAnExternalRouteOnTheStackFailsAndChangesNothing() async {
        let (app, log) = makeApp()
        app.navigator.push(PostRoute(id: 1))
        #expect(app.outline == "stack: home > post/1")
        let replaced = await app.navigator.replaceTop(with: LegacyHelpRoute()).outcome
        #expect(replaced == .failed(.externalRouteOnStack("LegacyHelpRoute")))
        let set = await app.navigator.setStack([HomeRoute(), LegacySettingsRoute(), PostRoute(id: 2)]).outcome
        #expect(set == .failed(.externalRouteOnStack("LegacySettingsRoute")))
        let setLast = await app.navigator.setStack([HomeRoute(), LegacyHelpRoute()]).outcome
        #expect(setLast == .failed(.externalRouteOnStack("LegacyHelpRoute")))
        #expect(app.outline == "stack: home > post/1")
        #expect(log.lines.isEmpty)
    }

    @Test func aLinkToAnExternalRouteUnderATabsRootSelectsThatTabThenHandsItOff() async {
        let log = HandOffLog()
        let app = TabbedApp(extraModules: [LegacyFeature(log: log)])
        let outcome = await app.navigator.open("myapp://search/legacy-filters").outcome
        #expect(outcome == .handedOff(route: "search/legacy-filters"))
        #expect(app.outline == "tabs: feed account search*\nfeed: feed\naccount: account/me\nsearch: search")
        #expect(log.lines == ["search/legacy-filters by open myapp://search/legacy-filters"])
    }

    @Test func navigatingForAResultToAnExternalRouteHandsItOffAndResumesWithNil() async {
        let (app, log) = makeApp()
        let value = await app.navigator.navigateForResult(to: LegacyPickerRoute())
        #expect(value == nil)
        #expect(log.lines == ["legacy/picker by push legacy/picker"])
        #expect(app.outline == "stack: home")
    }

    @Test func setRootWithAnExternalRouteHandsItOffAndKeepsTheState() async {
        let (app, log) = makeApp()
        app.navigator.push(PostRoute(id: 1))
        let outcome = await app.navigator.setRoot(LegacyHelpRoute()).outcome
        #expect(outcome == .handedOff(route: "legacy/help"))
        #expect(app.outline == "stack: home > post/1")
        #expect(log.lines == ["legacy/help by setRoot legacy/help from app"])
    }

    @Test func theTraceAndTheJournalRecordTheHandOff() async {
        let (app, _) = makeApp()
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        _ = await app.navigator.push(LegacyHelpRoute()).outcome
        #expect(recorder.lines == ["event=handedOff route=legacy/help source=app"])
        let entry = app.navigator.journal.entries.last
        #expect(entry?.outcome == .handedOff(route: "legacy/help"))
        #expect(entry?.call == .push(route: RecordedRoute(route: "legacy/help", url: "legacy/help")))
        #expect(NavigationOutcome.handedOff(route: "legacy/help").description == "handed off legacy/help")
    }

    @Test func aHandedOffOutcomeKeepsItsCodableForm() throws {
        let recorded = RecordedOutcome(.handedOff(route: "legacy/help"))
        let data = try JSONEncoder().encode(recorded)
        #expect(try JSONDecoder().decode(RecordedOutcome.self, from: data) == recorded)
        #expect(!recorded.isApplied)
        #expect(!NavigationOutcome.handedOff(route: "legacy/help").isBlocked)
    }

    @Test func theSavedStateNeverHoldsAnExternalScreen() async throws {
        let (app, _) = makeApp(root: LoginRoute())
        app.navigator.open("myapp://home/profile/user99/legacy/help")
        let saved = try app.navigator.savedState()
        let (restored, log) = makeApp(root: LoginRoute())
        let report = await restored.navigator.restore(from: saved)
        #expect(report.isComplete)
        #expect(restored.outline == "stack: home > profile/user99")
        #expect(log.lines.isEmpty)
    }

    @Test func aSavedEntryOfARouteThatIsNowExternalIsCutAndReported() async throws {
        // Saved by a build where the help screen was still a Wayfinder screen.
        var state = NavigationState(root: HomeRoute())
        try state.apply(.push([LegacyHelpRoute(), PostRoute(id: 2)]))
        let data = try SavedNavigationState(state).encoded()
        let (app, log) = makeApp(root: LoginRoute())
        let report = await app.navigator.restore(from: data)
        #expect(app.outline == "stack: home")
        #expect(
            report.issues == [.entryDropped(route: "legacy/help", url: "legacy/help", reason: .externalRoute)]
        )
        #expect(log.lines.isEmpty)
    }

    @Test func aHeadlessHostBuildsNoScreenForAHandOff() async {
        let (app, _) = makeApp()
        _ = await app.navigator.push(LegacyHelpRoute()).outcome
        #expect(app.host.topScreen?.value(as: TestScreen.self)?.title == "home")
    }

    @Test func anExternalRootOrTabRootIsARegistrationDiagnostic() {
        let log = HandOffLog()
        var configuration = NavigatorConfiguration()
        configuration.reportsRegistrationDiagnostics = false
        let navigator = Navigator(
            modules: makeFeatures() + [LegacyFeature(log: log)], root: LegacyHelpRoute(), schemes: ["myapp"],
            configuration: configuration)
        #expect(navigator.diagnostics.contains(.externalRouteOnStack(route: "LegacyHelpRoute", tab: nil)))
    }
}

@MainActor
@Suite("External routes in the manifest and the link files")
struct ExternalRouteManifestTests {
    @Test func theManifestMarksExternalRoutesAndOnlyThem() {
        let (app, _) = makeApp()
        let manifest = app.navigator.registry.manifest
        #expect(manifest.route(ofType: "LegacySettingsRoute")?.isExternal == true)
        #expect(manifest.route(ofType: "LegacySettingsRoute")?.parentType == "HomeRoute")
        #expect(manifest.route(ofType: "AdvancedSettingsRoute")?.isExternal == false)
        #expect(manifest.route(ofType: "HomeRoute")?.isExternal == false)
        let decoded = try? RouteManifest(decoding: manifest.encoded())
        #expect(decoded == manifest)
    }

    @Test func aManifestWrittenBeforeExternalRoutesReadsAsNoneExternal() throws {
        let json = """
            {"type":"HomeRoute","identifier":"home","pattern":"home","parameters":[],"queryParameters":[],
             "presentation":"push","hasGuard":false,"externallyReachable":true,"module":"Home"}
            """
        let entry = try JSONDecoder().decode(RouteManifest.Entry.self, from: Data(json.utf8))
        #expect(!entry.isExternal)
    }

    @Test func theGraphMarksAnExternalRoute() {
        let (app, _) = makeApp()
        let mermaid = app.navigator.registry.graph(format: .mermaid)
        let line = mermaid.split(separator: "\n").first { $0.contains("legacy/help") }
        #expect(line?.contains("external") == true)
        let dot = app.navigator.registry.graph(format: .dot)
        #expect(dot.split(separator: "\n").first { $0.contains("legacy/help") }?.contains("external") == true)
    }

    @Test func migratingAnExternalRouteToAScreenBreaksNoLinkAndKeepsTheFingerprint() {
        let (legacy, _) = makeApp()
        let migrated = TestApp(
            root: HomeRoute(),
            extraModules: [
                TestFeature(
                    name: "Legacy",
                    routes: [
                        LegacySettingsRoute.self, LegacyHelpRoute.self, LegacyComposeRoute.self,
                        LegacyPickerRoute.self, LegacyFiltersRoute.self, AdvancedSettingsRoute.self,
                    ])
            ])
        let baseline = LinkBaseline(manifest: legacy.navigator.registry.manifest)
        #expect(baseline.links.contains { $0.pattern == "legacy/settings" })
        #expect(baseline.breaks(in: migrated.navigator.registry.manifest).isEmpty)
        #expect(legacy.navigator.registry.linkFingerprint == migrated.navigator.registry.linkFingerprint)
        let withoutIt = TestApp(root: HomeRoute())
        #expect(!baseline.breaks(in: withoutIt.navigator.registry.manifest).isEmpty)
    }

    @Test func theUniversalLinkFileIncludesAReachableExternalRoute() throws {
        let (app, _) = makeApp()
        let association = try AppSiteAssociation(
            manifest: app.navigator.registry.manifest, appIDs: ["TEAM.app"])
        let text = String(decoding: association.encoded(), as: UTF8.self)
        #expect(text.contains("/legacy/settings"))
    }
}
