/// Reads what the intent generator needs from Swift source, from its tokens alone: every type
/// declaration and extension with the protocols it names, a `@Route` struct's pattern and stored
/// properties, the `intentTitle` and `intentName` literals, and a `var route: T` declaration.
///
/// It reads members declared directly in a type's body, under `#if` included; it does not
/// evaluate `#if` conditions, so a member declared in two branches is read twice (the later one
/// wins).
public enum IntentSourceScanner {
    /// Scans one file's text.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: The path printed in positions.
    ///   - module: The module the file belongs to.
    /// - Returns: The file's type declarations and extensions, in source order.
    public static func scan(source: String, path: String, module: String) -> [FoundIntentDeclaration] {
        var reader = IntentReader(tokenizer: SwiftTokenizer(source), path: path, module: module)
        reader.read()
        return reader.declarations
    }
}

private let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]

private let memberModifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
    "lazy", "weak", "unowned", "nonisolated", "dynamic", "required", "mutating", "nonmutating",
]

private struct IntentReader: TokenReading {
    let tokenizer: SwiftTokenizer
    let tokens: [SwiftToken]
    let path: String
    let module: String
    var declarations: [FoundIntentDeclaration] = []

    /// Open braces: the index of the declaration whose body each opens, if any.
    private var braces: [Int?] = []
    /// Attributes seen since the last declaration: name and first string literal argument.
    private var attributes: [(name: String, literal: String?)] = []
    private var modifiers: Set<String> = []

    init(tokenizer: SwiftTokenizer, path: String, module: String) {
        self.tokenizer = tokenizer
        self.tokens = tokenizer.tokens
        self.path = path
        self.module = module
    }

