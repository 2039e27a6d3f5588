import Foundation
import Testing
import Wayfinder
import WayfinderLinkTools

/// A manifest whose settings screen is external (`migrated` false) or a Wayfinder screen.
private func manifest(migrated: Bool) -> RouteManifest {
    RouteManifest(routes: [
        RouteManifest.Entry(
            type: "HomeRoute", identifier: "home", pattern: "home", externallyReachable: true, module: "Home"),
        RouteManifest.Entry(
            type: "LegacySettingsRoute", identifier: "settings/:section", pattern: "settings/:section",
            parameters: [RouteManifest.Parameter(name: "section", type: "String")], parentType: "HomeRoute",
            externallyReachable: true, module: "Settings", isExternal: !migrated),
    ])
}

@Suite("wayfinder links and aasa with external routes")
struct ExternalRouteCLITests {
    @Test func theBaselineOfAnExternalRouteProtectsItsURLThroughItsMigration() async throws {
        try await withPrivateFolder { folder in
            let external = folder + "/external.json"
            let migrated = folder + "/migrated.json"
            let baseline = folder + "/Links.json"
            try manifest(migrated: false).encoded().write(to: URL(fileURLWithPath: external))
            try manifest(migrated: true).encoded().write(to: URL(fileURLWithPath: migrated))
            let written = try await CLI.run(["links", "write", "--manifest", external, "--output", baseline])
            #expect(written.status == 0, "\(written.error)")
            let saved = try LinkBaseline(
                decoding: try #require(FileManager.default.contents(atPath: baseline)))
            #expect(saved.links.map(\.pattern).sorted() == ["home", "settings/:section"])
            // The screen moves into Wayfinder: no link breaks, and the fingerprint is the same.
            let checked = try await CLI.run([
                "links", "check", "--manifest", migrated, "--baseline", baseline,
            ])
            #expect(checked.status == 0, "\(checked.error)")
            #expect(checked.output == "2 links, no breaks (fingerprint \(saved.fingerprint))\n")
        }
    }

    @Test func theUniversalLinkFileIncludesAReachableExternalRoute() async throws {
        try await withPrivateFolder { folder in
            let file = folder + "/manifest.json"
            try manifest(migrated: false).encoded().write(to: URL(fileURLWithPath: file))
            let printed = try await CLI.run([
                "aasa", "--manifest", file, "--app-id", "ABCDE12345.com.example.app",
            ])
            #expect(printed.status == 0, "\(printed.error)")
            #expect(printed.output.contains("\"/settings/?*\""))
        }
    }
}
