import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder

/// What the `@Route` attribute and its struct say, checked: the pattern, the stored properties
/// and every problem found, so the macro reports all problems at once.
struct RouteDeclaration {
    /// The struct's name.
    let typeName: String
    /// The access modifier for generated members (`public `, `package ` or empty).
    let accessPrefix: String
    /// The pattern string, or nil for an in-app-only route.
    let pattern: String?
    /// The pattern's segments, placeholder names prefixed with `:`.
    let segments: [String]
    /// Whether the attribute says `externallyReachable: false`.
    let isExternallyUnreachable: Bool
    /// The stored instance properties in declaration order.
    let properties: [StoredProperty]
    /// The argument labels of the initializers the struct declares itself.
    let declaredInitializerLabels: [[String]]
    /// Whether the struct declares a static `sample` itself.
    let declaresSample: Bool
    /// The old patterns of `aliases:`, in order.
    let aliases: [AliasDeclaration]
    /// The route-level link arguments (`requiring:`, `host:`, …).
    let link: LinkArguments

    /// The placeholder names in pattern order, the named tail's last.
    var placeholders: [String] { segments.compactMap(Self.placeholderName(of:)) }

    /// The name a segment captures its value under: `id` for `:id` and for `*id`; nil for a
    /// literal and for an unnamed tail `*`.
    static func placeholderName(of segment: String) -> String? {
        guard segment.hasPrefix(":") || (segment.hasPrefix("*") && segment.count > 1) else { return nil }
        return String(segment.dropFirst())
    }

    /// The stored properties that are placeholders, in pattern order.
    var placeholderProperties: [StoredProperty] {
        placeholders.compactMap { name in properties.first { $0.name == name } }
    }

    /// The settable stored properties that are query parameters, in declaration order: neither
    /// placeholders nor the fragment, the whole link or the remaining query items.
    var queryProperties: [StoredProperty] {
        let names = Set(placeholders)
        return properties.filter {
            $0.isSettable && !names.contains($0.name) && $0.marker(.fragment) == nil
                && $0.marker(.linkURL) == nil && $0.marker(.remainingQueryItems) == nil
        }
    }

    /// The property that receives the link's fragment.
    var fragmentProperty: StoredProperty? {
        properties.first { $0.isSettable && $0.marker(.fragment) != nil }
    }

    /// The property that receives the whole link.
    var linkProperty: StoredProperty? { properties.first { $0.isSettable && $0.marker(.linkURL) != nil } }

    /// The property that receives the undeclared query items.
    var remainingProperty: StoredProperty? {
        properties.first { $0.isSettable && $0.marker(.remainingQueryItems) != nil }
    }

    /// Every parameter name the route reads itself: placeholders, query items and the query
    /// items its link arguments name, sorted.
    var declaredParameterNames: [String] {
        Array(Set(placeholders + queryProperties.map(\.linkName) + link.requiring + link.excluding)).sorted()
    }

    /// Reads and checks an attribute and the struct it is attached to.
    ///
    /// Returns every problem found, and the declaration (nil when it is not a struct).
    static func read(
        attribute: AttributeSyntax, declaration: some DeclGroupSyntax
    ) -> (declaration: RouteDeclaration?, diagnostics: [Diagnostic]) {
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            let (kind, name) = describe(declaration)
            let diagnostic = Diagnostic(
                node: attribute, message: RouteDiagnostic.notAStruct(kind: kind, name: name))
            return (nil, [diagnostic])
        }
        var diagnostics: [Diagnostic] = []
        let attributeText = attribute.trimmedDescription
        let properties = StoredProperty.all(in: structDecl.memberBlock)

        // MARK: Arguments
        var pattern: String?
        var patternLiteral: StringLiteralExprSyntax?
        var isExternallyUnreachable = false
        var aliases: [AliasDeclaration] = []
        var aliasesNode: ExprSyntax?
        var link = LinkArguments()
        if case .argumentList(let arguments) = attribute.arguments {
            for argument in arguments {
                if let label = argument.label?.text, LinkArguments.labels.contains(label) {
                    diagnostics += link.read(label: label, expression: argument.expression)
                } else if argument.label == nil {
                    if argument.expression.is(NilLiteralExprSyntax.self) { continue }
                    if let literal = argument.expression.as(StringLiteralExprSyntax.self),
                        let text = literal.representedLiteralValue
                    {
                        pattern = text
                        patternLiteral = literal
                    } else {
                        diagnostics.append(
                            Diagnostic(
                                node: argument.expression,
                                message: RouteDiagnostic.patternNotALiteral(
                                    argument: argument.expression.trimmedDescription)))
                    }
                } else if argument.label?.text == "aliases" {
                    let (read, problems) = readAliases(argument.expression)
                    aliases = read
                    aliasesNode = argument.expression
                    diagnostics += problems
                } else if argument.label?.text == "externallyReachable" {
                    if let literal = argument.expression.as(BooleanLiteralExprSyntax.self) {
                        isExternallyUnreachable = literal.literal.tokenKind == .keyword(.false)
                    } else {
                        diagnostics.append(
                            Diagnostic(
                                node: argument.expression,
                                message: RouteDiagnostic.externallyReachableNotALiteral(
                                    argument: argument.expression.trimmedDescription)))
                    }
                }
            }
        }

