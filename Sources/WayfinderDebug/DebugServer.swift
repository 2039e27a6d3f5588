#if DEBUG
    import Foundation
    public import Wayfinder
    public import WayfinderCore

    /// A loopback HTTP/1.1 server that lets a browser or the `wayfinder` command-line tool look
    /// into a running app: the route manifest, the route graph, the navigation state, a link
    /// console and the live trace. It exists in DEBUG builds only.
    ///
    /// ```swift
    /// #if DEBUG
    /// let server = DebugServer(navigator: navigator, port: 7345)
    /// try server.start()  // prints the page address with the access token
    /// #endif
    /// ```
    ///
    /// Only local clients get in: the socket is bound to 127.0.0.1, requests must name a loopback
    /// `Host` with the server's port, any `Origin` must be the server's own, and every address
    /// except the bare page needs the per-launch token (256 random bits, compared in constant
    /// time). Every size, time and count limit is in ``HTTPLimits``.
    ///
    /// The server runs on its own threads: one accepts connections, one serves each connection
    /// (at most ``HTTPLimits/maxConnections``). It hops to the main actor to read the navigator
    /// and never holds the main actor while it waits on a socket.
    public final class DebugServer: Sendable {
        /// The navigator the server shows.
        public let navigator: Navigator
        /// Every live navigator of an app with several windows, listed by `/api/navigators`;
        /// nil lists ``navigator`` alone.
        public let directory: NavigatorDirectory?
        /// The per-launch access token: 64 hexadecimal digits (256 random bits).
        public let token: String
        /// The limits in force.
        public let limits: HTTPLimits
        private let requestedPort: UInt16
        let status: ServerStatus

        /// Creates a server; nothing listens until ``start(printAddress:)``.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to show.
        ///   - directory: The app's per-scene navigators, listed by `/api/navigators`.
        ///   - port: The port on 127.0.0.1; 0 picks a free one.
        ///   - limits: Size, time and count limits; the defaults suit every real use.
        public init(
            navigator: Navigator, directory: NavigatorDirectory? = nil, port: UInt16 = 0,
            limits: HTTPLimits = .standard
        ) {
            self.navigator = navigator
            self.directory = directory
            self.requestedPort = port
            self.limits = limits
            self.token = Self.makeToken()
            self.status = ServerStatus()
        }

        /// The port listened on (0 before ``start(printAddress:)``).
        public var port: UInt16 { status.port }

        /// The web page's address, carrying the token in the fragment (never sent to the
        /// server, never in its logs): `http://127.0.0.1:7345/#token=…`.
        public var pageAddress: String { "http://127.0.0.1:\(port)/#token=\(token)" }

        /// Starts listening on 127.0.0.1 and serving on background threads.
        ///
        /// - Parameter printAddress: Whether to print the page address, port and token.
        /// - Throws: `DebugServerError` when the port cannot be bound.
        public func start(printAddress: Bool = true) throws(DebugServerError) {
            guard !status.isRunning else { return }
            let listener: (fd: Int32, port: UInt16)
            do {
                listener = try LoopbackSocket.listen(port: requestedPort)
            } catch {
                throw DebugServerError(message: "cannot listen on 127.0.0.1:\(requestedPort): \(error)")
            }
            status.begin(port: listener.port)
            let thread = Thread { [self] in acceptLoop(listener.fd) }
            thread.name = "WayfinderDebug.accept"
            thread.start()
            if printAddress {
                print(
                    """
                    Wayfinder debug server on http://127.0.0.1:\(listener.port) (port \(listener.port))
                      page:  \(pageAddress)
                      token: \(token)
                      cli:   WAYFINDER_PORT=\(listener.port) WAYFINDER_TOKEN=\(token) wayfinder state
                    """)
                fflush(nil)
            }
        }

        /// Stops accepting connections; open trace streams end within a second.
        public func stop() {
            status.end()
        }

        /// Whether the server is listening.
        public var isRunning: Bool { status.isRunning }

        // MARK: - Threads

        private func acceptLoop(_ listener: Int32) {
            defer { LoopbackSocket.close(listener) }
            while status.isRunning {
                guard LoopbackSocket.wait(listener, milliseconds: 200) else { continue }
                while let client = LoopbackSocket.accept(listener) {
                    guard status.openConnection(limit: limits.maxConnections) else {
                        let busy = HTTPResponse.text(503, "too many connections")
                        LoopbackSocket.write(client, busy.serialized, deadline: Date() + 1)
                        LoopbackSocket.close(client)
                        continue
                    }
                    let thread = Thread { [self] in
                        serve(client)
                        LoopbackSocket.close(client)
                        status.closeConnection()
                    }
                    thread.name = "WayfinderDebug.connection"
                    thread.start()
                }
            }
        }

        /// Reads requests and answers them in order until the connection should close (the
        /// caller closes it).
        ///
        /// One request per connection is the rule (every answer says `Connection: close`), but a
        /// client may pipeline: send a second request right after the first one's body. Those
        /// are answered in order, each answer but the last without `Connection: close`, up to
        /// ``HTTPLimits/maxRequestsPerConnection``, all within the one request deadline counted
        /// from the connection. Bytes after a body that cannot start a request line are a body
        /// longer than its `Content-Length`: `400`, and the request is not acted on.
        private func serve(_ fd: Int32) {
            let deadline = Date() + limits.requestDeadline
            var pending: [UInt8] = []
            for answered in 1...max(1, limits.maxRequestsPerConnection) {
                guard let (request, surplus) = receive(fd, starting: pending, deadline: deadline) else {
                    return
                }
                // Empty lines before a request line are ignored (RFC 9112, section 2.2).
                let next = Array(surplus.drop { $0 == 13 || $0 == 10 })
                if !next.isEmpty && !HTTPRequestParser.couldBeginRequest(next) {
                    send(
                        .text(
                            400,
                            "the body is longer than its Content-Length (the bytes after it are not a request)"
                        ),
                        to: fd)
                    return
                }
                let closing =
                    next.isEmpty || answered == limits.maxRequestsPerConnection || !Self.keepsAlive(request)
                let isHead = request.method == "HEAD"
                var asked = request
                if isHead { asked.method = "GET" }  // HEAD: the headers of the GET, no body
                switch respond(to: asked) {
                case .response(let response):
                    guard send(response, to: fd, closing: closing, headOnly: isHead) else { return }
                case .eventStream where isHead:
                    LoopbackSocket.write(fd, Self.eventStreamHead, deadline: Date() + limits.writeDeadline)
                    return
                case .eventStream(let options):
                    streamEvents(to: fd, options: options)
                    return
                }
                if closing { return }
                pending = next
            }
        }

        /// Reads until `bytes` and what arrives after them make a whole request, within
        /// `deadline`; a refusal is answered here, and nil returned.
        private func receive(_ fd: Int32, starting bytes: [UInt8], deadline: Date) -> (HTTPRequest, [UInt8])?
        {
            var parser = HTTPRequestParser(limits: limits)
            var buffer = [UInt8](repeating: 0, count: 4096)
            var received = bytes
            while true {
                do throws(HTTPParseError) {
                    if let request = try parser.append(received) { return (request, parser.surplus) }
                } catch {
                    send(.text(error.statusCode, error.description), to: fd)
                    return nil
                }
                switch LoopbackSocket.read(fd, into: &buffer, deadline: deadline) {
                case .bytes(let count):
                    received = Array(buffer[0..<count])
                case .timedOut:
                    send(.text(408, "the request did not arrive in time"), to: fd)
                    return nil
                case .closed, .failed:
                    return nil
                }
            }
        }

        /// Whether the client lets the connection stay open after the answer: HTTP/1.1 without
        /// `Connection: close`.
        static func keepsAlive(_ request: HTTPRequest) -> Bool {
            guard request.version == "HTTP/1.1" else { return false }
            return !request.headerValues("connection").contains { value in
                value.split(separator: ",").contains {
                    $0.trimmingCharacters(in: .whitespaces).lowercased() == "close"
                }
            }
        }

        /// Writes a response; false when the client stalled past the write deadline or left.
        @discardableResult
        func send(_ response: HTTPResponse, to fd: Int32, closing: Bool = true, headOnly: Bool = false)
            -> Bool
        {
            LoopbackSocket.write(
                fd, response.serialized(closing: closing, headOnly: headOnly),
                deadline: Date() + limits.writeDeadline)
        }

        // MARK: - The main actor

        /// Runs `work` on the main actor and waits for its result, at most
        /// ``HTTPLimits/mainActorDeadline``; nil when the main actor did not answer in time.
        /// Called on a connection thread only, never on the main actor.
        func onMainActor<Value: Sendable>(_ work: @escaping @MainActor @Sendable () async -> Value) -> Value?
        {
            let rendezvous = Rendezvous<Value>()
            let task = Task { @MainActor in rendezvous.fulfill(await work()) }
            let value = rendezvous.wait(until: Date() + limits.mainActorDeadline)
            if value == nil { task.cancel() }
            return value
        }

        // MARK: - The token

        private static func makeToken() -> String {
            var generator = SystemRandomNumberGenerator()
            return (0..<32).map { _ in
                let byte = UInt8.random(in: 0...255, using: &generator)
                return String(byte, radix: 16).count == 1
                    ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
            }.joined()
        }

        /// Whether `candidate` is the token, comparing every byte whatever the first difference.
        func isToken(_ candidate: String) -> Bool {
            let expected = Array(token.utf8)
            let given = Array(candidate.utf8)
            var difference = UInt8(truncatingIfNeeded: expected.count ^ given.count)
            for index in 0..<expected.count {
                difference |= expected[index] ^ (index < given.count ? given[index] : 0)
            }
            return difference == 0 && expected.count == given.count
        }
    }

    /// The debug server could not start.
    public struct DebugServerError: Error, CustomStringConvertible {
        /// What went wrong.
        public let message: String
        public var description: String { message }
    }

    /// The server's mutable status: running, port and the count of open connections and streams.
    ///
    /// `@unchecked Sendable` is sound: every stored property is read and written only while
    /// `lock` is held.
    final class ServerStatus: @unchecked Sendable {
        private let lock = NSLock()
        private var running = false
        private var boundPort: UInt16 = 0
        private var connections = 0
        private var streams = 0

        var isRunning: Bool { lock.withLock { running } }
        var port: UInt16 { lock.withLock { boundPort } }
        var openConnections: Int { lock.withLock { connections } }
        var openStreams: Int { lock.withLock { streams } }

        func begin(port: UInt16) {
            lock.withLock {
                running = true
                boundPort = port
            }
        }

        func end() { lock.withLock { running = false } }

        func openConnection(limit: Int) -> Bool {
            lock.withLock {
                guard connections < limit else { return false }
                connections += 1
                return true
            }
        }

        func closeConnection() { lock.withLock { connections -= 1 } }

        func openStream(limit: Int) -> Bool {
            lock.withLock {
                guard streams < limit else { return false }
                streams += 1
                return true
            }
        }

        func closeStream() { lock.withLock { streams -= 1 } }
    }
#endif
