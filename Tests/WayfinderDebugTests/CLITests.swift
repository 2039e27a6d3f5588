import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderDebugSupport
import WayfinderLinkTools
import WayfinderTestSupport

@testable import WayfinderDebug

/// The built `wayfinder` executable, run as a shell user would.
enum CLI {
    struct Result: Sendable {
        var status: Int32
        var output: String
        var error: String
    }

    static func executable() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("wayfinder")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        throw TestSocketError(message: "the wayfinder executable was not found beside the test bundle")
    }

    /// Runs the tool off the main actor; it is killed after `timeout` seconds (the result then
    /// says so in its error text, so a test expecting output fails naming the deadline). It looks for
    /// server files in `folder` only (its `XDG_RUNTIME_DIR`, and its `TMPDIR` for the fallback
    /// folder), or in an empty folder of its own when nil.
    static func run(
        _ arguments: [String], folder: String? = nil, environment: [String: String] = [:],
        timeout: Double = 90
    ) async throws -> Result {
        let url = try executable()
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-cli-\(UUID())")
            .path
        if folder == nil {
            try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        }
        defer { if folder == nil { try? FileManager.default.removeItem(atPath: empty) } }
        var variables: [String: String?] = [
            "WAYFINDER_PORT": nil, "WAYFINDER_TOKEN": nil, "XDG_RUNTIME_DIR": folder ?? empty,
            "TMPDIR": folder ?? empty,
            // The suite runs beside the stress suites on two cores: a request that waits on a
            // busy main actor may take longer than the CLI's default 15 s read.
            "WAYFINDER_TIMEOUT": "60",
        ]
        for (name, value) in environment { variables[name] = value }
        let run = try await ChildProcess.run(
            [url.path] + arguments, environment: variables, timeout: timeout, separateErrors: true)
        let killed =
            run.timedOut
            ? "\n[killed: `wayfinder \(arguments.joined(separator: " "))` ran past its \(timeout) s deadline]"
            : ""
        return Result(status: run.status, output: run.output, error: run.errors + killed)
    }

    /// The identifier of a process that has ended: a shell that printed its own and exited.
    ///
    /// Not Foundation's `Process`: its `waitUntilExit()` spins a run loop on the calling thread
    /// until Foundation notices the exit, and beside the test suite's other children it once held
    /// the main actor for 20 s, until another child died.
    static func endedProcessID() async throws -> Int32 {
        let run = try await ChildProcess.run(["sh", "-c", "echo $$"], timeout: 60)
        guard let pid = Int32(run.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw TestSocketError(message: "the shell printed no process identifier: \(run.output)")
        }
        return pid
    }
}

/// Writes a server file by hand (mode `0600` unless told), as a server would.
func writeServerFile(_ file: DebugServerFile, in folder: String, name: String? = nil, mode: Int = 0o600)
    throws
    -> String
{
    let path = "\(folder)/\(name ?? DebugServerFile.fileName(pid: file.pid, port: file.port))"
    try file.encoded().write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    return path
}

@MainActor
@Suite("wayfinder CLI against a running server")
struct CLITests {
    @Test func everyCommandHasHelp() async throws {
        let overview = try await CLI.run(["--help"])
        #expect(overview.status == 0)
        #expect(overview.output.contains("--server-file"))
        #expect(!overview.output.contains("--token"))
        for command in ["manifest", "graph", "open", "trace", "state"] {
            #expect(overview.output.contains("  \(command) "))
            let help = try await CLI.run([command, "--help"])
            #expect(help.status == 0, "\(command)")
            #expect(help.output.hasPrefix("usage: wayfinder \(command)"))
            #expect(help.output.contains("--port"))
        }
    }

