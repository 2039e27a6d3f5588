import SwiftSyntax
import SwiftSyntaxBuilder

// MARK: - Generated members
//
// Each member is written as finished source text: indented by 4 spaces a level, every brace on
// lines of its own, exactly as BasicFormat would lay it out. `RouteMacro.formatMode` is
// `.disabled`, so the expansion is not formatted again: formatting a route's members took longer
// than the rest of the expansion (Docs/Performance.md, "`@Route` at build time").

extension RouteDeclaration {
    /// The members the macro adds to a valid route struct.
    func generatedMembers() -> [DeclSyntax] {
        var members: [DeclSyntax] = []
        if let pattern {
            members.append(
                """
                \(raw: accessPrefix)static let routePattern: WayfinderCore.RoutePattern? = \
                WayfinderCore.RoutePattern(validated: \(literal: pattern))
                """)
            if isExternallyUnreachable {
                members.append(block("\(accessPrefix)static var isExternallyReachable: Bool", ["false"]))
            }
            if !aliases.isEmpty { members.append(aliasesProperty()) }
        }
        if let initializer = memberwiseInitializer() { members.append(initializer) }
        if pattern != nil {
            members.append(parametersInitializer())
            members.append(parametersProperty())
            members.append(pathRepresentationProperty())
            if let sample = sampleProperty() { members.append(sample) }
        }
        return members
    }

    /// `static let routeAliases`: the aliases as written, each a `RouteAlias` of its pattern and
    /// its rules.
    private func aliasesProperty() -> DeclSyntax {
        func literal(_ text: String) -> String { StringLiteralExprSyntax(content: text).description }
        let elements = aliases.map { alias in
            var arguments = [literal(alias.pattern)]
            if !alias.renamed.isEmpty {
                let pairs = alias.renamed.map { "\(literal($0.placeholder)): \(literal($0.parameter))" }
                arguments.append("renaming: [\(pairs.joined(separator: ", "))]")
            }
            if !alias.dropped.isEmpty {
                arguments.append("dropping: [\(alias.dropped.map(literal).joined(separator: ", "))]")
            }
            return "    WayfinderCore.RouteAlias(\(arguments.joined(separator: ", ")))"
        }
        return DeclSyntax(
            stringLiteral: "\(accessPrefix)static let routeAliases: [WayfinderCore.RouteAlias] = [\n"
                + elements.joined(separator: ",\n") + "\n]")
    }

    /// `static var sample`: the route whose placeholders hold their types' samples and whose
    /// query parameters are left out, or nil when a placeholder type has none. Not generated when
    /// the pattern has no placeholders (the default makes the route from no parameters) or the
    /// struct declares its own.
    private func sampleProperty() -> DeclSyntax? {
        if declaresSample { return nil }
        let names = Set(placeholders)
        let settable = properties.filter { $0.isSettable && $0.type != nil }
        let placeholderProperties = settable.filter { names.contains($0.name) }
        if placeholderProperties.isEmpty { return nil }
        let bindings = placeholderProperties.map {
            "let \($0.identifier.text) = \(typeExpression($0.type!)).sampleParameter"
        }
        // The generated memberwise initializer defaults every other property; one the struct
        // declares itself with the same labels is given their defaults.
        let declaresMemberwise = declaredInitializerLabels.contains(settable.map(\.identifier.text))
        let arguments = settable.compactMap { property -> String? in
            let label = property.identifier.text
            if names.contains(property.name) { return "\(label): \(label)" }
            guard declaresMemberwise, let value = property.memberwiseDefault else { return nil }
            return "\(label): \(value)"
        }
        return block(
            "\(accessPrefix)static var sample: Self?",
            [
                "guard \(bindings.joined(separator: ", ")) else {",
                "    return nil",
                "}",
                "return Self(\(arguments.joined(separator: ", ")))",
            ])
    }

    /// `init(a: A, b: B? = nil, …)` over the settable stored properties with a written type, or
    /// nil when the struct declares an initializer with the same labels.
    private func memberwiseInitializer() -> DeclSyntax? {
        let settable = properties.filter { $0.isSettable && $0.type != nil }
        let labels = settable.map(\.identifier.text)
        if declaredInitializerLabels.contains(labels) { return nil }
        let parameters = settable.map { property in
            let type = property.type!.trimmedDescription
            let defaultClause = property.memberwiseDefault.map { " = \($0)" } ?? ""
            return "\(property.identifier.text): \(type)\(defaultClause)"
        }.joined(separator: ", ")
        let body = settable.map { "self.\($0.identifier.text) = \($0.identifier.text)" }
        return block("\(accessPrefix)init(\(parameters))", body)
    }

    /// `init(parameters:)`: placeholders are required, query values optional or defaulted.
    private func parametersInitializer() -> DeclSyntax {
        var lines: [String] = []
        for property in placeholderProperties {
            lines.append(
                "self.\(property.identifier.text) = try parameters.decode(\(typeExpression(property.type!)).self, for: \(quoted(property.name)))"
            )
        }
        for property in queryProperties {
            let assignment = "self.\(property.identifier.text) = try parameters.decodeIfPresent"
            if let wrapped = property.wrappedType {
                lines.append("\(assignment)(\(typeExpression(wrapped)).self, for: \(quoted(property.name)))")
            } else {
                let fallback = property.defaultValue!.trimmedDescription
                lines.append(
                    "\(assignment)(\(typeExpression(property.type!)).self, for: \(quoted(property.name))) ?? \(fallback)"
                )
            }
        }
        return block(
            "\(accessPrefix)init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError)",
            lines)
    }

