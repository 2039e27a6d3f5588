import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Runs the built `wayfinder-demo` executable as a process, the way the README does.
@Suite("wayfinder-demo as a process")
struct DemoExecutableTests {
    /// The demo executable beside the running test bundle.
    static func demoExecutable() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("wayfinder-demo")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        throw DemoNotFound()
    }

    struct DemoNotFound: Error, CustomStringConvertible {
        var description: String { "wayfinder-demo was not found beside the test bundle; build it first" }
    }

    /// Runs the demo with arguments and standard input; returns its exit status and output.
    static func run(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try demoExecutable()
        process.arguments = arguments
        let stdout = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        try process.run()
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = ((try? stdout.fileHandleForReading.readToEnd()) ?? Data())
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func openingTheReadmeLinkPrintsTheWholeStack() throws {
        let result = try Self.run(["--open", "myapp://home/profile/user99/post/42"])
        #expect(result.status == 0)
        #expect(
            result.output == """
                tabs: home* profile search inbox
                home: home > profile/user99 > post/42
                profile: profile/me
                search: search
                inbox: inbox
                screens: Home feed | Profile of user99 | Post #42
                  analytics: screen_view screen=post/42

                """)
    }

    @Test func aBadLinkPrintsOneErrorLineAndLeavesTheStateAlone() throws {
        let result = try Self.run(["--open", "myapp://post/1", "--open", "myapp://post/abc"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("error:") }.count == 1)
        #expect(lines.last?.hasPrefix("error: failed: the link myapp://post/abc does not resolve") == true)
        #expect(
            lines.dropLast().suffix(2) == [
                "screens: Home feed | Post #1", "  analytics: screen_view screen=post/1",
            ])
    }

    @Test func theGraphIsPrintedInEachFormat() throws {
        let mermaid = try Self.run(["--graph", "mermaid"])
        #expect(mermaid.status == 0)
        #expect(mermaid.output.hasPrefix("flowchart"))
        #expect(mermaid.output.contains("profile/:user/edit"))
        let dot = try Self.run(["--graph", "dot"])
        #expect(dot.output.hasPrefix("digraph"))
        let json = try Self.run(["--graph", "json"])
        #expect(json.output.contains(#""hasSlot" : false"#))
        #expect(json.output.contains(#""id" : "activity""#))
        #expect(try Self.run(["--graph", "svg"]).status == 2)
    }

    @Test func theManifestIsPrintedAsJSONWithTheCheckedInLinkBaseline() throws {
        let result = try Self.run(["--manifest"])
        #expect(result.status == 0)
        let manifest = try RouteManifest(decoding: Data(result.output.utf8))
        #expect(manifest.route(ofType: "ProfileRoute")?.pattern == "profile/:user")
        let baselineFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Links.json").standardized
        let baseline = try LinkBaseline(decoding: Data(contentsOf: baselineFile))
        #expect(baseline.breaks(in: manifest) == [])
        #expect(baseline == LinkBaseline(manifest: manifest))
    }

    @Test func thePipedSessionStartsTheServerRunsCommandsAndExitsAtEndOfInput() throws {
        let script = """
            open myapp://profile/me/edit
            login
            open myapp://profile/user99/edit
            tab search
            save
            logout
            restore

            """
        let result = try Self.run([], input: script)
        #expect(result.status == 0)
        let output = result.output
        #expect(
            output.contains(
                "Wayfinder demo: 22 routes; tabs: home profile search inbox + action compose; activity gets no "
                    + "slot (priority 10)"))
        #expect(output.contains("  page:  http://127.0.0.1:"))
        #expect(output.contains("  file:  "))
        #expect(output.contains(" (port and token, readable by you only)\n  cli:   wayfinder state\n"))
        #expect(!output.contains("WAYFINDER_TOKEN"))
        #expect(output.contains("> open myapp://profile/me/edit\nprofile/me/edit: redirected to signin"))
        #expect(output.contains("stack: login\n  cover: signin\nscreens: Sign in | Sign in to continue"))
        #expect(
            output.contains(
                "> login\ntabs: home profile* search inbox\nhome: home\nprofile: profile/me > profile/me/edit"
            ))
        #expect(
            output.contains(
                "> open myapp://profile/user99/edit\nerror: blocked at profile/user99/edit: you can only edit your own "
                    + "profile\n> tab search"))
        #expect(output.contains("trace: event=tabSelected tab=search source=app"))
        #expect(output.contains("> restore\nrestored in part"))
    }

    @Test func badInputIsOneLineEachAndChangesNothing() throws {
        let result = try Self.run(
            ["--no-debug-server"],
            input: "push post/3\nfrobnicate\nopen myapp://nowhere/1\ntab nope\npush nowhere\nstate\n")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let errors = lines.filter { $0.hasPrefix("error:") }
        #expect(errors.count == 4, "\(result.output)")
        #expect(errors.first == "error: unknown command 'frobnicate'; type 'help'")
        #expect(errors[2] == "error: no tab 'nope'; tabs: home profile search inbox compose")
        // After each error comes the next command (or, for a failed link, the unchanged state).
        #expect(
            result.output.contains("> frobnicate\nerror: unknown command 'frobnicate'; type 'help'\n> open"))
        #expect(
            result.output.contains(
                "> tab nope\nerror: no tab 'nope'; tabs: home profile search inbox compose\n> push"))
        #expect(result.output.hasSuffix("> state\nstack: login > post/3\nscreens: Sign in | Post #3\n"))
    }

    @Test func theWidthCommandShowsTheInboxSplitAsColumnsOrOneStack() throws {
        let result = try Self.run(
            ["--no-debug-server"],
            input: "open myapp://inbox/3\nwidth regular\nwidth sideways\nwidth compact\n")
        #expect(result.status == 0)
        #expect(result.output.contains("> width regular\ntabs: home profile search inbox*\n"))
        #expect(result.output.contains("inbox: inbox | inbox/3\nscreens: Inbox | Message #3\n"))
        #expect(
            result.output.contains("> width sideways\nerror: usage: width regular|compact\n> width compact"))
        #expect(
            result.output.hasSuffix(
                "inbox: inbox > inbox/3\nscreens: Inbox | Message #3\n  trace: event=sizeClassChanged source=user "
                    + "reason=compact\n"))
    }

    @Test func aScriptFileRunsLikeTyping() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "demo-\(UUID().uuidString).txt")
        try "# a comment\nlogin\nopen myapp://profile/me/signout\ndismiss\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.run(["--script", file.path])
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "> open myapp://profile/me/signout\ntabs: home* profile search inbox\nhome: home\n  alert: profile/me/signout"
            ))
        #expect(!result.output.contains("token:"))
    }

    @Test func anUnknownArgumentExitsWithUsage() throws {
        let result = try Self.run(["--frobnicate"])
        #expect(result.status == 2)
    }
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func atATerminalLinesCanBeRecalledAndEdited() throws {
        // `script` gives the demo a pseudo-terminal. Type a link, recall it with ↑, erase its last
        // character with ⌫, type another, then leave with Ctrl-D. The pauses let the demo switch
        // the terminal to raw mode before the keys arrive.
        let demo = try Self.demoExecutable().path
        let keys =
            #"printf 'open myapp://post/1\r'; sleep 1; printf '\033[A\177'; sleep 0.5; printf '2\r'; sleep 1; printf '\004'"#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "(\(keys)) | /usr/bin/script -qec '\(demo) --no-debug-server' /dev/null"]
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
        #expect(process.terminationStatus == 0)
        #expect(output.contains("home: home > post/1\n"), "\(output)")
        #expect(output.contains("home: home > post/2\n"), "\(output)")
        #expect(output.contains("trace: event=popped route=post/1 source=deepLink"))
    }
}
