import Foundation
import Testing
import Wayfinder
import WayfinderCore

@testable import WayfinderDebug

@MainActor
@Suite(
    "The debug page's timeline in headless Chromium", .serialized,
    .enabled(if: Chromium.path != nil, "no chromium on this machine (apt-get install -y chromium)"))
struct TimelineBrowserTests {
    /// A short session: a post, the settings sheet, the sheet gone, a link no route matches.
    private func play(_ navigator: Navigator) {
        navigator.navigate(to: PostRoute(id: 42))
        navigator.navigate(to: SettingsRoute())
        navigator.dismiss()
        navigator.open("myapp://nowhere")
    }

    private func page(_ server: DebugServer, _ fragment: String) -> String {
        "http://127.0.0.1:\(server.port)/#token=\(server.token)&" + fragment
    }

    @Test func scrubbingToAnEntryShowsItsOutlineDiffedAgainstTheEntryBefore() async throws {
        try await withServer { server, navigator in
            play(navigator)
            let sheet = try #require(
                navigator.journal.entries.first { $0.call.description == "navigate(settings)" })
            let dom = try await Chromium.run(["--dump-dom"], page: page(server, "entry=\(sheet.number)"))
            #expect(dom.contains(#"data-timeline="done""#))
            for entry in navigator.journal.entries {
                #expect(dom.contains(#"data-number="\#(entry.number)""#), "entry \(entry.number) is listed")
            }
            #expect(
                dom.contains(
                    #"<li data-number="\#(sheet.number)" class="selected">#\#(sheet.number) app navigate(settings)"#
                ))
            #expect(dom.contains(#"<span class="kept">  home: home &gt; post/42"#))
            #expect(dom.contains(#"<span class="added">+   sheet: settings"#))
            #expect(dom.contains(#"<span class="kept">  search: search"#))
            #expect(dom.contains("entry #\(sheet.number) ("))
            #expect(dom.contains(#"class="refused""#), "the refused link is marked")
        }
    }

    @Test func jumpHereRestoresTheEntrysStateInTheRunningApp() async throws {
        try await withServer { server, navigator in
            play(navigator)
            let sheet = try #require(
                navigator.journal.entries.first { $0.call.description == "navigate(settings)" })
            #expect(navigator.outline != sheet.outline, "the sheet is gone before the jump")
            let dom = try await Chromium.run(
                ["--dump-dom"], page: page(server, "entry=\(sheet.number)&jump=1"))
            #expect(dom.contains(#"data-jumped="\#(sheet.number)""#))
            #expect(navigator.outline == sheet.outline)
            #expect(navigator.outline.contains("  sheet: settings"))
            #expect(navigator.journal.entries.last?.call.description.hasPrefix("restore(") == true)
        }
    }

    @Test func copyAsTestShowsTheSwiftTestOfTheSession() async throws {
        try await withServer { server, navigator in
            play(navigator)
            let dom = try await Chromium.run(
                ["--dump-dom"], page: page(server, "export=1&every=1&name=settingsSheetCloses"))
            #expect(dom.contains("@Test func settingsSheetCloses() async {"))
            #expect(dom.contains("await expectReplay(steps, on: navigator)"))
            #expect(dom.contains(#"ReplayStep(.open(url: "myapp://nowhere"), source: .deepLink"#))
            #expect(dom.contains("test shown below; copy it") || dom.contains("test copied to the clipboard"))
        }
    }

    @Test func theTimelineIsPhotographedForTheGuide() async throws {
        try await withServer { server, navigator in
            play(navigator)
            let sheet = try #require(
                navigator.journal.entries.first { $0.call.description == "navigate(settings)" })
            try FileManager.default.createDirectory(at: Chromium.artifacts, withIntermediateDirectories: true)
            for (name, fragment) in [
                ("timeline-scrub.png", "entry=\(sheet.number)"),
                ("timeline-test.png", "entry=\(sheet.number)&export=1"),
            ] {
                let shot = Chromium.artifacts.appendingPathComponent(name)
                try? FileManager.default.removeItem(at: shot)
                _ = try await Chromium.run(
                    ["--screenshot=\(shot.path)", "--window-size=1400,1700"], page: page(server, fragment))
                #expect(FileManager.default.fileExists(atPath: shot.path), "\(name)")
                print("TimelineBrowserTests: screenshot written to \(shot.path)")
            }
        }
    }
}
