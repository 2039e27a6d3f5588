import SwiftDiagnostics

/// Every compile-time problem the `@Route` macro reports.
///
/// Each case has a stable ``diagnosticID`` (tests and tools match on it) and a message that
/// quotes the attribute as written and names the offending placeholder or property.
enum RouteDiagnostic: DiagnosticMessage, Equatable {
    /// The attribute is attached to something other than a struct.
    case notAStruct(kind: String, name: String)
    /// The pattern argument is not a plain string literal.
    case patternNotALiteral(argument: String)
    /// The `externallyReachable:` argument is not `true` or `false`.
    case externallyReachableNotALiteral(argument: String)
    /// The pattern string is malformed, as `RoutePatternError` describes.
    case invalidPattern(RoutePatternError, attribute: String)
    /// A placeholder names no stored property; `suggestion` is a close property name, if any.
    case placeholderWithoutProperty(placeholder: String, attribute: String, suggestion: String?)
    /// A placeholder property declared Optional.
    case optionalPlaceholder(property: String, wrappedType: String, attribute: String)
    /// A stored property whose type is not written out.
    case missingTypeAnnotation(property: String, attribute: String)
    /// An element of `aliases:` that is not a string literal or a `RouteAlias(…)` of literals.
    case aliasNotALiteral(argument: String)
    /// An alias on a route without a pattern.
    case aliasWithoutPattern(attribute: String)
    /// An alias pattern is malformed, as `RoutePatternError` describes.
    case invalidAlias(RoutePatternError, alias: String, attribute: String)
    /// An alias's `renaming:` or `dropping:` names a placeholder the alias does not have.
    case aliasRuleWithoutPlaceholder(alias: String, rule: String, placeholder: String)
    /// Two placeholders of an alias give a value to the same parameter.
    case aliasGivesTwice(alias: String, parameter: String, placeholders: [String])
    /// An alias placeholder, once renamed, names no stored property.
    case aliasPlaceholderWithoutProperty(
        alias: String, placeholder: String, parameter: String, suggestion: String?)
    /// An alias gives no value to a placeholder of the route's pattern.
    case aliasMissesPlaceholder(alias: String, placeholder: String)
    /// An alias matches the same URLs as the route's pattern or another of its aliases.
    case aliasMatchesSameURLs(alias: String, other: String)
    /// A link argument (`requiring:`, `host:`, …) that is not a literal.
    case linkArgumentNotALiteral(label: String, argument: String, example: String)
    /// A link argument on a route without a pattern.
    case linkArgumentWithoutPattern(label: String)
    /// An empty query item name in `requiring:`, `excluding:` or `@QueryItem`.
    case emptyQueryItemName(attribute: String)
    /// A `requiring:` or `excluding:` name that is a placeholder of the pattern.
    case queryConditionIsPlaceholder(label: String, name: String, attribute: String)
    /// A query item both required and excluded.
    case requiredAndExcluded(name: String, attribute: String)
    /// An excluded query item that a property reads.
    case excludedItemIsRead(name: String, property: String, attribute: String)
    /// A `host:` that is not a host name.
    case invalidHost(host: String, attribute: String)
    /// `opensAnyWebLink: true` with a `host:`.
    case anyWebLinkWithHost(attribute: String)
    /// `opensAnyWebLink: true` with `externallyReachable: false`.
    case anyWebLinkUnreachable(attribute: String)
    /// A property attribute on a route without a pattern.
    case markerWithoutPattern(marker: String, attribute: String)
    /// A property attribute on a `let` constant with a value.
    case markerOnConstant(marker: String, property: String, attribute: String)
    /// A property attribute other than `@NestedLink` on a placeholder property.
    case markerOnPlaceholder(marker: String, property: String, attribute: String)
    /// Two attributes on one property that give it different parts of a link.
    case conflictingMarkers(first: String, second: String, property: String)
    /// An attribute a route may have once, on a second property.
    case repeatedMarker(marker: String, property: String, other: String)
    /// A property attribute on a property of the wrong type.
    case markerType(marker: String, property: String, type: String, expected: String)
    /// A property whose type's shape shows a link cannot hold it.
    case unsupportedType(
        property: String, type: String, shape: String, suggestsRemaining: Bool, attribute: String)
    /// A `@QueryItem` name that is a placeholder's name.
    case queryItemIsPlaceholder(name: String, property: String, attribute: String)
    /// Two properties that read the same query item.
    case queryItemReadTwice(name: String, properties: [String], attribute: String)
    /// A `@QueryItem` argument that is not a string literal.
    case queryItemNameNotALiteral(argument: String)
    /// A `@QueryItem` name written percent-encoded.
    case encodedQueryItemName(name: String, decoded: String)
    /// A `@QueryItem` name with a control character.
    case controlCharacterInQueryItemName(name: String)
    /// A member the macro generates, declared by the struct itself.
    case ownedMember(member: String, attribute: String)
    /// A property attribute that is not on a stored instance property of a `@Route` struct.
    case markerOutsideRoute(marker: String)

