#if DEBUG
    /// An incremental HTTP/1.x request parser over bytes: feed what the socket delivered, get a
    /// request once it is complete. It never touches a socket, so it can be tested and fuzzed on
    /// plain byte arrays.
    ///
    /// Every size limit comes from ``HTTPLimits``, checked as bytes arrive, so a client can never
    /// make the parser hold more than `maxHeaderBytes + maxBodyBytes` bytes:
    ///
    /// ```swift
    /// var parser = HTTPRequestParser()
    /// if let request = try parser.append(received) { handle(request) }
    /// ```
    ///
    /// Garbage is refused at the first byte that cannot start a request line; a declared body over
    /// the limit is refused as soon as the headers end, before any of it is read.
    public struct HTTPRequestParser: Sendable {
        private enum Phase: Sendable {
            case head
            case body(HTTPRequest, length: Int)
            case done
        }

        /// The limits in force.
        public let limits: HTTPLimits
        private var buffer: [UInt8] = []
        private var phase = Phase.head
        private var scanned = 0
        /// Bytes received after the end of the complete request (a pipelined request, or a body
        /// longer than its `Content-Length`).
        public private(set) var surplusByteCount = 0
        /// The first of those bytes, at most `maxHeaderBytes + maxBodyBytes` of them (the most one
        /// more request can take), so the server can parse a pipelined request that follows.
        public private(set) var surplus: [UInt8] = []

        /// Creates a parser.
        public init(limits: HTTPLimits = .standard) {
            self.limits = limits
        }

        /// Parses a whole request from bytes at once (for tests and fuzzing).
        ///
        /// - Returns: The request, or nil when the bytes end before the request does.
        /// - Throws: ``HTTPParseError`` when the bytes are not an acceptable request.
        public static func parse(_ bytes: [UInt8], limits: HTTPLimits = .standard) throws(HTTPParseError)
            -> HTTPRequest?
        {
            var parser = HTTPRequestParser(limits: limits)
            return try parser.append(bytes)
        }

        /// Feeds bytes.
        ///
        /// - Returns: The request once it is complete, then nil for anything appended later (those
        ///   bytes only count towards ``surplusByteCount``).
        /// - Throws: ``HTTPParseError`` as soon as the bytes cannot become an acceptable request.
        public mutating func append(_ bytes: some Collection<UInt8>) throws(HTTPParseError) -> HTTPRequest? {
            switch phase {
            case .done:
                surplusByteCount += bytes.count
                keepSurplus(bytes)
                return nil
            case .head:
                buffer.append(contentsOf: bytes)
                return try parseHead()
            case .body(let request, let length):
                buffer.append(contentsOf: bytes)
                return finishBody(request, length: length)
            }
        }

        // MARK: - Head

        private mutating func parseHead() throws(HTTPParseError) -> HTTPRequest? {
            try checkRequestLinePrefix()
            guard let end = headEnd() else {
                if buffer.count > limits.maxHeaderBytes { throw .headersTooLarge }
                return nil
            }
            if end > limits.maxHeaderBytes { throw .headersTooLarge }
            let lines = split(lines: buffer[0..<end])
            var request = try parseRequestLine(lines[0])
            guard lines.count - 1 <= limits.maxHeaderCount else { throw .headersTooLarge }
            for line in lines.dropFirst() {
                request.headers.append(try parseHeader(line))
            }
            let length = try bodyLength(of: request)
            buffer.removeFirst(end + 4)
            return finishBody(request, length: length)
        }

        private mutating func finishBody(_ request: HTTPRequest, length: Int) -> HTTPRequest? {
            guard buffer.count >= length else {
                phase = .body(request, length: length)
                return nil
            }
            var complete = request
            complete.body = Array(buffer[0..<length])
            surplusByteCount = buffer.count - length
            keepSurplus(buffer[length...])
            buffer = []
            phase = .done
            return complete
        }

        private mutating func keepSurplus(_ bytes: some Collection<UInt8>) {
            let room = limits.maxHeaderBytes + limits.maxBodyBytes - surplus.count
            guard room > 0 else { return }
            surplus.append(contentsOf: bytes.prefix(room))
        }

        /// Whether `bytes` could be the start of a request line: up to 16 upper-case letters and,
        /// once there are more bytes, a space. Tells a pipelined request following a complete one
        /// from a body longer than its `Content-Length`.
        public static func couldBeginRequest(_ bytes: some Collection<UInt8>) -> Bool {
            var count = 0
            for byte in bytes {
                if byte == UInt8(ascii: " ") { return count > 0 }
                guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"), count < 16 else { return false }
                count += 1
            }
            return count > 0
        }

        /// Refuses early what cannot be a request line: the method must be 1–16 upper-case
        /// letters followed by a space, and the line must fit the limit.
        private func checkRequestLinePrefix() throws(HTTPParseError) {
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: " ") {
                    if index == 0 { throw .malformedRequestLine }
                    break
                }
                guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"), index < 16 else {
                    throw .malformedRequestLine
                }
                index += 1
            }
            let lineEnd = buffer.firstIndex(of: UInt8(ascii: "\n")) ?? buffer.count
            if lineEnd > limits.maxRequestLineBytes { throw .requestLineTooLong }
        }

        /// The offset of the `\r\n\r\n` ending the head, searching only bytes not searched before.
        private mutating func headEnd() -> Int? {
            let start = max(0, scanned - 3)
            guard buffer.count >= 4 else { return nil }
            var index = start
            while index + 3 < buffer.count {
                if buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
                    && buffer[index + 3] == 10
                {
                    return index
                }
                index += 1
            }
            scanned = buffer.count
            return nil
        }

        private func split(lines bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
            var lines: [ArraySlice<UInt8>] = []
            var start = bytes.startIndex
            var index = bytes.startIndex
            while index < bytes.endIndex {
                if bytes[index] == 13, index + 1 < bytes.endIndex, bytes[index + 1] == 10 {
                    lines.append(bytes[start..<index])
                    index += 2
                    start = index
                } else {
                    index += 1
                }
            }
            lines.append(bytes[start..<bytes.endIndex])
            return lines
        }

        private func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPRequest {
            let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            guard parts.count == 3, let target = parts[1].first, target == UInt8(ascii: "/") else {
                throw .malformedRequestLine
            }
            // The target: visible ASCII only.
            guard parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { throw .malformedRequestLine }
            let version = String(decoding: parts[2], as: UTF8.self)
            guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
                if version.hasPrefix("HTTP/") { throw .unsupportedVersion }
                throw .malformedRequestLine
            }
            return HTTPRequest(
                method: String(decoding: parts[0], as: UTF8.self),
                target: String(decoding: parts[1], as: UTF8.self),
                version: version, headers: [], body: [])
        }

        private func parseHeader(_ line: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPRequest.Header {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
                throw .malformedHeader
            }
            let name = line[line.startIndex..<colon]
            guard name.allSatisfy(Self.isTokenByte) else { throw .malformedHeader }
            var value = line[(colon + 1)...]
            // Field values: visible characters, spaces and tabs; no other control bytes.
            guard value.allSatisfy({ $0 == 9 || ($0 >= 0x20 && $0 != 0x7F) }) else { throw .malformedHeader }
            while let first = value.first, first == 32 || first == 9 { value = value.dropFirst() }
            while let last = value.last, last == 32 || last == 9 { value = value.dropLast() }
            return HTTPRequest.Header(
                name: String(decoding: name, as: UTF8.self).lowercased(),
                value: String(decoding: value, as: UTF8.self))
        }

        private static func isTokenByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default:
                "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
        }

        private func bodyLength(of request: HTTPRequest) throws(HTTPParseError) -> Int {
            if request.header("transfer-encoding") != nil { throw .transferEncodingNotAccepted }
            let values = request.headerValues("content-length")
            guard let first = values.first else { return 0 }
            guard values.allSatisfy({ $0 == first }) else { throw .invalidContentLength }
            guard !first.isEmpty, first.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
                throw .invalidContentLength
            }
            // More digits than any acceptable length is too large, whatever it says.
            guard first.utf8.count <= 12, let length = Int(first) else { throw .bodyTooLarge }
            guard length <= limits.maxBodyBytes else { throw .bodyTooLarge }
            return length
        }
    }
#endif
