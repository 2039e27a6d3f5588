#if DEBUG
    import Foundation
    import Wayfinder
    import WayfinderCore

    // MARK: - The live trace as Server-Sent Events

    extension DebugServer {
        /// The status line and headers of the event stream (also the whole answer to `HEAD`).
        static let eventStreamHead = HTTPResponse.head(
            status: 200, contentType: "text/event-stream; charset=utf-8", length: nil,
            extra: [("X-Accel-Buffering", "no")])

        /// The shortest time between two reads of the feed by one subscriber, in seconds: events
        /// that arrive meanwhile go out together.
        static let traceFlushInterval = 0.025

        /// Serves one trace subscriber until it leaves, falls behind, stalls past the write
        /// deadline, or the server stops.
        ///
        /// The subscriber reads the server's one ``TraceFeed`` (every event encoded once, on no
        /// subscriber's behalf), filters it and queues what it wants here, on its connection
        /// thread. The queue is bounded: ``HTTPLimits/eventBufferSize`` frames and
        /// ``HTTPLimits/eventQueueBytes`` bytes, and the socket's kernel buffer is asked for a
        /// quarter of that (Linux doubles it). A subscriber that falls further behind is disconnected with a last event,
        /// `event: closed`, saying why; navigation never waits for it.
        func streamEvents(to fd: Int32, options: TraceOptions) {
            guard status.openStream(limit: limits.maxEventStreams) else {
                send(.text(503, "too many trace subscribers"), to: fd)
                return
            }
            defer { status.closeStream() }
            guard installFeed() else {
                send(.text(503, "the app's main actor did not answer"), to: fd)
                return
            }
            LoopbackSocket.limitSendBuffer(fd, to: limits.eventQueueBytes / 4)
            var cursor = feed.subscribe()
            var attached = true
            defer { if attached { feed.unsubscribe() } }
            guard
                LoopbackSocket.write(
                    fd, Self.eventStreamHead + Array("retry: 2000\n: connected\n\n".utf8),
                    deadline: Date() + limits.writeDeadline)
            else { return }
            var queue = FrameQueue()
            var lastProgress = Date()
            var lastWrite = Date()
            var lastPull = Date.distantPast
            while status.isRunning {
                // At most one pull per flush interval: a burst of events costs each subscriber
                // one wake-up and one write, not one per event.
                let sincePull = Date().timeIntervalSince(lastPull)
                if sincePull < Self.traceFlushInterval {
                    usleep(useconds_t((Self.traceFlushInterval - sincePull) * 1_000_000))
                }
                let wait = queue.isEmpty ? Date() + 0.5 : Date()
                let pulled = feed.frames(after: &cursor, until: wait)
                lastPull = Date()
                switch pulled {
                case .closed:
                    return
                case .fellBehind:
                    feed.unsubscribe()
                    attached = false
                    close(
                        fd, after: queue,
                        reason: "fell behind: the server's feed moved on before this stream read it")
                    return
                case .frames(let frames):
                    for frame in frames where options.kinds.isEmpty || options.kinds.contains(frame.kind) {
                        queue.append(options.asLogLines ? frame.log : frame.json)
                    }
                }
                if queue.isEmpty {
                    if LoopbackSocket.peerHasClosed(fd) { return }
                    if Date().timeIntervalSince(lastWrite) >= limits.eventKeepAliveInterval {
                        guard
                            LoopbackSocket.write(
                                fd, Array(": keep-alive\n\n".utf8), deadline: Date() + limits.writeDeadline)
                        else { return }
                        lastWrite = Date()
                    }
                    lastProgress = Date()
                    continue
                }
                guard let written = LoopbackSocket.writeAvailable(fd, queue.unsent) else { return }
                if written > 0 {
                    queue.consume(written)
                    lastProgress = Date()
                    lastWrite = lastProgress
                }
                if queue.frameCount > limits.eventBufferSize || queue.byteCount > limits.eventQueueBytes {
                    feed.unsubscribe()
                    attached = false
                    close(
                        fd, after: queue,
                        reason:
                            "fell behind: \(queue.frameCount) events (\(queue.byteCount) bytes) unsent, over this "
                            + "server's limit of \(limits.eventBufferSize) events or \(limits.eventQueueBytes) bytes; "
                            + "reconnect to follow new events")
                    return
                }
                if written == 0 {
                    if Date().timeIntervalSince(lastProgress) >= limits.writeDeadline { return }
                    _ = LoopbackSocket.wait(fd, forWriting: true, milliseconds: 50)
                }
            }
        }

        /// Ends a stream that fell behind: the rest of a frame already begun (so the client's
        /// parser stays in step), then `event: closed` with the reason, within the write deadline.
        private func close(_ fd: Int32, after queue: FrameQueue, reason: String) {
            let data = (try? JSONEncoder().encode(["reason": reason])).map {
                String(decoding: $0, as: UTF8.self)
            }
            let last = Array("event: closed\ndata: \(data ?? "{}")\n\n".utf8)
            LoopbackSocket.write(
                fd, Array(queue.restOfCurrentFrame) + last, deadline: Date() + limits.writeDeadline)
        }

        /// Installs the server's feed on the navigator unless it is installed, waiting for the
        /// main actor at most ``HTTPLimits/mainActorDeadline``; false when it did not answer.
        func installFeed() -> Bool {
            if installation.isInstalled { return true }
            let feed = self.feed
            let navigator = self.navigator
            let installation = self.installation
            return onMainActor { installation.install(feed: feed, on: navigator) } ?? false
        }
    }

    /// The frames queued for one subscriber: bytes not yet taken by its socket, and where each
    /// frame ends, so the count of frames and bytes behind is known.
    struct FrameQueue {
        private var bytes: [UInt8] = []
        private var start = 0
        /// The end offset (in `bytes`) of each frame not wholly written.
        private var ends: [Int] = []
        private var endsHead = 0

        var isEmpty: Bool { start == bytes.count }
        var byteCount: Int { bytes.count - start }
        var frameCount: Int { ends.count - endsHead }
        var unsent: ArraySlice<UInt8> { bytes[start...] }

        /// What is left of the frame being written (empty when the next byte starts a frame).
        var restOfCurrentFrame: ArraySlice<UInt8> {
            guard endsHead < ends.count else { return [] }
            let frameStart = endsHead == 0 ? 0 : ends[endsHead - 1]
            return start > frameStart ? bytes[start..<ends[endsHead]] : []
        }

        mutating func append(_ frame: [UInt8]) {
            bytes += frame
            ends.append(bytes.count)
        }

        /// Drops the first `count` unsent bytes, which the socket took.
        mutating func consume(_ count: Int) {
            start += count
            while endsHead < ends.count && ends[endsHead] <= start { endsHead += 1 }
            if start == bytes.count {
                bytes.removeAll(keepingCapacity: true)
                ends.removeAll(keepingCapacity: true)
                start = 0
                endsHead = 0
            }
        }
    }

    /// The SSE frame of one event.
    enum TraceFrame {
        /// One event as JSON: every field and the `log` line.
        struct Payload: Encodable {
            var sequence: UInt64
            var event: String
            var source: String
            var routes: [String]
            var presentation: String?
            var tab: String?
            var url: String?
            var reason: String?
            var action: String?
            var date: String
            var log: String
        }

        static func payload(for event: NavigationEvent) -> Payload {
            Payload(
                sequence: event.sequence, event: event.kind.rawValue, source: event.source.rawValue,
                routes: event.routes, presentation: event.presentation?.rawValue,
                // The wire format keeps one `tab` string: the tabs, comma-separated.
                tab: event.tabs.isEmpty ? nil : event.tabs.map(\.rawValue).joined(separator: ","),
                url: event.url,
                reason: event.reason, action: event.alertAction?.rawValue,
                date: ISO8601DateFormatter().string(from: event.date),
                log: event.logLine)
        }

        /// `id:`, `event: navigation` and one `data:` line (JSON, or the log line when asked).
        static func frame(for event: NavigationEvent, asLogLine: Bool) -> String {
            let data: String
            if asLogLine {
                // A log line is one line: its values quote newlines.
                data = event.logLine
            } else {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                let json = (try? encoder.encode(payload(for: event))) ?? Data("{}".utf8)
                data = String(decoding: json, as: UTF8.self)
            }
            return "id: \(event.sequence)\nevent: navigation\ndata: \(data)\n\n"
        }
    }
#endif
