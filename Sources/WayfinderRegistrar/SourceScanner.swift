/// Finds routes, route screens, feature modules and the members of every type in Swift source,
/// from its tokens alone (no parser library, no type checking): what the registrar needs to
/// generate `register(in:)`.
///
/// It reads declarations wherever they are (nested in types, in function bodies, in closures,
/// in every branch of `#if`), and inside the body of a `struct`, `class`, `enum` or
/// `extension` it reads the functions, properties and type aliases declared directly in it, the
/// ones under `#if` included. Comments, string and regex literals never declare anything.
/// Docs/Decisions/registrar-scanner.md lists what it deliberately does not read.
public enum SourceScanner {
    /// Scans one file's text.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: The path printed in positions.
    /// - Returns: What the file declares.
    public static func scan(source: String, path: String) -> ScanResult {
        var reader = DeclarationReader(tokenizer: SwiftTokenizer(source), path: path)
        reader.read()
        return reader.result()
    }
}

/// A `struct`, `class`, `enum` or `extension`, with what its body declares directly.
private struct TypeRecord {
    enum Item {
        /// A function or property; `hasStatic` tells `static` from `class`, which `make` needs.
        case member(FoundMember, hasStatic: Bool)
        /// `typealias name = value`.
        case alias(name: String, value: String)
    }

    var name: String
    var isRoute: Bool
    var conformances: Set<String>
    var isPublic: Bool
    var position: SourcePosition
    var items: [Item] = []
}

/// What precedes a declaration's keyword: its attributes' names and its modifiers.
private struct Prefix {
    var attributes: [String] = []
    var modifiers: [(name: String, detail: String?)] = []

    var isStatic: Bool { modifiers.contains { $0.name == "static" || $0.name == "class" } }
    var hasStatic: Bool { modifiers.contains { $0.name == "static" } }
    /// `private(set)` restricts the setter only.
    var isPrivate: Bool {
        modifiers.contains { ($0.name == "private" || $0.name == "fileprivate") && $0.detail == nil }
    }
    var isPublic: Bool { modifiers.contains { $0.name == "public" || $0.name == "open" } }
}

private enum Scope {
    /// `{`, and the type whose body it opens, if it does.
    case brace(body: Int?)
    case parenthesis
    case bracket
}

private let declarationKeywords: Set<String> = [
    "func", "var", "let", "struct", "class", "enum", "extension", "protocol", "actor", "typealias",
    "associatedtype", "init", "deinit", "subscript", "case", "import", "operator", "precedencegroup", "macro",
]

private let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override",
    "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "dynamic", "optional",
    "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing",
    "__consuming",
]

/// What a modifier may hold in parentheses: `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`.
private let modifierDetails: Set<String> = ["set", "safe", "unsafe"]

/// Words that come before a type and belong to it: `inout T`, `some View`, `any Route`.
private let typeSpecifiers: Set<String> = [
    "inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "some", "any", "each",
    "repeat", "_const",
]

/// Reads declarations from the tokens in one pass, keeping a stack of open brackets.
private struct DeclarationReader: TokenReading {
    let tokenizer: SwiftTokenizer
    let tokens: [SwiftToken]
    let path: String
    var records: [TypeRecord] = []

    private var scopes: [Scope] = []
    private var prefix = Prefix()
    /// The type whose body the next `{` opens.
    private var pendingBody: Int?
    /// Inside `var`/`let` in a type body: the bindings' prefix, whether a name comes next, and
    /// the depth of that body.
    private var binding: (prefix: Prefix, expectsName: Bool, depth: Int)?

    init(tokenizer: SwiftTokenizer, path: String) {
        self.tokenizer = tokenizer
        self.tokens = tokenizer.tokens
        self.path = path
    }

    // MARK: - The pass

    mutating func read() {
        var index = 0
        while index < tokens.count {
            let next = step(at: index)
            index = max(next, index + 1)
        }
    }

