import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderTestSupport

@testable import WayfinderDebug

/// Headless Chromium, if installed (Debian's `chromium`; `.ci/run` installs it when it can).
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs headless Chromium on a page with virtual time (the page closes its event stream
    /// once its scenario is done, so virtual time runs out); killed after `timeout` seconds.
    static func run(_ arguments: [String], page: String, timeout: Double = 60) async throws -> String {
        let executable = try #require(path)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wayfinder-chromium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: profile) }
        let run = try await ChildProcess.run(
            [
                executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--no-first-run",
                "--user-data-dir=\(profile.path)", "--window-size=1400,1000",
                "--virtual-time-budget=10000",
            ] + arguments + [page], timeout: timeout, separateErrors: true)
        return run.output
    }

    /// Where test artifacts go: `.build/artifacts` of the package.
    static var artifacts: URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/artifacts")
    }
}

@MainActor
@Suite(
    "The debug page in headless Chromium", .serialized,
    .enabled(if: Chromium.path != nil, "no chromium on this machine (apt-get install -y chromium)"))
struct BrowserTests {
    @Test func thePageFiresALinkThroughTheConsoleAndShowsTheTraceAndOutline() async throws {
        try await withServer { server, navigator in
            let link = "myapp://home/profile/user99"
            let encoded = link.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let page = "http://127.0.0.1:\(server.port)/#token=\(server.token)&open=\(encoded)"
            let dom = try await Chromium.run(["--dump-dom"], page: page)
            // The home tab owns the profile, so the link installs the tab bar.
            #expect(navigator.outline == "tabs: home* search\nhome: home > profile/user99\nsearch: search")
            #expect(
                dom.contains(
                    #"<pre id="outline">tabs: home* search"# + "\n" + #"home: home &gt; profile/user99"#))
            #expect(dom.contains(#"data-result="applied">APPLIED myapp://home/profile/user99</li>"#))
            #expect(
                dom.contains(
                    "event=deepLinkOpened route=home,profile/user99 url=myapp://home/profile/user99 source=debugConsole"
                ))
            #expect(dom.contains(#"data-type="ProfileRoute""#))

            try FileManager.default.createDirectory(at: Chromium.artifacts, withIntermediateDirectories: true)
            let shot = Chromium.artifacts.appendingPathComponent("debug-page.png")
            try? FileManager.default.removeItem(at: shot)
            let settings = "myapp%3A%2F%2Fsettings"
            _ = try await Chromium.run(
                ["--screenshot=\(shot.path)"],
                page: "http://127.0.0.1:\(server.port)/#token=\(server.token)&open=\(settings)")
            #expect(FileManager.default.fileExists(atPath: shot.path))
            print("BrowserTests: screenshot written to \(shot.path)")
        }
    }

    @Test func thePageWithoutATokenSaysWhereToFindIt() async throws {
        try await withServer { server, _ in
            let dom = try await Chromium.run(["--dump-dom"], page: "http://127.0.0.1:\(server.port)/")
            #expect(dom.contains("no token"))
        }
    }
}
