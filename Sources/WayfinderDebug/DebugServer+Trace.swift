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

        /// Serves one trace subscriber until it leaves, stalls past the write deadline, or the
        /// server stops.
        ///
        /// A task subscribes to the navigator's events with a bounded buffer and hands formatted
        /// frames to a bounded mailbox; this connection thread writes them out. Neither bound can
        /// be exceeded by a slow client, and navigation never waits for either: the navigator
        /// drops the oldest events of a full stream, the mailbox its oldest frames, and each
        /// JSON event carries the subscriber's `dropped` count.
        func streamEvents(to fd: Int32, options: TraceOptions) {
            guard status.openStream(limit: limits.maxEventStreams) else {
                send(.text(503, "too many trace subscribers"), to: fd)
                return
            }
            defer { status.closeStream() }
            let navigator = self.navigator
            let bufferSize = limits.eventBufferSize
            guard let stream = onMainActor({ navigator.events(bufferSize: bufferSize) }) else {
                send(.text(503, "the app's main actor did not answer"), to: fd)
                return
            }
            let mailbox = EventMailbox(capacity: limits.eventBufferSize)
            let reader = Task.detached {
                var reportedDrops = 0
                for await event in stream {
                    guard options.kinds.isEmpty || options.kinds.contains(event.kind.rawValue) else {
                        continue
                    }
                    let dropped = stream.droppedCount + mailbox.droppedCount
                    if dropped > reportedDrops {
                        reportedDrops = dropped
                        mailbox.put("event: dropped\ndata: {\"dropped\":\(dropped)}\n\n")
                    }
                    guard
                        mailbox.put(
                            TraceFrame.frame(for: event, dropped: dropped, asLogLine: options.asLogLines))
                    else { break }
                }
                mailbox.close()
            }
            defer {
                reader.cancel()
                mailbox.close()
            }
            guard
                LoopbackSocket.write(
                    fd, Self.eventStreamHead + Array("retry: 2000\n: connected\n\n".utf8),
                    deadline: Date() + limits.writeDeadline)
            else { return }
            var lastWrite = Date()
            while status.isRunning {
                if let frame = mailbox.take(until: Date() + 0.5) {
                    guard LoopbackSocket.write(fd, Array(frame.utf8), deadline: Date() + limits.writeDeadline)
                    else {
                        return
                    }
                    lastWrite = Date()
                    continue
                }
                if mailbox.isFinished || LoopbackSocket.peerHasClosed(fd) { return }
                if Date().timeIntervalSince(lastWrite) >= limits.eventKeepAliveInterval {
                    guard
                        LoopbackSocket.write(
                            fd, Array(": keep-alive\n\n".utf8), deadline: Date() + limits.writeDeadline)
                    else { return }
                    lastWrite = Date()
                }
            }
        }
    }

    /// The SSE frame of one event.
    enum TraceFrame {
        /// One event as JSON: every field, the `log` line and the subscriber's `dropped` count.
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
            var dropped: Int
        }

        static func payload(for event: NavigationEvent, dropped: Int) -> Payload {
            Payload(
                sequence: event.sequence, event: event.kind.rawValue, source: event.source.rawValue,
                routes: event.routes, presentation: event.presentation?.rawValue,
                // The wire format keeps one `tab` string: the tabs, comma-separated.
                tab: event.tabs.isEmpty ? nil : event.tabs.map(\.rawValue).joined(separator: ","),
                url: event.url,
                reason: event.reason, action: event.alertAction?.rawValue,
                date: ISO8601DateFormatter().string(from: event.date),
                log: event.logLine,
                dropped: dropped)
        }

        /// `id:`, `event: navigation` and one `data:` line (JSON, or the log line when asked).
        static func frame(for event: NavigationEvent, dropped: Int, asLogLine: Bool) -> String {
            let data: String
            if asLogLine {
                // A log line is one line: its values quote newlines.
                data = event.logLine
            } else {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                let json = (try? encoder.encode(payload(for: event, dropped: dropped))) ?? Data("{}".utf8)
                data = String(decoding: json, as: UTF8.self)
            }
            return "id: \(event.sequence)\nevent: navigation\ndata: \(data)\n\n"
        }
    }
#endif
