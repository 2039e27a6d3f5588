import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderDebug

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

    /// Runs the tool off the main actor; it is killed after `timeout` seconds.
    static func run(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 20)
        async throws
        -> Result
    {
        let url = try executable()
        return try await offThread {
            let process = Process()
            process.executableURL = url
            process.arguments = arguments
            var env = ProcessInfo.processInfo.environment
            env[DebugAPI.portEnvironmentVariable] = nil
            env[DebugAPI.tokenEnvironmentVariable] = nil
            env.merge(environment) { $1 }
            process.environment = env
            let stdout = Pipe()
            let stderr = Pipe()
            process.standardOutput = stdout
            process.standardError = stderr
            try process.run()
            let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
            let output = ((try? stdout.fileHandleForReading.readToEnd()) ?? Data())
            let error = ((try? stderr.fileHandleForReading.readToEnd()) ?? Data())
            process.waitUntilExit()
            killer.cancel()
            return Result(
                status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                error: String(decoding: error, as: UTF8.self))
        }
    }

    static func environment(_ server: DebugServer) -> [String: String] {
        [DebugAPI.portEnvironmentVariable: "\(server.port)", DebugAPI.tokenEnvironmentVariable: server.token]
    }
}

@MainActor
@Suite("wayfinder CLI against a running server")
struct CLITests {
    @Test func everyCommandHasHelp() async throws {
        let overview = try await CLI.run(["--help"])
        #expect(overview.status == 0)
        for command in ["manifest", "graph", "open", "trace", "state"] {
            #expect(overview.output.contains("  \(command) "))
            let help = try await CLI.run([command, "--help"])
            #expect(help.status == 0, "\(command)")
            #expect(help.output.hasPrefix("usage: wayfinder \(command)"))
            #expect(help.output.contains("--port"))
        }
    }

    @Test func stateAndManifestAndGraphPrintWhatTheServerServes() async throws {
        try await withServer { server, navigator in
            navigator.navigate(to: PostRoute(id: 42))
            let state = try await CLI.run(["state"], environment: CLI.environment(server))
            #expect(state.status == 0)
            #expect(state.output == navigator.outline + "\n")
            let json = try await CLI.run([
                "state", "--json", "--port", "\(server.port)", "--token", server.token,
            ])
            #expect(json.output.contains(#""outline""#))
            let manifest = try await CLI.run(["manifest"], environment: CLI.environment(server))
            #expect(try RouteManifest(decoding: Data(manifest.output.utf8)) == navigator.registry.manifest)
            for format in RouteGraph.Format.allCases {
                let graph = try await CLI.run(
                    ["graph", "--format", "\(format)"], environment: CLI.environment(server))
                #expect(graph.status == 0)
                #expect(
                    graph.output.trimmingCharacters(in: .newlines)
                        == navigator.registry.graph(format: format).trimmingCharacters(in: .newlines))
            }
        }
    }

    @Test func openAppliesALinkOrSaysWhyNot() async throws {
        try await withServer { server, navigator in
            let applied = try await CLI.run(
                ["open", "myapp://profile/me"], environment: CLI.environment(server))
            #expect(applied.status == 0)
            #expect(applied.output == "applied\n" + navigator.outline + "\n")
            let rejected = try await CLI.run(
                ["open", "myapp://post/abc"], environment: CLI.environment(server))
            #expect(rejected.status == 1)
            #expect(rejected.error.hasPrefix("wayfinder: rejected: "))
            #expect(rejected.error.split(separator: "\n").count == 1)
        }
    }

    @Test func traceFollowsTheLiveEventsWithAFilter() async throws {
        try await withServer { server, navigator in
            let trace = Task {
                try await CLI.run(
                    ["trace", "--filter", "deepLinkOpened", "--count", "1"],
                    environment: CLI.environment(server))
            }
            #expect(await eventually { server.isRunning })
            try await Task.sleep(for: .milliseconds(800))
            navigator.navigate(to: PostRoute(id: 1))
            navigator.open("myapp://post/9")
            let result = try await trace.value
            #expect(result.status == 0)
            #expect(result.output == "event=deepLinkOpened route=post/9 url=myapp://post/9 source=deepLink\n")
        }
    }

    @Test func aServerThatIsNotRunningIsOneClearLineAndExitStatusOne() async throws {
        let navigator = makeTestNavigator()
        let server = DebugServer(navigator: navigator, port: 0, limits: testLimits)
        try server.start(printAddress: false)
        let port = server.port
        server.stop()
        try await Task.sleep(for: .milliseconds(500))
        let result = try await CLI.run(["state", "--port", "\(port)", "--token", "x"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "wayfinder: no debug server on 127.0.0.1:\(port) (connection refused); is the app running with it on?\n"
        )
    }

    @Test func aMissingTokenIsExplained() async throws {
        try await withServer { server, _ in
            let result = try await CLI.run(["state", "--port", "\(server.port)"])
            #expect(result.status == 1)
            #expect(result.error.contains("--token"))
            #expect(result.error.split(separator: "\n").count == 1)
        }
    }

    @Test func usageMistakesExitWithStatusTwo() async throws {
        #expect(try await CLI.run(["frobnicate"]).status == 2)
        #expect(try await CLI.run(["graph", "--format", "png"]).status == 2)
        #expect(try await CLI.run(["open"]).status == 2)
        #expect(try await CLI.run(["state", "--port", "http"]).status == 2)
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
