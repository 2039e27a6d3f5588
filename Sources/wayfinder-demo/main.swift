import Foundation

// wayfinder-demo: the demo app on the headless host.
//
//   swift run wayfinder-demo                       interactive session
//   swift run wayfinder-demo --open URL [...]      open links, print the outline after each, exit
//   swift run wayfinder-demo --script FILE         run commands from a file

let arguments = Array(CommandLine.arguments.dropFirst())

@MainActor
func runDemo() async -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        print("usage: wayfinder-demo [--open URL ...] [--script FILE]\n\n" + DemoSession.help)
        return 0
    }
    var links: [String] = []
    var script: String?
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--open" where index + 1 < arguments.count:
            links.append(arguments[index + 1])
            index += 2
        case "--script" where index + 1 < arguments.count:
            script = arguments[index + 1]
            index += 2
        default:
            FileHandle.standardError.write(
                Data("wayfinder-demo: unknown argument '\(arguments[index])'; try --help\n".utf8))
            return 2
        }
    }
    let session = DemoSession(printsTrace: links.isEmpty)
    if !links.isEmpty {
        for link in links { _ = await session.run("open \(link)") }
        return 0
    }
    if let script {
        guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
            FileHandle.standardError.write(Data("wayfinder-demo: cannot read \(script)\n".utf8))
            return 1
        }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            print("> \(line)")
            guard await session.run(String(line)) else { break }
        }
        return 0
    }
    print("Wayfinder demo — type 'help' for commands, 'quit' to leave.")
    session.printState()
    while true {
        print("> ", terminator: "")
        fflush(nil)
        guard let line = readLine() else { break }
        guard await session.run(line) else { break }
    }
    return 0
}

if let status = await DemoDebugServer.runIfRequested(arguments) { exit(status) }
exit(await runDemo())
