import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

// Two releases of one app. In the first, a member's page is `members/:name`; in the second it
// was renamed `people/:user` and declares the old pattern as an alias.

enum FirstRelease {
    @Route("members/:name")
    struct MemberRoute {
        let name: String
        var parent: (any Route)? { HomeRoute() }
    }
}

enum SecondRelease {
    @Route("people/:user", aliases: [RouteAlias("members/:name", renaming: ["name": "user"])])
    struct MemberRoute {
        let user: String
        var parent: (any Route)? { HomeRoute() }
    }

    /// The team page the member pages were merged into: what no alias can express.
    @Route("team")
    struct TeamRoute {
        var member: String?
        var parent: (any Route)? { HomeRoute() }
    }

    /// A route of another module that took the old pattern over: its own pattern wins.
    @Route("members/:id")
    struct MembershipRoute {
        let id: String
    }
}

@MainActor
private func navigator(
    _ routes: [any Route.Type], modules extra: [any FeatureModule] = [],
    migration: (@MainActor (SavedNavigationState.Entry) -> SavedNavigationState.Entry?)? = nil
) -> Navigator {
    var configuration = NavigatorConfiguration()
    configuration.unregisteredRouteBehavior = .report
    configuration.savedEntryMigration = migration
    return Navigator(
        modules: [
            TestFeature(name: "Home", routes: [HomeRoute.self]), TestFeature(name: "People", routes: routes),
        ]
            + extra,
        root: HomeRoute(), schemes: ["myapp"], configuration: configuration)
}

