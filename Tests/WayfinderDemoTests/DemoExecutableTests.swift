import Foundation
import Testing

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
        #expect(result.output.hasPrefix("stack: home > profile/user99 > post/42\n"))
        #expect(result.output.contains("screens: Home feed | Profile of user99 | Post #42"))
    }

    @Test func aBadLinkPrintsOneErrorLineAndLeavesTheStateAlone() throws {
        let result = try Self.run(["--open", "myapp://post/1", "--open", "myapp://post/abc"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("error:") }.count == 1)
        #expect(lines.last == "screens: Home feed | Post #1")
    }

    @Test func theInteractiveSessionReadsCommandsUntilEndOfInput() throws {
        let script =
            "open myapp://post/42\nopen myapp://settings\npush settings/notifications\nnonsense\nsave\nlogout\nrestore\n"
        let result = try Self.run([], input: script)
        #expect(result.status == 0)
        #expect(result.output.contains("stack: home > post/42\n  sheet: settings > settings/notifications"))
        #expect(result.output.contains("error: unknown command 'nonsense'; type 'help'"))
        #expect(
            result.output.contains(
                "restored completely\nstack: home > post/42\n  sheet: settings > settings/notifications"))
        #expect(
            result.output.contains(
                "trace: event=deepLinkOpened route=post/42 url=myapp://post/42 source=deepLink"))
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
                "> open myapp://profile/me/signout\nstack: home\n  alert: profile/me/signout"))
    }

    @Test func anUnknownArgumentExitsWithUsage() throws {
        let result = try Self.run(["--frobnicate"])
        #expect(result.status == 2)
    }
}
