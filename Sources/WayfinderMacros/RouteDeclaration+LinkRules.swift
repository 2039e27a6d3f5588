import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder

/// The route-level link arguments of `@Route`, as written: every one a literal.
struct LinkArguments {
    /// The labels this struct reads.
    static let labels: Set<String> = [
        "requiring", "excluding", "host", "caseInsensitive", "lenient", "opensAnyWebLink",
    ]

    var requiring: [String] = []
    var excluding: [String] = []
    var host: String?
    var caseInsensitive = false
    var lenient = false
    var opensAnyWebLink = false
    /// The argument expressions by label, for diagnostics.
    var nodes: [String: ExprSyntax] = [:]

    /// Reads one argument; returns the diagnostic of one that is not a literal.
    mutating func read(label: String, expression: ExprSyntax) -> [Diagnostic] {
        nodes[label] = expression
        func notALiteral(_ example: String) -> [Diagnostic] {
            [
                Diagnostic(
                    node: expression,
                    message: RouteDiagnostic.linkArgumentNotALiteral(
                        label: label, argument: expression.trimmedDescription, example: example))
            ]
        }
        switch label {
        case "requiring", "excluding":
            guard let array = expression.as(ArrayExprSyntax.self) else { return notALiteral("[\"comment\"]") }
            var names: [String] = []
            for element in array.elements {
                guard let name = element.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                else { return notALiteral("[\"comment\"]") }
                names.append(name)
            }
            if label == "requiring" { requiring = names } else { excluding = names }
        case "host":
            if expression.is(NilLiteralExprSyntax.self) { return [] }
            guard let text = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
                return notALiteral("\"clicks.example.com\"")
            }
            host = text
        default:
            guard let literal = expression.as(BooleanLiteralExprSyntax.self) else {
                return notALiteral("true")
            }
            let value = literal.literal.tokenKind == .keyword(.true)
            switch label {
            case "caseInsensitive": caseInsensitive = value
            case "lenient": lenient = value
            default: opensAnyWebLink = value
            }
        }
        return []
    }

    /// Whether any argument was given.
    var isEmpty: Bool { nodes.isEmpty }
}

extension RouteDeclaration {
    /// The problems of the link arguments: arguments on a route without a pattern, an empty or
    /// contradictory query item name, an excluded item a property reads, a malformed host.
    static func linkDiagnostics(
        _ link: LinkArguments, pattern: String?, placeholders: [String], properties: [StoredProperty],
        isExternallyUnreachable: Bool, attribute: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard pattern != nil else {
            for (label, node) in link.nodes.sorted(by: { $0.key < $1.key }) {
                diagnostics.append(
                    Diagnostic(node: node, message: RouteDiagnostic.linkArgumentWithoutPattern(label: label)))
            }
            return diagnostics
        }
        for label in ["requiring", "excluding"] {
            guard let node = link.nodes[label] else { continue }
            let names = label == "requiring" ? link.requiring : link.excluding
            for name in names where name.isEmpty {
                diagnostics.append(
                    Diagnostic(node: node, message: RouteDiagnostic.emptyQueryItemName(attribute: attribute)))
            }
            for name in names where placeholders.contains(name) {
                diagnostics.append(
                    Diagnostic(
                        node: node,
                        message: RouteDiagnostic.queryConditionIsPlaceholder(
                            label: label, name: name, attribute: attribute)))
            }
        }
        if let node = link.nodes["excluding"] {
            for name in link.excluding where !name.isEmpty {
                if link.requiring.contains(name) {
                    diagnostics.append(
                        Diagnostic(
                            node: node,
                            message: RouteDiagnostic.requiredAndExcluded(name: name, attribute: attribute)))
                }
                let placeholderNames = Set(placeholders)
                if let reader = properties.first(where: {
                    $0.isSettable && !placeholderNames.contains($0.name) && $0.linkName == name
                        && $0.marker(.fragment) == nil && $0.marker(.linkURL) == nil
                        && $0.marker(.remainingQueryItems) == nil
                }) {
                    diagnostics.append(
                        Diagnostic(
                            node: node,
                            message: RouteDiagnostic.excludedItemIsRead(
                                name: name, property: reader.name, attribute: attribute)))
                }
            }
        }
        if let host = link.host, let node = link.nodes["host"],
            let literal = node.as(StringLiteralExprSyntax.self),
            !isHostName(host)
        {
            var fixIts: [FixIt] = []
            if let extracted = hostName(inLink: host) {
                let replacement = StringLiteralExprSyntax(content: extracted)
                    .with(\.leadingTrivia, literal.leadingTrivia).with(
                        \.trailingTrivia, literal.trailingTrivia)
                fixIts.append(
                    FixIt(
                        message: RouteFixIt.replaceHost(with: extracted),
                        changes: [.replace(oldNode: Syntax(literal), newNode: Syntax(replacement))]))
            }
            diagnostics.append(
                Diagnostic(
                    node: node, message: RouteDiagnostic.invalidHost(host: host, attribute: attribute),
                    fixIts: fixIts))
        }
        if link.opensAnyWebLink, let node = link.nodes["opensAnyWebLink"] {
            if link.host != nil {
                diagnostics.append(
                    Diagnostic(node: node, message: RouteDiagnostic.anyWebLinkWithHost(attribute: attribute)))
            }
            if isExternallyUnreachable {
                diagnostics.append(
                    Diagnostic(
                        node: node, message: RouteDiagnostic.anyWebLinkUnreachable(attribute: attribute)))
            }
        }
        return diagnostics
    }

