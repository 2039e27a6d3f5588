import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A bounded load harness against a debug server on 127.0.0.1, never anywhere else: every loop is
// bounded in count and in time, and every socket is closed when it ends.

/// Non-blocking sockets to 127.0.0.1.
enum LoadSocket {
    #if canImport(Darwin)
        static let sendFlags: Int32 = 0
    #else
        static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif

    /// A non-blocking socket whose connection to 127.0.0.1:`port` is under way, or nil.
    static func connect(port: UInt16) -> Int32? {
        #if canImport(Darwin)
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { return nil }
        #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let flags = fcntl(fd, F_GETFL, 0)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1 only
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 || errno == EINPROGRESS else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Whether a connection under way has been established (false: failed or not yet).
    static func isConnected(_ fd: Int32) -> Bool {
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length) == 0 && code == 0
    }

    /// Polls one socket, at most `milliseconds`.
    static func poll(_ fd: Int32, events: Int16, milliseconds: Int32) -> Int16 {
        var descriptor = pollfd(fd: fd, events: events, revents: 0)
        return systemPoll(&descriptor, 1, milliseconds) > 0 ? descriptor.revents : 0
    }

    static func systemPoll(_ fds: UnsafeMutablePointer<pollfd>, _ count: Int, _ timeout: Int32) -> Int32 {
        #if canImport(Darwin)
            Darwin.poll(fds, UInt32(count), timeout)
        #else
            Glibc.poll(fds, nfds_t(count), timeout)
        #endif
    }

    static func close(_ fd: Int32) {
        #if canImport(Darwin)
            _ = Darwin.close(fd)
        #else
            _ = Glibc.close(fd)
        #endif
    }
}

/// How one well-formed request ended.
struct LoadOutcome: Sendable {
    /// The status answered, or nil (no answer in time, or the connection was closed first).
    var status: Int?
    /// Seconds from starting to connect to the end of the answer.
    var elapsed: Double
}

/// Well-formed clients: each sends one whole request and reads the whole answer.
enum LoadClient {
    /// One request to `path` with the token; every step is bounded by `timeout` seconds.
    static func request(port: UInt16, token: String, path: String = "/api/outline", timeout: Double)
        -> LoadOutcome
    {
        let start = Date()
        let deadline = start + timeout
        func remaining() -> Int32 { Int32(max(0, min(deadline.timeIntervalSinceNow, 0.25)) * 1000) }
        guard let fd = LoadSocket.connect(port: port) else { return LoadOutcome(status: nil, elapsed: 0) }
        defer { LoadSocket.close(fd) }
        while Date() < deadline, LoadSocket.poll(fd, events: Int16(POLLOUT), milliseconds: remaining()) == 0 {
        }
        guard Date() < deadline, LoadSocket.isConnected(fd) else {
            return LoadOutcome(status: nil, elapsed: Date().timeIntervalSince(start))
        }
        let bytes = Array(
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAuthorization: Bearer \(token)\r\n\r\n".utf8)
        var offset = 0
        while offset < bytes.count, Date() < deadline {
            let sent = bytes.withUnsafeBytes {
                send(fd, $0.baseAddress! + offset, $0.count - offset, LoadSocket.sendFlags)
            }
            if sent > 0 {
                offset += sent
            } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                _ = LoadSocket.poll(fd, events: Int16(POLLOUT), milliseconds: remaining())
            } else {
                break
            }
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        reading: while Date() < deadline {
            guard LoadSocket.poll(fd, events: Int16(POLLIN), milliseconds: remaining()) != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            switch count {
            case 1...: received += buffer[0..<count]
            case 0: break reading
            default: if !(errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { break reading }
            }
        }
        let text = String(decoding: received.prefix(12), as: UTF8.self)
        let status = text.hasPrefix("HTTP/1.1 ") ? Int(text.dropFirst(9).prefix(3)) : nil
        return LoadOutcome(status: status, elapsed: Date().timeIntervalSince(start))
    }

    /// `clients` threads each sending `requestsEach` requests one after the other (with
    /// `pause` seconds between them), started together; returns every outcome.
    static func run(
        port: UInt16, token: String, clients: Int, requestsEach: Int, pause: Double = 0, timeout: Double
    ) -> [LoadOutcome] {
        let outcomes = LoadOutcomes()
        let done = DispatchGroup()
        let go = DispatchSemaphore(value: 0)
        for _ in 0..<clients {
            done.enter()
            let thread = Thread {
                go.wait()
                for _ in 0..<requestsEach {
                    let outcome = request(port: port, token: token, timeout: timeout)
                    outcomes.append(outcome)
                    if pause > 0 { Thread.sleep(forTimeInterval: pause) }
                }
                done.leave()
            }
            thread.start()
        }
        for _ in 0..<clients { go.signal() }
        done.wait()
        return outcomes.all
    }
}

/// Outcomes collected from several threads.
final class LoadOutcomes: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `outcomes` is read and written only under `lock`.
    private let lock = NSLock()
    private var outcomes: [LoadOutcome] = []

    func append(_ outcome: LoadOutcome) { lock.withLock { outcomes.append(outcome) } }

    var all: [LoadOutcome] { lock.withLock { outcomes } }
}

/// A slowloris from one thread: `sockets` connections to 127.0.0.1:`port`, each sending most
/// of a request head at once and then one more header line every `interval` seconds, never the
/// blank line that ends it. A connection the server closes is opened again at once, the worst
/// case for the server. It stops by itself after `duration` seconds, or at ``stop()``.
final class Slowloris: @unchecked Sendable {
    // `@unchecked Sendable` is sound: the sockets and counters are used by the attack thread
    // only; `stopped` and `figures` are read and written under `lock`, and `stop()` reads the
    // figures only after the thread has signalled `finished`.

