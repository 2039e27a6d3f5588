import SwiftDiagnostics
import SwiftParser
import SwiftSyntax

/// One alias of the `aliases:` argument, as written: its pattern and its explicit rules.
struct AliasDeclaration: Equatable {
    /// The old pattern.
    let pattern: String
    /// The route's parameter for each old placeholder named differently, in source order.
    let renamed: [(placeholder: String, parameter: String)]
    /// The old placeholders whose values the route no longer takes, in source order.
    let dropped: [String]
    /// Whether the alias says `externallyReachable: false`: it opens in the app only.
    var isExternallyUnreachable = false

    static func == (lhs: AliasDeclaration, rhs: AliasDeclaration) -> Bool {
        lhs.pattern == rhs.pattern && lhs.renamed.elementsEqual(rhs.renamed, by: ==)
            && lhs.dropped == rhs.dropped && lhs.isExternallyUnreachable == rhs.isExternallyUnreachable
    }

    /// The alias's placeholder names in pattern order.
    var placeholders: [String] {
        pattern.split(separator: "/", omittingEmptySubsequences: false)
            .compactMap { RouteDeclaration.placeholderName(of: String($0)) }
    }

    /// The route parameter a placeholder's value goes to, or nil when it is dropped.
    func parameter(forPlaceholder placeholder: String) -> String? {
        if dropped.contains(placeholder) { return nil }
        return renamed.first { $0.placeholder == placeholder }?.parameter ?? placeholder
    }
}

