/// A relative path split into percent-decoded segments and query items, ready for matching: the
/// one tokenizer, and with it the one segment check, of every path the matcher resolves.
///
/// Two kinds of storage hold the tokens. A lookup by string (``RouteMatcher/routes(forPath:)``)
/// tokenizes its path inside ``withTokens(of:rules:_:)`` without heap allocations in the common
/// case: the segment table and the decoded bytes of escaped segments live in temporary (usually
/// stack) storage. A link is tokenized once by its ``LinkPolicy`` into a ``LinkPath``, which owns
/// the same tables and lends them to the matcher. Either way a segment without `%` is read in
/// place from the input, and query items are only validated up front; their text is decoded when
/// the last route is built.
///
/// A `TokenizedPath` points into that storage: it is valid only inside the closure it is passed
/// to and must not escape it.
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
    /// The index of the first query item that repeats an earlier one's name, or -1. Duplicates
    /// are kept: a lenient route reads the first, any other route refuses the link. (An index,
    /// not the name, so the tokens stay a trivial value.)
    let duplicateQueryIndex: Int

    /// The decoded name of the first repeated query item, or nil.
    var duplicateQueryName: String? { duplicateQueryIndex < 0 ? nil : queryName(duplicateQueryIndex) }

    var segmentCount: Int { segments.count }

    /// What the segment check refuses beyond what it refuses in every path: an empty segment,
    /// `.` or `..` written plainly, a bad escape, escapes that are not UTF-8.
    struct SegmentRules {
        /// Whether a segment that decodes to `.` or `..` (`%2E%2E`) is refused. The coder writes
        /// a value that is exactly `..` that way, so saved states hold it; outside links may not.
        var refusesEncodedDotSegments: Bool
        /// Whether a segment that hides a `/` as `%2F` is refused. The coder writes a `/` in a
        /// value that way; outside links may not, unless their policy allows it.
        var refusesEncodedSlash: Bool

        /// The rules of the paths the app itself resolves: in-app paths and saved states.
        static let relativePath = SegmentRules(refusesEncodedDotSegments: false, refusesEncodedSlash: false)
    }

    /// Splits and validates a path in temporary storage, then calls `body` with the tokens.
    ///
    /// - Throws: ``RouteURLError`` for an empty path, an empty or dot segment, bad
    ///   percent-encoding, a segment `rules` refuse, a malformed query, or spaces and control
    ///   characters; otherwise what `body` throws.
    static func withTokens<Output>(
        of input: UnsafeBufferPointer<UInt8>, rules: SegmentRules = .relativePath,
        _ body: (TokenizedPath) throws(RouteURLError) -> Output
    ) throws(RouteURLError) -> Output {
        let layout = try Layout(scanning: input)
        guard layout.pathEnd > 0 else { throw .emptyPath }
        return try withUnsafeTemporaryAllocation(of: Segment.self, capacity: layout.segmentCount) {
            (segments) throws(RouteURLError) -> Output in
            try withUnsafeTemporaryAllocation(
                of: UInt8.self, capacity: layout.hasEscapes ? layout.pathEnd : 0
            ) { (decoded) throws(RouteURLError) -> Output in
                let decodedCount = try splitSegments(
                    input, upTo: layout.pathEnd, rules: rules, into: segments, decodingInto: decoded)
                return try withUnsafeTemporaryAllocation(of: QueryItem.self, capacity: layout.queryItemCount)
                {
                    (items) throws(RouteURLError) -> Output in
                    let duplicate = try splitQuery(input, layout.queryRange, into: items)
                    let tokens = TokenizedPath(
                        input: input, segments: UnsafeBufferPointer(segments),
                        decoded: UnsafeBufferPointer(rebasing: decoded[..<decodedCount]),
                        query: UnsafeBufferPointer(items), duplicateQueryIndex: duplicate)
                    return try body(tokens)
                }
            }
        }
    }

    /// Where the parts of a path are, from one scan of its bytes up to the fragment: enough to
    /// size the storage before ``splitSegments(_:upTo:rules:into:decodingInto:)`` and
    /// ``splitQuery(_:_:into:)`` fill it.
    struct Layout {
        /// Where the path ends: the first `?`, or the end of the input (or of the query).
        var pathEnd: Int
        /// The query, without its `?`, up to the fragment's `#`; empty when there is none.
        var queryRange: Range<Int>
        /// The number of `/` in the path plus one.
        var segmentCount = 1
        /// The number of `&` in the query plus one, or 0 for an empty query.
        var queryItemCount = 0
        /// Whether the path holds a `%`.
        var hasEscapes = false

        /// Scans `input` once, up to its first `#` (the fragment is ignored).
        ///
        /// - Throws: ``RouteURLError/malformedURL(_:)`` for a space or control character anywhere
        ///   before the fragment; it takes precedence over every other error of the path.
        init(scanning input: UnsafeBufferPointer<UInt8>) throws(RouteURLError) {
            var queryStart: Int?
            var ampersands = 0
            var end = input.count
            for index in input.indices {
                let byte = input[index]
                if byte == UInt8(ascii: "#") {
                    end = index
                    break
                }
                if byte <= 0x20 || byte == 0x7F {
                    throw .malformedURL(String(decoding: input, as: UTF8.self))
                }
                if queryStart != nil {
                    if byte == UInt8(ascii: "&") { ampersands += 1 }
                } else if byte == UInt8(ascii: "?") {
                    queryStart = index + 1
                } else if byte == UInt8(ascii: "/") {
                    segmentCount += 1
                } else if byte == UInt8(ascii: "%") {
                    hasEscapes = true
                }
            }
            if let queryStart {
                pathEnd = queryStart - 1
                queryRange = queryStart..<end
                queryItemCount = queryRange.isEmpty ? 0 : ampersands + 1
            } else {
                pathEnd = end
                queryRange = end..<end
            }
        }
    }

    /// The segment check: fills `segments` (sized to the number of `/` plus one) from
    /// `input[..<pathEnd]`, decoding escaped segments into `decoded` (room for `pathEnd` bytes
    /// when the path holds a `%`); returns how many decoded bytes were written.
    ///
    /// One pass over the path finds each segment's end, whether it is only dots, whether it is
    /// escaped and its hash; only an escaped segment is read again, to decode it (its hash is
    /// then the decoded bytes' hash) and to apply `rules` to what it decodes to.
    ///
    /// - Throws: For the first segment that fails, in this order: `emptySegment`, `dotSegment`
    ///   (written plainly), `invalidPercentEncoding` (a bad escape, or escapes that are not
    ///   UTF-8), then as `rules` say, `dotSegment` (encoded) and `encodedSlash`.
    static func splitSegments(
        _ input: UnsafeBufferPointer<UInt8>, upTo pathEnd: Int, rules: SegmentRules,
        into segments: UnsafeMutableBufferPointer<Segment>,
        decodingInto decoded: UnsafeMutableBufferPointer<UInt8>
    ) throws(RouteURLError) -> Int {
        var decodedCount = 0
        var index = 0
        // The segment being read: where it started, and what its bytes so far say.
        var start = 0
        var isOnlyDots = true
        var isEscaped = false
        var hash = LiteralHash.initial
        for position in 0...pathEnd {
            if position < pathEnd {
                let byte = input[position]
                if byte != UInt8(ascii: "/") {
                    if byte != UInt8(ascii: ".") { isOnlyDots = false }
                    if byte == UInt8(ascii: "%") { isEscaped = true }
                    hash = LiteralHash.combine(hash, byte)
                    continue
                }
            }
            // `position` ends a segment.
            let range = start..<position
            guard !range.isEmpty else { throw .emptySegment(index: index) }
            if isOnlyDots && range.count <= 2 { throw .dotSegment(index: index) }
            var segment = Segment(
                rawStart: range.lowerBound, rawEnd: range.upperBound, decodedStart: range.lowerBound,
                decodedEnd: range.upperBound, isEscaped: isEscaped, hash: hash)
            if isEscaped {
                segment.decodedStart = decodedCount
                guard let count = RouteURLCoder.decode(input, range, into: decoded, at: decodedCount) else {
                    throw .invalidPercentEncoding(String(decoding: input[range], as: UTF8.self))
                }
                decodedCount += count
                segment.decodedEnd = decodedCount
                let bytes = UnsafeBufferPointer(rebasing: decoded[segment.decodedStart..<decodedCount])
                guard RouteURLCoder.isValidUTF8(bytes) else {
                    throw .invalidPercentEncoding(String(decoding: input[range], as: UTF8.self))
                }
                if rules.refusesEncodedDotSegments, bytes.count <= 2,
                    !bytes.contains(where: { $0 != UInt8(ascii: ".") })
                {
                    throw .dotSegment(index: index)
                }
                if rules.refusesEncodedSlash, bytes.contains(UInt8(ascii: "/")) {
                    throw .encodedSlash(index: index)
                }
                segment.hash = LiteralHash.hash(bytes)
            }
            (segments.baseAddress! + index).initialize(to: segment)
            index += 1
            start = position + 1
            isOnlyDots = true
            isEscaped = false
            hash = LiteralHash.initial
        }
        return decodedCount
    }

    /// Validates the query items in `range` and records their ranges in `items` (sized to the
    /// number of `&` plus one, or empty for an empty query).
    ///
    /// Every item needs a non-empty name and valid percent-encoding of valid UTF-8 (otherwise
    /// ``RouteURLError/malformedQuery(_:)`` names the first bad item). An item without `=`
    /// (`?manage`) has the empty value. One pass finds each item's end, its first `=` and whether
    /// its name or value holds a `%`; only a part with a `%` is read again, to check its encoding.
    ///
    /// - Returns: The index of the first item whose name an earlier item has, or -1.
    ///   Duplicates are not an error here: the route that reads the query decides.
    static func splitQuery(
        _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        into items: UnsafeMutableBufferPointer<QueryItem>
    ) throws(RouteURLError) -> Int {
        guard !range.isEmpty else { return -1 }
        var duplicate = -1
        // Duplicate names are found by comparing with every earlier item while there are few;
        // a long query uses a set of decoded names instead.
        let usesSet = items.count > 16
        var seen: Set<String> = []
        var index = 0
        // The item being read: where it started, its first `=`, and which parts hold a `%`.
        var start = range.lowerBound
        var equals: Int?
        var nameIsEscaped = false
        var valueIsEscaped = false
        for position in range.lowerBound...range.upperBound {
            if position < range.upperBound {
                let byte = input[position]
                if byte != UInt8(ascii: "&") {
                    if byte == UInt8(ascii: "="), equals == nil {
                        equals = position
                    } else if byte == UInt8(ascii: "%") {
                        if equals == nil { nameIsEscaped = true } else { valueIsEscaped = true }
                    }
                    continue
                }
            }
            // `position` ends an item.
            let itemRange = start..<position
            func malformed() -> RouteURLError {
                .malformedQuery(String(decoding: input[itemRange], as: UTF8.self))
            }
            let nameEnd = equals ?? itemRange.upperBound
            guard nameEnd != itemRange.lowerBound else { throw malformed() }
            let item = QueryItem(
                nameStart: itemRange.lowerBound, nameEnd: nameEnd,
                valueStart: equals == nil ? nameEnd : nameEnd + 1, valueEnd: itemRange.upperBound)
            guard !nameIsEscaped || RouteURLCoder.isValidEncoding(input, item.nameStart..<item.nameEnd),
                !valueIsEscaped || RouteURLCoder.isValidEncoding(input, item.valueStart..<item.valueEnd)
            else { throw malformed() }
            if duplicate < 0 {
                if usesSet {
                    let name = RouteURLCoder.decodedString(input, item.nameStart..<item.nameEnd)
                    if !seen.insert(name).inserted { duplicate = index }
                } else {
                    for earlier in 0..<index
                    where decodedEqual(
                        input, items[earlier].nameStart..<items[earlier].nameEnd,
                        item.nameStart..<item.nameEnd)
                    {
                        duplicate = index
                        break
                    }
                }
            }
            (items.baseAddress! + index).initialize(to: item)
            index += 1
            start = position + 1
            equals = nil
            nameIsEscaped = false
            valueIsEscaped = false
        }
        return duplicate
    }

    // MARK: - Query names

    /// Whether two validated ranges decode to equal strings (`String` equality, so canonically
    /// equivalent non-ASCII names are equal).
    private static func decodedEqual(
        _ input: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>
    ) -> Bool {
        var left = RouteURLCoder.DecodingIterator(
            input: input, position: first.lowerBound, end: first.upperBound)
        var right = RouteURLCoder.DecodingIterator(
            input: input, position: second.lowerBound, end: second.upperBound)
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
        return RouteURLCoder.decodedString(input, first) == RouteURLCoder.decodedString(input, second)
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
        RouteURLCoder.decodedString(input, query[index].nameStart..<query[index].nameEnd)
    }

    /// Whether a query item of this decoded name is present.
    func hasQueryItem(named name: String) -> Bool {
        query.indices.contains { queryName($0) == name }
    }

    /// The decoded value of a query item.
    func queryValue(_ index: Int) -> String {
        RouteURLCoder.decodedString(input, query[index].valueStart..<query[index].valueEnd)
    }
}
