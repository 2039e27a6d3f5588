import Foundation
import Testing
import WayfinderTestSupport

@Suite struct ChildProcessTests {
    @Test func returnsTheExitStatusAndBothStreamsInTheOrderWritten() throws {
        let result = try ChildProcess.run(["sh", "-c", "echo one; echo two >&2; echo three; exit 3"])
        #expect(result == ChildProcess.Result(status: 3, output: "one\ntwo\nthree\n"))
    }

    @Test func runsInTheGivenFolderWithTheGivenVariablesOnTopOfItsOwn() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        let result = try ChildProcess.run(
            ["sh", "-c", "pwd; echo \"$WAYFINDER_CHILD $PATH\""], in: folder,
            environment: ["WAYFINDER_CHILD": "set"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(result.status == 0)
        #expect(
            lines.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } == folder.path)
        #expect(lines.last == "set \(ProcessInfo.processInfo.environment["PATH"] ?? "")")
    }

    @Test func keepsALargeOutputWhole() throws {
        let result = try ChildProcess.run([
            "sh", "-c", "i=0; while [ $i -lt 20000 ]; do echo line $i; i=$((i+1)); done",
        ])
        #expect(result.output.split(separator: "\n").count == 20000)
    }

    @Test func aProgramThatIsNotThereEndsWithEnvsStatus() throws {
        let result = try ChildProcess.run(["wayfinder-no-such-program"])
        #expect(result.status == 127)
        #expect(result.output.contains("wayfinder-no-such-program"))
    }
}
