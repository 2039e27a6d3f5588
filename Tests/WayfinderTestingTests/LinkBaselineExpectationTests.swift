import Foundation
import Testing
import Wayfinder
import WayfinderLinkTools

@testable import WayfinderTesting

// The first release of a team page, and the second, which renamed it, once without an alias and
// once with one.

@Route("team/:name")
private struct TeamRoute {
    let name: String
}

@Route("crew/:name")
private struct RenamedTeamRoute {
    let name: String
}

@Route("crew/:name", aliases: ["team/:name"])
private struct AliasedTeamRoute {
    let name: String
}

private struct TeamModule: FeatureModule {
    let route: any Route.Type

    func register(in context: FeatureRegistrationContext) {
        register(route, in: context)
    }

    private func register<R: Route>(_ route: R.Type, in context: FeatureRegistrationContext) {
        context.register(route) { _ in "team" }
    }
}

@MainActor
@Suite("A test keeps the links of the app's baseline opening")
struct LinkBaselineExpectationTests {
    /// A baseline file of the first release, in a folder of its own.
    private func firstReleaseBaseline() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "Links.json")
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        let first = Navigator(
            modules: [TeamModule(route: TeamRoute.self)], root: TeamRoute(name: "a"),
            configuration: configuration)
        try LinkBaseline(manifest: first.registry.manifest).encoded().write(to: file)
        return file
    }

    @Test func theSameRoutesKeepEveryLink() throws {
        let file = try firstReleaseBaseline()
        #expect(expectLinksStillOpen(modules: [TeamModule(route: TeamRoute.self)], baseline: file).isEmpty)
    }

    @Test func aRenameWithoutAnAliasIsAnIssueNamingTheFix() throws {
        let file = try firstReleaseBaseline()
        var breaks: [LinkBreak] = []
        withKnownIssue {
            breaks = expectLinksStillOpen(modules: [TeamModule(route: RenamedTeamRoute.self)], baseline: file)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("team/:name") }
        }
        #expect(breaks.map(\.pattern) == ["team/:name"])
    }

    @Test func theRenameWithTheOldPatternAsAnAliasKeepsTheLinks() throws {
        let file = try firstReleaseBaseline()
        #expect(
            expectLinksStillOpen(modules: [TeamModule(route: AliasedTeamRoute.self)], baseline: file).isEmpty)
    }

    @Test func aMissingBaselineIsAnIssueThatSaysHowToWriteIt() {
        let missing = FileManager.default.temporaryDirectory.appending(
            path: "no-such-\(UUID().uuidString).json")
        withKnownIssue {
            _ = expectLinksStillOpen(modules: [TeamModule(route: TeamRoute.self)], baseline: missing)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("WAYFINDER_WRITE_LINK_BASELINE=1") }
        }
    }

    @Test func writingTheBaselineRecordsTheModulesLinksAndTheCheckThenPasses() throws {
        let file = try firstReleaseBaseline()
        let modules = [TeamModule(route: AliasedTeamRoute.self)]
        #expect(
            expectLinksStillOpen(
                modules: modules, baseline: file, writing: true, sourceLocation: #_sourceLocation
            ).isEmpty)
        let written = try LinkBaseline(decoding: Data(contentsOf: file))
        #expect(written.links.map(\.pattern) == ["crew/:name"])
        #expect(written.links.first?.aliases == ["team/:name"])
        #expect(expectLinksStillOpen(modules: modules, baseline: file).isEmpty)
    }
}
