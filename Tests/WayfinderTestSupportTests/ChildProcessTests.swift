import Foundation
import Testing
import WayfinderTestSupport

@Suite struct ChildProcessTests {
    @Test func returnsTheExitStatusAndBothStreamsInTheOrderWritten() async throws {
        let result = try await ChildProcess.run(["sh", "-c", "echo one; echo two >&2; echo three; exit 3"])
        #expect(result == ChildProcess.Result(status: 3, output: "one\ntwo\nthree\n"))
    }

    @Test func runsInTheGivenFolderWithTheGivenVariablesOnTopOfItsOwn() async throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        let result = try await ChildProcess.run(
            ["sh", "-c", "pwd; echo \"$WAYFINDER_CHILD $PATH\""], in: folder,
            environment: ["WAYFINDER_CHILD": "set"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(result.status == 0)
        #expect(
            lines.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } == folder.path)
        #expect(lines.last == "set \(ProcessInfo.processInfo.environment["PATH"] ?? "")")
    }

    @Test func keepsALargeOutputWhole() async throws {
        let result = try await ChildProcess.run([
            "sh", "-c", "i=0; while [ $i -lt 20000 ]; do echo line $i; i=$((i+1)); done",
        ])
        #expect(result.output.split(separator: "\n").count == 20000)
    }

    @Test func aProgramThatIsNotThereEndsWithEnvsStatus() async throws {
        let result = try await ChildProcess.run(["wayfinder-no-such-program"])
        #expect(result.status == 127)
        #expect(result.output.contains("wayfinder-no-such-program"))
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// The deadline of every child process: a stuck one is killed, whatever signals it ignores or the
/// caller blocks, and nothing it started outlives it.
@Suite struct ChildProcessDeadlineTests {
    /// Runs `work` on a thread of its own with SIGTERM blocked on that thread, as the test
    /// process blocks it on some of its threads; nil when it has not ended after `seconds`.
    func onThreadBlockingSIGTERM<T: Sendable>(
        waitingAtMost seconds: Double, _ work: @escaping @Sendable () throws -> T
    ) async -> T? {
        let once = Once<T?>()
        return await withCheckedContinuation { continuation in
            let thread = Thread {
                var blocked = sigset_t()
                sigemptyset(&blocked)
                sigaddset(&blocked, SIGTERM)
                pthread_sigmask(SIG_BLOCK, &blocked, nil)
                let value = try? work()
                once.resume(continuation, with: value)
            }
            thread.start()
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                once.resume(continuation, with: nil)
            }
        }
    }

    /// A child that ignores SIGTERM and keeps a grandchild: both end at the deadline.
    @Test func aChildThatIgnoresSIGTERMIsKilledWithItsGrandchildrenAtItsDeadline() async throws {
        let marker = "wayfinder-stuck-\(UUID().uuidString)"
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(marker).pid").path
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let result = await onThreadBlockingSIGTERM(waitingAtMost: 60) {
            try ChildProcess.runBlocking(
                [
                    "sh", "-c",
                    "trap '' TERM; sleep 600 & echo $! > \(pidFile); echo started; wait; : \(marker)",
                ],
                timeout: 1)
        }
        guard let result else {
            _ = try? await ChildProcess.run(["pkill", "-KILL", "-f", marker], timeout: 10)
            Issue.record("the stuck child was not reaped within 60 s of a 1 s deadline")
            return
        }
        #expect(result.timedOut)
        #expect(result.status == 128 + SIGKILL, "SIGTERM is ignored, so SIGKILL ends it")
        #expect(result.output == "started\n")
        // Timed out and ended by SIGKILL: the deadline, not the child's own `sleep 600`, ended it.
        // No bound on the elapsed time: a loaded CI machine once stalled the whole run for 35 s.
        let grandchild = try #require(
            Int32(
                String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        #expect(isGone(grandchild), "the grandchild \(grandchild) outlived its group")
    }

    /// The caller's blocked SIGTERM does not reach the child: a plain `sleep` ends at SIGTERM.
    @Test func aChildStartsWithNoSignalBlockedWhateverTheCallerBlocks() async throws {
        let mask = await onThreadBlockingSIGTERM(waitingAtMost: 60) {
            try ChildProcess.runBlocking(["grep", "SigBlk", "/proc/self/status"], timeout: 30)
        }
        #expect(mask?.output == "SigBlk:\t0000000000000000\n")
        let stuck = await onThreadBlockingSIGTERM(waitingAtMost: 60) {
            try ChildProcess.runBlocking(["sleep", "600"], timeout: 0.5)
        }
        #expect(stuck?.timedOut == true)
        #expect(stuck?.status == 128 + SIGTERM, "SIGTERM, not the SIGKILL after the grace, ends it")
    }

    /// A file this process holds open is not open in the child: a socket a test closes must not
    /// stay open in a compiler that outlives the test.
    @Test func aChildInheritsNoDescriptorButItsStandardThree() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-fd-\(UUID())")
            .path
        let opened = open(path, O_CREAT | O_RDWR, 0o600)
        #expect(opened > 2)
        // Moved far above the lowest free number: `ls` opens the folder it lists at the lowest
        // free number in the child, which would be the parent's 3 when nothing is inherited.
        let held = fcntl(opened, F_DUPFD, 300)
        close(opened)
        #expect(held >= 300)
        defer {
            close(held)
            unlink(path)
        }
        let result = try await ChildProcess.run(["ls", "/proc/self/fd"], timeout: 30)
        let descriptors = Set(result.output.split(separator: "\n").compactMap { Int32($0) })
        #expect(!descriptors.contains(held), "descriptor \(held) was inherited: \(descriptors.sorted())")
        // ls itself holds 0, 1, 2 and the folder it reads.
        #expect(descriptors.count <= 4, "\(descriptors.sorted())")
    }

    @Test func aProgramThatEndsInTimeIsNotMarkedTimedOut() async throws {
        let result = try await ChildProcess.run(["sh", "-c", "echo out; echo err >&2"], separateErrors: true)
        #expect(result == ChildProcess.Result(status: 0, output: "out\n", errors: "err\n"))
    }

    /// Whether a process is gone (or a zombie waiting for its reaper), waiting up to 10 s.
    func isGone(_ pid: Int32) -> Bool {
        let deadline = Date() + 10
        repeat {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
                return true
            }
            if status.contains("State:\tZ") { return true }
            usleep(20_000)
        } while Date() < deadline
        return false
    }
}

/// Resumes a continuation once, from whichever thread comes first. `@unchecked Sendable` is
/// sound: `done` is read and written only while `lock` is held.
private final class Once<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    func resume(_ continuation: CheckedContinuation<T, Never>, with value: T) {
        let first = lock.withLock {
            defer { done = true }
            return !done
        }
        if first { continuation.resume(returning: value) }
    }
}
