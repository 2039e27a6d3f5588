import Foundation
import Testing
import Wayfinder
import WayfinderLinkTools

/// A manifest of two routes; `renamed` moves the profile to `people/:user`, with or without the
/// old pattern as an alias.
private func manifest(renamed: Bool = false, alias: Bool = false) -> RouteManifest {
    RouteManifest(routes: [
        RouteManifest.Entry(
            type: "ProfileRoute", identifier: renamed ? "people/:user" : "profile/:user",
            pattern: renamed ? "people/:user" : "profile/:user", aliases: alias ? ["profile/:user"] : [],
            parameters: [RouteManifest.Parameter(name: "user", type: "String")], externallyReachable: true,
            module: "Profile"),
        RouteManifest.Entry(
            type: "LoginRoute", identifier: "login", pattern: "login", externallyReachable: true,
            module: "Auth"),
    ])
}

@Suite("wayfinder links: the link baseline, offline")
struct LinksCLITests {
    @Test func writeSavesTheBaselineOfTheManifestAndCheckPassesAgainstIt() async throws {
        try await withPrivateFolder { folder in
            let manifestFile = folder + "/manifest.json"
            try manifest().encoded().write(to: URL(fileURLWithPath: manifestFile))
            let baselineFile = folder + "/Links.json"
            let written = try await CLI.run([
                "links", "write", "--manifest", manifestFile, "--output", baselineFile,
            ])
            #expect(written.status == 0, "\(written.error)")
            let fingerprint = LinkBaseline(manifest: manifest()).fingerprint
            #expect(written.output == "wrote 2 links to \(baselineFile) (fingerprint \(fingerprint))\n")
            let saved = try #require(FileManager.default.contents(atPath: baselineFile))
            #expect(saved == LinkBaseline(manifest: manifest()).encoded())
            let checked = try await CLI.run([
                "links", "check", "--manifest", manifestFile, "--baseline", baselineFile,
            ])
            #expect(checked.status == 0, "\(checked.error)")
            #expect(checked.output == "2 links, no breaks (fingerprint \(fingerprint))\n")
        }
    }

    @Test func checkFailsNamingARenameWithoutAnAliasAndPassesWithIt() async throws {
        try await withPrivateFolder { folder in
            let baselineFile = folder + "/Links.json"
            try LinkBaseline(manifest: manifest()).encoded().write(to: URL(fileURLWithPath: baselineFile))
            let renamedFile = folder + "/renamed.json"
            try manifest(renamed: true).encoded().write(to: URL(fileURLWithPath: renamedFile))
            let failed = try await CLI.run([
                "links", "check", "--manifest", renamedFile, "--baseline", baselineFile,
            ])
            #expect(failed.status == 1)
            let lines = failed.output.split(separator: "\n").map(String.init)
            #expect(
                lines.first
                    == #"error: profile/:user: links to ProfileRoute no longer open, no pattern or alias answers them; fix: add aliases: ["profile/:user"] to @Route of ProfileRoute"#
            )
            #expect(lines.count == 2)
            #expect(lines.last?.hasPrefix("2 links, 1 break") == true)
            let aliasedFile = folder + "/aliased.json"
            try manifest(renamed: true, alias: true).encoded().write(to: URL(fileURLWithPath: aliasedFile))
            let passed = try await CLI.run([
                "links", "check", "--manifest", aliasedFile, "--baseline", baselineFile,
            ])
            #expect(passed.status == 0, "\(passed.output)")
            let before = LinkBaseline(manifest: manifest()).fingerprint
            let after = LinkBaseline(manifest: manifest(renamed: true, alias: true)).fingerprint
            #expect(before != after)
            #expect(
                passed.output
                    == "2 links, no breaks; the app's links changed (fingerprint \(before) → \(after)): "
                    + "record them with wayfinder links write\n")
        }
    }

    @Test func aMalformedFileExitsWith2NamingItAndAUsageErrorWith64() async throws {
        try await withPrivateFolder { folder in
            let manifestFile = folder + "/manifest.json"
            try manifest().encoded().write(to: URL(fileURLWithPath: manifestFile))
            let brokenFile = folder + "/broken.json"
            try Data(#"{"format": "wayfinder.link-baseline", "version": 1}"#.utf8)
                .write(to: URL(fileURLWithPath: brokenFile))
            let malformed = try await CLI.run([
                "links", "check", "--manifest", manifestFile, "--baseline", brokenFile,
            ])
            #expect(malformed.status == 2)
            #expect(
                malformed.error
                    == "wayfinder: \(brokenFile): malformed link baseline: the field 'links' is missing\n")
            let graphFile = folder + "/graph.json"
            try Data(#"{"nodes": [], "edges": []}"#.utf8).write(to: URL(fileURLWithPath: graphFile))
            let notManifest = try await CLI.run(["links", "write", "--manifest", graphFile, "--output", "-"])
            #expect(notManifest.status == 2)
            #expect(notManifest.error.contains("is not a route manifest: its format is missing"))
            let missing = try await CLI.run(["links", "check", "--manifest", manifestFile])
            #expect(missing.status == 64)
            #expect(missing.error == "wayfinder links check needs --baseline FILE\n")
            let unknown = try await CLI.run(["links", "verify"])
            #expect(unknown.status == 64)
        }
    }

    @Test func writeToStandardOutputPrintsTheBaselineItself() async throws {
        try await withPrivateFolder { folder in
            let manifestFile = folder + "/manifest.json"
            try manifest().encoded().write(to: URL(fileURLWithPath: manifestFile))
            let printed = try await CLI.run(["links", "write", "--manifest", manifestFile, "--output", "-"])
            #expect(printed.status == 0, "\(printed.error)")
            #expect(Data(printed.output.utf8) == LinkBaseline(manifest: manifest()).encoded())
        }
    }
}
