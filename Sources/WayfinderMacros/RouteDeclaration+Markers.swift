import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder

extension RouteDeclaration {
    /// The problems of the property attributes (`@QueryItem`, `@Fragment`, …) and of the types
    /// of the properties a link fills.
    static func markerDiagnostics(
        properties: [StoredProperty], pattern: String?, placeholders: [String], attribute: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func problem(_ node: some SyntaxProtocol, _ message: RouteDiagnostic, _ fixIts: [FixIt] = []) {
            diagnostics.append(Diagnostic(node: node, message: message, fixIts: fixIts))
        }
        guard pattern != nil else {
            for property in properties {
                for marker in property.markers {
                    problem(
                        marker.attribute,
                        .markerWithoutPattern(marker: marker.spelling, attribute: attribute),
                        [removing(marker)])
                }
            }
            return diagnostics
        }
        let placeholderNames = Set(placeholders)
        var firstOfKind: [PropertyMarker.Kind: String] = [:]
        var readers: [String: String] = [:]
        for property in properties {
            let isPlaceholder = placeholderNames.contains(property.name)
            var source: PropertyMarker?
            var valid = true
            for marker in property.markers {
                if !property.isSettable {
                    problem(
                        marker.attribute,
                        .markerOnConstant(
                            marker: marker.spelling, property: property.name, attribute: attribute),
                        [removing(marker)])
                    valid = false
                    continue
                }
                if isPlaceholder && marker.kind != .nestedLink {
                    problem(
                        marker.attribute,
                        .markerOnPlaceholder(
                            marker: marker.spelling, property: property.name, attribute: attribute),
                        [removing(marker)])
                    valid = false
                    continue
                }
                if marker.kind == .nestedLink,
                    let other = property.markers.first(where: {
                        [.fragment, .linkURL, .remainingQueryItems].contains($0.kind)
                    })
                {
                    problem(
                        marker.attribute,
                        .conflictingMarkers(
                            first: other.spelling, second: marker.spelling, property: property.name),
                        [removing(marker)])
                    valid = false
                    continue
                }
                if marker.kind != .nestedLink {
                    if let source {
                        problem(
                            marker.attribute,
                            .conflictingMarkers(
                                first: source.spelling, second: marker.spelling, property: property.name),
                            [removing(marker)])
                        valid = false
                        continue
                    }
                    source = marker
                }
                if marker.kind != .queryItem {
                    if let other = firstOfKind[marker.kind] {
                        problem(
                            marker.attribute,
                            .repeatedMarker(marker: marker.spelling, property: property.name, other: other))
                        valid = false
                    } else {
                        firstOfKind[marker.kind] = property.name
                    }
                }
                if marker.kind == .queryItem {
                    diagnostics += queryItemNameDiagnostics(marker, attribute: attribute)
                }
            }
            guard valid, property.isSettable, let type = property.type else { continue }
            if let mismatch = typeMismatch(of: property, type: type, isPlaceholder: isPlaceholder) {
                problem(
                    type,
                    .markerType(
                        marker: mismatch.marker, property: property.name, type: type.trimmedDescription,
                        expected: mismatch.expected),
                    [
                        FixIt(
                            message: RouteFixIt.replaceType(of: property.name, with: mismatch.expected),
                            changes: [
                                .replace(
                                    oldNode: Syntax(type), newNode: Syntax(retyped(type, mismatch.expected)))
                            ])
                    ])
                continue
            }
            let readsParameter =
                property.marker(.fragment) == nil && property.marker(.linkURL) == nil
                && property.marker(.remainingQueryItems) == nil
            guard readsParameter else { continue }
            if let shape = unsupportedShape(of: property.wrappedType ?? type) {
                var fixIts: [FixIt] = []
                let isRemainingShape = compact(property.wrappedType ?? type) == "[String:String]"
                if isRemainingShape && !isPlaceholder {
                    let binding = property.binding
                    if let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                        let first = variable.firstToken(viewMode: .sourceAccurate)
                    {
                        let marked = TokenSyntax(
                            .identifier("@RemainingQueryItems " + first.text),
                            leadingTrivia: first.leadingTrivia,
                            trailingTrivia: first.trailingTrivia, presence: .present)
                        fixIts.append(
                            FixIt(
                                message: RouteFixIt.addRemainingQueryItems(property.name),
                                changes: [.replace(oldNode: Syntax(first), newNode: Syntax(marked))]))
                    }
                }
                problem(
                    type,
                    .unsupportedType(
                        property: property.name, type: type.trimmedDescription, shape: shape,
                        suggestsRemaining: isRemainingShape && !isPlaceholder, attribute: attribute),
                    fixIts)
                continue
            }
            if !isPlaceholder {
                let name = property.linkName
                if placeholderNames.contains(name), let marker = property.marker(.queryItem) {
                    problem(
                        marker.attribute,
                        .queryItemIsPlaceholder(name: name, property: property.name, attribute: attribute),
                        [removing(marker)])
                } else if let other = readers[name] {
                    problem(
                        property.node,
                        .queryItemReadTwice(
                            name: name, properties: [other, property.name], attribute: attribute))
                } else {
                    readers[name] = property.name
                }
            }
        }
        return diagnostics
    }

