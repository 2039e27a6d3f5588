/// A relative path split into percent-decoded segments and query items, ready for matching.
///
/// A lookup tokenizes its path once, inside ``withTokens(of:_:)``, without heap allocations in
/// the common case: the segment table and the decoded bytes of escaped segments live in
/// temporary (usually stack) storage, a segment without `%` is read in place from the input, and
/// query items are only validated up front; their text is decoded when the last route is built.
///
/// A `TokenizedPath` points into that temporary storage: it is valid only inside the closure
/// passed to ``withTokens(of:_:)`` and must not escape it.
struct TokenizedPath {
    /// One path segment: where it is in the input, where its decoded bytes are, and their hash.
    struct Segment {
        /// The raw (still encoded) range in the input, for error messages.
        var rawStart: Int
        var rawEnd: Int
        /// The decoded bytes: in the input when `isEscaped` is false (they equal the raw bytes),
        /// otherwise in the decoded-bytes buffer.
        var decodedStart: Int
        var decodedEnd: Int
        var isEscaped: Bool
        /// The FNV-1a hash of the decoded bytes (see ``LiteralHash``).
        var hash: UInt64
    }

    /// One query item: the raw ranges of its name and value, still percent-encoded.
    struct QueryItem {
        var nameStart: Int
        var nameEnd: Int
        var valueStart: Int
        var valueEnd: Int
    }

    /// The input as UTF-8.
    let input: UnsafeBufferPointer<UInt8>
    /// The segments, in order.
    let segments: UnsafeBufferPointer<Segment>
    /// The decoded bytes of escaped segments, back to back.
    let decoded: UnsafeBufferPointer<UInt8>
    /// The query items, in order; validated, so decoding them cannot fail.
    let query: UnsafeBufferPointer<QueryItem>

    var segmentCount: Int { segments.count }

