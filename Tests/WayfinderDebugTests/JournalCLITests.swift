import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderDebugSupport

@testable import WayfinderDebug

@MainActor
@Suite("wayfinder journal, export-test and jump against a running server")
struct JournalCLITests {
    @Test func journalPrintsEveryEntryWithItsOutlineAndSavesTheDocument() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { _, navigator in
                navigator.navigate(to: PostRoute(id: 42))
                navigator.open("myapp://nowhere")
                let printed = try await CLI.run(["journal"], folder: folder)
                #expect(printed.status == 0, "\(printed.error)")
                let lines = printed.output.split(separator: "\n").map(String.init)
                #expect(lines.contains { $0.hasSuffix("app navigate(post/42) → applied") })
                #expect(lines.contains { $0.contains("deepLink open(myapp://nowhere) → failed") })
                let indented = navigator.outline.split(separator: "\n").map { "    " + $0 }
                #expect(Array(lines.suffix(indented.count)) == indented)
                let file = folder + "/journal.json"
                let saved = try await CLI.run(["journal", "--output", file], folder: folder)
                #expect(saved.status == 0, "\(saved.error)")
                let data = try #require(FileManager.default.contents(atPath: file))
                #expect(try NavigationJournal(decoding: data) == navigator.journal)
            }
        }
    }

    /// The JSON the CLI prints is for programs as well as for the terminal: a link's bidi override
    /// and C1 control are written as JSON escapes, so the terminal shows them escaped and the
    /// printed document still decodes to the app's journal.
    @Test func journalJSONShowsBidiAndC1CharactersAsJSONEscapesAndStillDecodes() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { _, navigator in
                navigator.open("myapp://post/1\u{202E}gpj.exe\u{85}")
                let printed = try await CLI.run(["journal", "--json"], folder: folder)
                #expect(printed.status == 0, "\(printed.error)")
                #expect(printed.output.contains(#"1\u202egpj.exe\u0085"#), "\(printed.output)")
                #expect(!printed.output.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{85}" })
                let decoded = try NavigationJournal(decoding: Data(printed.output.utf8))
                #expect(decoded == navigator.journal)
            }
        }
    }

    /// The line and paragraph separators, a Hangul filler and tag characters, as a link carries
    /// them.
    static let separatorsFillersAndTags: [Unicode.Scalar] = [
        "\u{2028}", "\u{2029}", "\u{3164}", "\u{E0041}", "\u{E007F}",
    ]

    /// `journal`, `journal --json` and `export-test` show a link's separators, Hangul filler and tag
    /// characters escaped; the JSON still decodes to the app's journal.
    @Test func journalAndExportTestShowSeparatorsFillersAndTagCharactersEscaped() async throws {
        let hostile = String(String.UnicodeScalarView(Self.separatorsFillersAndTags))
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { _, navigator in
                navigator.open("myapp://post/1\(hostile)2")
                let text = try await CLI.run(["journal"], folder: folder)
                let json = try await CLI.run(["journal", "--json"], folder: folder)
                let test = try await CLI.run(["export-test", "--every-step"], folder: folder)
                for (name, printed) in [("journal", text), ("journal --json", json), ("export-test", test)] {
                    #expect(printed.status == 0, "\(name): \(printed.error)")
                    let raw = printed.output.unicodeScalars.filter(Self.separatorsFillersAndTags.contains)
                    #expect(raw.isEmpty, "\(name): \(printed.output.debugDescription)")
                }
                #expect(
                    text.output.contains(#"1\u{2028}\u{2029}\u{3164}\u{E0041}\u{E007F}2"#), "\(text.output)")
                #expect(
                    json.output.contains(#"1\u2028\u2029\u3164\udb40\udc41\udb40\udc7f2"#), "\(json.output)")
                #expect(try NavigationJournal(decoding: Data(json.output.utf8)) == navigator.journal)
                #expect(
                    test.output.contains(#"1\u{2028}\u{2029}\u{3164}\u{e0041}\u{e007f}2"#), "\(test.output)")
            }
        }
    }

    @Test func exportTestWritesTheReplayOfTheAppsJournalOrOfASavedOne() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { _, navigator in
                navigator.navigate(to: PostRoute(id: 42))
                let live = try await CLI.run(["export-test", "--name", "postOpens"], folder: folder)
                #expect(live.status == 0, "\(live.error)")
                #expect(live.output == navigator.journal.swiftTest(named: "postOpens"))
                let file = folder + "/journal.json"
                try navigator.journal.encoded().write(to: URL(fileURLWithPath: file))
                let offline = try await CLI.run(["export-test", "--journal", file, "--every-step"])
                #expect(offline.output == navigator.journal.swiftTest(checkingEveryStep: true))
                try Data("{\"format\":\"wayfinder.navigation-journal\",\"version\":9}".utf8)
                    .write(to: URL(fileURLWithPath: file))
                let future = try await CLI.run(["export-test", "--journal", file])
                #expect(future.status == 1)
                #expect(future.error.contains("has version 9"))
            }
        }
    }

    @Test func jumpRestoresTheStateAfterAnEntryAndRefusesAnUnknownOne() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { _, navigator in
                navigator.navigate(to: PostRoute(id: 1))
                let first = navigator.outline
                let entry = try #require(navigator.journal.entries.last?.number)
                navigator.navigate(to: PostRoute(id: 2))
                let jumped = try await CLI.run(["jump", "\(entry)"], folder: folder)
                #expect(jumped.status == 0, "\(jumped.error)")
                #expect(jumped.output == first + "\n")
                #expect(navigator.outline == first)
                #expect(navigator.journal.entries.last?.call.description.hasPrefix("restore(") == true)
                let recorder = EventLog()
                navigator.addObserver(recorder)
                _ = try await CLI.run(["jump", "\(entry)"], folder: folder)
                #expect(
                    recorder.kinds.first == .journalJump, "a jump is an event of its own, then the restore's")
                #expect(recorder.kinds.contains(.restored))
                let unknown = try await CLI.run(["jump", "9999"], folder: folder)
                #expect(unknown.status == 1)
                #expect(unknown.error.contains("no restorable entry 9999"))
                let usage = try await CLI.run(["jump", "x"], folder: folder)
                #expect(usage.status == 64)
            }
        }
    }
}

/// The kinds of the events a navigator emits.
@MainActor
final class EventLog: NavigationObserver {
    private(set) var kinds: [NavigationEvent.Kind] = []

    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {
        kinds.append(event.kind)
    }
}