    /// The problems of a `@QueryItem` name.
    private static func queryItemNameDiagnostics(_ marker: PropertyMarker, attribute: String) -> [Diagnostic]
    {
        guard let argument = marker.argument else { return [] }
        guard let name = marker.name, let literal = argument.as(StringLiteralExprSyntax.self) else {
            return [
                Diagnostic(
                    node: argument,
                    message: RouteDiagnostic.queryItemNameNotALiteral(argument: argument.trimmedDescription))
            ]
        }
        if name.isEmpty {
            return [
                Diagnostic(node: argument, message: RouteDiagnostic.emptyQueryItemName(attribute: attribute))
            ]
        }
        if let decoded = percentDecoded(name), decoded != name {
            let replacement = StringLiteralExprSyntax(content: decoded)
                .with(\.leadingTrivia, literal.leadingTrivia).with(\.trailingTrivia, literal.trailingTrivia)
            return [
                Diagnostic(
                    node: argument,
                    message: RouteDiagnostic.encodedQueryItemName(name: name, decoded: decoded),
                    fixIts: [
                        FixIt(
                            message: RouteFixIt.replaceQueryItemName(with: decoded),
                            changes: [.replace(oldNode: Syntax(literal), newNode: Syntax(replacement))])
                    ])
            ]
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return [
                Diagnostic(
                    node: argument, message: RouteDiagnostic.controlCharacterInQueryItemName(name: name))
            ]
        }
        return []
    }

    /// The text with its `%XX` escapes decoded, when it has any and they decode to UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var escaped = false
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"),
                let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex), high < utf8.endIndex,
                let low = utf8.index(index, offsetBy: 2, limitedBy: utf8.endIndex), low < utf8.endIndex,
                let value = UInt8(String(decoding: [utf8[high], utf8[low]], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                escaped = true
                index = utf8.index(after: low)
                continue
            }
            bytes.append(byte)
            index = utf8.index(after: index)
        }
        guard escaped else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The marker whose type a property does not have, and the type it needs.
    private static func typeMismatch(
        of property: StoredProperty, type: TypeSyntax, isPlaceholder: Bool
    ) -> (marker: String, expected: String)? {
        let wrapped = property.wrappedType.map(compact)
        if property.marker(.fragment) != nil, wrapped != "String" && wrapped != "Swift.String" {
            return ("@Fragment", "String?")
        }
        if property.marker(.linkURL) != nil, wrapped != "URL" && wrapped != "Foundation.URL" {
            return ("@LinkURL", "URL?")
        }
        if property.marker(.remainingQueryItems) != nil,
            !["[String:String]", "Dictionary<String,String>", "[Swift.String:Swift.String]"].contains(
                compact(type))
        {
            return ("@RemainingQueryItems", "[String: String]")
        }
        if property.marker(.nestedLink) != nil {
            let text = wrapped ?? compact(type)
            if text != "String" && text != "Swift.String" {
                return ("@NestedLink", property.isOptional ? "String?" : "String")
            }
        }
        return nil
    }

    /// A type's text without whitespace.
    private static func compact(_ type: TypeSyntax) -> String {
        type.trimmedDescription.filter { !$0.isWhitespace }
    }

    private static func retyped(_ type: TypeSyntax, _ text: String) -> TypeSyntax {
        TypeSyntax(stringLiteral: text).with(\.leadingTrivia, type.leadingTrivia)
            .with(\.trailingTrivia, type.trailingTrivia)
    }

    /// What a type is, when its shape alone shows that a link cannot hold it (a list, a
    /// dictionary, a tuple, a function, an existential, a metatype, an Optional of an Optional).
    static func unsupportedShape(of type: TypeSyntax) -> String? {
        if type.is(ArrayTypeSyntax.self) { return "a list" }
        if type.is(DictionaryTypeSyntax.self) { return "a dictionary" }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if ["Array", "Set"].contains(identifier.name.text), identifier.genericArgumentClause != nil {
                return "a list"
            }
            if identifier.name.text == "Dictionary", identifier.genericArgumentClause != nil {
                return "a dictionary"
            }
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                return unsupportedShape(of: only.type)
            }
            return "a tuple"
        }
        if type.is(FunctionTypeSyntax.self) { return "a function" }
        if type.is(SomeOrAnyTypeSyntax.self) || type.is(CompositionTypeSyntax.self) {
            return "an existential"
        }
        if type.is(MetatypeTypeSyntax.self) { return "a metatype" }
        if StoredProperty.optionalWrappedType(of: type) != nil { return "an Optional of an Optional" }
        return nil
    }

    /// A fix-it removing a marker attribute.
    static func removing(_ marker: PropertyMarker) -> FixIt {
        FixIt(
            message: RouteFixIt.removeAttribute(marker.spelling),
            changes: [
                .replace(oldNode: Syntax(marker.attribute), newNode: Syntax(emptyToken(marker.attribute)))
            ])
    }

    /// An empty token keeping a node's leading trivia, to remove the node from the source.
    static func emptyToken(_ node: some SyntaxProtocol) -> TokenSyntax {
        TokenSyntax(.identifier(""), leadingTrivia: node.leadingTrivia, presence: .present)
    }
}
