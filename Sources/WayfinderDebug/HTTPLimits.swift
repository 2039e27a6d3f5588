#if DEBUG
    /// Every limit of the debug server's HTTP handling, in one place.
    ///
    /// The parser enforces the size limits; the server enforces the time and count limits. Tests
    /// shorten the deadlines; everything else uses ``standard``.
    public struct HTTPLimits: Hashable, Sendable {
        /// The longest request line (method, target, version) in bytes.
        public var maxRequestLineBytes: Int
        /// The most bytes of the request line and headers together.
        public var maxHeaderBytes: Int
        /// The most header fields.
        public var maxHeaderCount: Int
        /// The largest request body accepted (the link console's JSON).
        public var maxBodyBytes: Int
        /// The longest a client may take to send a whole request, in seconds, counted from the
        /// moment it connected (pipelined requests too); a slow client gets `408 Request Timeout` and
        /// is closed.
        public var requestDeadline: Double
        /// The longest one response write may stall, in seconds, before the connection is closed.
        public var writeDeadline: Double
        /// The longest the server waits for the main actor (reading state, opening a link).
        public var mainActorDeadline: Double
        /// The most connections served at once. When every slot is taken, a new connection takes
        /// the slot of the oldest connection whose request is still incomplete (it has not finished
        /// sending its head and body) after ``evictionGrace``; that client is answered `503`. When
        /// no request is incomplete, the new connection waits up to ``slotWait`` for a slot, then it
        /// is answered `503`.
        public var maxConnections: Int
        /// Seconds a new connection's request may stay incomplete before its slot can go to a newer
        /// connection, so a well-formed client always has time to be read.
        public var evictionGrace: Double
        /// Seconds a new connection waits for a slot when every slot is busy answering a complete
        /// request or streaming the trace, before it is answered `503`.
        public var slotWait: Double
        /// The most live-trace subscribers at once; more are answered `503`.
        public var maxEventStreams: Int
        /// The most events queued for one trace subscriber, not yet taken by its socket. A
        /// subscriber that falls further behind is disconnected, with a last `event: closed`
        /// saying why; a browser's `EventSource` reconnects by itself.
        public var eventBufferSize: Int
        /// The most bytes queued for one trace subscriber, not yet taken by its socket; past it,
        /// the subscriber is disconnected as past ``eventBufferSize``. The socket's kernel
        /// buffer is asked for a quarter of this (Linux doubles it).
        public var eventQueueBytes: Int
        /// Seconds between keep-alive comments on an idle event stream.
        public var eventKeepAliveInterval: Double
        /// The most requests answered on one connection: pipelined requests (sent one after the
        /// other without waiting for the answers) are answered in order up to this many, then the
        /// connection closes.
        public var maxRequestsPerConnection: Int
        /// The most challenge nonces (from `GET /api/challenge`) the server holds at once, used
        /// ones included; a new challenge drops the oldest when full.
        public var maxOutstandingChallenges: Int
        /// Seconds a challenge nonce stays good for the one request it authenticates.
        public var challengeLifetime: Double

        /// The limits the server uses unless told otherwise.
        public static let standard = HTTPLimits(
            maxRequestLineBytes: 4096, maxHeaderBytes: 16 * 1024, maxHeaderCount: 64, maxBodyBytes: 16 * 1024,
            requestDeadline: 10, writeDeadline: 5, mainActorDeadline: 10, maxConnections: 64,
            maxEventStreams: 16,
            eventBufferSize: 256, eventKeepAliveInterval: 15, maxRequestsPerConnection: 16,
            evictionGrace: 0.1,
            slotWait: 1, eventQueueBytes: 32 * 1024, maxOutstandingChallenges: 64, challengeLifetime: 30)

        /// Creates limits; see ``standard`` for the usual values.
        public init(
            maxRequestLineBytes: Int, maxHeaderBytes: Int, maxHeaderCount: Int, maxBodyBytes: Int,
            requestDeadline: Double, writeDeadline: Double, mainActorDeadline: Double, maxConnections: Int,
            maxEventStreams: Int, eventBufferSize: Int, eventKeepAliveInterval: Double,
            maxRequestsPerConnection: Int = 16, evictionGrace: Double = 0.1, slotWait: Double = 1,
            eventQueueBytes: Int = 32 * 1024, maxOutstandingChallenges: Int = 64,
            challengeLifetime: Double = 30
        ) {
            self.maxRequestLineBytes = maxRequestLineBytes
            self.maxHeaderBytes = maxHeaderBytes
            self.maxHeaderCount = maxHeaderCount
            self.maxBodyBytes = maxBodyBytes
            self.requestDeadline = requestDeadline
            self.writeDeadline = writeDeadline
            self.mainActorDeadline = mainActorDeadline
            self.maxConnections = maxConnections
            self.maxEventStreams = maxEventStreams
            self.eventBufferSize = eventBufferSize
            self.eventKeepAliveInterval = eventKeepAliveInterval
            self.maxRequestsPerConnection = maxRequestsPerConnection
            self.evictionGrace = evictionGrace
            self.slotWait = slotWait
            self.eventQueueBytes = eventQueueBytes
            self.maxOutstandingChallenges = maxOutstandingChallenges
            self.challengeLifetime = challengeLifetime
        }
    }
#endif
