import Foundation
import Testing
import Wayfinder
import WayfinderLinkTools

/// A manifest of a note route with an activity (renamed to `memo/:id` with or without its old
/// pattern as an alias, or with its activity type changed), a settings route bound to a host and
/// an in-app-only draft.
private func manifest(
    renamed: Bool = false, alias: Bool = false, activityType: String = "com.example.notes.note",
    intentName: String = "OpenNoteIntent"
) -> RouteManifest {
    RouteManifest(routes: [
        RouteManifest.Entry(
            type: "NoteRoute", identifier: renamed ? "memo/:id" : "notes/:id",
            pattern: renamed ? "memo/:id" : "notes/:id", aliases: alias ? ["notes/:id"] : [],
            parameters: [RouteManifest.Parameter(name: "id", type: "Int")], externallyReachable: true,
            module: "Notes",
            activity: RouteManifest.Activity(activityType: activityType, eligibility: ["handoff", "search"]),
            intent: RouteManifest.Intent(name: intentName, title: "Open Note")),
        RouteManifest.Entry(
            type: "SettingsRoute", identifier: "settings", pattern: "settings", externallyReachable: true,
            module: "Settings", linkRules: RouteLinkRules(host: "account.example.com")),
        RouteManifest.Entry(
            type: "DraftRoute", identifier: "DraftRoute", pattern: nil, externallyReachable: false,
            module: "Notes"),
    ])
}

