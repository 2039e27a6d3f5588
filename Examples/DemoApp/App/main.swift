import Foundation
import Wayfinder

// wayfinder-demo: the demo app on the headless host.
//
//   swift run wayfinder-demo                          interactive session with the debug server
//   swift run wayfinder-demo --open URL [--open URL]  open links, print the outline after each, exit
//   swift run wayfinder-demo --graph mermaid|dot|json print the route graph, exit
//   swift run wayfinder-demo --manifest               print the route manifest JSON, exit
//   swift run wayfinder-demo --script FILE            run commands from a file, exit

let usage = """
    usage: wayfinder-demo [--port N] [--no-debug-server]
           wayfinder-demo --open URL [--open URL ...]
           wayfinder-demo --graph mermaid|dot|json
           wayfinder-demo --manifest
           wayfinder-demo --script FILE
    """

/// What the command line asks for.
struct DemoOptions {
    var links: [String] = []
    var graph: RouteGraph.Format?
    var printsManifest = false
    var script: String?
    var port: UInt16?
    var debugServer = true

    /// Parses the arguments; on a problem, prints it and returns nil.
    static func parse(_ arguments: [String]) -> Self? {
        var options = DemoOptions()
        var index = 0
        func value() -> String? {
            guard index + 1 < arguments.count else { return nil }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--open":
                guard let link = value() else { return Self.fail("--open needs a URL") }
                options.links.append(link)
            case "--graph":
                guard let name = value(), let format = RouteGraph.Format(rawValue: name) else {
                    return Self.fail("--graph needs mermaid, dot or json")
                }
                options.graph = format
            case "--manifest":
                options.printsManifest = true
            case "--script":
                guard let file = value() else { return Self.fail("--script needs a file") }
                options.script = file
            case "--port":
                guard let text = value(), let number = UInt16(text) else {
                    return Self.fail("--port needs a number")
                }
                options.port = number
            case "--no-debug-server":
                options.debugServer = false
            case "--debug-server":
                options.debugServer = true  // the default; kept for older instructions
            default:
                return Self.fail("unknown argument '\(argument)'; try --help")
            }
            index += 1
        }
        return options
    }

    private static func fail(_ message: String) -> Self? {
        FileHandle.standardError.write(Data("wayfinder-demo: \(message)\n".utf8))
        return nil
    }
}

@MainActor
func runDemo(_ arguments: [String]) async -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        print(usage + "\n\n" + DemoSession.help)
        return 0
    }
    guard let options = DemoOptions.parse(arguments) else { return 2 }
    if options.printsManifest {
        let session = DemoSession(printsTrace: false)
        FileHandle.standardOutput.write(session.navigator.registry.manifest.encoded() + Data("\n".utf8))
        return 0
    }
    if let format = options.graph {
        let session = DemoSession(printsTrace: false)
        print(session.navigator.registry.graph(format: format), terminator: "")
        return 0
    }
    if !options.links.isEmpty {
        let session = DemoSession(printsTrace: false)
        for link in options.links { _ = await session.run("open \(link)") }
        return 0
    }
    if let script = options.script {
        guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
            FileHandle.standardError.write(Data("wayfinder-demo: cannot read \(script)\n".utf8))
            return 1
        }
        let session = DemoSession(printsTrace: true)
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            print("> \(line)")
            guard await session.run(String(line)) else { break }
        }
        return 0
    }
    return await DemoInteractive.run(options)
}

exit(await runDemo(Array(CommandLine.arguments.dropFirst())))