    @Test func stateAndManifestAndGraphPrintWhatTheServerServes() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, navigator in
                navigator.navigate(to: PostRoute(id: 42))
                let state = try await CLI.run(["state"], folder: folder)
                #expect(state.status == 0, "\(state.error)")
                #expect(state.output == navigator.outline + "\n")
                let json = try await CLI.run([
                    "state", "--json", "--server-file", try #require(server.serverFilePath),
                ])
                #expect(json.output.contains(#""outline""#))
                let manifest = try await CLI.run(["manifest"], folder: folder)
                #expect(
                    try RouteManifest(decoding: Data(manifest.output.utf8)) == navigator.registry.manifest)
                for format in RouteGraph.Format.allCases {
                    let graph = try await CLI.run(["graph", "--format", "\(format)"], folder: folder)
                    #expect(graph.status == 0)
                    #expect(
                        graph.output.trimmingCharacters(in: .newlines)
                            == navigator.registry.graph(format: format).trimmingCharacters(in: .newlines))
                }
            }
        }
    }

    @Test func openAppliesALinkOrSaysWhyNot() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, navigator in
                let applied = try await CLI.run(["open", "myapp://profile/me"], folder: folder)
                #expect(applied.status == 0)
                #expect(applied.output == "applied\n" + navigator.outline + "\n")
                let rejected = try await CLI.run(["open", "myapp://post/abc"], folder: folder)
                #expect(rejected.status == 1)
                #expect(rejected.error.hasPrefix("wayfinder: rejected: "))
                #expect(rejected.error.split(separator: "\n").count == 1)
            }
        }
    }

    @Test func traceFollowsTheLiveEventsWithAFilter() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, navigator in
                let trace = Task {
                    try await CLI.run(
                        ["trace", "--filter", "deepLinkOpened", "--count", "1"], folder: folder)
                }
                try await waitUntil("the CLI's trace stream is attached") { server.traceSubscriberCount == 1 }
                navigator.navigate(to: PostRoute(id: 1))
                navigator.open("myapp://post/9")
                let result = try await trace.value
                #expect(result.status == 0)
                #expect(
                    result.output == "event=deepLinkOpened route=post/9 url=myapp://post/9 source=deepLink\n")
            }
        }
    }

    @Test func traceTakesSeveralFiltersEachWithOneOrMoreKinds() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, navigator in
                let trace = Task {
                    try await CLI.run(
                        [
                            "trace", "--filter", "deepLinkOpened", "--count", "2", "--filter",
                            "popped,dismissed",
                        ],
                        folder: folder)
                }
                try await waitUntil("the CLI's trace stream is attached") { server.traceSubscriberCount == 1 }
                navigator.navigate(to: PostRoute(id: 1))
                navigator.open("myapp://post/9")
                navigator.pop()
                let result = try await trace.value
                #expect(result.status == 0, "\(result.error)")
                let kinds = result.output.split(separator: "\n").map { $0.split(separator: " ").first ?? "" }
                #expect(kinds == ["event=deepLinkOpened", "event=popped"], "\(result.output)")
            }
        }
    }

    /// A rejected link's bidi override and C1 control reach the trace in the event's fields and
    /// log line; `trace --json` shows them escaped and still prints JSON.
    @Test func traceJSONShowsALinksBidiAndC1CharactersEscapedAndStaysJSON() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, navigator in
                let trace = Task {
                    try await CLI.run(
                        ["trace", "--json", "--filter", "deepLinkRejected", "--count", "1"], folder: folder)
                }
                try await waitUntil("the CLI's trace stream is attached") { server.traceSubscriberCount == 1 }
                navigator.open("myapp://post/1\u{202E}gpj.exe\u{85}")
                let result = try await trace.value
                #expect(result.status == 0, "\(result.error)")
                #expect(!result.output.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{85}" })
                let object =
                    try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
                #expect(object?["url"] as? String == #"myapp://post/1\u{202E}gpj.exe\u{85}"#)
                #expect(
                    (object?["log"] as? String)?.contains(#"url=myapp://post/1\u{202E}gpj.exe\u{85}"#) == true
                )
            }
        }
    }

    /// A rejected link's line and paragraph separators, Hangul filler and tag characters reach
    /// `trace` and `trace --json` escaped; the JSON is still JSON.
    @Test(arguments: [false, true])
    func traceShowsALinksSeparatorsFillersAndTagCharactersEscaped(json: Bool) async throws {
        let hostile = String(String.UnicodeScalarView(JournalCLITests.separatorsFillersAndTags))
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, navigator in
                let trace = Task {
                    try await CLI.run(
                        ["trace", "--filter", "deepLinkRejected", "--count", "1"] + (json ? ["--json"] : []),
                        folder: folder)
                }
                try await waitUntil("the CLI's trace stream is attached") { server.traceSubscriberCount == 1 }
                navigator.open("myapp://post/1\(hostile)2")
                let result = try await trace.value
                #expect(result.status == 0, "\(result.error)")
                let raw = result.output.unicodeScalars.filter(
                    JournalCLITests.separatorsFillersAndTags.contains)
                #expect(raw.isEmpty, "\(result.output.debugDescription)")
                let shown = #"myapp://post/1\u{2028}\u{2029}\u{3164}\u{E0041}\u{E007F}2"#
                if json {
                    let object =
                        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
                    #expect(object?["url"] as? String == shown)
                } else {
                    #expect(result.output.contains("url=" + shown), "\(result.output)")
                }
            }
        }
    }

    @Test func traceHelpSaysFilterIsRepeatable() async throws {
        let help = try await CLI.run(["trace", "--help"])
        #expect(help.status == 0)
        #expect(
            help.output.hasPrefix(
                "usage: wayfinder trace [--filter EVENT[,EVENT...]]... [--json] [--count N]"))
        #expect(
            help.output.contains("--filter   only these event kinds (e.g. navigationBlocked); repeatable"))
    }

    @Test func traceUsageMistakesAreUsageErrorsInTheScannersFormat() async throws {
        let missing = try await CLI.run(["trace", "--filter", "pushed", "--filter"])
        #expect(missing.status == 64)
        #expect(missing.error == "wayfinder: --filter needs a value; see --help\n")
        let stray = try await CLI.run(["trace", "navigationBlocked"])
        #expect(stray.status == 64)
        #expect(stray.error == "wayfinder: unexpected argument 'navigationBlocked'; see --help\n")
    }

    @Test func theCLIFindsTheNewestLiveServerThroughItsFileOrTheOneItIsTold() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { older, olderNavigator in
                try await Task.sleep(for: .milliseconds(20))
                try await withServer(serverFile: .folder(folder)) { newer, newerNavigator in
                    olderNavigator.navigate(to: PostRoute(id: 1))
                    newerNavigator.navigate(to: PostRoute(id: 2))
                    let newest = try await CLI.run(["state"], folder: folder)
                    #expect(newest.output == newerNavigator.outline + "\n", "\(newest.error)")
                    let byPort = try await CLI.run(["state", "--port", "\(older.port)"], folder: folder)
                    #expect(byPort.output == olderNavigator.outline + "\n", "\(byPort.error)")
                    let pid = "\(ProcessInfo.processInfo.processIdentifier)"
                    let byPid = try await CLI.run(
                        ["state", "--pid", pid, "--port", "\(older.port)"], folder: folder)
                    #expect(byPid.output == olderNavigator.outline + "\n", "\(byPid.error)")
                    let otherPid = try await CLI.run(
                        ["state", "--pid", "\(try await CLI.endedProcessID())"], folder: folder)
                    #expect(otherPid.status == 1)
                    #expect(otherPid.error.contains("no running debug server of process"))
                    let byFile = try await CLI.run([
                        "state", "--server-file", try #require(older.serverFilePath),
                    ])
                    #expect(byFile.output == olderNavigator.outline + "\n", "\(byFile.error)")
                }
            }
        }
    }

    /// The review's finding: the tool sent the token to whatever listened on port 7345, and the
    /// demo moves to a free port when 7345 is taken. Now the tool talks only to a port read from
    /// a live server file that only this user can read (and never sends the token itself:
    /// `CLIProofTests`).
    @Test func theCLINeverSendsTheTokenToAPortItDidNotReadFromAServerFile() async throws {
        let squatter = try TestListener()
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, _ in
                let asked = try await CLI.run(["state", "--port", "\(squatter.port)"], folder: folder)
                #expect(asked.status == 1)
                #expect(
                    asked.error.contains("no running debug server on port \(squatter.port)"), "\(asked.error)"
                )
                #expect(asked.error.contains("--server-file FILE --port N"))
                let me = ProcessInfo.processInfo.processIdentifier
                // Files that do not count, each naming the squatter's port:
                let stale = DebugServerFile(
                    pid: try await CLI.endedProcessID(), port: squatter.port, token: "stale")
                _ = try writeServerFile(stale, in: folder)
                let open = DebugServerFile(pid: me, port: squatter.port, token: "readable-by-others")
                let openPath = try writeServerFile(
                    open, in: folder, name: "wayfinder-debug-1-1.json", mode: 0o644)
                let link = "\(folder)/wayfinder-debug-2-2.json"
                try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: openPath)
                for arguments in [["state"], ["state", "--port", "\(squatter.port)"]] {
                    let result = try await CLI.run(arguments, folder: folder)
                    #expect(!result.output.contains("stack:") || arguments.count == 1, "\(arguments)")
                }
                let refusedOpen = try await CLI.run(["state", "--server-file", openPath])
                #expect(refusedOpen.status == 1)
                #expect(refusedOpen.error.contains("mode 644"), "\(refusedOpen.error)")
                let refusedLink = try await CLI.run(["state", "--server-file", link])
                #expect(refusedLink.error.contains("not a regular file"), "\(refusedLink.error)")
                let newest = try await CLI.run(["state"], folder: folder)
                #expect(newest.status == 0, "the live server is still found: \(newest.error)")
                _ = server
            }
            let none = try await CLI.run(["state"], folder: folder)
            #expect(none.status == 1)
            #expect(none.error.contains("no running debug server found"), "\(none.error)")
        }
        let noFolder = try await CLI.run(["state"])
        #expect(noFolder.status == 1)
        #expect(noFolder.error.contains("no running debug server found"))
        try await offThread { squatter.collect() }
        #expect(squatter.connections == 0)
        #expect(!String(decoding: squatter.received, as: UTF8.self).contains("Bearer"))
    }

    @Test func aServerFileInAFolderOthersCanEnterIsNotUsed() async throws {
        try await withPrivateFolder(mode: 0o755) { folder in
            try await withServer(serverFile: .folder(folder)) { server, _ in
                #expect(server.serverFilePath == nil)
                let me = ProcessInfo.processInfo.processIdentifier
                _ = try writeServerFile(
                    DebugServerFile(pid: me, port: server.port, token: server.token), in: folder)
                let result = try await CLI.run(["state"], folder: folder)
                #expect(result.status == 1)
                #expect(result.error.contains("can be used by others (mode 755)"), "\(result.error)")
            }
        }
    }

    @Test func theTokenOptionIsGoneAndSaysWhy() async throws {
        for arguments in [["state", "--token", "x"], ["state", "--token=x"]] {
            let result = try await CLI.run(arguments)
            #expect(result.status == 64)
            #expect(result.error.contains("/proc/PID/cmdline"))
            #expect(result.error.contains("server file"))
            #expect(result.error.split(separator: "\n").count == 1)
        }
    }

    @Test func theRetiredEnvironmentVariablesAreNotReadAndSaySo() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, navigator in
                let result = try await CLI.run(
                    ["state"], folder: folder,
                    environment: ["WAYFINDER_TOKEN": "nope", "WAYFINDER_PORT": "1"])
                #expect(result.status == 0)
                #expect(result.output == navigator.outline + "\n")
                #expect(result.error.contains("WAYFINDER_TOKEN is no longer read"))
                _ = server
            }
        }
    }

    @Test func aServerThatIsNotRunningIsOneClearLineAndExitStatusOne() async throws {
        try await withPrivateFolder { folder in
            let navigator = makeTestNavigator()
            let server = DebugServer(
                navigator: navigator, port: 0, limits: testLimits, serverFile: .folder(folder))
            try server.start(printAddress: false)
            let port = server.port
            let path = try #require(server.serverFilePath)
            let copy = try Data(contentsOf: URL(fileURLWithPath: path))
            server.stop()
            #expect(!FileManager.default.fileExists(atPath: path))
            let result = try await CLI.run(["state"], folder: folder)
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            #expect(
                result.error.hasPrefix("wayfinder: no running debug server found (looked in \(folder) and "))
            #expect(result.error.split(separator: "\n").count == 1)
            // A file kept from a process that is still alive, whose server stopped: refused, one line.
            try copy.write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            let refused = try await CLI.run(["state", "--server-file", path])
            #expect(refused.status == 1)
            #expect(
                refused.error
                    == "wayfinder: no debug server on 127.0.0.1:\(port) (connection refused); is the app running with it on?\n"
            )
        }
    }

    @Test func usageMistakesExitWithStatus64() async throws {
        #expect(try await CLI.run(["frobnicate"]).status == 64)
        #expect(try await CLI.run(["graph", "--format", "png"]).status == 64)
        #expect(try await CLI.run(["open"]).status == 64)
        #expect(try await CLI.run(["state", "--port", "http"]).status == 64)
        #expect(try await CLI.run(["state", "--pid", "me"]).status == 64)
        #expect(try await CLI.run(["state", "--server-file"]).status == 64)
        #expect(try await CLI.run(["trace", "--bogus"]).status == 64)
        #expect(try await CLI.run(["lint-modules", "--bogus"]).status == 64)
    }

    @Test(arguments: ["soon", "0", "-5", "3601"])
    func aReadTimeoutThatIsNoNumberOfSecondsIsAUsageMistakeNamingIt(value: String) async throws {
        let result = try await CLI.run(["state"], environment: ["WAYFINDER_TIMEOUT": value])
        #expect(result.status == 64)
        #expect(result.error.contains("WAYFINDER_TIMEOUT is '\(value)'"), "\(result.error)")
    }
}

@Suite("wayfinder lint-modules")
struct CLILintModulesTests {
    static let brokenGraph = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("WayfinderLintTests/Fixtures/BrokenGraph")

    @Test func lintModulesFailsNamingTheEdgesThatBreakTheRule() async throws {
        let result = try await CLI.run(["lint-modules", "--package", Self.brokenGraph.path], timeout: 120)
        #expect(result.status == 1)
        let text = result.output + result.error
        #expect(text.contains("PostUI"))
        #expect(text.contains("ProfileInternal"))
    }

    @Test func lintModulesNeedsNoServer() async throws {
        let result = try await CLI.run(["lint-modules", "--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("usage: wayfinder lint-modules"))
        #expect(!result.output.contains("--port"))
    }
}
