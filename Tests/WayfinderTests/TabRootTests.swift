import Testing
import Wayfinder
import WayfinderCore

/// A screen that prefers to be shown as a sheet, wrongly given as a tab's root.
@Route("drafts")
struct DraftsSheetRoute {
    var preferredPresentation: Presentation { .sheet }
}

@Route("drafts/:id")
struct DraftInTabRoute {
    let id: Int
    var parent: (any Route)? { DraftsSheetRoute() }
}

struct DraftsTabFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(DraftsSheetRoute.self) { _ in "Drafts" }
        context.register(DraftInTabRoute.self) { route in "Draft \(route.id)" }
        context.registerTab(
            TabSpec(id: "drafts", title: "Drafts", systemImage: "doc", root: DraftsSheetRoute(), priority: 5))
    }
}

@MainActor
@Suite("A tab's root is the bottom of its stack")
struct TabRootTests {
    @Test func aTabWhoseRootPrefersASheetIsADiagnosticWhenTheNavigatorIsCreated() {
        let reported = FailureBox()
        var configuration = NavigatorConfiguration()
        configuration.reportsRegistrationDiagnostics = true
        configuration.failureHandler = { reported.failures.append($0) }
        let navigator = Navigator(
            modules: [AuthFeature(), SearchFeature(), DraftsTabFeature()], root: SignInRoute(),
            configuration: configuration)
        let diagnostic = RegistrationDiagnostic.tabRootNotPushed(
            "drafts", route: "DraftsSheetRoute", presentation: .sheet)
        #expect(navigator.diagnostics == [diagnostic])
        #expect(
            diagnostic.description
                == "the root route DraftsSheetRoute of the tab 'drafts' prefers to be shown as a sheet, "
                + "but a tab's root is the bottom screen of its stack and must be pushed")
        #expect(reported.failures == [.registration(diagnostic)])
    }

    @Test func settingTabsAtRunTimeWithATabWhoseRootPrefersASheetIsRefusedAndChangesNothing() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed/article/1")
        let before = app.outline
        let drafts = TabSpec(id: "drafts", title: "Drafts", systemImage: "doc", root: DraftsSheetRoute())
        let outcome = await app.navigator.addTab(drafts).outcome
        let diagnostic = RegistrationDiagnostic.tabRootNotPushed(
            "drafts", route: "DraftsSheetRoute", presentation: .sheet)
        #expect(outcome == .failed(.registration(diagnostic)))
        #expect(app.outline == before)
        #expect(app.navigator.tabs.map(\.id) == ["feed", "account", "search"])
        #expect(app.recorder.events.last?.kind == .navigationFailed)
        #expect(app.failures.last == .registration(diagnostic))
    }
}

/// The failures a navigator reported, for assertions.
@MainActor
final class FailureBox {
    var failures: [NavigationFailure] = []
}
