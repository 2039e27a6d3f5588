package import Foundation

/// Runs a program to its end, the way the tests that build fixture packages, run scripts or
/// call the compiler do: one call, the exit status and everything the program printed.
///
/// ```swift
/// let build = try ChildProcess.run(["swift", "build", "--target", "PostInternal"], in: folder)
/// #expect(build.status != 0, "\(build.output)")
/// ```
package enum ChildProcess {
    /// How a program ended and what it printed.
    package struct Result: Hashable, Sendable {
        /// The exit status.
        package var status: Int32
        /// Its standard output and standard error together, in the order written.
        package var output: String

        /// Creates a result.
        package init(status: Int32, output: String) {
            self.status = status
            self.output = output
        }
    }

    /// Runs a command and waits for it to end.
    ///
    /// The program is found on `PATH` (through `/usr/bin/env`) unless the first element is a path.
    /// Its output and errors go to one temporary file rather than a pipe, so a program that
    /// prints a lot never blocks on a full pipe, and the two streams keep their order.
    ///
    /// - Parameters:
    ///   - command: The program and its arguments.
    ///   - directory: The working directory; the current one when nil.
    ///   - environment: Variables set on top of this process's environment.
    /// - Returns: The exit status and the output.
    /// - Throws: When the program cannot be started or the output cannot be read.
    package static func run(
        _ command: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-child-process-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            try? handle.close()
            throw error
        }
        process.waitUntilExit()
        try handle.close()
        return Result(status: process.terminationStatus, output: try String(contentsOf: log, encoding: .utf8))
    }
}
