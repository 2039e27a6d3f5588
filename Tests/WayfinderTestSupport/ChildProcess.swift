package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to its end, the way the tests that build fixture packages, run scripts, call
/// the compiler or drive the `wayfinder` tool do: one call, the exit status and everything the
/// program printed, and never longer than its deadline.
///
/// ```swift
/// let build = try ChildProcess.run(["swift", "build", "--target", "PostInternal"], in: folder)
/// #expect(build.status != 0, "\(build.output)")
/// ```
///
/// Every program is killed for sure at its deadline. It starts with an empty signal mask and
/// every signal at its default action (a test process may block `SIGTERM` on the thread that
/// spawns, and a child inherits that mask), in a process group of its own, so the programs it
/// starts in turn (a compiler under `swift build`) end with it; it inherits no descriptor but its
/// standard input, output and error. At the deadline the group gets
/// `SIGTERM`, then `SIGKILL` after ``terminationGrace`` seconds, and the call returns with
/// ``Result/timedOut`` set once the program is reaped.
package enum ChildProcess {
    /// How a program ended and what it printed.
    package struct Result: Hashable, Sendable {
        /// The exit status, or 128 plus the signal that ended it.
        package var status: Int32
        /// Its standard output, and its standard error too unless they were kept apart, in the
        /// order written.
        package var output: String
        /// Its standard error when kept apart (`separateErrors`), else empty.
        package var errors: String = ""
        /// Whether the program outlived its deadline and was killed.
        package var timedOut: Bool = false

        /// Creates a result.
        package init(status: Int32, output: String, errors: String = "", timedOut: Bool = false) {
            self.status = status
            self.output = output
            self.errors = errors
            self.timedOut = timedOut
        }
    }

    /// A program could not be started, or its output could not be read.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        package var description: String
    }

    /// Seconds between `SIGTERM` and `SIGKILL` at a deadline.
    package static let terminationGrace = 2.0

    /// The deadline a call gets unless it names one: long enough for a fixture package's build on
    /// a loaded two-core machine, short enough that a stuck program cannot take CI's time.
    package static let standardTimeout = 900.0

    /// Runs a command and waits for it to end, at most `timeout` seconds.
    ///
    /// The wait happens on a thread of its own, never on the cooperative pool: a two-core
    /// machine's pool has two threads, and a test blocking them for a compiler's minute would
    /// starve every other test's tasks.
    ///
    /// The program is found on `PATH` (through `/usr/bin/env`) unless the first element is a path.
    /// Its output and errors go to temporary files rather than pipes, so a program that prints a
    /// lot never blocks on a full pipe, and one stream keeps the order of both. Its standard
    /// input is `/dev/null`.
    ///
    /// - Parameters:
    ///   - command: The program and its arguments.
    ///   - directory: The working directory; the current one when nil.
    ///   - environment: Variables set on top of this process's environment; a nil value removes
    ///     the variable.
    ///   - timeout: Seconds until the program is killed.
    ///   - separateErrors: Whether standard error goes to ``Result/errors`` instead of
    ///     ``Result/output``.
    /// - Returns: The exit status and the output.
    /// - Throws: ``Failure`` when the program cannot be started or the output cannot be read.
    package static func run(
        _ command: [String], in directory: URL? = nil, environment: [String: String?] = [:],
        timeout: Double = standardTimeout, separateErrors: Bool = false
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    with: Swift.Result { () throws(Failure) -> Result in
                        try runBlocking(
                            command, in: directory, environment: environment, timeout: timeout,
                            separateErrors: separateErrors)
                    })
            }
            thread.name = "ChildProcess.wait"
            thread.start()
        }
    }

    /// ``run(_:in:environment:timeout:separateErrors:)`` on the calling thread, for a caller
    /// already on a thread of its own (never call it from a task: it blocks its thread).
    package static func runBlocking(
        _ command: [String], in directory: URL? = nil, environment: [String: String?] = [:],
        timeout: Double = standardTimeout, separateErrors: Bool = false
    ) throws(Failure) -> Result {
        guard !command.isEmpty else { throw Failure(description: "no command to run") }
        let folder = FileManager.default.temporaryDirectory
        let outputFile = folder.appendingPathComponent("wayfinder-child-\(UUID().uuidString).out").path
        let errorFile =
            separateErrors
            ? folder.appendingPathComponent("wayfinder-child-\(UUID().uuidString).err").path : outputFile
        defer {
            unlink(outputFile)
            if separateErrors { unlink(errorFile) }
        }
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        // `env` finds the program on PATH, and `-C` (GNU env) enters the folder first: the
        // spawn call's own chdir action is not in every C library's headers.
        let arguments =
            directory.map { ["/usr/bin/env", "-C", $0.path] + command }
            ?? (command[0].contains("/") ? command : ["/usr/bin/env"] + command)
        let pid = try spawn(
            arguments, environment: variables, output: outputFile, errors: errorFile)
        let (status, timedOut) = wait(for: pid, deadline: Date() + timeout)
        func contents(_ path: String) throws(Failure) -> String {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(description: "cannot read the output of \(command.joined(separator: " "))")
            }
            return String(decoding: data, as: UTF8.self)
        }
        return Result(
            status: status, output: try contents(outputFile),
            errors: separateErrors ? try contents(errorFile) : "", timedOut: timedOut)
    }

    /// Starts `arguments` with a clean signal state in a process group of its own.
    private static func spawn(
        _ arguments: [String], environment: [String: String], output: String,
        errors: String
    ) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if errors == output {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        closeInheritedDescriptors(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw Failure(
                description: "cannot start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// Makes the child close every descriptor but its standard three, whichever this process
    /// has open: a socket a test holds must not stay open in a compiler that outlives the test's
    /// `close` (the server would never see the client leave). glibc has
    /// `posix_spawn_file_actions_addclosefrom_np` since 2.34, but not in the headers Swift
    /// imports, so it is looked up by name.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }

    /// Waits for `pid` to end; at `deadline` its process group gets `SIGTERM`, then `SIGKILL`
    /// after the grace. Returns its status (128 + signal when a signal ended it) and whether it
    /// was killed for its deadline.
    private static func wait(for pid: pid_t, deadline: Date) -> (Int32, Bool) {
        var timedOut = false
        var killAt: Date?
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR { return (-1, timedOut) }
            let now = Date()
            if let killAt {
                if now >= killAt {
                    kill(-pid, SIGKILL)
                    kill(pid, SIGKILL)
                }
            } else if now >= deadline {
                timedOut = true
                kill(-pid, SIGTERM)
                kill(pid, SIGTERM)
                killAt = now + terminationGrace
            }
            usleep(5_000)
        }
        // Whatever of its group is still alive (a grandchild that ignored SIGTERM) goes too.
        if timedOut { kill(-pid, SIGKILL) }
        let signal = status & 0x7f
        return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, timedOut)
    }
}