    /// `parameters`: placeholders in pattern order, then query values in declaration order.
    private func parametersProperty() -> DeclSyntax {
        let declaration = "\(accessPrefix)var parameters: WayfinderCore.RouteParameters"
        if placeholderProperties.isEmpty && queryProperties.isEmpty {
            return block(declaration, ["WayfinderCore.RouteParameters()"])
        }
        var lines = ["var parameters = WayfinderCore.RouteParameters()"]
        for property in placeholderProperties {
            lines.append("parameters.encode(self.\(property.identifier.text), for: \(quoted(property.name)))")
        }
        for property in queryProperties {
            let method = property.isOptional ? "encodeIfPresent" : "encode"
            lines.append(
                "parameters.\(method)(self.\(property.identifier.text), for: \(quoted(property.name)))")
        }
        lines.append("return parameters")
        return block(declaration, lines)
    }

    /// `pathRepresentation`, written out directly: literal text, encoded placeholder values and
    /// `?name=value&…` for the query values that are present, without building parameters.
    private func pathRepresentationProperty() -> DeclSyntax {
        var lines: [String] = []
        var pendingLiteral = ""
        func flush() {
            guard !pendingLiteral.isEmpty else { return }
            lines.append(
                lines.isEmpty ? "var path = \(quoted(pendingLiteral))" : "path += \(quoted(pendingLiteral))")
            pendingLiteral = ""
        }
        func append(_ value: String) {
            flush()
            if lines.isEmpty { lines.append("var path = \"\"") }
            lines.append("WayfinderCore.RouteURLCoder.appendEncoded(\(value).routeValue, to: &path)")
        }
        for (index, segment) in segments.enumerated() {
            if index > 0 { pendingLiteral += "/" }
            if segment.hasPrefix(":"), let property = properties.first(where: { ":" + $0.name == segment }) {
                append("self.\(property.identifier.text)")
            } else {
                pendingLiteral += segment
            }
        }

        // The separator before a query item is known while every earlier item is always written;
        // after an Optional item it is tracked at run time.
        enum Separator {
            case known(String)
            case tracked
        }
        var separator = Separator.known("?")
        var declaredSeparator = false
        let query = queryProperties
        for (index, property) in query.enumerated() {
            let isLast = index == query.count - 1
            let name = Self.percentEncoded(property.name) + "="
            if !property.isOptional {
                switch separator {
                case .known(let text):
                    pendingLiteral += text + name
                case .tracked:
                    flush()
                    lines.append("path += separator")
                    pendingLiteral += name
                }
                append("self.\(property.identifier.text)")
                separator = .known("&")
                continue
            }
            flush()
            if lines.isEmpty { lines.append("var path = \"\"") }
            lines.append("if let value = self.\(property.identifier.text) {")
            switch separator {
            case .known(let text) where text == "&" || isLast:
                lines.append("    path += \(quoted(text + name))")
            case .known, .tracked:
                if !declaredSeparator {
                    lines.insert("var separator = \"?\"", at: lines.count - 1)
                    declaredSeparator = true
                }
                lines.append("    path += separator")
                lines.append("    path += \(quoted(name))")
                if !isLast { lines.append("    separator = \"&\"") }
                separator = .tracked
            }
            lines.append("    WayfinderCore.RouteURLCoder.appendEncoded(value.routeValue, to: &path)")
            lines.append("}")
        }
        let declaration = "\(accessPrefix)var pathRepresentation: String"
        if lines.isEmpty { return block(declaration, [quoted(pendingLiteral)]) }
        flush()
        lines.append("return path")
        return block(declaration, lines)
    }

    // MARK: - Text

    /// `declaration { … }` with the body's lines indented by one level, or `declaration {` and
    /// `}` on two lines for an empty body.
    private func block(_ declaration: String, _ body: [String]) -> DeclSyntax {
        let lines = [declaration + " {"] + body.map { "    " + $0 } + ["}"]
        return "\(raw: lines.joined(separator: "\n"))"
    }

    /// A type as an expression before `.self`: `[Int]`, `Order`, `(any P)`.
    private func typeExpression(_ type: TypeSyntax) -> String {
        let text = type.trimmedDescription
        if type.is(SomeOrAnyTypeSyntax.self) || type.is(CompositionTypeSyntax.self)
            || type.is(FunctionTypeSyntax.self)
        {
            return "(\(text))"
        }
        return text
    }

    /// A Swift string literal holding `text`.
    private func quoted(_ text: String) -> String {
        StringLiteralExprSyntax(content: text).description
    }

    /// `text` percent-encoded as `RouteURLCoder.appendEncoded(_:to:)` does for a name.
    static func percentEncoded(_ text: String) -> String {
        let hexDigits = Array("0123456789ABCDEF")
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.append(Character(Unicode.Scalar(byte)))
            default:
                output += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0x0F)])
            }
        }
        return output
    }
}
