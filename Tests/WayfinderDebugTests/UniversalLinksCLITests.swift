import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderLinkTools

/// `wayfinder aasa` and `wayfinder assetlinks`, run as the built executable, offline.
@Suite("wayfinder aasa and assetlinks")
struct UniversalLinksCLITests {
    /// Runs `body` with a fresh folder holding `manifest.json` (the small manifest).
    func withManifest(_ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-aasa-\(UUID())")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try smallManifest.encoded().write(to: URL(fileURLWithPath: folder + "/manifest.json"))
        try await body(folder)
    }

    @Test func aasaPrintsTheGoldenFileAndWritesItWithOutput() async throws {
        try await withManifest { folder in
            let printed = try await CLI.run([
                "aasa", "--manifest", folder + "/manifest.json", "--app-id", "ABCDE12345.com.example.app",
            ])
            #expect(printed.status == 0, "\(printed.error)")
            #expect(printed.output == smallManifestGolden)
            let file = folder + "/apple-app-site-association"
            let written = try await CLI.run([
                "aasa", "--manifest", folder + "/manifest.json", "--app-id", "ABCDE12345.com.example.app",
                "--output", file,
            ])
            #expect(written.status == 0, "\(written.error)")
            #expect(FileManager.default.contents(atPath: file) == Data(smallManifestGolden.utf8))
            let checked = try await CLI.run([
                "aasa", "--check", file, "--manifest", folder + "/manifest.json",
            ])
            #expect(checked.status == 0, "\(checked.error)")
            #expect(checked.output.split(separator: "\n").count == 1)
        }
    }

