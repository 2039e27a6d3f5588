/// Percent-encoding and decoding of route paths and query items.
///
/// The coder works on UTF-8 bytes and never relies on `URL`'s parsing, whose edge cases differ
/// between platforms. Values are encoded so that every character outside the unreserved set
/// (`A–Z a–z 0–9 - . _ ~`) becomes `%XX`: a `/` inside a value is `%2F`, a space `%20`, an emoji
/// its UTF-8 bytes. A value that is exactly `.` or `..` is encoded as `%2E` / `%2E%2E` so that no
/// path normalisation can remove it. In a path segment `@` is written as it is (`profile/@ada`):
/// a path may carry it, and links read it back unchanged.
public enum RouteURLCoder {
    // MARK: - Encoding

    /// Appends a percent-encoded path segment or query component.
    public static func appendEncoded(_ value: String, to output: inout String) {
        appendEncoded(value, keepingAt: false, to: &output)
    }

    /// Appends a percent-encoded path segment: as ``appendEncoded(_:to:)``, but `@` stays as it is.
    static func appendEncodedSegment(_ value: String, to output: inout String) {
        appendEncoded(value, keepingAt: true, to: &output)
    }

    /// Appends a percent-encoded value; `@` is written unencoded when `keepingAt`.
    private static func appendEncoded(_ value: String, keepingAt: Bool, to output: inout String) {
        func isKept(_ byte: UInt8) -> Bool { isUnreserved(byte) || (keepingAt && byte == UInt8(ascii: "@")) }
        var needsEncoding = false
        for byte in value.utf8 where !isKept(byte) {
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
            if isKept(byte) && byte != UInt8(ascii: ".") {
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
            case .placeholder(let name): appendEncodedSegment(parameters[name] ?? "", to: &output)
            case .tail(let name):
                // Each segment of the tail is encoded on its own; the slashes between them stay.
                let value = name.flatMap { parameters[$0] } ?? ""
                for (position, part) in value.split(separator: "/", omittingEmptySubsequences: false)
                    .enumerated()
                {
                    if position > 0 { output += "/" }
                    appendEncodedSegment(String(part), to: &output)
                }
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

    // MARK: - Bytes

    /// The most bytes the coder writes for one byte of a value: three, as `%XX`.
    ///
    /// A link may carry many bytes unencoded that the coder writes encoded (`!`, `(`, `;`, …), so
    /// the canonical form of a path (``relativeURL(for:)``, what a saved state holds) can be up to
    /// three times as long as the link that named the same routes.
    public static let maximumEncodedBytesPerByte = 3

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
}