@Suite("wayfinder links entry-points, and the baseline of activities and intents")
struct EntryPointsCLITests {
    @Test func entryPointsListsEachRoutesLinkUniversalLinkActivityWindowAndIntent() async throws {
        try await withPrivateFolder { folder in
            let manifestFile = folder + "/manifest.json"
            try manifest().encoded().write(to: URL(fileURLWithPath: manifestFile))
            let result = try await CLI.run([
                "links", "entry-points", "--manifest", manifestFile, "--scheme", "notes", "--host",
                "notes.example.com",
            ])
            #expect(result.status == 0, "\(result.error)")
            let rows = result.output.split(separator: "\n").map {
                $0.split(separator: "  ", omittingEmptySubsequences: true).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            }
            #expect(rows.first == ["route", "link", "universal link", "activity", "window", "intent"])
            #expect(
                rows.dropFirst().first
                    == [
                        "NoteRoute", "notes://notes/:id", "https://notes.example.com/notes/:id",
                        "com.example.notes.note (handoff, search)", "yes", "OpenNoteIntent (Open Note)",
                    ])
            #expect(
                rows.dropFirst(2).first
                    == [
                        "SettingsRoute", "notes://settings", "https://account.example.com/settings", "none",
                        "yes", "none",
                    ])
            #expect(rows.dropFirst(3).first == ["DraftRoute", "in-app only", "none", "none", "no", "none"])
        }
    }

    @Test func entryPointsNeedsAManifestAndTakesNoBaseline() async throws {
        let missing = try await CLI.run(["links", "entry-points"])
        #expect(missing.status == 64)
        #expect(missing.error.contains("wayfinder links entry-points needs --manifest FILE"))
        let extra = try await CLI.run([
            "links", "entry-points", "--manifest", "m.json", "--baseline", "b.json",
        ])
        #expect(extra.status == 64)
        #expect(extra.error.contains("takes no --baseline"))
        let scheme = try await CLI.run(["links", "write", "--manifest", "m.json", "--scheme", "notes"])
        #expect(scheme.status == 64)
        #expect(scheme.error.contains("wayfinder links write takes no --scheme"))
    }

    @Test func theBaselineRecordsActivitiesAndKeepsTheFingerprintOfRoutesWithout() throws {
        let baseline = LinkBaseline(manifest: manifest())
        let note = try #require(baseline.links.first { $0.type == "NoteRoute" })
        #expect(
            note.activity
                == RouteManifest.Activity(
                    activityType: "com.example.notes.note", eligibility: ["handoff", "search"]))
        let decoded = try LinkBaseline(decoding: baseline.encoded())
        #expect(decoded == baseline)
        var withoutActivity = manifest()
        withoutActivity.routes[0].activity = nil
        let plain = LinkBaseline(manifest: withoutActivity)
        #expect(!String(decoding: plain.encoded(), as: UTF8.self).contains("activity"))
        #expect(plain.fingerprint != baseline.fingerprint)
    }

    @Test func aRenameWithAnAliasKeepsTheActivityOpeningAndWithoutOneFailsTheCheck() async throws {
        try await withPrivateFolder { folder in
            let baselineFile = folder + "/Links.json"
            try LinkBaseline(manifest: manifest()).encoded().write(to: URL(fileURLWithPath: baselineFile))
            let renamedFile = folder + "/renamed.json"
            try manifest(renamed: true).encoded().write(to: URL(fileURLWithPath: renamedFile))
            let failed = try await CLI.run([
                "links", "check", "--manifest", renamedFile, "--baseline", baselineFile,
            ])
            #expect(failed.status == 1)
            #expect(failed.output.hasPrefix("error: notes/:id: links to NoteRoute no longer open"))
            let aliasedFile = folder + "/aliased.json"
            try manifest(renamed: true, alias: true).encoded().write(to: URL(fileURLWithPath: aliasedFile))
            let passed = try await CLI.run([
                "links", "check", "--manifest", aliasedFile, "--baseline", baselineFile,
            ])
            #expect(passed.status == 0, "\(passed.output)")
        }
    }

    @Test func anActivityTypeNoRoutePublishesAnyMoreIsABreak() {
        let baseline = LinkBaseline(manifest: manifest())
        #expect(
            baseline.breaks(in: manifest(activityType: "com.example.notes.memo"))
                == [
                    .activityTypeRemoved(
                        pattern: "notes/:id", type: "NoteRoute", activityType: "com.example.notes.note")
                ])
        #expect(baseline.breaks(in: manifest()).isEmpty)
        // The default type is always continued by the hosts: changing to or from it is no break.
        let defaultBaseline = LinkBaseline(
            manifest: manifest(activityType: RouteActivity.defaultActivityType))
        #expect(defaultBaseline.breaks(in: manifest()).isEmpty)
    }

    @Test func theBaselineRecordsIntentsAndKeepsTheFingerprintOfRoutesWithout() throws {
        let baseline = LinkBaseline(manifest: manifest())
        let note = try #require(baseline.links.first { $0.type == "NoteRoute" })
        #expect(note.intent == RouteManifest.Intent(name: "OpenNoteIntent", title: "Open Note"))
        #expect(try LinkBaseline(decoding: baseline.encoded()) == baseline)
        var withoutIntent = manifest()
        withoutIntent.routes[0].intent = nil
        let plain = LinkBaseline(manifest: withoutIntent)
        #expect(!String(decoding: plain.encoded(), as: UTF8.self).contains("intent"))
        #expect(plain.fingerprint != baseline.fingerprint)
    }

    @Test func aRenameWithAnAliasKeepsTheIntentAndARenamedIntentFailsTheCheck() async throws {
        let baseline = LinkBaseline(manifest: manifest())
        #expect(baseline.breaks(in: manifest(renamed: true, alias: true)).isEmpty)
        #expect(
            baseline.breaks(in: manifest(intentName: "OpenMemoIntent"))
                == [.intentRemoved(pattern: "notes/:id", type: "NoteRoute", intent: "OpenNoteIntent")])
        try await withPrivateFolder { folder in
            let baselineFile = folder + "/Links.json"
            try baseline.encoded().write(to: URL(fileURLWithPath: baselineFile))
            let renamedFile = folder + "/renamed.json"
            try manifest(intentName: "OpenMemoIntent").encoded().write(to: URL(fileURLWithPath: renamedFile))
            let failed = try await CLI.run([
                "links", "check", "--manifest", renamedFile, "--baseline", baselineFile,
            ])
            #expect(failed.status == 1)
            #expect(
                failed.output.hasPrefix(
                    "error: notes/:id: no route declares the App Intent OpenNoteIntent any more"))
            #expect(failed.output.contains("static let intentName = \"OpenNoteIntent\""))
        }
    }
}