@MainActor
@Suite("Aliases keep old links and saved states opening after a rename")
struct RouteAliasNavigationTests {
    @Test func anOldLinkOpensTheRenamedRouteAndTheEventNotesTheAlias() async {
        let navigator = navigator([SecondRelease.MemberRoute.self])
        let recorder = EventRecorder()
        navigator.addObserver(recorder)
        let outcome = await navigator.open("myapp://members/ada").outcome
        #expect(outcome == .applied)
        #expect(navigator.outline == "stack: home > people/ada")
        let opened = recorder.events.first { $0.kind == .deepLinkOpened }
        #expect(opened?.aliases == ["members/:name"])
        #expect(
            opened?.logLine
                == "event=deepLinkOpened route=people/ada url=myapp://members/ada alias=members/:name "
                + "source=deepLink")
    }

    @Test func aCurrentLinkNotesNoAlias() async {
        let navigator = navigator([SecondRelease.MemberRoute.self])
        let recorder = EventRecorder()
        navigator.addObserver(recorder)
        _ = await navigator.open("myapp://people/ada").outcome
        #expect(recorder.events.first { $0.kind == .deepLinkOpened }?.aliases == [])
    }

    @Test func aStateSavedBeforeTheRenameRestoresThroughTheAlias() async throws {
        let before = navigator([FirstRelease.MemberRoute.self])
        _ = await before.navigate(to: FirstRelease.MemberRoute(name: "ada")).outcome
        #expect(before.outline == "stack: home > members/ada")
        let saved = try before.savedState()

        let after = navigator([SecondRelease.MemberRoute.self])
        let report = await after.restore(from: saved)
        #expect(report.issues.isEmpty)
        let expected = navigator([SecondRelease.MemberRoute.self])
        _ = await expected.navigate(to: SecondRelease.MemberRoute(user: "ada")).outcome
        #expect(after.outline == expected.outline)
        #expect(after.outline == "stack: home > people/ada")
    }

    @Test func aSavedStateRecordsTheLinksOfTheBuildThatSavedIt() async throws {
        let before = navigator([FirstRelease.MemberRoute.self])
        _ = await before.navigate(to: FirstRelease.MemberRoute(name: "ada")).outcome
        let saved = try before.savedState()
        #expect(try SavedNavigationState(decoding: saved).links == before.registry.linkFingerprint)

        let sameBuild = navigator([FirstRelease.MemberRoute.self])
        let unchanged = await sameBuild.restore(from: saved)
        #expect(unchanged.isComplete)
        #expect(!unchanged.linksChangedSinceSaved)
        #expect(unchanged.description == "restored completely")

        let after = navigator([SecondRelease.MemberRoute.self])
        let recorder = EventRecorder()
        after.addObserver(recorder)
        let report = await after.restore(from: saved)
        #expect(report.isComplete)
        #expect(report.linksChangedSinceSaved)
        #expect(report.savedLinks == before.registry.linkFingerprint)
        #expect(report.currentLinks == after.registry.linkFingerprint)
        #expect(
            report.description
                == "restored completely (saved under links \(before.registry.linkFingerprint), "
                + "now \(after.registry.linkFingerprint))")
        #expect(
            recorder.events.last { $0.kind == .restored }?.reason
                == "saved under links \(before.registry.linkFingerprint)")
    }

    @Test func aDocumentThatRecordsNoLinksRestoresAndCountsAsSavedUnderOtherLinks() async throws {
        let document = SavedNavigationState(
            tree: SavedNavigationState.Tree(
                stack: SavedNavigationState.Stack(entries: [
                    SavedNavigationState.Entry(route: "home", url: "home"),
                    SavedNavigationState.Entry(route: "members/:name", url: "members/ada"),
                ])))
        let data = try document.encoded()
        #expect(String(decoding: data, as: UTF8.self).contains("links") == false)
        let after = navigator([SecondRelease.MemberRoute.self])
        let report = await after.restore(from: data)
        #expect(report.isComplete)
        #expect(report.savedLinks == nil)
        #expect(report.linksChangedSinceSaved)
        #expect(after.outline == "stack: home > people/ada")
    }

    @Test func aStateSavedBeforeARenameWithoutAnAliasIsCutWithAReport() async throws {
        let before = navigator([FirstRelease.MemberRoute.self])
        _ = await before.navigate(to: FirstRelease.MemberRoute(name: "ada")).outcome
        let saved = try before.savedState()

        let after = navigator([SecondRelease.MembershipRoute.self])
        let report = await after.restore(from: saved)
        #expect(after.outline == "stack: home")
        #expect(report.issues.count == 1)
    }

    @Test func theAppsMigrationRewritesAnEntryNoAliasCanExpress() async throws {
        let before = navigator([FirstRelease.MemberRoute.self])
        _ = await before.navigate(to: FirstRelease.MemberRoute(name: "ada")).outcome
        let saved = try before.savedState()
        var asked: [SavedNavigationState.Entry] = []
        let after = navigator([SecondRelease.TeamRoute.self]) { entry in
            asked.append(entry)
            guard entry.route == "members/:name", let name = entry.url.split(separator: "/").last else {
                return nil
            }
            return SavedNavigationState.Entry(route: "team", url: "team?member=\(name)")
        }
        let report = await after.restore(from: saved)
        #expect(report.issues.isEmpty)
        #expect(after.outline == "stack: home > team?member=ada")
        #expect(Set(asked) == [SavedNavigationState.Entry(route: "members/:name", url: "members/ada")])
    }

    @Test func anEntryTheMigrationCannotSaveIsCutWithItsOwnReason() async throws {
        let before = navigator([FirstRelease.MemberRoute.self])
        _ = await before.navigate(to: FirstRelease.MemberRoute(name: "ada")).outcome
        let saved = try before.savedState()
        let after = navigator([SecondRelease.TeamRoute.self]) { _ in
            SavedNavigationState.Entry(route: "nowhere", url: "nowhere")
        }
        let report = await after.restore(from: saved)
        #expect(after.outline == "stack: home")
        #expect(
            report.issues == [
                .entryDropped(route: "members/:name", url: "members/ada", reason: .unregistered)
            ])
    }

    @Test func anAliasShadowedByAnotherModulesPatternIsADiagnosticNamingBoth() {
        let navigator = navigator(
            [SecondRelease.MemberRoute.self],
            modules: [TestFeature(name: "Billing", routes: [SecondRelease.MembershipRoute.self])])
        let conflicts = navigator.diagnostics.filter {
            if case .conflictingPatterns = $0 { true } else { false }
        }
        #expect(
            conflicts.map(\.description) == [
                "the alias 'members/:name' of WayfinderTests.SecondRelease.MemberRoute (registered by People) "
                    + "matches the same URLs as 'members/:id' of WayfinderTests.SecondRelease.MembershipRoute "
                    + "(registered by Billing), whose own pattern wins over an alias"
            ])
    }

    @Test func theRouteWritesItsCurrentPatternOnly() {
        #expect(
            SecondRelease.MemberRoute(user: "ada").url(scheme: "myapp").absoluteString == "myapp://people/ada"
        )
    }
}
