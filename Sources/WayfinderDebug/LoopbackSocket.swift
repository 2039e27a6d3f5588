#if DEBUG
    import Foundation
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// A thin layer over BSD sockets, the same code on Linux and Apple platforms: a listening
    /// socket on 127.0.0.1 and connected sockets with deadline-bounded, non-blocking reads and
    /// writes (`poll` then `recv`/`send`), so no call can wait for ever on a client.
    enum LoopbackSocket {
        /// A socket call failed.
        struct Failure: Error, CustomStringConvertible {
            let call: String
            let code: Int32
            var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
        }

        /// What a deadline-bounded read got.
        enum ReadResult {
            case bytes(Int)
            case closed
            case timedOut
            case failed
        }

        #if canImport(Darwin)
            static let streamType = SOCK_STREAM
            static let sendFlags: Int32 = 0
        #else
            static let streamType = Int32(SOCK_STREAM.rawValue)
            static let sendFlags = Int32(MSG_NOSIGNAL)
        #endif

        /// A listening, non-blocking socket bound to 127.0.0.1 and the port it got.
        ///
        /// The backlog is long so that, while every slot is taken, new connections wait in the
        /// kernel's queue for a slot rather than have their handshake dropped (and retried a
        /// second or more later); the system may cap it (`somaxconn`).
        static func listen(port: UInt16, backlog: Int32 = 1024) throws -> (fd: Int32, port: UInt16) {
            let fd = socket(AF_INET, streamType, 0)
            guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, never INADDR_ANY
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else {
                let code = errno
                close(fd)
                throw Failure(call: "bind 127.0.0.1:\(port)", code: code)
            }
            guard systemListen(fd, backlog) == 0 else {
                let code = errno
                close(fd)
                throw Failure(call: "listen", code: code)
            }
            var actual = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &actual) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            setNonBlocking(fd)
            return (fd, UInt16(bigEndian: actual.sin_port))
        }

        private static func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
            #if canImport(Darwin)
                Darwin.listen(fd, backlog)
            #elseif canImport(Musl)
                Musl.listen(fd, backlog)
            #else
                Glibc.listen(fd, backlog)
            #endif
        }

        /// Accepts one pending connection, or nil when none is pending.
        static func accept(_ listener: Int32) -> Int32? {
            #if canImport(Darwin)
                let fd = Darwin.accept(listener, nil, nil)
            #elseif canImport(Musl)
                let fd = Musl.accept(listener, nil, nil)
            #else
                let fd = Glibc.accept(listener, nil, nil)
            #endif
            guard fd >= 0 else { return nil }
            setNonBlocking(fd)
            #if canImport(Darwin)
                var yes: Int32 = 1
                setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            return fd
        }

        static func setNonBlocking(_ fd: Int32) {
            let flags = fcntl(fd, F_GETFL, 0)
            _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        }

        /// Waits until the socket is readable (or writable), at most `milliseconds`.
        /// - Returns: Whether it became ready (errors and hang-ups count as ready, so the next
        ///   call sees them).
        static func wait(_ fd: Int32, forWriting: Bool = false, milliseconds: Int32) -> Bool {
            var descriptor = pollfd(fd: fd, events: Int16(forWriting ? POLLOUT : POLLIN), revents: 0)
            let result = poll(&descriptor, 1, max(0, milliseconds))
            return result > 0
        }

        /// Reads what is available into `buffer`, waiting until `deadline` at most.
        static func read(_ fd: Int32, into buffer: inout [UInt8], deadline: Date) -> ReadResult {
            while true {
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0 else { return .timedOut }
                guard wait(fd, milliseconds: Int32(min(remaining, 1) * 1000)) else { continue }
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count > 0 { return .bytes(count) }
                if count == 0 { return .closed }
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
                return .failed
            }
        }

        /// Reads what has already arrived, without waiting: `.timedOut` when nothing has.
        static func readAvailable(_ fd: Int32, into buffer: inout [UInt8]) -> ReadResult {
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count > 0 { return .bytes(count) }
                if count == 0 { return .closed }
                if errno == EINTR { continue }
                return errno == EAGAIN || errno == EWOULDBLOCK ? .timedOut : .failed
            }
        }

        /// Writes all bytes, waiting until `deadline` at most; false when the client stalled or left.
        @discardableResult
        static func write(_ fd: Int32, _ bytes: [UInt8], deadline: Date) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0 else { return false }
                let sent = bytes.withUnsafeBytes { raw in
                    send(fd, raw.baseAddress! + offset, raw.count - offset, sendFlags)
                }
                if sent > 0 {
                    offset += sent
                } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                    _ = wait(fd, forWriting: true, milliseconds: Int32(min(remaining, 1) * 1000))
                } else {
                    return false
                }
            }
            return true
        }

        /// Writes what the socket takes now without waiting: the count written (0 when its
        /// buffer is full), or nil when the client left.
        static func writeAvailable(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
            guard !bytes.isEmpty else { return 0 }
            while true {
                let sent = bytes.withUnsafeBytes { raw in send(fd, raw.baseAddress!, raw.count, sendFlags) }
                if sent >= 0 { return sent }
                if errno == EINTR { continue }
                return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : nil
            }
        }

        /// Asks the kernel to hold at most about `bytes` of unsent data for this socket (Linux
        /// doubles the figure for its own bookkeeping), so a client that stops reading cannot
        /// make the kernel queue megabytes on its behalf.
        static func limitSendBuffer(_ fd: Int32, to bytes: Int) {
            var size = Int32(clamping: bytes)
            setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }

        /// Whether the peer has closed its end (a zero-byte read); consumes nothing otherwise
        /// except bytes a stream client should not send.
        static func peerHasClosed(_ fd: Int32) -> Bool {
            guard wait(fd, milliseconds: 0) else { return false }
            var scratch = [UInt8](repeating: 0, count: 512)
            let count = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return !(errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) }
            return false
        }

        /// Shuts the reading side of a socket: a thread waiting to read from it wakes at once and
        /// reads the end of the stream. Writing still works.
        static func stopReading(_ fd: Int32) {
            _ = shutdown(fd, Int32(SHUT_RD))
        }

        /// Closes a socket, first telling the peer no more data comes.
        static func close(_ fd: Int32) {
            _ = shutdown(fd, Int32(SHUT_RDWR))
            #if canImport(Darwin)
                _ = Darwin.close(fd)
            #elseif canImport(Musl)
                _ = Musl.close(fd)
            #else
                _ = Glibc.close(fd)
            #endif
        }
    }
#endif