    /// Splits and validates a path, then calls `body` with the tokens.
    ///
    /// - Throws: ``RouteURLError`` for an empty path, an empty or dot segment, bad
    ///   percent-encoding, a malformed query, or spaces and control characters; otherwise what
    ///   `body` throws.
    static func withTokens<Output>(
        of input: UnsafeBufferPointer<UInt8>,
        _ body: (TokenizedPath) throws(RouteURLError) -> Output
    ) throws(RouteURLError) -> Output {
        let end = input.firstIndex(of: UInt8(ascii: "#")) ?? input.count
        var pathEnd = end
        var segmentCount = 1
        var hasEscapes = false
        for index in 0..<end {
            let byte = input[index]
            if byte <= 0x20 || byte == 0x7F {
                throw .malformedURL(String(decoding: input, as: UTF8.self))
            }
            if pathEnd == end {
                if byte == UInt8(ascii: "?") {
                    pathEnd = index
                } else if byte == UInt8(ascii: "/") {
                    segmentCount += 1
                } else if byte == UInt8(ascii: "%") {
                    hasEscapes = true
                }
            }
        }
        guard pathEnd > 0 else { throw .emptyPath }
        let queryRange = pathEnd < end ? pathEnd + 1..<end : end..<end
        var itemCount = 0
        if !queryRange.isEmpty {
            itemCount = 1
            for index in queryRange where input[index] == UInt8(ascii: "&") { itemCount += 1 }
        }

        return try withUnsafeTemporaryAllocation(of: Segment.self, capacity: segmentCount) {
            (segments) throws(RouteURLError) -> Output in
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: hasEscapes ? pathEnd : 0) {
                (decoded) throws(RouteURLError) -> Output in
                let decodedCount = try splitSegments(
                    input, upTo: pathEnd, into: segments, decodingInto: decoded)
                return try withUnsafeTemporaryAllocation(of: QueryItem.self, capacity: itemCount) {
                    (items) throws(RouteURLError) -> Output in
                    try splitQuery(input, queryRange, into: items)
                    let tokens = TokenizedPath(
                        input: input, segments: UnsafeBufferPointer(segments),
                        decoded: UnsafeBufferPointer(rebasing: decoded[..<decodedCount]),
                        query: UnsafeBufferPointer(items))
                    return try body(tokens)
                }
            }
        }
    }

    /// Fills `segments` (sized to the number of `/` plus one) from `input[..<pathEnd]`, decoding
    /// escaped segments into `decoded`; returns how many decoded bytes were written.
    private static func splitSegments(
        _ input: UnsafeBufferPointer<UInt8>, upTo pathEnd: Int,
        into segments: UnsafeMutableBufferPointer<Segment>,
        decodingInto decoded: UnsafeMutableBufferPointer<UInt8>
    ) throws(RouteURLError) -> Int {
        var decodedCount = 0
        var start = 0
        var index = 0
        for position in 0...pathEnd where position == pathEnd || input[position] == UInt8(ascii: "/") {
            let range = start..<position
            start = position + 1
            guard !range.isEmpty else { throw .emptySegment(index: index) }
            var isDots = range.count <= 2
            var isEscaped = false
            for offset in range {
                let byte = input[offset]
                if byte != UInt8(ascii: ".") { isDots = false }
                if byte == UInt8(ascii: "%") { isEscaped = true }
            }
            if isDots { throw .dotSegment(index: index) }
            var segment = Segment(
                rawStart: range.lowerBound, rawEnd: range.upperBound, decodedStart: range.lowerBound,
                decodedEnd: range.upperBound, isEscaped: isEscaped, hash: 0)
            if isEscaped {
                segment.decodedStart = decodedCount
                guard let count = percentDecode(input, range, into: decoded, at: decodedCount) else {
                    throw .invalidPercentEncoding(String(decoding: input[range], as: UTF8.self))
                }
                decodedCount += count
                segment.decodedEnd = decodedCount
                let bytes = UnsafeBufferPointer(rebasing: decoded[segment.decodedStart..<decodedCount])
                guard isValidUTF8(bytes) else {
                    throw .invalidPercentEncoding(String(decoding: input[range], as: UTF8.self))
                }
                segment.hash = LiteralHash.hash(bytes)
            } else {
                segment.hash = LiteralHash.hash(UnsafeBufferPointer(rebasing: input[range]))
            }
            (segments.baseAddress! + index).initialize(to: segment)
            index += 1
        }
        return decodedCount
    }

    /// Validates the query items in `range` and records their ranges in `items` (sized to the
    /// number of `&` plus one, or empty for an empty query).
    ///
    /// Every item needs a non-empty name before its `=` and valid percent-encoding of valid UTF-8
    /// (otherwise ``RouteURLError/malformedQuery(_:)`` names the first bad item), and a decoded
    /// name no earlier item has (otherwise ``RouteURLError/duplicateQueryItem(_:)`` names it).
    private static func splitQuery(
        _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        into items: UnsafeMutableBufferPointer<QueryItem>
    ) throws(RouteURLError) {
        guard !range.isEmpty else { return }
        // Duplicate names are found by comparing with every earlier item while there are few;
        // a long query uses a set of decoded names instead.
        let usesSet = items.count > 16
        var seen: Set<String> = []
        var start = range.lowerBound
        var index = 0
        for position in range.lowerBound...range.upperBound
        where position == range.upperBound || input[position] == UInt8(ascii: "&") {
            let itemRange = start..<position
            start = position + 1
            func malformed() -> RouteURLError {
                .malformedQuery(String(decoding: input[itemRange], as: UTF8.self))
            }
            guard let equals = input[itemRange].firstIndex(of: UInt8(ascii: "=")),
                equals != itemRange.lowerBound
            else { throw malformed() }
            let item = QueryItem(
                nameStart: itemRange.lowerBound, nameEnd: equals, valueStart: equals + 1,
                valueEnd: itemRange.upperBound)
            guard isValidEncoding(input, item.nameStart..<item.nameEnd),
                isValidEncoding(input, item.valueStart..<item.valueEnd)
            else { throw malformed() }
            func repeated() -> RouteURLError {
                .duplicateQueryItem(decodedString(input, item.nameStart..<item.nameEnd))
            }
            if usesSet {
                guard seen.insert(decodedString(input, item.nameStart..<item.nameEnd)).inserted else {
                    throw repeated()
                }
            } else {
                for earlier in 0..<index
                where decodedEqual(
                    input, items[earlier].nameStart..<items[earlier].nameEnd, item.nameStart..<item.nameEnd)
                {
                    throw repeated()
                }
            }
            (items.baseAddress! + index).initialize(to: item)
            index += 1
        }
    }

    // MARK: - Percent-decoding

    /// Decodes `input[range]` into `output` from `offset`; returns the byte count, or nil for a
    /// `%` not followed by two hex digits.
    private static func percentDecode(
        _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int
    ) -> Int? {
        var count = 0
        var iterator = DecodingIterator(input: input, position: range.lowerBound, end: range.upperBound)
        while let byte = iterator.next() {
            output[offset + count] = byte
            count += 1
        }
        return iterator.failed ? nil : count
    }

    /// Whether `input[range]` is valid percent-encoding whose decoded bytes are valid UTF-8.
    private static func isValidEncoding(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard input[range].contains(UInt8(ascii: "%")) else { return true }
        var iterator = DecodingIterator(input: input, position: range.lowerBound, end: range.upperBound)
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return !iterator.failed
            case .error: return false
            }
        }
    }

    /// Whether two validated ranges decode to equal strings (`String` equality, so canonically
    /// equivalent non-ASCII names are equal).
    private static func decodedEqual(
        _ input: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>
    ) -> Bool {
        var left = DecodingIterator(input: input, position: first.lowerBound, end: first.upperBound)
        var right = DecodingIterator(input: input, position: second.lowerBound, end: second.upperBound)
        while true {
            let byte = left.next()
            guard byte == right.next() else { break }
            if byte == nil { return true }
        }
        // Different bytes: equal only as canonically equivalent Unicode, which needs non-ASCII.
        func isPlainASCII(_ range: Range<Int>) -> Bool {
            !input[range].contains { $0 >= 0x80 || $0 == UInt8(ascii: "%") }
        }
        if isPlainASCII(first) && isPlainASCII(second) { return false }
        return decodedString(input, first) == decodedString(input, second)
    }

    /// The decoded text of a validated range.
    private static func decodedString(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let raw = UnsafeBufferPointer(rebasing: input[range])
        guard raw.contains(UInt8(ascii: "%")) else { return String(decoding: raw, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: raw.count) { buffer in
            var count = 0
            var iterator = DecodingIterator(input: input, position: range.lowerBound, end: range.upperBound)
            while let byte = iterator.next() {
                buffer[count] = byte
                count += 1
            }
            return count
        }
    }

    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    // MARK: - Access

    /// The decoded bytes of a segment.
    @inline(__always)
    func bytes(ofSegment index: Int) -> UnsafeBufferPointer<UInt8> {
        let segment = segments[index]
        let source = segment.isEscaped ? decoded : input
        return UnsafeBufferPointer(rebasing: source[segment.decodedStart..<segment.decodedEnd])
    }

    /// The hash of a segment's decoded bytes.
    @inline(__always)
    func hash(ofSegment index: Int) -> UInt64 { segments[index].hash }

    /// The decoded text of a segment.
    func text(ofSegment index: Int) -> String {
        String(decoding: bytes(ofSegment: index), as: UTF8.self)
    }

    /// The segment as it appears in the input, still percent-encoded.
    func rawText(ofSegment index: Int) -> String {
        let segment = segments[index]
        return String(decoding: input[segment.rawStart..<segment.rawEnd], as: UTF8.self)
    }

    /// The decoded name of a query item.
    func queryName(_ index: Int) -> String {
        Self.decodedString(input, query[index].nameStart..<query[index].nameEnd)
    }

    /// The decoded value of a query item.
    func queryValue(_ index: Int) -> String {
        Self.decodedString(input, query[index].valueStart..<query[index].valueEnd)
    }
}

/// The bytes of a percent-encoded range, decoded one by one; a bad escape ends the sequence and
/// sets ``failed``.
private struct DecodingIterator: IteratorProtocol {
    let input: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int
    private(set) var failed = false

    init(input: UnsafeBufferPointer<UInt8>, position: Int, end: Int) {
        self.input = input
        self.position = position
        self.end = end
    }

    @inline(__always)
    mutating func next() -> UInt8? {
        guard position < end else { return nil }
        let byte = input[position]
        guard byte == UInt8(ascii: "%") else {
            position += 1
            return byte
        }
        guard position + 2 < end,
            let high = RouteURLCoder.hexValue(input[position + 1]),
            let low = RouteURLCoder.hexValue(input[position + 2])
        else {
            failed = true
            position = end
            return nil
        }
        position += 3
        return high << 4 | low
    }
}
