// The one percent-decoder of the package. The link policy (`LinkPolicy`), the matcher's tokenizer
// (`TokenizedPath`) and the debug server's query items (through `decoded(_:)`) all decode `%XX`
// with `DecodingIterator`, and check here that the decoded bytes are UTF-8.

extension RouteURLCoder {
    // MARK: - Text

    /// Decodes `%XX` escapes in UTF-8 text.
    ///
    /// A `+` stays a `+` (RFC 3986, not HTML forms), and text without a `%` is returned as is.
    ///
    /// ```swift
    /// try RouteURLCoder.decoded("a%2Fb%20c")  // "a/b c"
    /// try RouteURLCoder.decoded("100%")       // throws invalidPercentEncoding("100%")
    /// ```
    ///
    /// - Parameter text: Percent-encoded text.
    /// - Returns: The decoded text.
    /// - Throws: ``RouteURLError/invalidPercentEncoding(_:)`` for a `%` not followed by two hex
    ///   digits, or escapes that do not form valid UTF-8.
    /// - Complexity: O(*n*) in the length of the text.
    public static func decoded(_ text: Substring) throws(RouteURLError) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var text = text
        let decoded: String? = text.withUTF8 { bytes in
            let range = 0..<bytes.count
            return isValidEncoding(bytes, range) ? decodedString(bytes, range) : nil
        }
        guard let decoded else { throw .invalidPercentEncoding(String(text)) }
        return decoded
    }

    // MARK: - Bytes

    /// The bytes of a percent-encoded range, decoded one by one; a bad escape ends the sequence
    /// and sets ``failed``.
    ///
    /// It reads the input in place and allocates nothing, so a caller can check a segment,
    /// decode it into temporary storage or compare two encodings without copying either.
    struct DecodingIterator: IteratorProtocol {
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
            guard position + 2 < end, let high = hexValue(input[position + 1]),
                let low = hexValue(input[position + 2])
            else {
                failed = true
                position = end
                return nil
            }
            position += 3
            return high << 4 | low
        }
    }

    /// Decodes `input[range]` into `output` from `offset`; returns the byte count, or nil for a
    /// `%` not followed by two hex digits. `output` has room for `range.count` bytes from
    /// `offset`: decoding never lengthens.
    static func decode(
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
    static func isValidEncoding(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
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

    /// Whether decoded bytes are valid UTF-8.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

    /// The decoded text of a range that ``isValidEncoding(_:_:)`` accepted.
    static func decodedString(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
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

    /// The value of a hex digit, either case, or nil.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
