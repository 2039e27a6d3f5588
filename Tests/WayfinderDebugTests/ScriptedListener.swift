import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A listener on 127.0.0.1 that answers every request with what `answer` returns for it, on a
/// thread of its own, and keeps every byte it was sent: a squatter that speaks HTTP (garbage, a
/// relay to the real server) or a stand-in server, for what the CLI sends to whoever listens.
final class ScriptedListener: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `fd`, `port` and `answer` never change after `init`;
    // `requests` and `stopped` are touched only while `lock` is held.
    private let fd: Int32
    /// The port listened on.
    let port: UInt16
    private let answer: @Sendable (_ request: [UInt8], _ port: UInt16) -> [UInt8]
    private let lock = NSLock()
    private var requests: [[UInt8]] = []
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    /// Starts listening; `answer` gets each whole request (head and `Content-Length` body) and
    /// this listener's port, and returns the bytes to send back before closing.
    init(answer: @escaping @Sendable (_ request: [UInt8], _ port: UInt16) -> [UInt8]) throws {
        let listener = try TestListener()
        // Take over the bound socket from a TestListener: same binding code, one place.
        fd = dup(listener.fd)
        port = listener.port
        self.answer = answer
        let thread = Thread { [self] in
            while !isStopped {
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 50) > 0 else { continue }
                let client = accept(fd, nil, nil)
                guard client >= 0 else { continue }
                let request = Self.readRequest(client, deadline: Date() + 5)
                lock.withLock { requests.append(request) }
                Self.write(client, self.answer(request, port))
                close(client)
            }
            finished.signal()
        }
        thread.start()
    }

    deinit { close(fd) }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Every request received so far, in order.
    var received: [[UInt8]] { lock.withLock { requests } }

    /// Everything received, as text.
    var receivedText: String { received.map { String(decoding: $0, as: UTF8.self) }.joined() }

    /// Stops accepting; returns once the thread has finished.
    func stop() {
        lock.withLock { stopped = true }
        _ = finished.wait(timeout: .now() + 2)
    }

    /// Reads a head and the body its `Content-Length` announces, or what arrived by `deadline`.
    static func readRequest(_ client: Int32, deadline: Date) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            if let end = headEnd(received) {
                let head = String(decoding: received[..<end], as: UTF8.self).lowercased()
                let length =
                    head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap {
                        Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
                    }
                    ?? 0
                if received.count >= end + length { break }
            }
            var descriptor = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        return received
    }

    /// The index just after the `\r\n\r\n` that ends a head, if it arrived.
    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10
        {
            return index + 4
        }
        return nil
    }

    private static func write(_ client: Int32, _ bytes: [UInt8]) {
        var offset = 0
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                send(client, $0.baseAddress! + offset, $0.count - offset, flags)
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    // MARK: - Answers

    /// An HTTP answer with a status and a body.
    static func response(_ status: Int, _ body: String, type: String = "application/json") -> [UInt8] {
        Array(
            "HTTP/1.1 \(status) Whatever\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
                .utf8)
    }

    /// Forwards a request to the server on `target` with its `Host` rewritten to that port (so
    /// the server's Host check passes), and returns the server's whole answer: a relay.
    static func relay(_ request: [UInt8], from port: UInt16, to target: UInt16) -> [UInt8] {
        let text = String(decoding: request, as: UTF8.self)
            .replacingOccurrences(of: "Host: 127.0.0.1:\(port)\r\n", with: "Host: 127.0.0.1:\(target)\r\n")
        guard let socket = try? TestSocket(port: target) else { return response(502, "") }
        _ = socket.send(text)
        socket.read(until: Date() + 5)
        return socket.received
    }
}