    /// Reads from `index`; returns where to go on (always further).
    private mutating func step(at index: Int) -> Int {
        let token = tokens[index]
        let body = pendingBody
        pendingBody = nil
        if isPunctuation(index, "{") {
            scopes.append(.brace(body: body))
            prefix = Prefix()
            return index + 1
        }
        if let current = binding,
            scopes.count < current.depth || (scopes.count == current.depth && endsBinding(at: index))
        {
            binding = nil
        }
        if let current = binding, current.depth == scopes.count, current.expectsName {
            binding?.expectsName = false
            if token.kind == .identifier, token.text != "_" {
                return readBinding(at: index, prefix: current.prefix)
            }
        }

        switch token.kind {
        case .punctuation:
            return punctuation(at: index)
        case .pound:
            prefix = Prefix()
            binding = nil
            if token.text == "#if" || token.text == "#elseif" { return endOfDirectiveLine(from: index + 1) }
            return index + 1
        case .identifier:
            guard isDeclarationPosition else { break }
            return word(at: index)
        case .number, .string, .regex:
            break
        }
        prefix = Prefix()
        return index + 1
    }

    private mutating func punctuation(at index: Int) -> Int {
        switch tokens[index].text {
        case "}":
            if let brace = scopes.lastIndex(where: { if case .brace = $0 { true } else { false } }) {
                scopes.removeSubrange(brace...)
            }
            if let current = binding, current.depth > scopes.count { binding = nil }
        case "(":
            scopes.append(.parenthesis)
        case "[":
            scopes.append(.bracket)
        case ")":
            if case .parenthesis = scopes.last { scopes.removeLast() }
        case "]":
            if case .bracket = scopes.last { scopes.removeLast() }
        case "@":
            let (name, end) = readAttribute(at: index)
            if let name { prefix.attributes.append(name) }
            return end
        case ",":
            if binding?.depth == scopes.count { binding?.expectsName = true }
        case ";":
            binding = nil
        case "<":
            // `let table = Dictionary<String, Int>()`: the comma is not the next binding's.
            if binding?.depth == scopes.count, let end = genericArgumentsInExpression(at: index) {
                return end
            }
        default:
            break
        }
        prefix = Prefix()
        return index + 1
    }

    /// A keyword or a name where a declaration may start.
    private mutating func word(at index: Int) -> Int {
        let text = tokens[index].text
        let next = index + 1
        if text == "class", next < tokens.count, tokens[next].kind == .identifier,
            declarationKeywords.contains(tokens[next].text) || modifierWords.contains(tokens[next].text)
        {
            prefix.modifiers.append((text, nil))
            return next
        }
        if modifierWords.contains(text), !isPunctuation(next, ":"), !isPunctuation(next, ".") {
            if isPunctuation(next, "("), next + 2 < tokens.count,
                modifierDetails.contains(tokens[next + 1].text),
                isPunctuation(next + 2, ")")
            {
                prefix.modifiers.append((text, tokens[next + 1].text))
                return next + 3
            }
            if !isPunctuation(next, "("), !isPunctuation(next, "=") {
                prefix.modifiers.append((text, nil))
                return next
            }
        }
        let declaration = prefix
        prefix = Prefix()
        guard !isPunctuation(index - 1, ".") else { return next }
        switch text {
        case "struct", "class", "enum":
            guard next < tokens.count, tokens[next].kind == .identifier else { return next }
            return readTypeDeclaration(at: index, prefix: declaration)
        case "extension":
            return readExtension(at: index, prefix: declaration)
        case "func":
            guard let body = bodyIndex else { return next }
            return readFunction(at: index, prefix: declaration, body: body)
        case "var", "let":
            guard bodyIndex != nil else { return next }
            binding = (declaration, true, scopes.count)
            return next
        case "typealias":
            guard let body = bodyIndex else { return next }
            return readTypeAlias(at: index, body: body)
        default:
            return next
        }
    }

    /// Whether the token at `index` starts a new declaration in the body a binding belongs to,
    /// which ends the binding: a keyword or modifier on a new line, an attribute, `#if`.
    private func endsBinding(at index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .pound { return true }
        guard token.lineBreakBefore else {
            return token.kind == .identifier && ["var", "let"].contains(token.text)
        }
        if token.kind == .punctuation { return token.text == "@" }
        return token.kind == .identifier
            && (declarationKeywords.contains(token.text) || modifierWords.contains(token.text))
    }

