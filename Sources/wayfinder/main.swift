import Foundation
import WayfinderCore

// wayfinder: the command-line companion of the debug server (WayfinderDebug).

let commonOptions = """
    options for every command:
      --port N      the debug server's port (env \(DebugAPI.portEnvironmentVariable), default \(DebugAPI.defaultPort))
      --token T     the token the app printed at start-up (env \(DebugAPI.tokenEnvironmentVariable))
      --help        this help
    """

func overview() -> String {
    let width = (CLICommand.all.map(\.name.count).max() ?? 0) + 2
    let lines = CLICommand.all.map {
        "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary
    }
    return "usage: wayfinder <command> [options]\n\ncommands:\n" + lines.joined(separator: "\n") + "\n\n"
        + commonOptions + "\n"
}

func fail(_ error: CLIError) -> Int32 {
    FileHandle.standardError.write(Data((error.message + "\n").utf8))
    return error.status
}

func runCLI(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
        print(overview(), terminator: "")
        return 0
    }
    guard let command = CLICommand.all.first(where: { $0.name == first }) else {
        return fail(
            CLIError(message: "wayfinder: unknown command '\(first)'; see wayfinder --help", status: 2))
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
            return try command.run(
                rest, CLIContext(client: DebugClient(port: DebugAPI.defaultPort, token: nil)))
        } catch {
            return fail(error)
        }
    }
    let environment = ProcessInfo.processInfo.environment
    var portText = environment[DebugAPI.portEnvironmentVariable]
    var token = environment[DebugAPI.tokenEnvironmentVariable]
    var index = 0
    while index < rest.count {
        guard rest[index] == "--port" || rest[index] == "--token" else {
            index += 1
            continue
        }
        guard index + 1 < rest.count else {
            return fail(CLIError(message: "wayfinder: \(rest[index]) needs a value", status: 2))
        }
        if rest[index] == "--port" { portText = rest[index + 1] } else { token = rest[index + 1] }
        rest.removeSubrange(index...(index + 1))
    }
    var port = DebugAPI.defaultPort
    if let portText, !portText.isEmpty {
        guard let value = UInt16(portText), value > 0 else {
            return fail(CLIError(message: "wayfinder: '\(portText)' is not a port number", status: 2))
        }
        port = value
    }
    let context = CLIContext(client: DebugClient(port: port, token: token?.isEmpty == false ? token : nil))
    do {
        return try command.run(rest, context)
    } catch {
        return fail(error)
    }
}

exit(runCLI(Array(CommandLine.arguments.dropFirst())))