        // MARK: Pattern
        var segments: [String] = []
        if let pattern, let patternLiteral {
            let problems = RoutePatternError.problems(in: pattern)
            diagnostics += patternDiagnostics(
                problems, pattern: pattern, literal: patternLiteral, attribute: attributeText)
            segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            // A placeholder the validator already rejected is not looked up again.
            var checked: Set<String> = []
            for problem in problems {
                switch problem {
                case .invalidPlaceholderName(let segment), .invalidTailName(let segment),
                    .tailNotLast(let segment):
                    checked.insert(String(segment.dropFirst()))
                default: break
                }
            }
            for segment in segments {
                guard let name = placeholderName(of: segment) else { continue }
                let sigil = String(segment.prefix(1))
                guard checked.insert(name).inserted else { continue }
                guard let property = properties.first(where: { $0.name == name }) else {
                    let suggestion = closestMatch(
                        to: name,
                        among: properties.map(\.name).filter {
                            !segments.contains(":" + $0) && !segments.contains("*" + $0)
                        })
                    var fixIts: [FixIt] = []
                    if let suggestion {
                        let corrected = segments.map { $0 == segment ? sigil + suggestion : $0 }
                            .joined(separator: "/")
                        fixIts.append(
                            replacingPattern(
                                patternLiteral, with: corrected,
                                message: .replacePattern(
                                    with: corrected,
                                    reason: "rename the placeholder to '\(sigil)\(suggestion)'")))
                    }
                    diagnostics.append(
                        Diagnostic(
                            node: patternLiteral,
                            message: RouteDiagnostic.placeholderWithoutProperty(
                                placeholder: sigil + name, attribute: attributeText, suggestion: suggestion),
                            fixIts: fixIts))
                    continue
                }
                if let type = property.type, let wrapped = property.wrappedType {
                    diagnostics.append(
                        Diagnostic(
                            node: property.node,
                            message: RouteDiagnostic.optionalPlaceholder(
                                property: property.name, wrappedType: wrapped.trimmedDescription,
                                attribute: attributeText),
                            fixIts: [
                                FixIt(
                                    message: RouteFixIt.removeOptional(property.name),
                                    changes: [
                                        .replace(
                                            oldNode: Syntax(type),
                                            newNode: Syntax(
                                                wrapped.trimmed.with(\.leadingTrivia, type.leadingTrivia)
                                                    .with(\.trailingTrivia, type.trailingTrivia)))
                                    ])
                            ]))
                }
            }
        }

        // MARK: Aliases
        if let aliasesNode {
            diagnostics += aliasDiagnostics(
                aliases, node: aliasesNode, pattern: pattern, segments: segments, properties: properties,
                attribute: attributeText)
        }

        // MARK: Properties
        if pattern != nil {
            for property in properties where property.isSettable && property.type == nil {
                diagnostics.append(missingTypeDiagnostic(property, attribute: attributeText))
            }
        }
        diagnostics += linkDiagnostics(
            link, pattern: pattern, placeholders: segments.compactMap(placeholderName(of:)),
            properties: properties, isExternallyUnreachable: isExternallyUnreachable, attribute: attributeText
        )
        diagnostics += markerDiagnostics(
            properties: properties, pattern: pattern, placeholders: segments.compactMap(placeholderName(of:)),
            attribute: attributeText)
        if pattern != nil {
            diagnostics += ownedMemberDiagnostics(
                structDecl, attribute: attribute, attributeText: attributeText,
                isExternallyUnreachable: isExternallyUnreachable)
        }

