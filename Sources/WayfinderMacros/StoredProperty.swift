import SwiftParser
import SwiftSyntax

/// A stored instance property of a route struct, as written in source.
struct StoredProperty {
    /// The property name without backticks, as it appears in URLs.
    let name: String
    /// The property name as written, for generated code.
    let identifier: TokenSyntax
    /// The declared type, or nil when the type is inferred from the initial value.
    let type: TypeSyntax?
    /// The initial value, if any.
    let defaultValue: ExprSyntax?
    /// Whether the property is declared with `let`.
    let isLet: Bool
    /// The node that diagnostics about this property point at: its name.
    let node: Syntax
    /// The binding that declares the property, for fix-its.
    let binding: PatternBindingSyntax
    /// The property attributes `@Route` reads (`@QueryItem`, `@Fragment`, …), in source order.
    var markers: [PropertyMarker] = []

    /// The marker of a kind, if the property has one.
    func marker(_ kind: PropertyMarker.Kind) -> PropertyMarker? { markers.first { $0.kind == kind } }

    /// The name the property's value has in a link: the `@QueryItem` name, or the property name.
    var linkName: String { marker(.queryItem)?.name ?? name }

    /// The wrapped type when ``type`` is written as an Optional (`T?`, `T!`, `Optional<T>`).
    var wrappedType: TypeSyntax? { type.flatMap(Self.optionalWrappedType(of:)) }

    /// Whether the type is written as an Optional.
    var isOptional: Bool { wrappedType != nil }

    /// Whether an initializer can (and must be able to) set the property: a `let` with an initial
    /// value is a constant.
    var isSettable: Bool { !(isLet && defaultValue != nil) }

    /// The default value of the memberwise initializer's parameter: the initial value, or `nil`
    /// for an Optional without one.
    var memberwiseDefault: String? {
        if let defaultValue { return defaultValue.trimmedDescription }
        return isOptional ? "nil" : nil
    }

    /// The stored instance properties of a type's member block, in declaration order.
    static func all(in members: MemberBlockSyntax) -> [StoredProperty] {
        var properties: [StoredProperty] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic = variable.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
            if isStatic { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            let markers = PropertyMarker.all(in: variable.attributes)
            let bindings = Array(variable.bindings)
            for (index, binding) in bindings.enumerated() {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                if let accessors = binding.accessorBlock, !isObserversOnly(accessors) { continue }
                // In `var a, b: Int` the type of `a` is written on `b`.
                var type = binding.typeAnnotation?.type
                if type == nil && binding.initializer == nil {
                    type = bindings[(index + 1)...].lazy.compactMap { $0.typeAnnotation?.type }.first
                }
                let identifier = pattern.identifier
                properties.append(
                    StoredProperty(
                        name: identifier.text.trimmingBackticks,
                        identifier: identifier.trimmed,
                        type: type,
                        defaultValue: binding.initializer?.value,
                        isLet: isLet,
                        node: Syntax(pattern),
                        binding: binding,
                        markers: markers))
            }
        }
        return properties
    }

    /// Whether an accessor block only observes a stored property (`willSet`/`didSet`).
    private static func isObserversOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy {
            $0.accessorSpecifier.tokenKind == .keyword(.willSet)
                || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }

    /// The wrapped type of a type written as an Optional, or nil.
    static func optionalWrappedType(of type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return optional.wrappedType
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.firstName == nil
        {
            return optionalWrappedType(of: only.type)
        }
        let genericClause: GenericArgumentClauseSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" {
            genericClause = identifier.genericArgumentClause
        } else if let member = type.as(MemberTypeSyntax.self), member.name.text == "Optional",
            member.baseType.trimmedDescription == "Swift"
        {
            genericClause = member.genericArgumentClause
        } else {
            genericClause = nil
        }
        guard let arguments = genericClause?.arguments, arguments.count == 1,
            let argument = arguments.first?.argument.as(TypeSyntax.self)
        else { return nil }
        return argument
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}

/// One property attribute that `@Route` reads, as written.
struct PropertyMarker {
    /// Which attribute.
    enum Kind: String, CaseIterable {
        case queryItem = "QueryItem"
        case remainingQueryItems = "RemainingQueryItems"
        case fragment = "Fragment"
        case linkURL = "LinkURL"
        case nestedLink = "NestedLink"
    }

    let kind: Kind
    /// The attribute as written, for diagnostics and fix-its.
    let attribute: AttributeSyntax
    /// The `@QueryItem` name when it is a string literal.
    let name: String?
    /// The `@QueryItem` argument, when there is one.
    let argument: ExprSyntax?

    /// `@Kind` as written in messages.
    var spelling: String { "@" + kind.rawValue }

    /// The markers among a declaration's attributes, in source order.
    static func all(in attributes: AttributeListSyntax) -> [PropertyMarker] {
        attributes.compactMap { element -> PropertyMarker? in
            guard case .attribute(let attribute) = element else { return nil }
            var typeName = attribute.attributeName.trimmedDescription
            if typeName.hasPrefix("WayfinderCore.") { typeName.removeFirst("WayfinderCore.".count) }
            guard let kind = Kind(rawValue: typeName) else { return nil }
            var argument: ExprSyntax?
            if case .argumentList(let arguments) = attribute.arguments {
                argument = arguments.first?.expression
            }
            let name = argument?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            return PropertyMarker(kind: kind, attribute: attribute, name: name, argument: argument)
        }
    }
}
