#if DEBUG
    import Foundation
    public import Wayfinder
    import WayfinderCore
    import WayfinderDebugSupport

    /// A loopback HTTP/1.1 server that lets a browser or the `wayfinder` command-line tool look
    /// into a running app: the route manifest, the route graph, the navigation state, a link
    /// console and the live trace. It exists in DEBUG builds only.
    ///
    /// ```swift
    /// #if DEBUG
    /// let server = DebugServer(navigator: navigator, port: 7345)
    /// try server.start()  // prints the page address (with the token) and the server file
    /// #endif
    /// ```
    ///
    /// Only local clients get in: the socket is bound to 127.0.0.1, requests must name a loopback
    /// `Host` with the server's port, any `Origin` must be the server's own, and every address
    /// except the bare page and the challenge needs the per-launch token (256 random bits,
    /// compared in constant time) or, from the `wayfinder` tool, a single-use MAC made with it
    /// after the server proved it holds the token (`GET /api/challenge`). Every size, time and
    /// count limit is in ``HTTPLimits``.
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
        /// Where the server writes its ``DebugServerFile`` for the `wayfinder` tool.
        public let serverFileLocation: ServerFileLocation
        private let requestedPort: UInt16
        let status: ServerStatus
        /// The last state and manifest, and the events encoded once for every trace subscriber.
        let feed: TraceFeed
        /// The navigator's side of ``feed`` while the server runs.
        let installation = FeedInstallationBox()
        /// The nonces of `GET /api/challenge` still outstanding (see `DebugServer+Proof.swift`).
        let challenges: ChallengeNonceStore

        /// Where a server writes the file (port and token, mode `0600`) through which the
        /// `wayfinder` command-line tool finds it; see ``DebugServerFile``.
        public enum ServerFileLocation: Hashable, Sendable {
            /// `$XDG_RUNTIME_DIR` when it is set and private to the user, else
            /// `wayfinder-debug-<uid>` under the temporary folder (created with mode `0700`).
            case standard
            /// This folder (created with mode `0700` when missing; it must be private to the user).
            case folder(String)
            /// No file: the tool cannot find this server.
            case none
        }

        /// Creates a server; nothing listens until ``start(printAddress:)``.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to show.
        ///   - directory: The app's per-scene navigators, listed by `/api/navigators`.
        ///   - port: The port on 127.0.0.1; 0 picks a free one.
        ///   - limits: Size, time and count limits; the defaults suit every real use.
        ///   - serverFile: Where to write the file the `wayfinder` tool finds the server by.
        public init(
            navigator: Navigator, directory: NavigatorDirectory? = nil, port: UInt16 = 0,
            limits: HTTPLimits = .standard, serverFile: ServerFileLocation = .standard
        ) {
            self.navigator = navigator
            self.directory = directory
            self.requestedPort = port
            self.limits = limits
            self.serverFileLocation = serverFile
            self.token = Self.makeToken()
            self.status = ServerStatus()
            self.feed = TraceFeed(
                capacity: 4 * limits.eventBufferSize, byteCapacity: 8 * limits.eventQueueBytes)
            self.challenges = ChallengeNonceStore(
                capacity: limits.maxOutstandingChallenges, lifetime: .seconds(limits.challengeLifetime))
        }

        /// The port listened on (0 before ``start(printAddress:)``).
        public var port: UInt16 { status.port }

        /// The web page's address, carrying the token in the fragment (never sent to the
        /// server, never in its logs): `http://127.0.0.1:7345/#token=…`.
        public var pageAddress: String { "http://127.0.0.1:\(port)/#token=\(token)" }

        /// The server file's path while the server runs, or nil (not started, stopped, not
        /// asked for, or not written: see ``serverFileProblem``).
        public var serverFilePath: String? { status.serverFile.path }

        /// Why the server file was not written, or nil.
        public var serverFileProblem: String? { status.serverFile.problem }

        /// Starts listening on 127.0.0.1, serving on background threads, and writes the server
        /// file (``serverFileLocation``).
        ///
        /// A server file that cannot be written (no private folder) does not stop the server:
        /// the page still works, ``serverFileProblem`` says why, and the printed lines say so.
        ///
        /// It runs on the main actor, beside the navigator: it attaches the server to the
        /// navigator, so that the state, the manifest and the trace are served without the main
        /// actor from then on.
        ///
        /// - Parameter printAddress: Whether to print the page address and the server file.
        /// - Throws: `DebugServerError` when the port cannot be bound.
        @MainActor
        public func start(printAddress: Bool = true) throws(DebugServerError) {
            guard !status.isRunning else { return }
            let listener: (fd: Int32, port: UInt16)
            do {
                listener = try LoopbackSocket.listen(port: requestedPort)
            } catch {
                throw DebugServerError(message: "cannot listen on 127.0.0.1:\(requestedPort): \(error)")
            }
            status.begin(port: listener.port, listener: listener.fd)
            feed.reopen()
            _ = installation.install(feed: feed, on: navigator)
            let thread = Thread { [self] in acceptLoop(listener.fd) }
            thread.name = "WayfinderDebug.accept"
            thread.start()
            writeServerFile(port: listener.port)
            if printAddress {
                let file = status.serverFile
                let lines =
                    file.path.map {
                        "  file:  \($0) (port and token, readable by you only)\n  cli:   wayfinder state"
                    }
                    ?? "  file:  not written (\(file.problem ?? "not asked for")); the wayfinder tool cannot find this server"
                print(
                    """
                    Wayfinder debug server on http://127.0.0.1:\(listener.port) (port \(listener.port))
                      page:  \(pageAddress)
                    \(lines)
                    """)
                fflush(nil)
            }
        }

        private func writeServerFile(port: UInt16) {
            let folders: [String]
            switch serverFileLocation {
            case .none:
                return
            case .folder(let folder):
                folders = [folder]
            case .standard:
                folders = DebugServerFile.folders(
                    environment: ProcessInfo.processInfo.environment,
                    temporaryDirectory: FileManager.default.temporaryDirectory.path,
                    userID: ServerFileStore.userID)
            }
            let file = DebugServerFile(pid: ServerFileStore.processID, port: port, token: token)
            do throws(ServerFileStore.Failure) {
                status.serverFile = (try ServerFileStore.write(file, in: folders), nil)
            } catch {
                status.serverFile = (nil, error.description)
            }
        }

        /// Removes the server file, then stops accepting connections: once it returns, the port
        /// refuses new ones. Open trace streams end within a second.
        @MainActor
        public func stop() {
            if let path = status.serverFile.path { ServerFileStore.remove(path) }
            status.serverFile = (nil, nil)
            status.end()
            status.waitForListenerClosed(until: Date() + 2)
            feed.close()
            installation.remove()
        }

        /// The number of trace subscribers attached to the feed: each gets every event from the
        /// moment it attached. Tests wait on it instead of waiting a while.
        var traceSubscriberCount: Int { feed.subscriberCount }

        /// Whether the server is listening.
        public var isRunning: Bool { status.isRunning }

        // MARK: - Threads

        private func acceptLoop(_ listener: Int32) {
            defer {
                LoopbackSocket.close(listener)
                status.listenerClosed()
            }
            while status.isRunning {
                guard LoopbackSocket.wait(listener, milliseconds: 200) else { continue }
                while let client = LoopbackSocket.accept(listener) {
                    guard let id = status.admit(client, limits: limits) else {
                        let busy = HTTPResponse.text(
                            503, "too many connections: every slot is busy answering a complete request")
                        LoopbackSocket.write(client, busy.serialized, deadline: Date() + 1)
                        LoopbackSocket.close(client)
                        continue
                    }
                    let thread = Thread { [self] in
                        serve(client, id: id)
                        status.close(id)  // first: the accept thread may shut this socket until then
                        LoopbackSocket.close(client)
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
        private func serve(_ fd: Int32, id: Int) {
            let deadline = Date() + limits.requestDeadline
            var pending: [UInt8] = []
            for answered in 1...max(1, limits.maxRequestsPerConnection) {
                guard let (request, surplus) = receive(fd, id: id, starting: pending, deadline: deadline)
                else {
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
        /// `deadline`; a refusal is answered here, and nil returned. Until the request is
        /// complete the connection may lose its slot to a newer one (see
        /// ``ServerStatus/admit(_:limits:)``); it is then answered `503`.
        private func receive(_ fd: Int32, id: Int, starting bytes: [UInt8], deadline: Date)
            -> (HTTPRequest, [UInt8])?
        {
            var parser = HTTPRequestParser(limits: limits)
            var buffer = [UInt8](repeating: 0, count: 4096)
            var received = bytes
            var waiting = false
            reading: while true {
                do throws(HTTPParseError) {
                    if let request = try parser.append(received) {
                        guard status.requestComplete(id) else { break reading }
                        return (request, parser.surplus)
                    }
                } catch {
                    send(.text(error.statusCode, error.description), to: fd)
                    return nil
                }
                if !waiting {
                    // What has arrived already is read before the request counts as incomplete, so
                    // a whole request is never evicted because its thread started late.
                    if case .bytes(let count) = LoopbackSocket.readAvailable(fd, into: &buffer) {
                        received = Array(buffer[0..<count])
                        continue
                    }
                    waiting = true
                    status.receiving(id)
                }
                switch LoopbackSocket.read(fd, into: &buffer, deadline: deadline) {
                case .bytes(let count):
                    received = Array(buffer[0..<count])
                case .timedOut:
                    send(.text(408, "the request did not arrive in time"), to: fd)
                    return nil
                case .closed, .failed:
                    guard status.isEvicted(id) else { return nil }
                    break reading
                }
            }
            // Evicted: the socket no longer reads; the answer goes out if the client takes it at once.
            LoopbackSocket.write(
                fd,
                HTTPResponse.text(
                    503,
                    "the server is full and this request was the oldest one still incomplete; "
                        + "send a request whole, then try again"
                ).serialized, deadline: Date() + 0.2)
            return nil
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
            status.countMainActorHop()
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

    /// The server's mutable status: running, port, the open connections (one slot each) and the
    /// count of trace streams.
    ///
    /// The accept thread admits connections here, evicting the oldest incomplete request when
    /// every slot is taken; each connection thread reports when its request is complete and
    /// deregisters before it closes its socket, so the accept thread never shuts a closed (or
    /// reused) descriptor.
    ///
    /// `@unchecked Sendable` is sound: every stored property is read and written only while
    /// `condition` is locked, and the accept thread waiting in ``admit(_:limits:)`` is woken by
    /// `broadcast` after every change that frees a slot or stops the server.
    final class ServerStatus: @unchecked Sendable {
        /// One open connection.
        private struct Slot {
            let fd: Int32
            let accepted: Date
            /// Its current request is still arriving after everything that had arrived was read
            /// (a new connection is not receiving until its thread has read once).
            var receiving = false
            /// Its slot went to a newer connection; its thread is on its way out.
            var evicted = false
        }

        private let condition = NSCondition()
        private var running = false
        private var hops = 0
        /// The listening socket while the accept thread holds it open.
        private var listening: Int32?
        private var boundPort: UInt16 = 0
        private var slots: [Int: Slot] = [:]
        private var nextID = 0
        private var streams = 0
        private var file: (path: String?, problem: String?) = (nil, nil)

        private func locked<T>(_ body: () -> T) -> T {
            condition.lock()
            defer { condition.unlock() }
            return body()
        }

        /// The server file's path, or why there is none.
        var serverFile: (path: String?, problem: String?) {
            get { locked { file } }
            set { locked { file = newValue } }
        }

        var isRunning: Bool { locked { running } }
        var port: UInt16 { locked { boundPort } }
        /// Connections holding a slot (evicted ones no longer do).
        var openConnections: Int { locked { slots.values.count { !$0.evicted } } }
        var openStreams: Int { locked { streams } }
        /// How many times the server has hopped to the main actor (tests check which answers do).
        var mainActorHops: Int { locked { hops } }

        func countMainActorHop() { locked { hops += 1 } }

        /// Connections whose request is still arriving after everything that had arrived was read.
        var incompleteRequests: Int { locked { slots.values.count { $0.receiving && !$0.evicted } } }

        func begin(port: UInt16, listener: Int32) {
            locked {
                running = true
                boundPort = port
                listening = listener
            }
        }

        /// Stops the server: the accept thread, waiting on the listener, wakes at once.
        func end() {
            locked {
                running = false
                if let listening { LoopbackSocket.stopReading(listening) }
                condition.broadcast()
            }
        }

        /// The accept thread closed the listener.
        func listenerClosed() {
            locked {
                listening = nil
                condition.broadcast()
            }
        }

        /// Waits until the accept thread has closed the listener, at most until `deadline`.
        func waitForListenerClosed(until deadline: Date) {
            condition.lock()
            defer { condition.unlock() }
            while listening != nil && condition.wait(until: deadline) {}
        }

        /// Gives `fd` a slot and returns its identifier, or nil when none frees up in time.
        ///
        /// A free slot is taken at once. When every slot is taken, the oldest connection (by the
        /// time it was accepted, at least `limits.evictionGrace` ago) whose request is still
        /// incomplete after its thread read everything that had arrived loses its slot: its
        /// socket is shut for reading, which wakes its thread to answer `503` and leave. When no
        /// request is incomplete, this waits up to `limits.slotWait` for a slot. Threads of
        /// evicted connections still count towards a hard cap of twice `maxConnections`, so
        /// evictions never pile up threads.
        func admit(_ fd: Int32, limits: HTTPLimits) -> Int? {
            condition.lock()
            defer { condition.unlock() }
            let limit = max(1, limits.maxConnections)
            let deadline = Date() + limits.slotWait
            while running {
                let now = Date()
                var wake = deadline
                if slots.count < 2 * limit {
                    if slots.values.count(where: { !$0.evicted }) < limit { return register(fd, at: now) }
                    let incomplete = slots.filter { $0.value.receiving && !$0.value.evicted }
                    if let oldest = incomplete.min(by: { $0.value.accepted < $1.value.accepted }) {
                        let evictable = oldest.value.accepted + limits.evictionGrace
                        if evictable <= now {
                            slots[oldest.key]?.evicted = true
                            LoopbackSocket.stopReading(oldest.value.fd)
                            return register(fd, at: now)
                        }
                        wake = min(deadline, evictable)
                    }
                }
                guard now < deadline else { return nil }
                _ = condition.wait(until: wake)
            }
            return nil
        }

        private func register(_ fd: Int32, at date: Date) -> Int {
            nextID += 1
            slots[nextID] = Slot(fd: fd, accepted: date)
            return nextID
        }

        /// The connection has read all that arrived and waits for more of its request: it may be
        /// evicted.
        func receiving(_ id: Int) {
            locked {
                slots[id]?.receiving = true
                condition.broadcast()
            }
        }

        /// The connection's request is complete; false when it was evicted meanwhile (then it
        /// must not be answered: its slot belongs to another connection).
        func requestComplete(_ id: Int) -> Bool {
            locked {
                guard let slot = slots[id], !slot.evicted else { return false }
                slots[id]?.receiving = false
                return true
            }
        }

        /// Whether the connection lost its slot to a newer one.
        func isEvicted(_ id: Int) -> Bool {
            locked { slots[id]?.evicted ?? true }
        }

        /// The connection's thread is done; call before closing its socket.
        func close(_ id: Int) {
            locked {
                slots[id] = nil
                condition.broadcast()
            }
        }

        func openStream(limit: Int) -> Bool {
            locked {
                guard streams < limit else { return false }
                streams += 1
                return true
            }
        }

        func closeStream() { locked { streams -= 1 } }
    }
#endif
