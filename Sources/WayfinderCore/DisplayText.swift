/// Text from outside the app (a link, a tab name, a saved document) made safe to show.
///
/// It reaches log lines, failure messages, the debug server's event stream and terminals. A raw
/// control character there does harm: a CR ends a line of an event stream, so a link could add
/// lines of its own, and ESC or BEL sequences retitle or clear a terminal. Every C0 control
/// (U+0000–U+001F), DEL (U+007F) and C1 control (U+0080–U+009F) is written as an escape: `\n`,
/// `\r`, `\t`, or `\u{1B}` for the rest. Other text, backslashes included, is kept as it is, so
/// escaping escaped text changes nothing. It is for showing, not a reversible encoding: a link
/// that holds the characters `\r` looks like one that held a CR.
package enum DisplayText {
    /// `value` with every control character escaped.
    package static func escaped(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: isControl) else { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count + 8)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text of several lines made safe for a terminal: every control character but the line
    /// breaks is escaped, so a line a server sent can neither retitle nor clear the terminal.
    /// A CR of a CRLF line break is dropped.
    package static func escapedLines(_ value: String) -> String {
        // Split on scalars: as Characters, a CRLF is one grapheme and would not split on "\n".
        value.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var scalars = String.UnicodeScalarView(line)
            if scalars.last == "\r" { scalars.removeLast() }
            return escaped(String(scalars))
        }.joined(separator: "\n")
    }

    /// `value` escaped and cut to `limit` characters, with `…` where it was cut.
    package static func abbreviated(_ value: String, limit: Int) -> String {
        let prefix = value.count <= limit ? value : String(value.prefix(limit))
        let shown = escaped(prefix)
        return prefix.count < value.count ? shown + "…" : shown
    }

    /// Whether a scalar is a C0 or C1 control character or DEL.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
