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
            if let rules = linkRulesProperty() { members.append(rules) }
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
            if alias.isExternallyUnreachable { arguments.append("externallyReachable: false") }
            return "    WayfinderCore.RouteAlias(\(arguments.joined(separator: ", ")))"
        }
        return DeclSyntax(
            stringLiteral: "\(accessPrefix)static let routeAliases: [WayfinderCore.RouteAlias] = [\n"
                + elements.joined(separator: ",\n") + "\n]")
    }

    /// `static var sample`: the route whose placeholders and required query items hold their
    /// types' samples and whose other query parameters are left out, or nil when such a type has
    /// none. Not generated when there are no such properties (the default makes the route from
    /// no parameters) or the struct declares its own.
    private func sampleProperty() -> DeclSyntax? {
        if declaresSample { return nil }
        let required = queryProperties.filter(\.isRequiredQueryItem)
        let names = Set(placeholders + required.map(\.name))
        let settable = properties.filter { $0.isSettable && $0.type != nil }
        let sampled = settable.filter { names.contains($0.name) }
        if sampled.isEmpty { return nil }
        let bindings = sampled.map {
            "let \($0.identifier.text) = WayfinderCore.RouteParameters.sampleValue(of: \(typeExpression($0.type!)).self)"
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

    /// `init(parameters:)`: placeholders and required query items are decoded, Optional and
    /// defaulted query items decoded when present (leniently under `lenient: true`), and the
    /// fragment, the whole link and the remaining query items read from the parameters.
    private func parametersInitializer() -> DeclSyntax {
        var lines: [String] = []
        for property in placeholderProperties {
            lines.append(
                "self.\(property.identifier.text) = try parameters.decode(\(typeExpression(property.type!)).self, for: \(quoted(property.name)))"
            )
        }
        for property in queryProperties {
            let target = "self.\(property.identifier.text)"
            let name = quoted(property.linkName)
            if property.isRequiredQueryItem {
                lines.append(
                    "\(target) = try parameters.decode(\(typeExpression(property.type!)).self, for: \(name))")
                continue
            }
            let type = typeExpression(property.wrappedType ?? property.type!)
            let call = "parameters.decodeIfPresent(\(type).self, for: \(name))"
            let fallback = property.isOptional ? nil : property.defaultValue!.trimmedDescription
            switch (link.lenient, fallback) {
            case (false, nil): lines.append("\(target) = try \(call)")
            case (false, let fallback?): lines.append("\(target) = try \(call) ?? \(fallback)")
            case (true, nil): lines.append("\(target) = try? \(call)")
            case (true, let fallback?): lines.append("\(target) = (try? \(call)) ?? \(fallback)")
            }
        }
        if let property = remainingProperty {
            let names = declaredParameterNames.map(quoted).joined(separator: ", ")
            lines.append(
                "self.\(property.identifier.text) = try parameters.remainingItems(excluding: [\(names)], for: \(quoted(property.name)))"
            )
        }
        if let property = fragmentProperty {
            lines.append("self.\(property.identifier.text) = parameters.fragment")
        }
        if let property = linkProperty {
            lines.append("self.\(property.identifier.text) = parameters.link")
        }
        return block(
            "\(accessPrefix)init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError)",
            lines)
    }

    /// `parameters`: placeholders in pattern order, then query values in declaration order, then
    /// the remaining query items by name, and the fragment. The whole link is never written.
    private func parametersProperty() -> DeclSyntax {
        let declaration = "\(accessPrefix)var parameters: WayfinderCore.RouteParameters"
        if placeholderProperties.isEmpty && queryProperties.isEmpty && remainingProperty == nil
            && fragmentProperty == nil
        {
            return block(declaration, ["WayfinderCore.RouteParameters()"])
        }
        var lines = ["var parameters = WayfinderCore.RouteParameters()"]
        for property in placeholderProperties {
            lines.append("parameters.encode(self.\(property.identifier.text), for: \(quoted(property.name)))")
        }
        for property in queryProperties {
            let method = property.isOptional ? "encodeIfPresent" : "encode"
            lines.append(
                "parameters.\(method)(self.\(property.identifier.text), for: \(quoted(property.linkName)))")
        }
        if let property = remainingProperty {
            let names = declaredParameterNames.map(quoted).joined(separator: ", ")
            lines.append(
                "parameters.encodeRemaining(self.\(property.identifier.text), excluding: [\(names)])")
        }
        if let property = fragmentProperty {
            lines.append("parameters.fragment = self.\(property.identifier.text)")
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
            lines.append("WayfinderCore.RouteURLCoder.appendEncoded(\(routeValue(value)), to: &path)")
        }
        for (index, segment) in segments.enumerated() {
            if index > 0 { pendingLiteral += "/" }
            let name = Self.placeholderName(of: segment)
            if segment.hasPrefix("*") {
                // A tail's segments are encoded one by one; the slashes between them stay.
                guard let property = properties.first(where: { $0.name == name }) else { continue }
                flush()
                if lines.isEmpty { lines.append("var path = \"\"") }
                lines.append(
                    "for (position, part) in \(routeValue("self." + property.identifier.text)).split(separator: \"/\", omittingEmptySubsequences: false).enumerated() {"
                )
                lines.append("    if position > 0 {")
                lines.append("        path += \"/\"")
                lines.append("    }")
                lines.append("    WayfinderCore.RouteURLCoder.appendEncoded(String(part), to: &path)")
                lines.append("}")
            } else if let name, let property = properties.first(where: { $0.name == name }) {
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
        // After the declared items come the remaining ones, whose separators are tracked.
        let hasMore = remainingProperty != nil
        for (index, property) in query.enumerated() {
            let isLast = index == query.count - 1 && !hasMore
            let name = Self.percentEncoded(property.linkName) + "="
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
            lines.append("    WayfinderCore.RouteURLCoder.appendEncoded(\(routeValue("value")), to: &path)")
            lines.append("}")
        }
        if let property = remainingProperty {
            flush()
            if lines.isEmpty { lines.append("var path = \"\"") }
            switch separator {
            case .known(let text):
                lines.append(
                    declaredSeparator ? "separator = \(quoted(text))" : "var separator = \(quoted(text))")
            case .tracked: break
            }
            let names = declaredParameterNames.map(quoted).joined(separator: ", ")
            lines.append(
                "for (name, value) in self.\(property.identifier.text).sorted(by: { $0.key < $1.key }) where ![\(names)].contains(name) {"
            )
            lines.append("    path += separator")
            lines.append("    WayfinderCore.RouteURLCoder.appendEncoded(name, to: &path)")
            lines.append("    path += \"=\"")
            lines.append("    WayfinderCore.RouteURLCoder.appendEncoded(value, to: &path)")
            lines.append("    separator = \"&\"")
            lines.append("}")
        }
        if let property = fragmentProperty {
            flush()
            if lines.isEmpty { lines.append("var path = \"\"") }
            lines.append("if let fragment = self.\(property.identifier.text) {")
            lines.append("    path += \"#\"")
            lines.append("    WayfinderCore.RouteURLCoder.appendEncoded(fragment, to: &path)")
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

    /// The expression of a value's URL form: `WayfinderCore.RouteParameters.routeValue(of: …)`,
    /// which raw-value types without a `RouteParameter` conformance answer too.
    private func routeValue(_ value: String) -> String {
        "WayfinderCore.RouteParameters.routeValue(of: \(value))"
    }

    /// A Swift string literal holding `text`.
    func quoted(_ text: String) -> String {
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