    /// What the attack saw.
    struct Figures: Sendable {
        /// Connections opened, reopenings included.
        var opened = 0
        /// Connections the server closed (evicted, or timed out).
        var closedByServer = 0
        /// `503` answers received.
        var serviceUnavailable = 0
        /// The most of its sockets connected at once.
        var mostConnected = 0
    }

    private let port: UInt16
    private let sockets: Int
    private let duration: Double
    private let interval: Double
    private let lock = NSLock()
    private var stopped = false
    private var figures = Figures()
    private let finished = DispatchSemaphore(value: 0)

    init(port: UInt16, sockets: Int, duration: Double, interval: Double = 1) {
        self.port = port
        self.sockets = sockets
        self.duration = duration
        self.interval = interval
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Starts the attack on a thread of its own.
    func start() {
        let thread = Thread { [self] in
            attack()
            finished.signal()
        }
        thread.start()
    }

    /// Ends the attack, waits for its thread and returns what it saw.
    func stop() -> Figures {
        lock.withLock { stopped = true }
        _ = finished.wait(timeout: .now() + duration + 10)
        return lock.withLock { figures }
    }

    private func attack() {
        let end = Date() + duration
        let head = Array("GET /api/outline HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUser-Agent: slow".utf8)
        let trickle = Array("\r\nX-Slow: 1".utf8)
        var fds = [Int32](repeating: -1, count: sockets)
        var connected = [Bool](repeating: false, count: sockets)
        var lastSend = [Date](repeating: .distantPast, count: sockets)
        var seen = Figures()
        var buffer = [UInt8](repeating: 0, count: 4096)
        defer {
            for fd in fds where fd >= 0 { LoadSocket.close(fd) }
            lock.withLock { figures = seen }
        }
        func drop(_ index: Int) {
            LoadSocket.close(fds[index])
            fds[index] = -1
            connected[index] = false
        }
        while Date() < end && !isStopped {
            for index in 0..<sockets where fds[index] < 0 {
                guard let fd = LoadSocket.connect(port: port) else { continue }
                fds[index] = fd
                seen.opened += 1
            }
            var descriptors = fds.enumerated().map { index, fd in
                pollfd(fd: fd, events: Int16(connected[index] ? POLLIN : POLLOUT), revents: 0)
            }
            _ = descriptors.withUnsafeMutableBufferPointer {
                LoadSocket.systemPoll($0.baseAddress!, $0.count, 50)
            }
            let now = Date()
            for index in 0..<sockets where fds[index] >= 0 {
                let events = descriptors[index].revents
                if !connected[index] {
                    guard events != 0 else { continue }
                    guard LoadSocket.isConnected(fds[index]) else {
                        drop(index)
                        continue
                    }
                    connected[index] = true
                }
                if events & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                    let count = buffer.withUnsafeMutableBytes {
                        recv(fds[index], $0.baseAddress, $0.count, 0)
                    }
                    if count > 0 {
                        if String(decoding: buffer[0..<min(count, 12)], as: UTF8.self).hasPrefix(
                            "HTTP/1.1 503")
                        {
                            seen.serviceUnavailable += 1
                        }
                        continue
                    }
                    if count == 0 || !(errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                        seen.closedByServer += 1
                        drop(index)
                        continue
                    }
                }
                guard now.timeIntervalSince(lastSend[index]) >= interval else { continue }
                let bytes = lastSend[index] == .distantPast ? head : trickle
                lastSend[index] = now
                let sent = bytes.withUnsafeBytes {
                    send(fds[index], $0.baseAddress!, $0.count, LoadSocket.sendFlags)
                }
                if sent < 0 && !(errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                    seen.closedByServer += 1
                    drop(index)
                }
            }
            seen.mostConnected = max(seen.mostConnected, connected.count { $0 })
        }
    }
}

/// The share of outcomes answered `200`, and latency percentiles of those.
struct LoadSummary: CustomStringConvertible {
    var total: Int
    var served: Int
    var statuses: [String: Int]
    var p50: Double
    var p95: Double
    var max: Double

    init(_ outcomes: [LoadOutcome]) {
        total = outcomes.count
        let ok = outcomes.filter { $0.status == 200 }.map(\.elapsed).sorted()
        served = ok.count
        statuses = Dictionary(grouping: outcomes, by: { $0.status.map(String.init) ?? "none" }).mapValues(
            \.count)
        func percentile(_ share: Double) -> Double {
            ok.isEmpty ? 0 : ok[min(ok.count - 1, Int(Double(ok.count - 1) * share))]
        }
        p50 = percentile(0.5)
        p95 = percentile(0.95)
        max = ok.last ?? 0
    }

    var share: Double { total == 0 ? 0 : Double(served) / Double(total) }

    var description: String {
        let percent = String(format: "%.1f", share * 100)
        let times = [p50, p95, max].map { String(format: "%.3f", $0) }
        return
            "\(served)/\(total) served (\(percent)%), latency of the served p50 \(times[0]) s, p95 \(times[1]) s, "
            + "max \(times[2]) s; statuses \(statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))"
    }
}