    /// Whether the innermost open bracket is a brace (or none is open): where declarations go.
    private var isDeclarationPosition: Bool {
        guard let last = scopes.last else { return true }
        if case .brace = last { return true }
        return false
    }

    /// The type whose body is the innermost open bracket, if it is one.
    private var bodyIndex: Int? {
        if case .brace(let body) = scopes.last { return body }
        return nil
    }

    // MARK: - Declarations

    /// `struct Name<…>: A, B where … {`, and the same for `class` and `enum`; stops before `{`.
    private mutating func readTypeDeclaration(at index: Int, prefix: Prefix) -> Int {
        let nameIndex = index + 1
        var end = nameIndex + 1
        if isPunctuation(end, "<"), let afterGenerics = endOfAngleBrackets(at: end) { end = afterGenerics }
        let conformances: Set<String>
        (conformances, end) = readInheritance(at: end)
        let isMacroRoute =
            tokens[index].text == "struct" && prefix.attributes.contains { lastComponent($0) == "Route" }
        records.append(
            TypeRecord(
                name: tokens[nameIndex].text, isRoute: isMacroRoute, conformances: conformances,
                isPublic: prefix.isPublic, position: position(of: nameIndex)))
        pendingBody = records.count - 1
        return skipWhereClause(at: end)
    }

    /// `extension Module.Name: A where … {`; stops before `{`.
    private mutating func readExtension(at index: Int, prefix: Prefix) -> Int {
        guard let type = readType(at: index + 1) else { return index + 1 }
        let (conformances, end) = readInheritance(at: type.end)
        records.append(
            TypeRecord(
                name: lastComponent(text(type.named..<type.end)), isRoute: false, conformances: conformances,
                isPublic: prefix.isPublic, position: position(of: type.start)))
        pendingBody = records.count - 1
        return skipWhereClause(at: end)
    }

    /// `: A, Module.B, @retroactive C` → the last components of the types' names; attributes
    /// do not change which protocol is named.
    private func readInheritance(at index: Int) -> (Set<String>, Int) {
        guard isPunctuation(index, ":") else { return ([], index) }
        var names: Set<String> = []
        var end = index + 1
        while let type = readType(at: end) {
            names.insert(lastComponent(text(type.named..<type.end)))
            end = type.end
            guard isPunctuation(end, ",") else { break }
            end += 1
        }
        return (names, end)
    }

    /// A member function: its name, parameters, effects and return type; stops before its body.
    private mutating func readFunction(at index: Int, prefix: Prefix, body: Int) -> Int {
        var end = index + 1
        guard end < tokens.count else { return end }
        let nameIndex = end
        var name = ""
        if tokens[end].kind == .identifier {
            name = tokens[end].text
            end += 1
        } else {
            // An operator: adjacent operator characters (`==`, `<*>`), up to its generic
            // parameters (`==<T>(`).
            while end < tokens.count, tokens[end].kind == .punctuation,
                end == nameIndex || !tokens[end].spaceBefore,
                !["(", ")", "[", "]", "{", "}", ",", ":", ";", "@", "`"].contains(tokens[end].text)
            {
                if !name.isEmpty, isPunctuation(end, "<"), let after = endOfAngleBrackets(at: end),
                    isPunctuation(after, "(")
                {
                    break
                }
                name += tokens[end].text
                end += 1
            }
        }
        guard !name.isEmpty else { return end }
        if isPunctuation(end, "<"), let afterGenerics = endOfAngleBrackets(at: end) { end = afterGenerics }
        var signature = FunctionSignature(baseName: name)
        if isPunctuation(end, "(") {
            (signature.argumentLabels, signature.parameterTypes, end) = readParameters(at: end)
        }
        effects: while end < tokens.count, tokens[end].kind == .identifier {
            switch tokens[end].text {
            case "async", "reasync":
                signature.isAsync = true
                end += 1
            case "throws", "rethrows":
                let start = end
                end += 1
                if tokens[start].text == "throws", isPunctuation(end, "(") { end = endOfGroup(at: end) }
                signature.throwsClause = text(start..<end)
            default:
                break effects
            }
        }
        if isPunctuation(end, "->"), let type = readType(at: end + 1) {
            signature.returnType = text(type.start..<type.end)
            end = type.end
        }
        let member = FoundMember(
            typeName: records[body].name, name: name, function: signature, isStatic: prefix.isStatic,
            isPrivate: prefix.isPrivate, position: position(of: nameIndex))
        records[body].items.append(.member(member, hasStatic: prefix.hasStatic))
        return skipWhereClause(at: end)
    }