    /// The domain of every message id.
    static let domain = "WayfinderMacros.Route"

    /// The stable identifier of the problem, without the domain.
    var id: String {
        switch self {
        case .notAStruct: "notAStruct"
        case .patternNotALiteral: "patternNotALiteral"
        case .externallyReachableNotALiteral: "externallyReachableNotALiteral"
        case .invalidPattern(let error, _):
            switch error {
            case .empty: "emptyPattern"
            case .leadingSlash: "leadingSlash"
            case .trailingSlash: "trailingSlash"
            case .emptySegment: "emptySegment"
            case .invalidPlaceholderName: "invalidPlaceholderName"
            case .repeatedPlaceholder: "repeatedPlaceholder"
            case .dotSegment: "dotSegment"
            case .invalidCharacter: "invalidCharacter"
            case .tailNotLast: "tailNotLast"
            case .invalidTailName: "invalidTailName"
            }
        case .placeholderWithoutProperty: "placeholderWithoutProperty"
        case .optionalPlaceholder: "optionalPlaceholder"
        case .missingTypeAnnotation: "missingTypeAnnotation"
        case .aliasNotALiteral: "aliasNotALiteral"
        case .aliasWithoutPattern: "aliasWithoutPattern"
        case .invalidAlias: "invalidAlias"
        case .aliasRuleWithoutPlaceholder: "aliasRuleWithoutPlaceholder"
        case .aliasGivesTwice: "aliasGivesTwice"
        case .aliasPlaceholderWithoutProperty: "aliasPlaceholderWithoutProperty"
        case .aliasMissesPlaceholder: "aliasMissesPlaceholder"
        case .aliasMatchesSameURLs: "aliasMatchesSameURLs"
        case .linkArgumentNotALiteral: "linkArgumentNotALiteral"
        case .linkArgumentWithoutPattern: "linkArgumentWithoutPattern"
        case .emptyQueryItemName: "emptyQueryItemName"
        case .queryConditionIsPlaceholder: "queryConditionIsPlaceholder"
        case .requiredAndExcluded: "requiredAndExcluded"
        case .excludedItemIsRead: "excludedItemIsRead"
        case .invalidHost: "invalidHost"
        case .anyWebLinkWithHost: "anyWebLinkWithHost"
        case .anyWebLinkUnreachable: "anyWebLinkUnreachable"
        case .markerWithoutPattern: "markerWithoutPattern"
        case .markerOnConstant: "markerOnConstant"
        case .markerOnPlaceholder: "markerOnPlaceholder"
        case .conflictingMarkers: "conflictingMarkers"
        case .repeatedMarker: "repeatedMarker"
        case .markerType: "markerType"
        case .unsupportedType: "unsupportedType"
        case .queryItemIsPlaceholder: "queryItemIsPlaceholder"
        case .queryItemReadTwice: "queryItemReadTwice"
        case .queryItemNameNotALiteral: "queryItemNameNotALiteral"
        case .encodedQueryItemName: "encodedQueryItemName"
        case .controlCharacterInQueryItemName: "controlCharacterInQueryItemName"
        case .ownedMember: "ownedMember"
        case .markerOutsideRoute: "markerOutsideRoute"
        }
    }

