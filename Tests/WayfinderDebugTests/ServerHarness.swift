import Foundation
import Testing
import Wayfinder
import WayfinderCore

@testable import WayfinderDebug

/// Limits for tests: short deadlines so refusals of slow clients are quick.
let testLimits: HTTPLimits = {
    var limits = HTTPLimits.standard
    limits.requestDeadline = 2
    // Other suites share the main actor; this is a deadline against a hang, not a wait.
    limits.mainActorDeadline = 60
    limits.eventKeepAliveInterval = 1
    return limits
}()

/// A running server over the test app, stopped at the end of `body`. It writes no server file
/// unless asked (`.folder(…)`), so tests running side by side never find each other's.
@MainActor
func withServer<T>(
    limits: HTTPLimits = testLimits, serverFile: DebugServer.ServerFileLocation = .none,
    extraModules: [any FeatureModule] = [], _ body: (DebugServer, Navigator) async throws -> T
) async throws -> T {
    let navigator = makeTestNavigator(extraModules: extraModules)
    let server = DebugServer(navigator: navigator, port: 0, limits: limits, serverFile: serverFile)
    try server.start(printAddress: false)
    defer { server.stop() }
    return try await body(server, navigator)
}

/// A new folder with mode `0700` (or `mode`) under the temporary folder, removed after `body`:
/// one test's server files.
@MainActor
func withPrivateFolder<T>(mode: Int = 0o700, _ body: (String) async throws -> T) async throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-test-\(UUID())")
        .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try await body(folder)
}

/// The permission bits of a file or folder.
func permissions(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// Waits (without blocking the main actor) until `condition` holds or `timeout` passes.
@MainActor
func eventually(timeout: Double = 30, _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = Date() + timeout
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}

/// A trace subscriber reading the SSE stream on a thread of its own.
final class TraceListener: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `socket` is used only by the reading thread after `start`
    // and by `stop` after the thread has finished (joined through `finished`); `lines` is
    // guarded by `lock`.
    private let lock = NSLock()
    private var collected = ""
    private let finished = DispatchSemaphore(value: 0)
    private let stopFlag = NSLock()
    private var stopped = false

    /// Connects and sends the request; reading starts on a background thread.
    init(port: UInt16, path: String, token: String, origin: String? = nil) throws {
        let socket = try TestSocket(port: port)
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAuthorization: Bearer \(token)\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        request += "Accept: text/event-stream\r\n\r\n"
        _ = socket.send(request)
        let thread = Thread { [self] in
            var seen = 0
            while !isStopped && !socket.peerClosed {
                socket.read(until: Date() + 0.1)
                let text = socket.text
                if text.count != seen {
                    seen = text.count
                    lock.withLock { collected = text }
                }
            }
            finished.signal()
        }
        thread.start()
    }

    private var isStopped: Bool { stopFlag.withLock { stopped } }

    /// Everything received so far.
    var text: String { lock.withLock { collected } }

    /// Waits off the main actor until the received text satisfies `condition`.
    func wait(timeout: Double = 30, for condition: @escaping @Sendable (String) -> Bool) async -> Bool {
        let deadline = Date() + timeout
        while Date() < deadline {
            if condition(text) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition(text)
    }

    func stop() {
        stopFlag.withLock { stopped = true }
        _ = finished.wait(timeout: .now() + 2)
    }
}

/// Waits until `condition` holds, checking it off the main actor every 10 ms, at most `timeout`
/// seconds; records an issue naming `what` when the deadline passes first. The deadline guards
/// against a hang, it is not a bet on speed: it is long enough for a loaded two-core machine.
func waitUntil(
    _ what: String, timeout: Double = 60, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @escaping @Sendable () -> Bool
) async throws {
    let held = try await offThread { () -> Bool in
        let deadline = Date() + timeout
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
    if !held { Issue.record("waited \(timeout) s for \(what)", sourceLocation: sourceLocation) }
}