    @Test func aasaCheckExitsOneAndPrintsEachFindingOnAPlantedMismatch() async throws {
        try await withManifest { folder in
            let file = folder + "/aasa.json"
            try Data(
                #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/post/*"}, {"/": "/videos/*"}]}]}}"#
                    .utf8
            ).write(to: URL(fileURLWithPath: file))
            let checked = try await CLI.run([
                "aasa", "--check", file, "--manifest", folder + "/manifest.json",
            ])
            #expect(checked.status == 1)
            #expect(
                checked.output.split(separator: "\n").map(String.init) == [
                    "the file sends /videos/* to the app, but no route opens /videos/1",
                    "the file sends /post/* to the app, but no route opens /post/1/x",
                    "ProfileRoute (profile/:user) opens /profile/x, but the file never sends it: no component matches it",
                    "SettingsRoute (settings) opens /settings, but the file never sends it: no component matches it",
                ])
        }
    }

    @Test func aasaCheckOfAMalformedFileExitsOneWithOneLine() async throws {
        try await withManifest { folder in
            let file = folder + "/aasa.json"
            try Data("{not json".utf8).write(to: URL(fileURLWithPath: file))
            let checked = try await CLI.run([
                "aasa", "--check", file, "--manifest", folder + "/manifest.json",
            ])
            #expect(checked.status == 1)
            #expect(checked.error == "wayfinder: \(file): the file is not valid JSON\n")
        }
    }

    @Test func aasaCheckOfAHugeOrBidiFileExitsOneNamingTheProblem() async throws {
        try await withManifest { folder in
            let huge = folder + "/huge.json"
            try Data(repeating: UInt8(ascii: " "), count: 200_000).write(to: URL(fileURLWithPath: huge))
            let tooLarge = try await CLI.run([
                "aasa", "--check", huge, "--manifest", folder + "/manifest.json",
            ])
            #expect(tooLarge.status == 1)
            #expect(
                tooLarge.error
                    == "wayfinder: \(huge): the file is 200000 bytes, more than the 131072 bytes an apple-app-site-association file may have\n"
            )
            let bidi = folder + "/bidi.json"
            try Data(
                #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/post/\u202e*"}]}]}}"#
                    .utf8
            ).write(to: URL(fileURLWithPath: bidi))
            let odd = try await CLI.run(["aasa", "--check", bidi, "--manifest", folder + "/manifest.json"])
            #expect(odd.status == 1)
            #expect(
                odd.error
                    == "wayfinder: \(bidi): applinks.details[0].components[0]./ contains the invisible or control character U+202E\n"
            )
        }
    }

    @Test func aRouteGraphGivenAsTheManifestIsNamedAsSuch() async throws {
        try await withManifest { folder in
            let graph = folder + "/graph.json"
            try Data(#"{"nodes": [], "edges": []}"#.utf8).write(to: URL(fileURLWithPath: graph))
            let run = try await CLI.run(["aasa", "--manifest", graph, "--app-id", "A.b"])
            #expect(run.status == 1)
            #expect(
                run.error
                    == "wayfinder: \(graph) is not a route manifest: it is a route graph (nodes and edges); give the manifest, which 'wayfinder manifest' prints\n"
            )
        }
    }

    @Test(arguments: [
        ["aasa", "--app-id", "A.b"],
        ["aasa", "--manifest", "m.json", "--bogus"],
        ["assetlinks", "--fingerprint", "AB"],
        ["assetlinks", "--package", "com.example.app", "--fingerprint", "AB:CD"],
    ])
    func usageMistakesExitWith64(arguments: [String]) async throws {
        let run = try await CLI.run(arguments)
        #expect(run.status == 64, "\(run.error)")
        #expect(run.error.hasPrefix("wayfinder"))
    }

    @Test func assetlinksPrintsTheFileAndTheIntentFilterLines() async throws {
        try await withManifest { folder in
            let run = try await CLI.run([
                "assetlinks", "--package", "com.example.app", "--fingerprint", AssetLinksTests.fingerprint,
                "--manifest", folder + "/manifest.json",
            ])
            #expect(run.status == 0, "\(run.error)")
            let links = try AssetLinks(
                packageName: "com.example.app", fingerprints: [AssetLinksTests.fingerprint])
            let lines = try AssetLinks.intentFilterLines(for: smallManifest).joined(separator: "\n")
            #expect(
                run.output == String(decoding: links.encoded(), as: UTF8.self)
                    + "<!-- inside <intent-filter android:autoVerify=\"true\"> -->\n" + lines + "\n")
        }
    }

    @Test func aCraftedManifestIsRefusedNamingTheRouteAndNothingIsWritten() async throws {
        try await withManifest { folder in
            let crafted = #"x"/><data android:host="evil.example"#
            let manifest = RouteManifest(routes: [
                .init(
                    type: "EvilRoute", identifier: "x", pattern: crafted, externallyReachable: true,
                    module: "M")
            ])
            try manifest.encoded().write(to: URL(fileURLWithPath: folder + "/crafted.json"))
            let output = folder + "/apple-app-site-association"
            let aasa = try await CLI.run([
                "aasa", "--manifest", folder + "/crafted.json", "--app-id", "A.b", "--output", output,
            ])
            #expect(aasa.status == 1)
            #expect(aasa.error.contains("EvilRoute: the pattern"), "\(aasa.error)")
            #expect(!FileManager.default.fileExists(atPath: output))
            let android = try await CLI.run([
                "assetlinks", "--package", "com.example.app", "--fingerprint", AssetLinksTests.fingerprint,
                "--manifest", folder + "/crafted.json",
            ])
            #expect(android.status == 1)
            #expect(android.error.contains("EvilRoute"), "\(android.error)")
            #expect(!android.output.contains("evil.example"))
        }
    }

    @Test func aasaWritesEachHostsFileWithItsOwnRoutes() async throws {
        try await withManifest { folder in
            let manifest = RouteManifest(routes: [
                .init(
                    type: "SettingsRoute", identifier: "settings", pattern: "settings",
                    externallyReachable: true,
                    module: "M"),
                .init(
                    type: "ClickRoute", identifier: "*", pattern: "*", externallyReachable: true, module: "M",
                    linkRules: RouteLinkRules(host: "clicks.example.com")),
            ])
            try manifest.encoded().write(to: URL(fileURLWithPath: folder + "/hosts.json"))
            let main = try await CLI.run(["aasa", "--manifest", folder + "/hosts.json", "--app-id", "A.b"])
            #expect(main.status == 0, "\(main.error)")
            #expect(!main.output.contains("ClickRoute"))
            let clicks = try await CLI.run([
                "aasa", "--manifest", folder + "/hosts.json", "--app-id", "A.b", "--host",
                "clicks.example.com",
            ])
            #expect(clicks.status == 0, "\(clicks.error)")
            #expect(clicks.output.contains(#""/" : "/?*""#))
            #expect(clicks.output.contains("opens ClickRoute"))
        }
    }
}
