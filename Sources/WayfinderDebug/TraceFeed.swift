#if DEBUG
    import Foundation
    import Wayfinder
    import WayfinderCore

    /// What the server knows of its navigator without asking the main actor: the last state and
    /// manifest the navigator applied, and every event since the first trace subscriber, encoded
    /// once for all of them.
    ///
    /// The main actor's part is O(1) whatever the number of subscribers: after each applied
    /// navigation it stores the new state (a copy-on-write value), and for each event it appends
    /// the event to a pending list, and only while someone subscribes. One encoder thread turns
    /// pending events into frames, JSON and log line, once each; every subscriber's connection
    /// thread reads the frames after its own cursor, filters them and writes them out. A
    /// subscriber never holds the encoder or the main actor up: the frames are kept in a ring of
    /// ``capacity`` frames and ``byteCapacity`` bytes, and a subscriber whose cursor the ring has
    /// passed has fallen behind.
    ///
    /// `@unchecked Sendable` is sound: every stored property but the constants is read and
    /// written only while `condition` is locked; the encoder works on a copy of the pending
    /// events outside the lock.
    final class TraceFeed: @unchecked Sendable {
        /// One event, encoded.
        struct Frame: Sendable {
            /// Its position in the feed (not the event's own sequence number).
            let index: UInt64
            /// The event's kind, for the subscribers' filters.
            let kind: String
            /// `id:`, `event: navigation` and the event as JSON.
            let json: [UInt8]
            /// `id:`, `event: navigation` and the event's log line.
            let log: [UInt8]

            var size: Int { json.count + log.count }
        }

        /// What a subscriber gets when it asks for the frames after its cursor.
        enum Pull {
            /// New frames (possibly none before the deadline).
            case frames([Frame])
            /// The ring no longer holds the frames right after the cursor.
            case fellBehind
            /// The feed closed: the server stops.
            case closed
        }

        /// The most frames the ring keeps.
        let capacity: Int
        /// The most bytes the ring keeps.
        let byteCapacity: Int

        private let condition = NSCondition()
        private var pending: [NavigationEvent] = []
        private var ring: [Frame] = []
        private var ringHead = 0
        private var ringBytes = 0
        /// The index the next frame gets.
        private var nextIndex: UInt64 = 0
        private var subscribers = 0
        private var encoderRunning = false
        private var isClosed = false
        private var lastState: NavigationState?
        private var lastManifest: RouteManifest?

        init(capacity: Int, byteCapacity: Int) {
            self.capacity = max(1, capacity)
            self.byteCapacity = max(1, byteCapacity)
        }

        private func locked<T>(_ body: () -> T) -> T {
            condition.lock()
            defer { condition.unlock() }
            return body()
        }

        // MARK: - The main actor's side

        /// Stores the navigator's state after an applied navigation (and the manifest, when given).
        func store(state: NavigationState, manifest: RouteManifest?) {
            locked {
                lastState = state
                if let manifest { lastManifest = manifest }
            }
        }

        /// Queues an event for the subscribers; nothing happens without one.
        func publish(_ event: NavigationEvent) {
            locked {
                guard subscribers > 0, !isClosed else { return }
                pending.append(event)
                condition.broadcast()
            }
        }

        // MARK: - Readers

        /// The last state and manifest stored, or nil before the feed is installed.
        var snapshot: (state: NavigationState, manifest: RouteManifest)? {
            locked {
                guard let lastState, let lastManifest else { return nil }
                return (lastState, lastManifest)
            }
        }

        /// How many subscribers are attached: each gets every event published from the moment
        /// it subscribed.
        var subscriberCount: Int { locked { subscribers } }

        /// Attaches a subscriber; returns its cursor, the index of the next frame. Starts the
        /// encoder thread when none runs.
        func subscribe() -> UInt64 {
            let (cursor, startEncoder) = locked { () -> (UInt64, Bool) in
                subscribers += 1
                defer { encoderRunning = true }
                // Events still pending when the subscriber arrives are older than it: they were
                // published for earlier subscribers and get indexes before this cursor.
                return (nextIndex + UInt64(pending.count), !encoderRunning)
            }
            if startEncoder {
                let thread = Thread { [self] in encode() }
                thread.name = "WayfinderDebug.trace-encoder"
                thread.start()
            }
            return cursor
        }

        /// Detaches a subscriber.
        func unsubscribe() {
            locked {
                subscribers -= 1
                if subscribers == 0 { pending.removeAll() }
                condition.broadcast()
            }
        }

        /// The frames after `cursor`, waiting until `deadline` for at least one; moves the cursor
        /// past what it returns.
        func frames(after cursor: inout UInt64, until deadline: Date) -> Pull {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if isClosed { return .closed }
                let first = nextIndex - UInt64(ring.count - ringHead)
                if cursor < first { return .fellBehind }
                if cursor < nextIndex {
                    let start = ringHead + Int(cursor - first)
                    let taken = Array(ring[start...])
                    cursor = nextIndex
                    return .frames(taken)
                }
                if !condition.wait(until: deadline) { return .frames([]) }
            }
        }

        /// Opens the feed again after ``close()`` (a server started again).
        func reopen() {
            locked { isClosed = false }
        }

        /// Ends the feed: subscribers and the encoder leave.
        func close() {
            locked {
                isClosed = true
                pending.removeAll()
                condition.broadcast()
            }
        }

        // MARK: - The encoder

        /// Encodes pending events into the ring until the feed closes or nobody subscribes.
        private func encode() {
            while true {
                let events = locked { () -> [NavigationEvent]? in
                    while pending.isEmpty {
                        if isClosed || subscribers == 0 {
                            encoderRunning = false
                            return nil
                        }
                        _ = condition.wait(until: Date() + 1)
                    }
                    defer { pending.removeAll(keepingCapacity: true) }
                    return pending
                }
                guard let events else { return }
                let encoded = events.map { event in
                    (
                        kind: event.kind.rawValue,
                        json: Array(TraceFrame.frame(for: event, asLogLine: false).utf8),
                        log: Array(TraceFrame.frame(for: event, asLogLine: true).utf8)
                    )
                }
                locked {
                    for item in encoded {
                        let frame = Frame(index: nextIndex, kind: item.kind, json: item.json, log: item.log)
                        nextIndex += 1
                        ring.append(frame)
                        ringBytes += frame.size
                    }
                    while ring.count - ringHead > capacity
                        || (ringBytes > byteCapacity && ring.count - ringHead > 1)
                    {
                        ringBytes -= ring[ringHead].size
                        ringHead += 1
                    }
                    if ringHead >= capacity {
                        ring.removeFirst(ringHead)
                        ringHead = 0
                    }
                    condition.broadcast()
                }
            }
        }
    }

    /// The navigator's side of a ``TraceFeed``: the observer and state listener that feed it,
    /// installed on the main actor while the server runs.
    @MainActor
    final class TraceFeedInstallation: NavigationObserver {
        let feed: TraceFeed
        private weak var navigator: Navigator?
        private var listener: Int?

        /// Starts feeding `feed` from `navigator`: the current state and manifest at once, then
        /// every applied navigation and every event.
        init(feed: TraceFeed, navigator: Navigator) {
            self.feed = feed
            self.navigator = navigator
            feed.store(state: navigator.state, manifest: navigator.registry.manifest)
            navigator.addObserver(self)
            listener = navigator.addStateListener { [weak self, weak navigator] state, changes in
                guard let self, let navigator else { return }
                let tabsChanged = changes.contains {
                    switch $0 {
                    case .tabsInstalled, .tabsAdded, .tabsRemoved: true
                    default: false
                    }
                }
                self.feed.store(state: state, manifest: tabsChanged ? navigator.registry.manifest : nil)
            }
        }

        func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {
            feed.publish(event)
        }

        /// Stops feeding.
        func remove() {
            guard let navigator else { return }
            navigator.removeObserver(self)
            if let listener { navigator.removeStateListener(listener) }
            listener = nil
        }
    }
#endif

#if DEBUG
    /// Holds a server's ``TraceFeedInstallation`` while the server runs.
    ///
    /// `@unchecked Sendable` is sound: `current` is read and written only while `lock` is held,
    /// and the installation it holds is itself main-actor isolated (so `Sendable`); installing
    /// and removing happen on the main actor only.
    final class FeedInstallationBox: @unchecked Sendable {
        private let lock = NSLock()
        private var current: TraceFeedInstallation?

        /// Whether a feed is installed.
        var isInstalled: Bool { lock.withLock { current != nil } }

        /// Installs `feed` on `navigator` unless one is installed; true once installed.
        @MainActor
        func install(feed: TraceFeed, on navigator: Navigator) -> Bool {
            guard !isInstalled else { return true }
            let installation = TraceFeedInstallation(feed: feed, navigator: navigator)
            lock.withLock { current = installation }
            return true
        }

        /// Removes the installed feed, if any.
        @MainActor
        func remove() {
            let installation = lock.withLock {
                defer { current = nil }
                return current
            }
            installation?.remove()
        }
    }
#endif
