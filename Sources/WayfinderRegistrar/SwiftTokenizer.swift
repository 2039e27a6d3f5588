/// One token of Swift source as the registrar's scanner reads it.
///
/// Comments and whitespace are not tokens; they only set ``spaceBefore`` and ``lineBreakBefore``
/// of the token that follows them. A string or regex literal is one token, its interpolations
/// included.
struct SwiftToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// A name or a keyword (`struct`, `Route`, `_`, `$0`); a backticked name keeps its
        /// backticks.
        case identifier
        /// A number literal.
        case number
        /// A string literal, raw or multi-line, interpolations included.
        case string
        /// A regex literal (`#/…/#`, or `/…/` where an operand starts).
        case regex
        /// `#` and the name after it: `#if`, `#endif`, `#available`, `#Preview`.
        case pound
        /// One character of punctuation or of an operator (`{`, `<`, `=`), or `->` or `...`.
        case punctuation
    }

    var kind: Kind
    /// The token's text.
    var text: String
    /// Its first byte's offset in the UTF-8 source.
    var offset: Int
    /// Whether whitespace or a comment separates it from the previous token.
    var spaceBefore: Bool
    /// Whether a line break (in whitespace or in a comment) separates it from the previous token.
    var lineBreakBefore: Bool
}

/// Swift source split into tokens, with what turns an offset into a line and a column.
struct SwiftTokenizer {
    let bytes: [UInt8]
    private(set) var tokens: [SwiftToken] = []
    /// The offset at which each line starts; a line ends at `\n`, `\r\n` or a lone `\r`.
    private(set) var lineStarts: [Int] = [0]

    init(_ source: String) {
        bytes = Array(source.utf8)
        findLineStarts()
        tokenize()
    }

