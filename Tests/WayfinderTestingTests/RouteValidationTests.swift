import Testing
import Wayfinder
import WayfinderCore
import WayfinderTesting

@MainActor
@Suite struct RouteValidationTests {
    @Test func wellFormedModulesHaveNoProblems() {
        let modules = [
            Feature(name: "Home", routes: [HomeRoute.self, PaywallRoute.self]),
            Feature(name: "Post", routes: [PostRoute.self]),
        ]
        #expect(validateRoutes(modules: modules).isEmpty)
        #expect(
            validateRoutes(modules: modules, root: HomeRoute(), requiringScreensFor: [PostRoute.self]).isEmpty
        )
        expectValidRoutes(modules: modules, root: HomeRoute())
    }

    @Test func reportsAnUnregisteredParentAndRoot() {
        let problems = validateRoutes(
            modules: [Feature(name: "Articles", routes: [ArticleRoute.self])], root: HomeRoute())
        #expect(
            problems == [
                .registration(.unregisteredParent(route: "ArticleRoute", parent: "MissingParentRoute")),
                .registration(.unregisteredRoot(route: "HomeRoute")),
            ])
    }

    /// A release build's navigator skips the parent check at launch and `validateRoutes` runs
    /// `unregisteredParents()` itself; this debug build checks that it finds what launch finds.
    @Test func theParentCheckReleaseSkipsAtLaunchFindsWhatDebugFinds() {
        var configuration = NavigatorConfiguration()
        configuration.reportsRegistrationDiagnostics = false
        let navigator = Navigator(
            modules: [Feature(name: "Articles", routes: [HomeRoute.self, ArticleRoute.self])],
            root: HomeRoute(),
            configuration: configuration)
        #expect(RouteRegistry.checksParentsAtLaunch)
        #expect(navigator.registry.unregisteredParents() == navigator.diagnostics)
        #expect(
            navigator.diagnostics == [
                .unregisteredParent(route: "ArticleRoute", parent: "MissingParentRoute")
            ])
    }

    @Test func reportsDuplicateRegistrationsAndConflictingPatterns() {
        let problems = validateRoutes(modules: [
            Feature(name: "Post", routes: [HomeRoute.self, PostRoute.self]),
            Feature(name: "Other", routes: [PostRoute.self]),
            Feature(name: "Entries", routes: [EntryRoute.self, EntryAliasRoute.self]),
        ])
        #expect(
            problems.contains(
                .registration(
                    .duplicateRegistration(route: "PostRoute", firstModule: "Post", secondModule: "Other"))))
        let conflict = problems.compactMap { problem -> RegistrationDiagnostic? in
            guard case .registration(let diagnostic) = problem, case .conflictingPatterns = diagnostic else {
                return nil
            }
            return diagnostic
        }
        #expect(
            conflict.map(\.description) == [
                "the pattern 'entry/:number' of WayfinderTestingTests.EntryAliasRoute (registered by Entries) "
                    + "matches the same URLs as 'entry/:id' of WayfinderTestingTests.EntryRoute (registered by "
                    + "Entries), which was registered first and wins"
            ])
    }

    @Test func reportsARouteThatDoesNotRoundTripThroughItsURL() {
        let problems = validateRoutes(modules: [Feature(name: "Broken", routes: [BrokenRoute.self])])
        #expect(problems.count == 1)
        guard case .roundTrip(let route, let path, _) = problems.first else {
            Issue.record("expected a round-trip problem, got \(problems)")
            return
        }
        #expect(route == "BrokenRoute")
        #expect(path == "broken/")
    }

    @Test func reportsARequiredRouteWithoutAScreen() {
        let problems = validateRoutes(
            modules: [Feature(name: "Home", routes: [HomeRoute.self])],
            requiringScreensFor: [HomeRoute.self, PaywallRoute.self])
        #expect(problems == [.missingScreen(route: "PaywallRoute")])
        #expect(problems.first?.description == "PaywallRoute has no screen: no module registers it")
    }

    @Test func expectValidRoutesRecordsOneIssuePerProblem() {
        withKnownIssue {
            expectValidRoutes(
                modules: [Feature(name: "Home", routes: [HomeRoute.self])],
                requiringScreensFor: [PaywallRoute.self])
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "PaywallRoute has no screen: no module registers it" }
        }
    }
}

@Route("entry/:number")
struct EntryAliasRoute {
    let number: Int
}

/// A feature whose tab's root route nobody registers.
private struct TabFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(HomeRoute.self) { _ in "home" }
        context.registerTab(TabSpec(id: "feed", title: "Feed", systemImage: "list", root: PostRoute(id: 1)))
    }
}

@MainActor
@Test func validateRoutesReportsATabWhoseRootIsUnregistered() {
    #expect(
        validateRoutes(modules: [TabFeature()]) == [
            .registration(.unregisteredTabRoot("feed", route: "PostRoute"))
        ])
}