        let initializerLabels = structDecl.memberBlock.members.compactMap {
            $0.decl.as(InitializerDeclSyntax.self)
        }.map { initializer in
            initializer.signature.parameterClause.parameters.map { $0.firstName.text }
        }
        let declaresSample = structDecl.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return false }
            return variable.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks == "sample"
            }
        }
        let declaration = RouteDeclaration(
            typeName: structDecl.name.text,
            accessPrefix: accessPrefix(of: structDecl.modifiers),
            pattern: pattern,
            segments: segments,
            isExternallyUnreachable: isExternallyUnreachable,
            properties: properties,
            declaredInitializerLabels: initializerLabels,
            declaresSample: declaresSample,
            aliases: aliases,
            link: link)
        return (declaration, diagnostics)
    }

    // MARK: - Helpers

    /// A type ready to be followed by `?`: function types, compositions and `some`/`any` types
    /// need parentheses.
    static func optionalWrappable(_ type: TypeSyntax) -> TypeSyntax {
        let trimmed = type.trimmed
        if trimmed.is(FunctionTypeSyntax.self) || trimmed.is(CompositionTypeSyntax.self)
            || trimmed.is(SomeOrAnyTypeSyntax.self)
        {
            return TypeSyntax(
                TupleTypeSyntax(elements: TupleTypeElementListSyntax([TupleTypeElementSyntax(type: trimmed)]))
            )
        }
        return trimmed
    }

    static func missingTypeDiagnostic(
        _ property: StoredProperty, attribute: String
    ) -> Diagnostic {
        let binding = property.binding
        let annotated = binding.with(
            \.pattern, binding.pattern.with(\.trailingTrivia, [])
        ).with(
            \.typeAnnotation,
            TypeAnnotationSyntax(
                colon: .colonToken(trailingTrivia: .space),
                type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("<#Type#>"))),
                trailingTrivia: binding.pattern.trailingTrivia))
        return Diagnostic(
            node: property.node,
            message: RouteDiagnostic.missingTypeAnnotation(property: property.name, attribute: attribute),
            fixIts: [
                FixIt(
                    message: RouteFixIt.insertTypeAnnotation(property.name),
                    changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(annotated))])
            ])
    }

    /// One diagnostic per problem of the pattern string, with fix-its for stray slashes.
    private static func patternDiagnostics(
        _ problems: [RoutePatternError], pattern: String, literal: StringLiteralExprSyntax, attribute: String
    ) -> [Diagnostic] {
        problems.map { problem in
            var fixIts: [FixIt] = []
            switch problem {
            case .leadingSlash:
                var fixed = Substring(pattern)
                while fixed.first == "/" { fixed = fixed.dropFirst() }
                fixIts.append(
                    replacingPattern(
                        literal, with: String(fixed),
                        message: .replacePattern(with: String(fixed), reason: "remove the leading '/'")))
            case .trailingSlash:
                var fixed = Substring(pattern)
                while fixed.last == "/" { fixed = fixed.dropLast() }
                fixIts.append(
                    replacingPattern(
                        literal, with: String(fixed),
                        message: .replacePattern(with: String(fixed), reason: "remove the trailing '/'")))
            default:
                break
            }
            return Diagnostic(
                node: literal,
                message: RouteDiagnostic.invalidPattern(problem, attribute: attribute),
                fixIts: fixIts)
        }
    }

    private static func replacingPattern(
        _ literal: StringLiteralExprSyntax, with pattern: String, message: RouteFixIt
    ) -> FixIt {
        let replacement = StringLiteralExprSyntax(content: pattern)
            .with(\.leadingTrivia, literal.leadingTrivia)
            .with(\.trailingTrivia, literal.trailingTrivia)
        return FixIt(
            message: message,
            changes: [.replace(oldNode: Syntax(literal), newNode: Syntax(replacement))])
    }

    private static func accessPrefix(of modifiers: DeclModifierListSyntax) -> String {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }

    private static func describe(_ declaration: some DeclGroupSyntax) -> (kind: String, name: String) {
        if let decl = declaration.as(ClassDeclSyntax.self) { return ("class", decl.name.text) }
        if let decl = declaration.as(EnumDeclSyntax.self) { return ("enum", decl.name.text) }
        if let decl = declaration.as(ActorDeclSyntax.self) { return ("actor", decl.name.text) }
        if let decl = declaration.as(ProtocolDeclSyntax.self) { return ("protocol", decl.name.text) }
        if let decl = declaration.as(ExtensionDeclSyntax.self) {
            return ("extension", decl.extendedType.trimmedDescription)
        }
        return ("declaration", "this declaration")
    }
}
