import Foundation
import WayfinderCommandLine
import WayfinderCore
import WayfinderDebugSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The debug server to talk to: its port and token, read from its server file.
struct ServerEndpoint {
    var port: UInt16
    var token: String
    /// The server file the port and token came from.
    var file: String
}

/// Finds a running debug server through its server file (``DebugServerFile``).
///
/// The tool talks only to a port read from a server file (or named by the user together with
/// that file), never to a port it guessed, and even there it sends nothing before the listener
/// proved it holds the file's token (``DebugClient``); the token itself never goes on the wire.
/// A file counts only when it is a regular file (not a symbolic link) owned by this user
/// and readable by no one else, in a folder private to this user, and its process is alive.
enum ServerDiscovery {
    /// What the command line chose.
    struct Choice {
        /// `--server-file PATH`: this file.
        var file: String?
        /// `--pid PID`: the server of this process.
        var pid: Int32?
        /// `--port N`: the server on this port (with `--server-file`: talk to this port, whose
        /// listener must prove it holds the file's token).
        var port: UInt16?
    }

    static var userID: UInt32 { UInt32(geteuid()) }

    /// The folders searched, in order.
    static func folders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        DebugServerFile.folders(
            environment: environment, temporaryDirectory: FileManager.default.temporaryDirectory.path,
            userID: userID)
    }

    /// The server the choice names, or the newest live one.
    static func find(_ choice: Choice, in folders: [String]) throws(CLIError) -> ServerEndpoint {
        if let path = choice.file {
            let file: DebugServerFile
            switch read(path) {
            case .success(let read): file = read
            case .failure(let problem):
                throw CLIError(message: "wayfinder: refusing --server-file \(path): \(problem)")
            }
            if let pid = choice.pid, pid != file.pid {
                throw CLIError(
                    message: "wayfinder: \(path) is the server file of process \(file.pid), not of \(pid)",
                    status: UsageError.exitCode)
            }
            guard isAlive(file.pid) else {
                throw CLIError(message: "wayfinder: \(path) is stale: its process \(file.pid) has ended")
            }
            return ServerEndpoint(port: choice.port ?? file.port, token: file.token, file: path)
        }
        var live: [(file: DebugServerFile, path: String)] = []
        var skipped: [String] = []
        for folder in folders {
            if let problem = folderProblem(folder) {
                if FileManager.default.fileExists(atPath: folder) { skipped.append(problem) }
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where DebugServerFile.isFileName(name) {
                let path = "\(folder)/\(name)"
                switch read(path) {
                case .success(let file) where isAlive(file.pid): live.append((file, path))
                case .success: continue  // a server that ended without removing its file
                case .failure(let problem): skipped.append("\(path): \(problem)")
                }
            }
        }
        let matching = live.filter { entry in
            (choice.pid.map { $0 == entry.file.pid } ?? true)
                && (choice.port.map { $0 == entry.file.port } ?? true)
        }
        guard let newest = matching.max(by: { $0.file.started < $1.file.started }) else {
            throw notFound(choice, folders: folders, live: live.count, skipped: skipped)
        }
        return ServerEndpoint(port: newest.file.port, token: newest.file.token, file: newest.path)
    }

    private static func notFound(_ choice: Choice, folders: [String], live: Int, skipped: [String])
        -> CLIError
    {
        let looked = "looked in " + folders.joined(separator: " and ")
        let ignored = skipped.isEmpty ? "" : "; ignored " + skipped.joined(separator: "; ")
        var wanted: [String] = []
        if let pid = choice.pid { wanted.append("of process \(pid)") }
        if let port = choice.port { wanted.append("on port \(port)") }
        if wanted.isEmpty {
            return CLIError(
                message:
                    "wayfinder: no running debug server found (\(looked)\(ignored)); start the app with its debug server, "
                    + "or pass --server-file with the file it printed")
        }
        let portHint =
            choice.port == nil
            ? ""
            : "; the tool talks only to a port read from a server file, so for another port pass "
                + "--server-file FILE --port N"
        return CLIError(
            message:
                "wayfinder: no running debug server \(wanted.joined(separator: " ")) (\(live) running; \(looked)\(ignored))"
                + portHint)
    }

    private static let typeMask: UInt32 = 0o170000

    /// Why a folder is not private to this user, or nil.
    static func folderProblem(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "\(path): \(String(cString: strerror(errno)))" }
        let mode = UInt32(info.st_mode)
        guard mode & typeMask == 0o040000 else { return "\(path) is not a folder" }
        guard UInt32(info.st_uid) == userID else {
            return "\(path) belongs to user \(info.st_uid), not to you"
        }
        guard mode & 0o077 == 0 else {
            return "\(path) can be used by others (mode \(String(mode & 0o777, radix: 8)))"
        }
        return nil
    }

    /// A server file's contents, or why it does not count.
    static func read(_ path: String) -> Result<DebugServerFile, Problem> {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .failure(Problem(String(cString: strerror(errno)))) }
        let mode = UInt32(info.st_mode)
        guard mode & typeMask == 0o100000 else { return .failure(Problem("not a regular file")) }
        guard UInt32(info.st_uid) == userID else {
            return .failure(Problem("it belongs to user \(info.st_uid), not to you"))
        }
        guard mode & 0o077 == 0 else {
            return .failure(
                Problem(
                    "others can read or write it (mode \(String(mode & 0o777, radix: 8)); it must be 600)"))
        }
        guard let data = FileManager.default.contents(atPath: path),
            let file = try? DebugServerFile(decoding: data)
        else { return .failure(Problem("not a debug server file")) }
        return .success(file)
    }

    /// Why a file does not count.
    struct Problem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Whether the process is alive and this user's (a server file is only ever this user's).
    static func isAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0
    }
}
