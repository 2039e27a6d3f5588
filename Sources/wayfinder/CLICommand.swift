import Foundation
import Wayfinder
import WayfinderCommandLine
import WayfinderCore
import WayfinderDebugSupport
import WayfinderLint

/// One subcommand of `wayfinder`. Adding a subcommand is adding one entry to ``all``.
struct CLICommand: Sendable {
    /// The word after `wayfinder`.
    var name: String
    /// One line for the command list.
    var summary: String
    /// The usage text `--help` prints (without the common options).
    var usage: String
    /// Whether the command talks to the debug server (and so takes `--server-file`, `--pid` and
    /// `--port`).
    var usesServer = true
    /// Runs the command with its arguments (common options already removed).
    var run: @Sendable (_ arguments: [String], _ context: CLIContext) throws(CLIError) -> Int32

    /// Every subcommand, in the order `wayfinder --help` lists them.
    static let all: [CLICommand] = [
        manifest, graph, open, trace, state, journal, exportTest, jump, lintModules, links, aasa, assetlinks,
    ]
}

/// What every command gets: the way to the server and a way to print.
struct CLIContext {
    /// Which server the command line chose.
    var choice = ServerDiscovery.Choice()
    /// Where server files are looked for.
    var folders: [String] = []
    /// How long each read from the server may wait, in seconds (`WAYFINDER_TIMEOUT`, default 15).
    var timeout: Double = CLIContext.defaultTimeout

    /// The read timeout when `WAYFINDER_TIMEOUT` does not set one.
    static let defaultTimeout: Double = 15

    /// The read timeout `WAYFINDER_TIMEOUT` asks for: a number of seconds from 1 to 3,600; nil when
    /// unset, and an error naming the value when it is not such a number.
    static func timeout(fromEnvironment value: String?) throws(CLIError) -> Double? {
        guard let value else { return nil }
        guard let seconds = Double(value), seconds >= 1, seconds <= 3_600 else {
            throw CLIError(
                message:
                    "wayfinder: WAYFINDER_TIMEOUT is '\(value)'; give the seconds to wait, from 1 to 3600",
                status: UsageError.exitCode)
        }
        return seconds
    }

    /// The client for the chosen server, found through its server file when a command first
    /// talks to it (so usage mistakes are reported before any server is looked for).
    func client() throws(CLIError) -> DebugClient {
        let server = try ServerDiscovery.find(choice, in: folders)
        return DebugClient(port: server.port, token: server.token, serverFile: server.file, timeout: timeout)
    }

    /// Prints text that came from a server, its control characters escaped (line breaks kept).
    func print(_ text: String) {
        let safe = DisplayText.escapedLines(text)
        FileHandle.standardOutput.write(Data((safe.hasSuffix("\n") ? safe : safe + "\n").utf8))
    }

    /// Prints JSON that came from a server, still JSON: its bidi controls, invisible format
    /// characters and control characters written as JSON escapes (`\u202e`), which a program
    /// reading the output decodes to the same text (`DisplayText.jsonEscaped`).
    func printJSON(_ json: String) {
        print(DisplayText.jsonEscaped(json))
    }

    /// Prints a `wayfinder:` message on standard error, its control characters escaped.
    func printError(_ text: String) {
        FileHandle.standardError.write(Data(("wayfinder: " + DisplayText.escapedLines(text) + "\n").utf8))
    }

    /// A GET whose body is printed as is; a refusal is an error.
    func get(_ path: String) throws(CLIError) -> DebugClient.Response {
        let response = try client().perform("GET", path)
        guard response.status == 200 else { throw DebugClient.failure(for: response) }
        return response
    }
}

/// The arguments a command accepts: flags with values and positional words.
/// Scans a command's arguments with the shared ``ArgumentScanner``: options named in `valued`
/// take the next word, those in `repeatable` the next word each time they are given, `flags`
/// none. A usage error exits with 64.
func scanArguments(
    _ arguments: [String], valued: Set<String> = [], repeatable: Set<String> = [], flags: Set<String> = []
) throws(CLIError) -> ArgumentScanner.Parsed {
    do {
        return try ArgumentScanner(valued: valued, repeatable: repeatable, flags: flags).scan(arguments)
    } catch {
        throw CLIError(message: "wayfinder: \(error.message); see --help", status: UsageError.exitCode)
    }
}

// MARK: - The commands

extension CLICommand {
    static let manifest = CLICommand(
        name: "manifest", summary: "print every route, tab and registration diagnostic as JSON",
        usage: "wayfinder manifest"
    ) { arguments, context throws(CLIError) in
        let parsed = try scanArguments(arguments)
        guard parsed.positional.isEmpty else {
            throw CLIError(message: "wayfinder manifest takes no arguments", status: UsageError.exitCode)
        }
        context.printJSON(try context.get(DebugAPI.manifestPath).text)
        return 0
    }