    /// `(_ route: PostRoute, in context: Context = .init(), values: Int...)` → the first names, the
    /// types as normalized text, and the index after `)`. Default values are skipped unread.
    private func readParameters(at open: Int) -> (labels: [String], types: [String], end: Int) {
        var labels: [String] = []
        var types: [String] = []
        var index = open + 1
        while index < tokens.count, !isPunctuation(index, ")") {
            while isPunctuation(index, "@") { index = readAttribute(at: index).end }
            guard index < tokens.count, tokens[index].kind == .identifier else { break }
            labels.append(tokens[index].text)
            index += 1
            if index < tokens.count, tokens[index].kind == .identifier { index += 1 }
            guard isPunctuation(index, ":"), let type = readType(at: index + 1) else { break }
            types.append(text(type.start..<type.end))
            index = type.end
            if isPunctuation(index, "...") { index += 1 }
            if isPunctuation(index, "=") { index = endOfExpression(from: index + 1) }
            guard isPunctuation(index, ",") else { break }
            index += 1
        }
        let end = isPunctuation(index, ")") ? index + 1 : endOfGroup(at: open)
        return (labels, types, end)
    }

    /// `name` of `var name: T = …` (and of each binding after a comma); a type annotation is
    /// read whole so that `Dictionary<String, Int>` holds no binding.
    private mutating func readBinding(at index: Int, prefix: Prefix) -> Int {
        guard let body = bodyIndex else { return index + 1 }
        let member = FoundMember(
            typeName: records[body].name, name: tokens[index].text, function: nil, isStatic: prefix.isStatic,
            isPrivate: prefix.isPrivate, position: position(of: index))
        records[body].items.append(.member(member, hasStatic: prefix.hasStatic))
        if isPunctuation(index + 1, ":"), let type = readType(at: index + 2) { return type.end }
        return index + 1
    }

