/// What a reader of one file's tokens has: the tokens, the tokenizer that made them (for line
/// and column) and the file's path. The scanners' readers share its questions about the tokens.
protocol TokenReading {
    var tokenizer: SwiftTokenizer { get }
    var tokens: [SwiftToken] { get }
    var path: String { get }
}

extension TokenReading {
    /// Whether the token at `index` is the punctuation `text`; false outside the tokens.
    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
    }

    /// The tokens' text, with one space where whitespace or a comment separated two.
    func text(_ range: Range<Int>) -> String {
        var text = ""
        for index in range {
            if index > range.lowerBound, tokens[index].spaceBefore { text += " " }
            text += tokens[index].text
        }
        return text
    }

    /// The file, line and column of the token at `index`.
    func position(of index: Int) -> SourcePosition {
        let (line, column) = tokenizer.lineAndColumn(of: tokens[index].offset)
        return SourcePosition(file: path, line: line, column: column)
    }
}