    /// Whether text is a host name: dot-separated labels of letters, digits and `-`, none empty,
    /// none starting or ending with `-`, at most 63 bytes each and 253 in all.
    static func isHostName(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 253 else { return false }
        for label in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard !label.isEmpty, label.utf8.count <= 63, label.first != "-", label.last != "-" else {
                return false
            }
            let valid = label.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }
            if !valid { return false }
        }
        return true
    }

    /// The host of text written as a link (`https://clicks.example.com/x`, `clicks.example.com:443`),
    /// when it has one.
    static func hostName(inLink text: String) -> String? {
        var rest = Substring(text)
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") {
            rest = rest[rest.index(colon, offsetBy: 3)...]
        }
        if let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if let colon = rest.firstIndex(of: ":") { rest = rest[..<colon] }
        let host = String(rest).lowercased()
        return isHostName(host) && host != text ? host : nil
    }

    // MARK: - Generation

    /// The names of the query items the route requires: the `requiring:` names, then its
    /// required query properties' names, without repeats.
    var requiredQueryItems: [String] {
        var names: [String] = []
        for name in link.requiring + queryProperties.filter(\.isRequiredQueryItem).map(\.linkName)
        where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// `static let linkRules`, or nil when the rules are the standard ones.
    func linkRulesProperty() -> DeclSyntax? {
        var arguments: [String] = []
        func set(_ names: [String]) -> String { "[" + names.map(quoted).joined(separator: ", ") + "]" }
        let required = requiredQueryItems
        if !required.isEmpty { arguments.append("requiredQueryItems: \(set(required))") }
        var excluded: [String] = []
        for name in link.excluding where !excluded.contains(name) { excluded.append(name) }
        if !excluded.isEmpty { arguments.append("forbiddenQueryItems: \(set(excluded))") }
        if let host = link.host { arguments.append("host: \(quoted(host.lowercased()))") }
        if link.caseInsensitive { arguments.append("matchesCaseInsensitively: true") }
        if link.lenient { arguments.append("isLenient: true") }
        if fragmentProperty != nil { arguments.append("receivesFragment: true") }
        if linkProperty != nil { arguments.append("receivesLink: true") }
        if let nested = properties.first(where: { $0.isSettable && $0.marker(.nestedLink) != nil }) {
            arguments.append("nestedLinkParameter: \(quoted(nested.linkName))")
        }
        if link.opensAnyWebLink { arguments.append("opensAnyWebLink: true") }
        guard !arguments.isEmpty else { return nil }
        return DeclSyntax(
            stringLiteral: "\(accessPrefix)static let linkRules: WayfinderCore.RouteLinkRules = "
                + "WayfinderCore.RouteLinkRules(\(arguments.joined(separator: ", ")))")
    }
}

extension StoredProperty {
    /// Whether a query property must be present in a link: neither Optional nor defaulted.
    var isRequiredQueryItem: Bool { !isOptional && defaultValue == nil }
}