    /// `typealias Name<…> = Value`.
    private mutating func readTypeAlias(at index: Int, body: Int) -> Int {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return index + 1 }
        var end = index + 2
        if isPunctuation(end, "<"), let afterGenerics = endOfAngleBrackets(at: end) { end = afterGenerics }
        guard isPunctuation(end, "="), let type = readType(at: end + 1) else { return end }
        records[body].items.append(.alias(name: tokens[index + 1].text, value: text(type.start..<type.end)))
        return type.end
    }

    // MARK: - Types, attributes, groups

    /// A type from `index`: `@Sendable (Int) async throws -> Void`, `some Module.View<T>?`,
    /// `[String: Int]`, `A & B`. `named` is where it starts after its attributes.
    private func readType(at start: Int) -> (start: Int, named: Int, end: Int)? {
        var index = start
        var named: Int?
        var end: Int?
        while index < tokens.count {
            // Attributes and specifiers.
            while index < tokens.count {
                if isPunctuation(index, "@") {
                    index = readAttribute(at: index).end
                } else if tokens[index].kind == .identifier, typeSpecifiers.contains(tokens[index].text),
                    index + 1 < tokens.count, startsType(index + 1)
                {
                    index += 1
                } else if isPunctuation(index, "~") {
                    index += 1
                } else {
                    break
                }
            }
            if named == nil { named = index }
            // The type itself.
            guard index < tokens.count else { break }
            var isParenthesized = false
            if tokens[index].kind == .identifier, tokens[index].text != "where" {
                index += 1
                if isPunctuation(index, "<"), !tokens[index].spaceBefore,
                    let after = endOfAngleBrackets(at: index)
                {
                    index = after
                }
            } else if isPunctuation(index, "(") {
                index = endOfGroup(at: index)
                isParenthesized = true
            } else if isPunctuation(index, "[") {
                index = endOfGroup(at: index)
            } else {
                break
            }
            // `.Member`, `.Type`, `?`, `!`.
            while index < tokens.count {
                if isPunctuation(index, "."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier
                {
                    index += 2
                    if isPunctuation(index, "<"), !tokens[index].spaceBefore,
                        let after = endOfAngleBrackets(at: index)
                    {
                        index = after
                    }
                } else if isPunctuation(index, "?") || isPunctuation(index, "!"), !tokens[index].spaceBefore {
                    index += 1
                } else {
                    break
                }
            }
            end = index
            // `& Other`, or a function type's effects and `-> Result`.
            if isPunctuation(index, "&") {
                index += 1
                continue
            }
            var arrow = index
            if isParenthesized {
                while arrow < tokens.count, tokens[arrow].kind == .identifier,
                    ["async", "throws", "rethrows"].contains(tokens[arrow].text)
                {
                    arrow += 1
                    if tokens[arrow - 1].text == "throws", isPunctuation(arrow, "(") {
                        arrow = endOfGroup(at: arrow)
                    }
                }
            }
            if isPunctuation(arrow, "->") {
                index = arrow + 1
                continue
            }
            break
        }
        guard let named, let end, end > named else { return nil }
        return (start, named, end)
    }

    private func startsType(_ index: Int) -> Bool {
        tokens[index].kind == .identifier || isPunctuation(index, "(") || isPunctuation(index, "[")
            || isPunctuation(index, "@") || isPunctuation(index, "~")
    }

    /// `@Name`, `@Module.Name<…>` and its arguments → the name and the index after.
    private func readAttribute(at index: Int) -> (name: String?, end: Int) {
        var end = index + 1
        guard end < tokens.count, tokens[end].kind == .identifier, !tokens[end].spaceBefore else {
            return (nil, end)
        }
        var name = tokens[end].text
        end += 1
        while isPunctuation(end, "."), end + 1 < tokens.count, tokens[end + 1].kind == .identifier {
            name += "." + tokens[end + 1].text
            end += 2
        }
        if isPunctuation(end, "<"), !tokens[end].spaceBefore, let after = endOfAngleBrackets(at: end) {
            end = after
        }
        // `@escaping () -> Void`: arguments follow the name without a space.
        if isPunctuation(end, "("), !tokens[end].spaceBefore { end = endOfGroup(at: end) }
        return (name, end)
    }

    /// `where A: B, C == D` of a type or function → the index after it.
    private func skipWhereClause(at index: Int) -> Int {
        guard index < tokens.count, tokens[index].kind == .identifier, tokens[index].text == "where" else {
            return index
        }
        var end = index + 1
        while let left = readType(at: end) {
            end = left.end
            if isPunctuation(end, ":") {
                end += 1
            } else if isPunctuation(end, "="), isPunctuation(end + 1, "=") {
                end += 2
            } else {
                break
            }
            guard let right = readType(at: end) else { break }
            end = right.end
            guard isPunctuation(end, ",") else { break }
            end += 1
        }
        return end
    }

    /// After the bracket that closes the `(`, `[` or `{` at `index`, nested ones counted; a
    /// closing bracket of another kind ends the group before it, the end of the file after it.
    private func endOfGroup(at index: Int) -> Int {
        var open: [String] = []
        var end = index
        while end < tokens.count {
            let token = tokens[end]
            if token.kind == .punctuation {
                switch token.text {
                case "(": open.append(")")
                case "[": open.append("]")
                case "{": open.append("}")
                case ")", "]", "}":
                    guard open.last == token.text else { return end }
                    open.removeLast()
                    if open.isEmpty { return end + 1 }
                default: break
                }
            }
            end += 1
        }
        return end
    }

    /// After the `>` that closes the `<` at `index`, if what lies between can be generic
    /// arguments or parameters; nil otherwise.
    private func endOfAngleBrackets(at index: Int) -> Int? {
        var depth = 0
        var end = index
        while end < tokens.count {
            let token = tokens[end]
            switch token.kind {
            case .identifier, .number:
                end += 1
            case .punctuation:
                switch token.text {
                case "<":
                    depth += 1
                    end += 1
                case ">":
                    depth -= 1
                    end += 1
                    if depth == 0 { return end }
                case "(", "[":
                    end = endOfGroup(at: end)
                case ".", ",", ":", "?", "!", "&", "~", "->", "...", "@", "-":
                    end += 1
                default:
                    return nil
                }
            case .string, .regex, .pound:
                return nil
            }
        }
        return nil
    }

    /// `<…>` in an expression, as in `Array<Int>()`: right after a name, and followed by what may
    /// follow a type there.
    private func genericArgumentsInExpression(at index: Int) -> Int? {
        guard index > 0, tokens[index - 1].kind == .identifier, !tokens[index].spaceBefore,
            let end = endOfAngleBrackets(at: index)
        else { return nil }
        guard end < tokens.count, !tokens[end].lineBreakBefore else { return end }
        return ["(", ")", "[", "]", "{", "}", ",", ".", ":", ";", "?", "!", "="].contains(tokens[end].text)
            ? end : nil
    }

    /// Skips an expression (a default value) up to a `,` or `)` outside its own brackets.
    private func endOfExpression(from index: Int) -> Int {
        var end = index
        while end < tokens.count {
            if isPunctuation(end, "(") || isPunctuation(end, "[") || isPunctuation(end, "{") {
                end = endOfGroup(at: end)
            } else if isPunctuation(end, ",") || isPunctuation(end, ")") || isPunctuation(end, "]")
                || isPunctuation(end, "}")
            {
                return end
            } else {
                end += 1
            }
        }
        return end
    }

    /// After the condition of `#if`/`#elseif`: the rest of its line, brackets counted.
    private func endOfDirectiveLine(from index: Int) -> Int {
        var end = index
        while end < tokens.count, !tokens[end].lineBreakBefore {
            end = isPunctuation(end, "(") ? endOfGroup(at: end) : end + 1
        }
        return end
    }

    // MARK: - The result

    /// Everything found, in the order of the types' declarations: each type's route, module,
    /// members and screen.
    func result() -> ScanResult {
        var result = ScanResult()
        for record in records {
            if record.isRoute || record.conformances.contains("Route") {
                result.routes.append(FoundRoute(name: record.name, position: record.position))
            }
            let adoptsRouteScreenModule = record.conformances.contains("RouteScreenModule")
            if adoptsRouteScreenModule || record.conformances.contains("FeatureModule") {
                result.modules.append(
                    FoundModule(
                        name: record.name, isPublic: record.isPublic,
                        adoptsRouteScreenModule: adoptsRouteScreenModule, position: record.position))
            }
            for case .member(let member, _) in record.items { result.members.append(member) }
            if record.conformances.contains("RouteScreen") || record.conformances.contains("FlowRouteScreen")
            {
                result.screens.append(screen(of: record, isExternal: false))
            } else if record.conformances.contains("ExternalRouteScreen") {
                result.screens.append(screen(of: record, isExternal: true))
            }
        }
        return result
    }

    /// The route comes from `typealias ScreenRoute`, else from the first `static func make`'s
    /// first parameter (`static func handOff`'s for an external route screen); the dependencies
    /// from that function's second parameter.
    private func screen(of record: TypeRecord, isExternal: Bool) -> FoundScreen {
        var screen = FoundScreen(
            name: record.name, routeName: nil, dependenciesType: nil, position: record.position,
            isExternal: isExternal)
        let function = isExternal ? "handOff" : "make"
        for item in record.items {
            switch item {
            case .alias(let name, let value) where name == "ScreenRoute":
                screen.routeName = lastComponent(value)
            case .member(let member, let hasStatic) where hasStatic && member.name == function:
                let types = member.function?.parameterTypes ?? []
                if screen.routeName == nil, let first = types.first {
                    screen.routeName = lastComponent(first)
                }
                if types.count > 1 { screen.dependenciesType = types[1] }
            default:
                break
            }
        }
        return screen
    }
}

/// `PostUI.PostRoute` → `PostRoute`.
private func lastComponent(_ name: String) -> String {
    String(name.split(separator: ".").last ?? Substring(name))
}