extension RouteDeclaration {
    /// Reads the `aliases:` argument: an array literal of string literals and
    /// `RouteAlias("…", renaming: ["old": "new"], dropping: ["gone"])` calls, every part a literal.
    static func readAliases(_ expression: ExprSyntax) -> ([AliasDeclaration], [Diagnostic]) {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            return ([], [notALiteral(expression)])
        }
        var aliases: [AliasDeclaration] = []
        var diagnostics: [Diagnostic] = []
        for element in array.elements {
            if let alias = readAlias(element.expression) {
                aliases.append(alias)
            } else {
                diagnostics.append(notALiteral(element.expression))
            }
        }
        return (aliases, diagnostics)
    }

    private static func readAlias(_ expression: ExprSyntax) -> AliasDeclaration? {
        if let pattern = stringLiteral(expression) {
            return AliasDeclaration(pattern: pattern, renamed: [], dropped: [])
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            ["RouteAlias", "WayfinderCore.RouteAlias", ".init"].contains(
                call.calledExpression.trimmedDescription),
            let first = call.arguments.first, first.label == nil,
            let pattern = stringLiteral(first.expression),
            call.trailingClosure == nil
        else { return nil }
        var renamed: [(String, String)] = []
        var dropped: [String] = []
        var isExternallyUnreachable = false
        for argument in call.arguments.dropFirst() {
            switch argument.label?.text {
            case "externallyReachable":
                guard let literal = argument.expression.as(BooleanLiteralExprSyntax.self) else { return nil }
                isExternallyUnreachable = literal.literal.tokenKind == .keyword(.false)
            case "renaming":
                guard let dictionary = argument.expression.as(DictionaryExprSyntax.self) else { return nil }
                if case .elements(let elements) = dictionary.content {
                    for element in elements {
                        guard let old = stringLiteral(element.key), let new = stringLiteral(element.value)
                        else {
                            return nil
                        }
                        renamed.append((old, new))
                    }
                }
            case "dropping":
                guard let names = argument.expression.as(ArrayExprSyntax.self) else { return nil }
                for name in names.elements {
                    guard let text = stringLiteral(name.expression) else { return nil }
                    dropped.append(text)
                }
            default:
                return nil
            }
        }
        return AliasDeclaration(
            pattern: pattern, renamed: renamed, dropped: dropped,
            isExternallyUnreachable: isExternallyUnreachable)
    }

    private static func stringLiteral(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    private static func notALiteral(_ expression: ExprSyntax) -> Diagnostic {
        Diagnostic(
            node: expression,
            message: RouteDiagnostic.aliasNotALiteral(argument: expression.trimmedDescription))
    }

    /// Every problem of the aliases, checked against the route's pattern and stored properties
    /// as the pattern itself is: each alias is a valid pattern; each of its placeholders, once
    /// renamed, names a stored property, or is dropped; it gives a value to every placeholder of
    /// the route's pattern; its rules name placeholders it has; and it does not match the same
    /// URLs as the pattern or as another alias.
    static func aliasDiagnostics(
        _ aliases: [AliasDeclaration], node: ExprSyntax, pattern: String?, segments: [String],
        properties: [StoredProperty], attribute: String
    ) -> [Diagnostic] {
        guard !aliases.isEmpty else { return [] }
        func problem(_ message: RouteDiagnostic) -> Diagnostic { Diagnostic(node: node, message: message) }
        guard pattern != nil else { return [problem(.aliasWithoutPattern(attribute: attribute))] }
        var diagnostics: [Diagnostic] = []
        let required = segments.compactMap(placeholderName(of:))
        var shapes = [shape(of: segments): pattern!]
        for alias in aliases {
            let patternProblems = RoutePatternError.problems(in: alias.pattern)
            if !patternProblems.isEmpty {
                diagnostics += patternProblems.map {
                    problem(.invalidAlias($0, alias: alias.pattern, attribute: attribute))
                }
                continue
            }
            let placeholders = alias.placeholders
            for (old, _) in alias.renamed where !placeholders.contains(old) {
                diagnostics.append(
                    problem(
                        .aliasRuleWithoutPlaceholder(alias: alias.pattern, rule: "renames", placeholder: old))
                )
            }
            for old in alias.dropped where !placeholders.contains(old) {
                diagnostics.append(
                    problem(
                        .aliasRuleWithoutPlaceholder(alias: alias.pattern, rule: "drops", placeholder: old)))
            }
            // The pattern's placeholders no placeholder of the alias gives a value to: what a
            // placeholder without a property most likely was renamed to.
            let targets = Set(placeholders.compactMap { alias.parameter(forPlaceholder: $0) })
            let unfilled = required.filter { !targets.contains($0) }
            var given: [String: String] = [:]
            for placeholder in placeholders {
                guard let parameter = alias.parameter(forPlaceholder: placeholder) else { continue }
                if let other = given[parameter] {
                    diagnostics.append(
                        problem(
                            .aliasGivesTwice(
                                alias: alias.pattern, parameter: parameter,
                                placeholders: [other, placeholder])))
                    continue
                }
                given[parameter] = placeholder
                if !properties.contains(where: { $0.name == parameter }) {
                    diagnostics.append(
                        problem(
                            .aliasPlaceholderWithoutProperty(
                                alias: alias.pattern, placeholder: placeholder, parameter: parameter,
                                suggestion: closestMatch(to: parameter, among: unfilled)
                                    ?? (unfilled.count == 1 ? unfilled[0] : nil))))
                }
            }
            for name in required where given[name] == nil {
                diagnostics.append(problem(.aliasMissesPlaceholder(alias: alias.pattern, placeholder: name)))
            }
            let aliasShape = shape(
                of: alias.pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
            if let existing = shapes[aliasShape] {
                diagnostics.append(problem(.aliasMatchesSameURLs(alias: alias.pattern, other: existing)))
            } else {
                shapes[aliasShape] = alias.pattern
            }
        }
        return diagnostics
    }

    /// The URLs a pattern matches, as one string: literals as they are, placeholders as `:`,
    /// a tail as `*`.
    private static func shape(of segments: [String]) -> String {
        segments.map { $0.hasPrefix(":") ? ":" : $0.hasPrefix("*") ? "*" : $0 }.joined(separator: "/")
    }
}