    static let graph = CLICommand(
        name: "graph", summary: "print the route graph as Mermaid, Graphviz DOT or JSON",
        usage: "wayfinder graph [--format mermaid|dot|json]   (default: mermaid)"
    ) { arguments, context throws(CLIError) in
        let parsed = try scanArguments(arguments, valued: ["--format"])
        let format = parsed.value(of: "--format") ?? "mermaid"
        guard RouteGraph.Format(rawValue: format) != nil else {
            throw CLIError(
                message: "wayfinder: unknown graph format '\(format)'; use mermaid, dot or json",
                status: UsageError.exitCode)
        }
        let graph = try context.get(DebugAPI.graphPath + "?format=" + format).text
        if format == RouteGraph.Format.json.rawValue {
            context.printJSON(graph)
        } else {
            context.print(graph)
        }
        return 0
    }

    static let open = CLICommand(
        name: "open", summary: "open a link in the running app (source debugConsole)",
        usage: """
            wayfinder open <url>
              Prints 'applied' and the new state, or why the link was rejected or blocked
              (exit status 1).
            """
    ) { arguments, context throws(CLIError) in
        let parsed = try scanArguments(arguments)
        guard parsed.positional.count == 1 else {
            throw CLIError(
                message: "wayfinder open needs exactly one URL, e.g. wayfinder open myapp://post/42",
                status: UsageError.exitCode)
        }
        let body = DebugAnswer.body("url", parsed.positional[0])
        let response = try context.client().perform("POST", DebugAPI.openPath, json: body)
        guard response.status == 200 || response.status == 202,
            let answer = DebugAnswer(decoding: response.body)
        else { throw DebugClient.failure(for: response) }
        if answer.isApplied {
            context.print("applied")
            if let outline = answer.outline { context.print(outline) }
            return 0
        }
        context.printError("\(answer.result)\(answer.reason.map { ": \($0)" } ?? "")")
        return 1
    }

    static let trace = CLICommand(
        name: "trace", summary: "follow the live trace, one event=... line per event",
        usage: """
            wayfinder trace [--filter EVENT[,EVENT...]]... [--json] [--count N]
              --filter   only these event kinds (e.g. navigationBlocked); repeatable, every
                         --filter adds its kinds
              --json     print each event as JSON instead of its log line
              --count N  stop after N events
            """
    ) { arguments, context throws(CLIError) in
        let parsed = try scanArguments(
            arguments, valued: ["--count"], repeatable: ["--filter"], flags: ["--json"])
        guard parsed.positional.isEmpty else {
            throw CLIError(
                message: "wayfinder: unexpected argument '\(parsed.positional[0])'; see --help",
                status: UsageError.exitCode)
        }
        let kinds = parsed.values(of: "--filter").flatMap { $0.split(separator: ",").map(String.init) }
        var remaining = Int.max
        if let count = parsed.value(of: "--count") {
            guard let value = Int(count), value > 0 else {
                throw CLIError(
                    message: "wayfinder: --count needs a positive number", status: UsageError.exitCode)
            }
            remaining = value
        }
        var path = DebugAPI.eventsPath + "?format=" + (parsed.flags.contains("--json") ? "json" : "log")
        if !kinds.isEmpty { path += "&filter=" + kinds.joined(separator: ",") }
        var ended: String?
        try context.client().stream(path) { name, data in
            if name == "closed" {
                let reason = (try? JSONDecoder().decode([String: String].self, from: Data(data.utf8)))?[
                    "reason"]
                ended = reason ?? data
                return false
            }
            if parsed.flags.contains("--json") { context.printJSON(data) } else { context.print(data) }
            remaining -= 1
            return remaining > 0
        }
        if let ended { throw CLIError(message: "wayfinder: the server ended the trace: \(ended)") }
        return 0
    }

    static let state = CLICommand(
        name: "state", summary: "print the navigation state outline (or JSON)",
        usage: "wayfinder state [--json]"
    ) { arguments, context throws(CLIError) in
        let parsed = try scanArguments(arguments, flags: ["--json"])
        if parsed.flags.contains("--json") {
            context.printJSON(try context.get(DebugAPI.statePath).text)
        } else {
            context.print(try context.get(DebugAPI.outlinePath).text)
        }
        return 0
    }
}

extension CLICommand {
    /// `wayfinder lint-modules`: the two-package rule over a package's target graph, offline.
    static let lintModules = CLICommand(
        name: "lint-modules",
        summary:
            "fail naming each edge that breaks the two-package rule (a …UI target depending on an …Internal one, or one feature's …Internal on another's)",
        usage: "wayfinder lint-modules [--package PATH] [--ui-suffix UI] [--internal-suffix Internal]",
        usesServer: false
    ) { arguments, _ in
        runLintModules(arguments: arguments)
    }
}
