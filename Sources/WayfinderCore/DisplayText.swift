/// Text from outside the app (a link, a tab name, a saved document) made safe to show.
///
/// It reaches log lines, failure messages, the debug server's event stream and terminals. A raw
/// control character there does harm: a CR ends a line of an event stream, so a link could add
/// lines of its own, and ESC or BEL sequences retitle or clear a terminal. A bidi control
/// reorders what a terminal or an editor shows (`post/1\u{202E}gpj.exe` shows as
/// `post/1exe.jpg`), and an invisible format character hides a difference between two texts.
///
/// Every scalar of ``isEscaped(_:)`` is written as an escape: `\n`, `\r`, `\t`, or `\u{1B}`,
/// `\u{202E}` for the rest. That is every C0 control (U+0000–U+001F), DEL (U+007F), C1 control
/// (U+0080–U+009F), line or paragraph separator (U+2028, U+2029), bidi control (U+061C, U+200E,
/// U+200F, U+202A–U+202E, U+2066–U+2069), invisible format character (U+200B, U+2060–U+2064,
/// U+FEFF), Hangul filler (U+115F, U+1160, U+3164, U+FFA0) and tag character
/// (U+E0000–U+E007F). The joiners U+200C and U+200D are kept: Persian and Indic words and emoji
/// sequences need them. Other text, backslashes included, is kept as it is, so escaping escaped
/// text changes nothing. It is for showing, not a reversible encoding: a link that holds the
/// characters `\r` looks like one that held a CR. See `Docs/Decisions/invisible-characters.md`.
package enum DisplayText {
    /// `value` with every scalar of ``isEscaped(_:)`` escaped.
    package static func escaped(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: isEscaped) else { return value }
        var result = String.UnicodeScalarView()
        result.reserveCapacity(value.utf8.count + 8)
        for scalar in value.unicodeScalars { append(scalar, to: &result) }
        return String(result)
    }

    /// Text of several lines made safe for a terminal: every scalar of ``isEscaped(_:)`` but the
    /// line breaks is escaped, so a line a server sent can neither retitle nor clear the terminal
    /// nor reorder what it shows. A CR of a CRLF line break is dropped.
    package static func escapedLines(_ value: String) -> String {
        // Split on scalars: as Characters, a CRLF is one grapheme and would not split on "\n".
        value.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var scalars = String.UnicodeScalarView(line)
            if scalars.last == "\r" { scalars.removeLast() }
            return escaped(String(scalars))
        }.joined(separator: "\n")
    }

    /// `value` escaped and cut to at most `limit` Unicode scalars, with `…` where it was cut.
    ///
    /// The limit counts the text as shown, escapes included, and an escape is never cut in
    /// half. It counts scalars, not `Character`s: one character can hold any number of scalars
    /// (a letter and thousands of combining marks), so a cut in characters would bound nothing.
    /// A cut may fall inside a character; the `…` shows where.
    package static func abbreviated(_ value: String, limit: Int) -> String {
        // Escaping only lengthens text, so the first `limit` scalars hold everything shown.
        let head = value.unicodeScalars.prefix(max(0, limit))
        let isCut = head.endIndex != value.unicodeScalars.endIndex
        guard head.contains(where: isEscaped) else {
            return isCut ? String(value[..<head.endIndex]) + "…" : value
        }
        var result = ""
        var count = 0
        for scalar in head {
            let piece = shown(scalar)
            count += piece.unicodeScalars.count
            guard count <= limit else { return result + "…" }
            result += piece
        }
        return isCut ? result + "…" : result
    }

    /// JSON text made safe for a terminal, still JSON with the same meaning: every scalar of
    /// ``isEscaped(_:)`` but the line breaks and tabs is written as a JSON escape (`\u202e`,
    /// `\u0085`), a scalar beyond U+FFFF as the escapes of its UTF-16 surrogate pair (U+E0041 as
    /// `\udb40\udc41`), as JSON writes it.
    ///
    /// In valid JSON such a scalar can only stand inside a string, where the escape means the
    /// same scalar, so a program reading the output decodes the same values; a line break or a
    /// tab can stand between values, so those are kept (a string never holds them raw).
    package static func jsonEscaped(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { isEscaped($0) && !isJSONWhitespace($0) }) else {
            return json
        }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard isEscaped(scalar), !isJSONWhitespace(scalar) else {
                result.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                result.append(
                    contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            }
        }
        return String(result)
    }

    /// Whether a scalar is shown escaped: a control character (``isControl(_:)``), a line or
    /// paragraph separator (``isLineSeparator(_:)``) or an invisible character
    /// (``isInvisibleFormat(_:)``).
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isLineSeparator(scalar) || isInvisibleFormat(scalar)
    }

    /// Whether a scalar is the line separator U+2028 or the paragraph separator U+2029, which end
    /// a line in some terminals, editors and JavaScript.
    package static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Whether a scalar is a C0 or C1 control character or DEL.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether a scalar is a bidi control (U+061C, U+200E, U+200F, U+202A–U+202E,
    /// U+2066–U+2069), an invisible format character (U+200B, U+2060–U+2064, U+FEFF), a Hangul
    /// filler, which shows as a blank (U+115F, U+1160, U+3164, U+FFA0), or a tag character, which
    /// shows as nothing (U+E0000–U+E007F). Not the joiners U+200C and U+200D, which words and
    /// emoji sequences need.
    package static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x115F, 0x1160, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064,
            0x2066...0x2069, 0x3164, 0xFEFF, 0xFFA0, 0xE0000...0xE007F:
            true
        default: false
        }
    }

    /// Appends `scalar` to `text` as it is shown.
    private static func append(_ scalar: Unicode.Scalar, to text: inout String.UnicodeScalarView) {
        if isEscaped(scalar) {
            text.append(contentsOf: shown(scalar).unicodeScalars)
        } else {
            text.append(scalar)
        }
    }

    /// `scalar` as it is shown: itself, or its escape.
    private static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case _ where isEscaped(scalar): "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: String(scalar)
        }
    }

    /// Whether a scalar may stand between the values of JSON text.
    private static func isJSONWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\t"
    }
}
