#if DEBUG
    import Foundation
    import WayfinderCore

    /// One parsed HTTP/1.x request.
    public struct HTTPRequest: Hashable, Sendable {
        /// One header field; the name is lower-cased.
        public struct Header: Hashable, Sendable {
            /// The field name, lower-cased.
            public var name: String
            /// The field value without surrounding whitespace.
            public var value: String
        }

        /// The method (`GET`, `POST`, …).
        public var method: String
        /// The request target as sent (`/api/graph?format=dot`).
        public var target: String
        /// `HTTP/1.1` or `HTTP/1.0`.
        public var version: String
        /// The header fields in order.
        public var headers: [Header]
        /// The body (empty without `Content-Length`).
        public var body: [UInt8]

        /// The value of the first header with this name (case-insensitive), or nil.
        public func header(_ name: String) -> String? {
            let lowered = name.lowercased()
            return headers.first { $0.name == lowered }?.value
        }

        /// Every value of headers with this name (case-insensitive).
        public func headerValues(_ name: String) -> [String] {
            let lowered = name.lowercased()
            return headers.filter { $0.name == lowered }.map(\.value)
        }

        /// The path part of the target, before any `?`.
        public var path: String {
            String(target.prefix { $0 != "?" })
        }

        /// The query items of the target, percent-decoded by `RouteURLCoder.decoded(_:)` (`+` is
        /// not a space here); a name or value that does not decode is kept as sent.
        public var queryItems: [(name: String, value: String)] {
            guard let mark = target.firstIndex(of: "?") else { return [] }
            func decoded(_ text: Substring) -> String {
                (try? RouteURLCoder.decoded(text)) ?? String(text)
            }
            return target[target.index(after: mark)...].split(separator: "&").map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (decoded(parts[0]), parts.count > 1 ? decoded(parts[1]) : "")
            }
        }

        /// The value of the first query item with this name, or nil.
        public func queryItem(_ name: String) -> String? {
            queryItems.first { $0.name == name }?.value
        }
    }

    /// Why bytes are not an acceptable HTTP request; each case maps to a status code.
    public enum HTTPParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The request line is not `METHOD SP /target SP HTTP/1.x`.
        case malformedRequestLine
        /// The request line is longer than the limit.
        case requestLineTooLong
        /// Not HTTP/1.0 or HTTP/1.1.
        case unsupportedVersion
        /// A header line is not `name: value`, or holds control characters, or is folded.
        case malformedHeader
        /// The request line and headers exceed the limit, or there are too many headers.
        case headersTooLarge
        /// `Content-Length` is not a number, or two of them disagree.
        case invalidContentLength
        /// The declared body is larger than the limit.
        case bodyTooLarge
        /// `Transfer-Encoding` (chunked bodies) is not accepted.
        case transferEncodingNotAccepted

        /// The HTTP status to answer with.
        public var statusCode: Int {
            switch self {
            case .malformedRequestLine, .malformedHeader, .invalidContentLength, .transferEncodingNotAccepted:
                400
            case .requestLineTooLong: 414
            case .unsupportedVersion: 505
            case .headersTooLarge: 431
            case .bodyTooLarge: 413
            }
        }

        public var description: String {
            switch self {
            case .malformedRequestLine: "malformed request line"
            case .requestLineTooLong: "request line too long"
            case .unsupportedVersion: "only HTTP/1.0 and HTTP/1.1 are spoken"
            case .malformedHeader: "malformed header line"
            case .headersTooLarge: "request headers too large"
            case .invalidContentLength: "invalid Content-Length"
            case .bodyTooLarge: "request body too large"
            case .transferEncodingNotAccepted: "Transfer-Encoding is not accepted; send Content-Length"
            }
        }
    }
#endif