    var message: String {
        switch self {
        case .notAStruct(let kind, let name):
            "@Route can only be applied to a struct; '\(name)' is \(kind == "enum" || kind == "actor" || kind == "extension" ? "an" : "a") \(kind)"
        case .patternNotALiteral(let argument):
            "@Route(\(argument)): the pattern must be a string literal without interpolation, such as @Route(\"post/:id\")"
        case .externallyReachableNotALiteral(let argument):
            "@Route: externallyReachable must be the literal 'true' or 'false', not '\(argument)'"
        case .invalidPattern(let error, let attribute):
            "\(attribute): \(error)"
        case .placeholderWithoutProperty(let placeholder, let attribute, let suggestion):
            "\(attribute): the placeholder '\(placeholder)' has no stored property named '\(placeholder.dropFirst())'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .optionalPlaceholder(let property, let wrappedType, let attribute):
            "\(attribute): the placeholder property '\(property)' is Optional, but a path segment is always present; declare it as '\(wrappedType)'"
        case .missingTypeAnnotation(let property, let attribute):
            "\(attribute): the stored property '\(property)' needs an explicit type annotation so that its value can be read from a URL"
        case .aliasNotALiteral(let argument):
            "@Route: an alias must be a string literal such as \"profile/:user\", or RouteAlias(\"profile/:name\", renaming: [\"name\": \"user\"], dropping: [\"tab\"], externallyReachable: false) written with literals, not '\(argument)'"
        case .aliasWithoutPattern(let attribute):
            "\(attribute): an in-app-only route has no pattern, so it cannot have aliases"
        case .invalidAlias(let error, let alias, let attribute):
            "\(attribute): the alias '\(alias)': \(error)"
        case .aliasRuleWithoutPlaceholder(let alias, let rule, let placeholder):
            "@Route: the alias '\(alias)' \(rule) ':\(placeholder)', which is not one of its placeholders"
        case .aliasGivesTwice(let alias, let parameter, let placeholders):
            "@Route: the alias '\(alias)' gives '\(parameter)' two values, from "
                + placeholders.map { "':\($0)'" }.joined(separator: " and ")
        case .aliasPlaceholderWithoutProperty(let alias, let placeholder, let parameter, let suggestion):
            "@Route: the placeholder ':\(placeholder)' of the alias '\(alias)' gives its value to '\(parameter)', which is not a stored property; rename it with renaming: [\"\(placeholder)\": \"\(suggestion ?? "<property>")\"] or drop it with dropping: [\"\(placeholder)\"]"
        case .aliasMissesPlaceholder(let alias, let placeholder):
            "@Route: the alias '\(alias)' gives no value to ':\(placeholder)' of the route's pattern; rename one of its placeholders to '\(placeholder)'"
        case .aliasMatchesSameURLs(let alias, let other):
            "@Route: the alias '\(alias)' matches the same URLs as '\(other)', so no link can reach it"
        case .linkArgumentNotALiteral(let label, let argument, let example):
            "@Route: \(label) must be a literal, such as \(label): \(example), not '\(argument)'"
        case .linkArgumentWithoutPattern(let label):
            "@Route: \(label) needs a pattern; an in-app-only route is never opened by a link"
        case .emptyQueryItemName(let attribute):
            "\(attribute): a query item name is empty"
        case .queryConditionIsPlaceholder(let label, let name, let attribute):
            "\(attribute): '\(name)' in \(label) is a placeholder of the pattern, not a query item"
        case .requiredAndExcluded(let name, let attribute):
            "\(attribute): the query item '\(name)' is both required and excluded, so no link can open the route"
        case .excludedItemIsRead(let name, let property, let attribute):
            "\(attribute): the query item '\(name)' is excluded, but the property '\(property)' reads it; remove one of them"
        case .invalidHost(let host, let attribute):
            "\(attribute): host \"\(host)\" is not a host name; write only the host, such as \"clicks.example.com\""
        case .anyWebLinkWithHost(let attribute):
            "\(attribute): opensAnyWebLink opens links of every host, so it cannot be combined with host"
        case .anyWebLinkUnreachable(let attribute):
            "\(attribute): opensAnyWebLink opens outside links, so it cannot be combined with externallyReachable: false"
        case .markerWithoutPattern(let marker, let attribute):
            "\(attribute): \(marker) reads a link, but a route without a pattern is never opened by a link"
        case .markerOnConstant(let marker, let property, let attribute):
            "\(attribute): '\(property)' is a constant with a value, which a link never sets; declare it with 'var' or remove \(marker)"
        case .markerOnPlaceholder(let marker, let property, let attribute):
            "\(attribute): '\(property)' is a placeholder of the pattern, so it holds a path segment; remove \(marker)"
        case .conflictingMarkers(let first, let second, let property):
            "@Route: '\(property)' has both \(first) and \(second), but a property receives one part of a link"
        case .repeatedMarker(let marker, let property, let other):
            property == other
                ? "@Route: \(marker) appears twice on '\(property)'"
                : "@Route: \(marker) is on both '\(other)' and '\(property)', but a route has at most one"
        case .markerType(let marker, let property, let type, let expected):
            "@Route: \(marker) needs the type '\(expected)', but '\(property)' is '\(type)'"
        case .unsupportedType(let property, let type, let shape, let suggestsRemaining, let attribute):
            "\(attribute): the property '\(property)' is \(shape) ('\(type)'), which a link cannot hold; a path segment or query item holds one value of a RouteParameter type or of an enum with a String or Int raw value"
                + (suggestsRemaining
                    ? "; to receive the query items the route does not declare, mark it @RemainingQueryItems"
                    : "")
        case .queryItemIsPlaceholder(let name, let property, let attribute):
            "\(attribute): '\(property)' reads the query item '\(name)', which is a placeholder of the pattern; give it another name"
        case .queryItemReadTwice(let name, let properties, let attribute):
            "\(attribute): "
                + properties.map { "'\($0)'" }.joined(separator: " and ")
                + " both read the query item '\(name)'; give one another name with @QueryItem(\"…\")"
        case .queryItemNameNotALiteral(let argument):
            "@QueryItem needs the query item's name as a string literal, such as @QueryItem(\"tag_id\"), not '\(argument)'"
        case .encodedQueryItemName(let name, let decoded):
            "@QueryItem(\"\(name)\"): write the name percent-decoded, \"\(decoded)\"; links are decoded before names are compared"
        case .controlCharacterInQueryItemName(let name):
            "@QueryItem: the name \"\(name.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined())\" contains a control character"
        case .markerOutsideRoute(let marker):
            "\(marker) has an effect only on a stored instance property of a @Route struct"
        case .ownedMember(let member, let attribute):
            "\(attribute): the struct declares '\(member)', which @Route generates; remove the declaration, or remove @Route and conform to Route by hand"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: Self.domain, id: id) }

