/// A relative path split into percent-decoded segments and query items, ready for matching.
///
/// Built once per lookup from the path's UTF-8 bytes: the decoded bytes of every segment are
/// kept in one buffer with offsets, so matching compares bytes without allocating per segment.
struct TokenizedPath {
    /// The input as UTF-8.
    let input: [UInt8]
    /// The decoded bytes of all segments, back to back.
    private(set) var bytes: [UInt8] = []
    /// `segmentCount + 1` offsets into `bytes`.
    private(set) var bounds: [Int] = [0]
    /// The raw (still encoded) range of each segment in `input`, for error messages.
    private(set) var rawRanges: [Range<Int>] = []
    /// The FNV-1a hash of each segment's decoded bytes.
    private(set) var hashes: [UInt64] = []
    /// The query items, percent-decoded, in order.
    private(set) var query: [RouteParameters.Item] = []

    var segmentCount: Int { hashes.count }

    /// Splits and validates a path.
    ///
    /// - Throws: ``RouteURLError`` for an empty path, an empty or dot segment, bad
    ///   percent-encoding, a malformed query, or spaces and control characters.
    init(_ input: [UInt8]) throws(RouteURLError) {
        self.input = input
        bytes.reserveCapacity(input.count)
        let end = input.firstIndex(of: UInt8(ascii: "#")) ?? input.count
        for index in 0..<end where input[index] <= 0x20 || input[index] == 0x7F {
            throw .malformedURL(String(decoding: input, as: UTF8.self))
        }
        let pathEnd = input[..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        guard pathEnd > 0 else { throw .emptyPath }
        var start = 0
        for index in 0...pathEnd where index == pathEnd || input[index] == UInt8(ascii: "/") {
            try appendSegment(start..<index)
            start = index + 1
        }
        if pathEnd < end {
            try parseQuery(pathEnd + 1..<end)
        }
    }

    private mutating func appendSegment(_ range: Range<Int>) throws(RouteURLError) {
        let index = hashes.count
        guard !range.isEmpty else { throw .emptySegment(index: index) }
        let raw = input[range]
        if raw.allSatisfy({ $0 == UInt8(ascii: ".") }) && raw.count <= 2 {
            throw .dotSegment(index: index)
        }
        let start = bytes.count
        var escaped = false
        var position = range.lowerBound
        while position < range.upperBound {
            let byte = input[position]
            if byte == UInt8(ascii: "%") {
                guard position + 2 < range.upperBound,
                    let high = RouteURLCoder.hexValue(input[position + 1]),
                    let low = RouteURLCoder.hexValue(input[position + 2])
                else { throw .invalidPercentEncoding(String(decoding: raw, as: UTF8.self)) }
                bytes.append(high << 4 | low)
                escaped = true
                position += 3
            } else {
                bytes.append(byte)
                position += 1
            }
        }
        if escaped && !Self.isValidUTF8(bytes[start...]) {
            throw .invalidPercentEncoding(String(decoding: raw, as: UTF8.self))
        }
        bounds.append(bytes.count)
        rawRanges.append(range)
        hashes.append(LiteralHash.hash(bytes[start...]))
    }

    private mutating func parseQuery(_ range: Range<Int>) throws(RouteURLError) {
        guard !range.isEmpty else { return }
        var seen: Set<String> = []
        var start = range.lowerBound
        for index in range.lowerBound...range.upperBound
        where index == range.upperBound || input[index] == UInt8(ascii: "&") {
            let text = String(decoding: input[start..<index], as: UTF8.self)
            start = index + 1
            guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")), equals != text.utf8.startIndex
            else { throw .malformedQuery(text) }
            let name: String
            let value: String
            do {
                name = try RouteURLCoder.decoded(text[..<equals])
                value = try RouteURLCoder.decoded(text[text.utf8.index(after: equals)...])
            } catch {
                throw .malformedQuery(text)
            }
            guard seen.insert(name).inserted else { throw .malformedQuery(text) }
            query.append(RouteParameters.Item(name: name, value: value))
        }
    }

    private static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
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

    /// The decoded text of a segment.
    func text(ofSegment index: Int) -> String {
        String(decoding: bytes[bounds[index]..<bounds[index + 1]], as: UTF8.self)
    }

    /// The segment as it appears in the input, still percent-encoded.
    func rawText(ofSegment index: Int) -> String {
        String(decoding: input[rawRanges[index]], as: UTF8.self)
    }
}
