import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking test client socket to 127.0.0.1 where every read and write has a deadline, so no
/// test can hang on the server.
/// `@unchecked Sendable` is sound: each test hands a socket to one thread at a time (the one that
/// created it, or the one reading a trace after creation); none is shared concurrently.
final class TestSocket: @unchecked Sendable {
    let fd: Int32
    private(set) var received: [UInt8] = []
    private(set) var peerClosed = false

    init(port: UInt16, receiveBufferSize: Int32? = nil) throws {
        #if canImport(Darwin)
            fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        if var size = receiveBufferSize {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            // No close here: `deinit` runs for a class whose init throws after every property is
            // set, and a second close would close whatever file reused the number.
            throw TestSocketError(message: "connect failed: \(errno)")
        }
        let flags = fcntl(fd, F_GETFL, 0)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    }

    deinit { close(fd) }

    /// Sends bytes; false when the server closed the connection (or the deadline passed).
    @discardableResult
    func send(_ bytes: [UInt8], deadline: Date = Date() + 5) -> Bool {
        var offset = 0
        while offset < bytes.count {
            guard Date() < deadline else { return false }
            #if canImport(Darwin)
                let flags: Int32 = 0
            #else
                let flags = Int32(MSG_NOSIGNAL)
            #endif
            let sent = bytes.withUnsafeBytes {
                systemSend(fd, $0.baseAddress! + offset, $0.count - offset, flags)
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, 100)
            } else {
                return false
            }
        }
        return true
    }

    func send(_ text: String, deadline: Date = Date() + 5) -> Bool {
        send(Array(text.utf8), deadline: deadline)
    }

    /// Reads until `condition` holds for what was received, the server closes, or the deadline.
    func read(until deadline: Date, condition: ([UInt8]) -> Bool = { _ in false }) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !peerClosed && !condition(received) {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(remaining, 0.2) * 1000)) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[0..<count]
            } else if count == 0 || !(errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                peerClosed = true
            }
        }
    }

    var text: String { String(decoding: received, as: UTF8.self) }

    /// The status code of the response received so far, if its status line arrived.
    var status: Int? {
        guard text.hasPrefix("HTTP/1.1 ") else { return nil }
        return Int(text.dropFirst(9).prefix(3))
    }
}

private func systemSend(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    send(fd, pointer, count, flags)
}

struct TestSocketError: Error {
    var message: String
}

/// One whole HTTP exchange from a test.
struct TestReply: Sendable {
    var status: Int?
    var headers: [String: String]
    var body: String
    var raw: String
    var serverClosed: Bool
    /// Seconds from connecting to the end of the reply, measured on the client's own thread (the
    /// main actor may be busy with other tests).
    var elapsed: Double = 0
}

enum TestHTTP {
    /// Sends raw bytes and reads the reply until the server closes or `timeout` passes; runs off
    /// the main actor so the server can reach it.
    static func exchange(port: UInt16, _ bytes: [UInt8], timeout: Double = 30) async throws -> TestReply {
        try await offThread {
            let start = Date()
            let socket = try TestSocket(port: port)
            _ = socket.send(bytes)
            socket.read(until: Date() + timeout)
            var result = reply(from: socket)
            result.elapsed = Date().timeIntervalSince(start)
            return result
        }
    }

    static func reply(from socket: TestSocket) -> TestReply {
        let raw = socket.text
        var headers: [String: String] = [:]
        var body = ""
        if let split = raw.range(of: "\r\n\r\n") {
            for line in raw[..<split.lowerBound].components(separatedBy: "\r\n").dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                    in: .whitespaces)
            }
            body = String(raw[split.upperBound...])
        }
        return TestReply(
            status: socket.status, headers: headers, body: body, raw: raw, serverClosed: socket.peerClosed)
    }

    /// A well-formed request with the usual headers; `host` nil leaves `Host` out.
    static func request(
        port: UInt16, _ path: String, method: String = "GET", token: String?, host: String? = "",
        origin: String? = nil, headers: [(String, String)] = [], body: String? = nil, timeout: Double = 20
    ) async throws -> TestReply {
        var text = "\(method) \(path) HTTP/1.1\r\n"
        if let host { text += "Host: \(host.isEmpty ? "127.0.0.1:\(port)" : host)\r\n" }
        if let origin { text += "Origin: \(origin)\r\n" }
        if let token { text += "Authorization: Bearer \(token)\r\n" }
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if let body { text += "Content-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        return try await exchange(port: port, Array(text.utf8), timeout: timeout)
    }
}

/// Runs blocking work (socket reads, waiting for a process) on a thread of its own, never on the
/// cooperative pool: blocking the pool's few threads would starve the tasks the server relies on.
func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            do { continuation.resume(returning: try work()) } catch { continuation.resume(throwing: error) }
        }
        thread.start()
    }
}

/// A listener on 127.0.0.1 that answers nothing: a squatter, to prove no token reaches it.
final class TestListener: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `fd` never changes after `init`, and `received` is touched
    // only by `collect`, which one test calls from one thread at a time.
    let fd: Int32
    let port: UInt16
    private(set) var connections = 0
    private(set) var received: [UInt8] = []

    init() throws {
        #if canImport(Darwin)
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        self.fd = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)  // `deinit` does not run: `port` is not set yet
            throw TestSocketError(message: "listen failed: \(errno)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: actual.sin_port)
        let flags = fcntl(fd, F_GETFL, 0)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    }

    deinit { close(fd) }

    /// Accepts every pending connection and reads what each sent within `seconds`.
    func collect(for seconds: Double = 0.3) {
        let deadline = Date() + seconds
        while Date() < deadline {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            connections += 1
            var buffer = [UInt8](repeating: 0, count: 4096)
            var clientPoll = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            if poll(&clientPoll, 1, 200) > 0 {
                let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
                if count > 0 { received += buffer[0..<count] }
            }
            close(client)
        }
    }
}
