/// Percent-encoding and decoding of route paths and query items.
///
/// The coder works on UTF-8 bytes and never relies on `URL`'s parsing, whose edge cases differ
/// between platforms. Values are encoded so that every character outside the unreserved set
/// (`A–Z a–z 0–9 - . _ ~`) becomes `%XX`: a `/` inside a value is `%2F`, a space `%20`, an emoji
/// its UTF-8 bytes. A value that is exactly `.` or `..` is encoded as `%2E` / `%2E%2E` so that no
/// path normalisation can remove it.
public enum RouteURLCoder {
    // MARK: - Encoding

    /// Appends a percent-encoded path segment or query component.
    public static func appendEncoded(_ value: String, to output: inout String) {
        var needsEncoding = false
        for byte in value.utf8 where !isUnreserved(byte) {
            needsEncoding = true
            break
        }
        if !needsEncoding && value != "." && value != ".." {
            output += value
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count * 3)
        for byte in value.utf8 {
            if isUnreserved(byte) && byte != UInt8(ascii: ".") {
                bytes.append(byte)
            } else if byte == UInt8(ascii: ".") && value != "." && value != ".." {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// A percent-encoded path segment or query component.
    public static func encoded(_ value: String) -> String {
        var output = ""
        appendEncoded(value, to: &output)
        return output
    }

    /// The path of a route (`post/42`), without its query.
    public static func path(pattern: RoutePattern, parameters: RouteParameters) -> String {
        var output = ""
        for (index, segment) in pattern.segments.enumerated() {
            if index > 0 { output += "/" }
            switch segment {
            case .literal(let text): output += text
            case .placeholder(let name): appendEncoded(parameters[name] ?? "", to: &output)
            }
        }
        return output
    }

    /// The query items of a route: every parameter that is not a placeholder of the pattern.
    public static func queryItems(
        pattern: RoutePattern, parameters: RouteParameters
    ) -> [RouteParameters.Item] {
        parameters.items.filter { !pattern.placeholderNames.contains($0.name) }
    }

    /// Appends `?name=value&…` for the items, percent-encoded; nothing when there are none.
    public static func appendQuery(_ items: [RouteParameters.Item], to output: inout String) {
        for (index, item) in items.enumerated() {
            output += index == 0 ? "?" : "&"
            appendEncoded(item.name, to: &output)
            output += "="
            appendEncoded(item.value, to: &output)
        }
    }

    /// The route as a relative URL: its path followed by its query, if any.
    public static func relativeURL(pattern: RoutePattern, parameters: RouteParameters) -> String {
        var output = path(pattern: pattern, parameters: parameters)
        appendQuery(queryItems(pattern: pattern, parameters: parameters), to: &output)
        return output
    }

    // MARK: - Decoding

    /// Decodes `%XX` escapes in UTF-8 text.
    ///
    /// - Throws: ``RouteURLError/invalidPercentEncoding(_:)`` for a `%` not followed by two hex
    ///   digits, or escapes that do not form valid UTF-8.
    public static func decoded(_ text: Substring) throws(RouteURLError) -> String {
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let first = utf8.index(after: index)
                guard first != utf8.endIndex, let high = hexValue(utf8[first]) else {
                    throw .invalidPercentEncoding(String(text))
                }
                let second = utf8.index(after: first)
                guard second != utf8.endIndex, let low = hexValue(utf8[second]) else {
                    throw .invalidPercentEncoding(String(text))
                }
                bytes.append(high << 4 | low)
                index = utf8.index(after: second)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw .invalidPercentEncoding(String(text))
        }
        return string
    }

    // MARK: - Bytes

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    @inline(__always)
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

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
