import Foundation
import Wayfinder
import WayfinderCommandLine
import WayfinderDebugSupport

extension CLICommand {
    /// `wayfinder journal`: the running app's navigation journal, printed or saved.
    static let journal = CLICommand(
        name: "journal", summary: "print the navigation journal, or save it as JSON",
        usage: """
            wayfinder journal [--json] [--output FILE]
              --json         print the journal document as JSON
              --output FILE  save the journal document to FILE
            """
    ) { arguments, context throws(CLIError) in
        let parsed = try scanArguments(arguments, valued: ["--output"], flags: ["--json"])
        guard parsed.positional.isEmpty else {
            throw CLIError(message: "wayfinder journal takes no arguments", status: UsageError.exitCode)
        }
        let data = try context.get(DebugAPI.journalPath).body
        let journal = try readJournal(data, from: "the server")
        if let output = parsed.value(of: "--output") {
            try save(data, to: output)
            context.print("saved \(journal.entries.count) entries to \(output)")
        } else if parsed.flags.contains("--json") {
            context.printJSON(String(decoding: data, as: UTF8.self))
        } else {
            context.print(lines(of: journal))
        }
        return 0
    }

    /// `wayfinder export-test`: the journal as a Swift Testing test that replays it.
    static let exportTest = CLICommand(
        name: "export-test", summary: "write the navigation journal as a Swift test that replays it",
        usage: """
            wayfinder export-test [--journal FILE] [--name NAME] [--every-step] [--output FILE]
              --journal FILE  read a journal saved with 'wayfinder journal --output' instead of the app's
              --name NAME     the test function's name (default: replaysTheRecordedSession)
              --every-step    expect every step's outline, not only the last one
              --output FILE   write the test to FILE instead of printing it
            """
    ) { arguments, context throws(CLIError) in
        let parsed = try scanArguments(
            arguments, valued: ["--journal", "--name", "--output"], flags: ["--every-step"])
        guard parsed.positional.isEmpty else {
            throw CLIError(message: "wayfinder export-test takes no arguments", status: UsageError.exitCode)
        }
        let journal: NavigationJournal
        if let file = parsed.value(of: "--journal") {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CLIError(message: "wayfinder: cannot read \(file)", status: 1)
            }
            journal = try readJournal(data, from: file)
        } else {
            journal = try readJournal(try context.get(DebugAPI.journalPath).body, from: "the server")
        }
        let test = journal.swiftTest(
            named: parsed.value(of: "--name") ?? "replaysTheRecordedSession",
            checkingEveryStep: parsed.flags.contains("--every-step"))
        if let output = parsed.value(of: "--output") {
            try save(Data(test.utf8), to: output)
            context.print("wrote a test of \(journal.replaySteps.count) steps to \(output)")
        } else {
            FileHandle.standardOutput.write(Data(test.utf8))
        }
        return 0
    }

    /// `wayfinder jump N`: restores the state after journal entry `N` in the running app.
    static let jump = CLICommand(
        name: "jump", summary: "restore the state after journal entry N in the running app",
        usage: """
            wayfinder jump N   (N: an entry number that 'wayfinder journal' prints)
              Prints the restored state; or why the app did not restore it (a leave guard asks
              or kept its screen, a newer navigation came first) and the state now (exit status 1).
            """
    ) { arguments, context throws(CLIError) in
        let parsed = try scanArguments(arguments)
        guard parsed.positional.count == 1, let number = UInt64(parsed.positional[0]) else {
            throw CLIError(
                message: "wayfinder jump needs one entry number, e.g. wayfinder jump 12",
                status: UsageError.exitCode)
        }
        let body = DebugAnswer.body("entry", number)
        let response = try context.client().perform("POST", DebugAPI.journalJumpPath, json: body)
        if response.status == 409, let answer = DebugAnswer(decoding: response.body) {
            // The entry exists; the app did not restore it (yet, for `asked`).
            context.printError("entry \(number) \(answer.result)\(answer.reason.map { ": \($0)" } ?? "")")
            if let outline = answer.outline { context.print(outline) }
            return 1
        }
        guard response.status == 200 else { throw DebugClient.failure(for: response) }
        context.print(response.text)
        return 0
    }
}

/// Reads a journal document, as untrusted as any: a refusal names why.
private func readJournal(_ data: Data, from origin: String) throws(CLIError) -> NavigationJournal {
    do {
        return try NavigationJournal(decoding: data)
    } catch {
        throw CLIError(message: "wayfinder: \(origin) sent no usable journal: \(error)", status: 1)
    }
}

/// Writes `data` to a file; a failure names the file.
func save(_ data: Data, to path: String) throws(CLIError) {
    guard FileManager.default.createFile(atPath: path, contents: data) else {
        throw CLIError(message: "wayfinder: cannot write \(path)", status: 1)
    }
}

/// One line per entry (number, source, call, outcome), each followed by its outline, indented.
private func lines(of journal: NavigationJournal) -> String {
    var lines: [String] = []
    if journal.droppedCount > 0 { lines.append("(\(journal.droppedCount) older entries dropped)") }
    for entry in journal.entries {
        let cause = entry.cause.map { " (after #\($0))" } ?? ""
        let replay =
            entry.call.isReplayable ? "" : " [not replayable: \(entry.call.notReplayableReason ?? "")]"
        lines.append("#\(entry.number) \(entry.source) \(entry.call) → \(entry.outcome)\(cause)\(replay)")
        lines += entry.outline.split(separator: "\n").map { "    " + $0 }
    }
    return lines.joined(separator: "\n")
}