    mutating func read() {
        var index = 0
        var pendingBody: Int?
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "{":
                    braces.append(pendingBody)
                    pendingBody = nil
                    reset()
                    index += 1
                    continue
                case "}":
                    if !braces.isEmpty { braces.removeLast() }
                    reset()
                    index += 1
                    continue
                case "@":
                    index = readAttribute(at: index)
                    continue
                default:
                    break
                }
            }
            if token.kind == .pound {
                reset()
                index =
                    token.text == "#if" || token.text == "#elseif" ? endOfLine(from: index + 1) : index + 1
                continue
            }
            guard token.kind == .identifier, !isPunctuation(index - 1, ".") else {
                reset()
                index += 1
                continue
            }
            if typeKeywords.contains(token.text), index + 1 < tokens.count,
                tokens[index + 1].kind == .identifier,
                !(token.text == "class" && ["func", "var", "let"].contains(tokens[index + 1].text))
            {
                let (declaration, end) = readTypeDeclaration(at: index)
                if let declaration {
                    declarations.append(declaration)
                    pendingBody = declarations.count - 1
                }
                reset()
                index = end
                continue
            }
            if memberModifiers.contains(token.text) {
                modifiers.insert(token.text)
                index += 1
                continue
            }
            if token.text == "let" || token.text == "var", let body = braces.last ?? nil {
                index = readBinding(at: index, body: body)
                reset()
                continue
            }
            reset()
            index += 1
        }
    }

    private mutating func reset() {
        attributes = []
        modifiers = []
    }

    /// `@Name` or `@Name(…)`: records the name and its first string literal argument.
    private mutating func readAttribute(at index: Int) -> Int {
        var end = index + 1
        guard end < tokens.count, tokens[end].kind == .identifier else { return end }
        var name = tokens[end].text
        end += 1
        while isPunctuation(end, "."), end + 1 < tokens.count, tokens[end + 1].kind == .identifier {
            name = tokens[end + 1].text
            end += 2
        }
        var literal: String?
        if isPunctuation(end, "("), !tokens[end].spaceBefore {
            if end + 1 < tokens.count, tokens[end + 1].kind == .string { literal = tokens[end + 1].text }
            end = endOfGroup(at: end)
        }
        attributes.append((name, literal))
        return end
    }

    /// `struct Name<…>: A, B where … {` and the like; stops before `{`.
    private mutating func readTypeDeclaration(at index: Int) -> (FoundIntentDeclaration?, Int) {
        let keyword = tokens[index].text
        var end = index + 1
        var name = tokens[end].text
        end += 1
        while isPunctuation(end, "."), end + 1 < tokens.count, tokens[end + 1].kind == .identifier {
            name = tokens[end + 1].text
            end += 2
        }
        if isPunctuation(end, "<") { end = endOfAngles(at: end) }
        let routeAttribute = attributes.last { $0.name == "Route" }
        var declaration = FoundIntentDeclaration(
            name: name.trimmingBackticks, module: module,
            isRouteStruct: keyword == "struct" && routeAttribute != nil, position: position(of: index + 1))
        if declaration.isRouteStruct { declaration.pattern = routeAttribute?.literal.flatMap(Self.unquoted) }
        if keyword != "extension" {
            let enclosing = braces.compactMap { $0 }.map { declarations[$0].qualifiedName }
            if let outer = enclosing.last { declaration.qualifiedName = outer + "." + declaration.name }
        }
        if isPunctuation(end, ":") {
            end += 1
            var current = ""
            var depth = 0
            while end < tokens.count {
                let token = tokens[end]
                if depth == 0, isPunctuation(end, "{") || (token.kind == .identifier && token.text == "where")
                {
                    break
                }
                if token.kind == .punctuation {
                    switch token.text {
                    case "<", "(": depth += 1
                    case ">", ")": depth -= 1
                    case "," where depth == 0:
                        if !current.isEmpty { declaration.conformances.insert(current) }
                        current = ""
                    default: break
                    }
                } else if token.kind == .identifier, depth == 0, !isPunctuation(end - 1, "@") {
                    current = token.text
                }
                end += 1
            }
            if !current.isEmpty { declaration.conformances.insert(current) }
        }
        while end < tokens.count, !isPunctuation(end, "{") { end += 1 }
        return (keyword == "protocol" ? nil : declaration, end)
    }

    /// `let`/`var` directly in a type's body: a stored property, `intentTitle`, `intentName` or
    /// `route`.
    private mutating func readBinding(at index: Int, body: Int) -> Int {
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        let isLet = tokens[index].text == "let"
        let attributeNames = attributes.map(\.name)
        let isLazy = modifiers.contains("lazy")
        var end = index + 1
        guard end < tokens.count, tokens[end].kind == .identifier else { return end }
        let nameIndex = end
        let name = tokens[end].text.trimmingBackticks
        end += 1
        var type: String?
        if isPunctuation(end, ":") {
            let typeStart = end + 1
            end = endOfType(from: typeStart)
            type = text(typeStart..<end)
        }
        var initial: Range<Int>?
        var accessor: Range<Int>?
        if isPunctuation(end, "=") {
            let start = end + 1
            end = endOfExpression(from: start)
            initial = start..<end
        }
        if isPunctuation(end, "{"), !tokens[end].lineBreakBefore || initial == nil {
            let close = endOfGroup(at: end)
            accessor = (end + 1)..<(close - 1)
            end = close
        }
        if isStatic {
            if name == "intentTitle" || name == "intentName" {
                let found = FoundStaticLiteral(
                    value: literal(in: initial ?? accessor ?? end..<end), position: position(of: nameIndex))
                if name == "intentTitle" {
                    declarations[body].intentTitle = found
                } else {
                    declarations[body].intentName = found
                }
            }
            return end
        }
        if name == "route", let type, accessor != nil { declarations[body].routePropertyType = type }
        let isComputed = accessor.map { !isObserverBody($0) } ?? false
        if let type, !isComputed, !isLazy {
            declarations[body].storedProperties.append(
                FoundRouteProperty(
                    name: name, type: type, isLet: isLet, hasDefault: initial != nil,
                    attributes: attributeNames,
                    position: position(of: nameIndex)))
        }
        return end
    }

    /// A literal: one string token without interpolation, alone in the initial value or the
    /// getter (`{ "…" }` or `{ return "…" }`).
    private func literal(in range: Range<Int>) -> FoundLiteral {
        var tokensIn = Array(range)
        if let first = tokensIn.first, tokens[first].kind == .identifier, tokens[first].text == "return" {
            tokensIn.removeFirst()
        }
        if tokensIn.count == 1, tokens[tokensIn[0]].kind == .string {
            let text = tokens[tokensIn[0]].text
            if text.hasPrefix("\""), !text.contains("\\(") { return .literal(text) }
        }
        return .notLiteral(text(range))
    }

    /// Whether an accessor block holds only `willSet`/`didSet` (a stored property's observers).
    private func isObserverBody(_ range: Range<Int>) -> Bool {
        guard let first = range.first, tokens[first].kind == .identifier else { return false }
        return tokens[first].text == "willSet" || tokens[first].text == "didSet"
    }

    // MARK: - Extents

    /// The end of a type annotation: before `=`, `{` or `;`, or a line break outside brackets.
    private func endOfType(from start: Int) -> Int {
        var end = start
        while end < tokens.count {
            if end > start, tokens[end].lineBreakBefore { return end }
            if isPunctuation(end, "=") || isPunctuation(end, "{") || isPunctuation(end, ";")
                || isPunctuation(end, ",")
                || isPunctuation(end, "}")
            {
                return end
            }
            if isPunctuation(end, "(") || isPunctuation(end, "[") {
                end = endOfGroup(at: end)
            } else if isPunctuation(end, "<") {
                end = endOfAngles(at: end)
            } else {
                end += 1
            }
        }
        return end
    }

    /// The end of an initial value: a line break, `;`, `,` or `}` outside brackets, or a `{`
    /// that starts a new line (observers).
    private func endOfExpression(from start: Int) -> Int {
        var end = start
        while end < tokens.count {
            if end > start, tokens[end].lineBreakBefore, !continuesExpression(at: end) { return end }
            if isPunctuation(end, ";") || isPunctuation(end, ",") || isPunctuation(end, "}") { return end }
            if isPunctuation(end, "(") || isPunctuation(end, "[") || isPunctuation(end, "{") {
                end = endOfGroup(at: end)
            } else {
                end += 1
            }
        }
        return end
    }

    /// A line that starts with `.` or an infix operator continues the expression above it.
    private func continuesExpression(at index: Int) -> Bool {
        tokens[index].kind == .punctuation
            && [".", "+", "-", "*", "/", "?", ":", "&", "|"].contains(tokens[index].text)
    }

    private func endOfGroup(at index: Int) -> Int {
        var depth = 0
        var end = index
        while end < tokens.count {
            if tokens[end].kind == .punctuation {
                switch tokens[end].text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 { return end + 1 }
                default: break
                }
            }
            end += 1
        }
        return end
    }

    private func endOfAngles(at index: Int) -> Int {
        var depth = 0
        var end = index
        while end < tokens.count {
            if isPunctuation(end, "<") { depth += 1 }
            if isPunctuation(end, ">") {
                depth -= 1
                if depth == 0 { return end + 1 }
            }
            if isPunctuation(end, "{") || isPunctuation(end, "=") { return end }
            end += 1
        }
        return end
    }

    private func endOfLine(from index: Int) -> Int {
        var end = index
        while end < tokens.count, !tokens[end].lineBreakBefore { end += 1 }
        return end
    }

    // MARK: - Text

    /// `"notes/:id"` → `notes/:id`.
    private static func unquoted(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""),
            !literal.hasPrefix("\"\"\"")
        else {
            return nil
        }
        return String(literal.dropFirst().dropLast())
    }
}

extension String {
    /// `` `default` `` → `default`.
    fileprivate var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
