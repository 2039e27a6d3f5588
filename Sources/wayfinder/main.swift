import Foundation
import WayfinderCommandLine
import WayfinderCore

// wayfinder: the command-line companion of the debug server (WayfinderDebug).

let commonOptions = """
    options for every command that talks to the app (the token is never an option: other users can
    read a command line; it comes from the file the debug server writes, readable by you only, and
    is never sent: the listener must prove it holds it, and each request carries a MAC made with it):
      --server-file F  the server file the app printed at start-up; default: the newest running
                       server's, in \(ServerDiscovery.folders().joined(separator: " or "))
      --pid PID        the server of this process
      --port N         the server on this port; with --server-file, talk to this port instead of
                       the file's, once the listener there proves it holds the file's token
      --help           this help
    """

/// Environment variables older versions read; the token and port now come from the server file.
let retiredEnvironmentVariables = ["WAYFINDER_TOKEN", "WAYFINDER_PORT"]

func overview() -> String {
    let width = (CLICommand.all.map(\.name.count).max() ?? 0) + 2
    let lines = CLICommand.all.map {
        "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary
    }
    return "usage: wayfinder <command> [options]\n\ncommands:\n" + lines.joined(separator: "\n") + "\n\n"
        + commonOptions + "\n"
}

func fail(_ error: CLIError) -> Int32 {
    FileHandle.standardError.write(Data((DisplayText.escapedLines(error.message) + "\n").utf8))
    return error.status
}

func runCLI(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
        print(overview(), terminator: "")
        return 0
    }
    guard let command = CLICommand.all.first(where: { $0.name == first }) else {
        return fail(
            CLIError(
                message: "wayfinder: unknown command '\(first)'; see wayfinder --help",
                status: UsageError.exitCode))
    }
    var rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
        print(
            "usage: " + command.usage + "\n\n" + command.summary
                + (command.usesServer ? "\n\n" + commonOptions : "\n"))
        return 0
    }
    if !command.usesServer {
        // Commands that work offline take their arguments as they are.
        do throws(CLIError) {
            return try command.run(rest, CLIContext())
        } catch {
            return fail(error)
        }
    }
    let environment = ProcessInfo.processInfo.environment
    for name in retiredEnvironmentVariables where environment[name] != nil {
        FileHandle.standardError.write(
            Data("wayfinder: \(name) is no longer read; the port and token come from the server file\n".utf8))
    }
    if let token = rest.first(where: { $0 == "--token" || $0.hasPrefix("--token=") }) {
        return fail(
            CLIError(
                message:
                    "wayfinder: \(token.prefix(7)) is gone: every local user can read a command line (/proc/PID/cmdline); "
                    + "the token comes from the server file (--server-file, or the newest running server's)",
                status: UsageError.exitCode))
    }
    // The options every server command takes, anywhere on the line; the rest goes to the command
    // in its order.
    let common: ArgumentScanner.Parsed
    do throws(UsageError) {
        common = try ArgumentScanner(
            valued: ["--port", "--pid", "--server-file"], refusesUnknownOptions: false
        )
        .scan(rest)
    } catch {
        return fail(CLIError(message: "wayfinder: \(error.message)", status: UsageError.exitCode))
    }
    var choice = ServerDiscovery.Choice()
    if let value = common.value(of: "--port") {
        guard let port = UInt16(value), port > 0 else {
            return fail(
                CLIError(message: "wayfinder: '\(value)' is not a port number", status: UsageError.exitCode))
        }
        choice.port = port
    }
    if let value = common.value(of: "--pid") {
        guard let pid = Int32(value), pid > 0 else {
            return fail(
                CLIError(
                    message: "wayfinder: '\(value)' is not a process identifier", status: UsageError.exitCode)
            )
        }
        choice.pid = pid
    }
    choice.file = common.value(of: "--server-file")
    rest = common.positional
    var context = CLIContext(choice: choice, folders: ServerDiscovery.folders(environment: environment))
    do throws(CLIError) {
        if let timeout = try CLIContext.timeout(fromEnvironment: environment["WAYFINDER_TIMEOUT"]) {
            context.timeout = timeout
        }
    } catch {
        return fail(error)
    }
    do {
        return try command.run(rest, context)
    } catch {
        return fail(error)
    }
}

exit(runCLI(Array(CommandLine.arguments.dropFirst())))