    var severity: DiagnosticSeverity { .error }
}

/// A fix-it offered with a ``RouteDiagnostic``.
struct RouteFixIt: FixItMessage, Equatable {
    /// The stable identifier of the fix-it, without the domain.
    let id: String
    /// What the fix-it does, as the editor shows it.
    let message: String

    var fixItID: MessageID { MessageID(domain: RouteDiagnostic.domain, id: id) }

    /// Replaces the pattern with a corrected one.
    static func replacePattern(with pattern: String, reason: String) -> RouteFixIt {
        RouteFixIt(id: "replacePattern", message: "\(reason): \"\(pattern)\"")
    }

    /// Replaces a host argument with the host it contains.
    static func replaceHost(with host: String) -> RouteFixIt {
        RouteFixIt(id: "replaceHost", message: "write only the host: \"\(host)\"")
    }

    /// Removes a property attribute.
    static func removeAttribute(_ spelling: String) -> RouteFixIt {
        RouteFixIt(id: "removeAttribute", message: "remove \(spelling)")
    }

    /// Replaces a property's type with the one its attribute needs.
    static func replaceType(of property: String, with type: String) -> RouteFixIt {
        RouteFixIt(id: "replaceType", message: "declare '\(property)' as '\(type)'")
    }

    /// Marks a dictionary property `@RemainingQueryItems`.
    static func addRemainingQueryItems(_ property: String) -> RouteFixIt {
        RouteFixIt(id: "addRemainingQueryItems", message: "mark '\(property)' @RemainingQueryItems")
    }

    /// Replaces a `@QueryItem` name with its decoded form.
    static func replaceQueryItemName(with name: String) -> RouteFixIt {
        RouteFixIt(id: "replaceQueryItemName", message: "write \"\(name)\"")
    }

    /// Removes a member the macro generates.
    static func removeMember(_ member: String) -> RouteFixIt {
        RouteFixIt(id: "removeMember", message: "remove the declaration of '\(member)'")
    }

    /// Removes `@Route` and declares the conformance by hand.
    static let dropMacro = RouteFixIt(id: "dropMacro", message: "remove @Route and conform to Route by hand")

    /// Removes the Optional from a placeholder property's type.
    static func removeOptional(_ property: String) -> RouteFixIt {
        RouteFixIt(id: "removeOptional", message: "remove the '?' from the type of '\(property)'")
    }

    /// Inserts a type annotation placeholder.
    static func insertTypeAnnotation(_ property: String) -> RouteFixIt {
        RouteFixIt(id: "insertTypeAnnotation", message: "add a type annotation to '\(property)'")
    }
}