    /// The 1-based line and UTF-8 column of an offset, as compilers print them.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    private mutating func findLineStarts() {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == .carriageReturn, index < bytes.count, bytes[index] == .lineFeed { index += 1 }
            if byte == .lineFeed || byte == .carriageReturn { lineStarts.append(index) }
        }
    }

    // MARK: - Tokens

    private mutating func tokenize() {
        var index = 0
        var spaceBefore = false
        var lineBreakBefore = true
        // A byte-order mark, then a `#!` line, are not code.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if byte(at: index) == .hash, byte(at: index + 1) == .exclamation { index = endOfLine(from: index) }

        while index < bytes.count {
            let byte = bytes[index]
            if byte.isSwiftWhitespace {
                spaceBefore = true
                if byte == .lineFeed || byte == .carriageReturn { lineBreakBefore = true }
                index += 1
                continue
            }
            if byte == .slash, self.byte(at: index + 1) == .slash {
                index = endOfLine(from: index)
                spaceBefore = true
                continue
            }
            if byte == .slash, self.byte(at: index + 1) == .star {
                let end = endOfBlockComment(from: index)
                if bytes[index..<end].contains(where: { $0 == .lineFeed || $0 == .carriageReturn }) {
                    lineBreakBefore = true
                }
                index = end
                spaceBefore = true
                continue
            }
            let (kind, end) = lexToken(at: index)
            tokens.append(
                SwiftToken(
                    kind: kind, text: String(decoding: bytes[index..<end], as: UTF8.self), offset: index,
                    spaceBefore: spaceBefore || tokens.isEmpty, lineBreakBefore: lineBreakBefore))
            index = end
            spaceBefore = false
            lineBreakBefore = false
        }
    }

    /// The kind and end of the token that starts at `index`, which is not whitespace or a comment.
    private func lexToken(at index: Int) -> (SwiftToken.Kind, Int) {
        let byte = bytes[index]
        if byte == .quote || byte == .hash {
            var hashes = 0
            while self.byte(at: index + hashes) == .hash { hashes += 1 }
            if self.byte(at: index + hashes) == .quote {
                return (.string, endOfString(from: index, hashes: hashes))
            }
            if hashes > 0, self.byte(at: index + hashes) == .slash {
                return (.regex, endOfExtendedRegex(from: index, hashes: hashes))
            }
        }
        if byte == .hash, let next = self.byte(at: index + 1), next.isIdentifierStart {
            return (.pound, endOfIdentifier(from: index + 1))
        }
        if byte == .backtick, let end = endOfBacktickedName(from: index) { return (.identifier, end) }
        if byte.isIdentifierStart { return (.identifier, endOfIdentifier(from: index)) }
        if byte.isDigit { return (.number, endOfNumber(from: index)) }
        if byte == .minus, self.byte(at: index + 1) == .greaterThan { return (.punctuation, index + 2) }
        if byte == .dot, self.byte(at: index + 1) == .dot, self.byte(at: index + 2) == .dot {
            return (.punctuation, index + 3)
        }
        if byte == .slash, startsOperand(), let end = endOfBareRegex(from: index) { return (.regex, end) }
        return (.punctuation, index + 1)
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func endOfLine(from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] != .lineFeed, bytes[index] != .carriageReturn { index += 1 }
        return index
    }

    /// After the `*/` that closes the comment at `index`, counting nested `/* */`; the end of the
    /// file when it is never closed.
    private func endOfBlockComment(from index: Int) -> Int {
        var index = index + 2
        var depth = 1
        while index < bytes.count {
            if bytes[index] == .slash, byte(at: index + 1) == .star {
                depth += 1
                index += 2
            } else if bytes[index] == .star, byte(at: index + 1) == .slash {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return index
    }

    private func endOfIdentifier(from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index].isIdentifierContinuation { index += 1 }
        return index
    }

    private func endOfBacktickedName(from index: Int) -> Int? {
        var end = index + 1
        while end < bytes.count, bytes[end] != .backtick {
            if bytes[end] == .lineFeed || bytes[end] == .carriageReturn { return nil }
            end += 1
        }
        return end < bytes.count && end > index + 1 ? end + 1 : nil
    }

    /// Digits, letters and `_` (`0x1F`, `1_000`, `1e5`), and a `.` that a digit follows (`1.5`).
    private func endOfNumber(from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            if bytes[index].isIdentifierContinuation {
                index += 1
            } else if bytes[index] == .dot, let next = byte(at: index + 1), next.isDigit {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// Whether `/` here starts an operand (a regex) rather than following one (a division): it
    /// follows nothing, an opening bracket, a separator, an operator character or a keyword that
    /// an expression follows.
    private func startsOperand() -> Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .identifier:
            return ["return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw"]
                .contains(previous.text)
        case .punctuation:
            return !([")", "]", "}", ".", "?", "!"] as Set).contains(previous.text)
        case .number, .string, .regex, .pound:
            return false
        }
    }

    /// A bare `/…/` regex: on one line, not starting or ending with a space, with `\` escaping.
    private func endOfBareRegex(from index: Int) -> Int? {
        guard let first = byte(at: index + 1), !first.isSwiftWhitespace, first != .slash, first != .star
        else { return nil }
        var end = index + 1
        while end < bytes.count {
            switch bytes[end] {
            case .backslash: end += 2
            case .lineFeed, .carriageReturn: return nil
            case .slash: return bytes[end - 1].isSwiftWhitespace ? nil : end + 1
            default: end += 1
            }
        }
        return nil
    }

    /// `#/…/#` with any number of `#`; the end of the line closes one that stays open on the line
    /// it starts (a multi-line one starts with a line break).
    private func endOfExtendedRegex(from index: Int, hashes: Int) -> Int {
        var end = index + hashes + 1
        let multiLine = byte(at: end) == .lineFeed || byte(at: end) == .carriageReturn
        while end < bytes.count {
            if bytes[end] == .backslash {
                end += 2
            } else if bytes[end] == .slash, hashesFollow(end + 1, count: hashes) {
                return end + 1 + hashes
            } else if !multiLine, bytes[end] == .lineFeed || bytes[end] == .carriageReturn {
                return end
            } else {
                end += 1
            }
        }
        return min(end, bytes.count)
    }

    private func hashesFollow(_ index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return bytes[index..<index + count].allSatisfy { $0 == .hash }
    }

    // MARK: - String literals

    private enum LiteralPart {
        /// Inside the text of a literal with this many `#`.
        case text(hashes: Int, multiLine: Bool)
        /// Inside an interpolation, this many parentheses deep.
        case interpolation(depth: Int)
    }

    /// After the string literal that starts at `index` with `hashes` `#` and a quote: interpolations
    /// (`\(…)`, `\#(…)` in raw strings) are code, holding strings and comments of their own, read
    /// with a stack of what is open rather than by recursion, however deep they nest. A single-line
    /// literal still open at the end of its line ends there; anything open ends at the end of the
    /// file.
    private func endOfString(from index: Int, hashes: Int) -> Int {
        var index = index + hashes
        let multiLine = byte(at: index + 1) == .quote && byte(at: index + 2) == .quote
        index += multiLine ? 3 : 1
        var open: [LiteralPart] = [.text(hashes: hashes, multiLine: multiLine)]
        while index < bytes.count, let part = open.last {
            let byte = bytes[index]
            switch part {
            case .text(let hashes, let multiLine):
                if byte == .backslash, hashesFollow(index + 1, count: hashes) {
                    let escaped = index + 1 + hashes
                    if self.byte(at: escaped) == .openParenthesis {
                        open.append(.interpolation(depth: 0))
                        index = escaped + 1
                    } else if !multiLine,
                        self.byte(at: escaped) == .lineFeed || self.byte(at: escaped) == .carriageReturn
                    {
                        return escaped
                    } else {
                        index = escaped + 1
                    }
                } else if byte == .quote, multiLine {
                    if self.byte(at: index + 1) == .quote, self.byte(at: index + 2) == .quote,
                        hashesFollow(index + 3, count: hashes)
                    {
                        open.removeLast()
                        index += 3 + hashes
                    } else {
                        index += 1
                    }
                } else if byte == .quote, hashesFollow(index + 1, count: hashes) {
                    open.removeLast()
                    index += 1 + hashes
                } else if !multiLine, byte == .lineFeed || byte == .carriageReturn {
                    return index
                } else {
                    index += 1
                }
            case .interpolation(let depth):
                if byte == .openParenthesis {
                    open[open.count - 1] = .interpolation(depth: depth + 1)
                    index += 1
                } else if byte == .closeParenthesis {
                    if depth == 0 {
                        open.removeLast()
                    } else {
                        open[open.count - 1] = .interpolation(depth: depth - 1)
                    }
                    index += 1
                } else if byte == .slash, self.byte(at: index + 1) == .slash {
                    index = endOfLine(from: index)
                } else if byte == .slash, self.byte(at: index + 1) == .star {
                    index = endOfBlockComment(from: index)
                } else if byte == .quote || byte == .hash {
                    var innerHashes = 0
                    while self.byte(at: index + innerHashes) == .hash { innerHashes += 1 }
                    guard self.byte(at: index + innerHashes) == .quote else {
                        index += max(1, innerHashes)
                        continue
                    }
                    index += innerHashes
                    let innerMultiLine =
                        self.byte(at: index + 1) == .quote && self.byte(at: index + 2) == .quote
                    index += innerMultiLine ? 3 : 1
                    open.append(.text(hashes: innerHashes, multiLine: innerMultiLine))
                } else if byte == .lineFeed || byte == .carriageReturn,
                    !open.contains(where: { if case .text(_, true) = $0 { true } else { false } })
                {
                    // An interpolation of a single-line literal cannot span lines.
                    return index
                } else {
                    index += 1
                }
            }
        }
        // An escape's `\` may be the file's last byte.
        return min(index, bytes.count)
    }
}

extension UInt8 {
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let lineFeed = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let exclamation = UInt8(ascii: "!")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let backtick = UInt8(ascii: "`")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let greaterThan = UInt8(ascii: ">")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let openParenthesis = UInt8(ascii: "(")
    fileprivate static let closeParenthesis = UInt8(ascii: ")")

    /// Space, tab, line breaks, vertical tab, form feed and NUL, as Swift's lexer skips them.
    fileprivate var isSwiftWhitespace: Bool {
        self == .space || self == .tab || self == .lineFeed || self == .carriageReturn || self == 0x0B
            || self == 0x0C || self == 0
    }

    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// A letter, `_`, `$` or any byte of a non-ASCII character (names may hold those).
    fileprivate var isIdentifierStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
    }

    fileprivate var isIdentifierContinuation: Bool { isIdentifierStart || isDigit }
}
