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
    /// A stored property that is neither a placeholder, nor Optional, nor defaulted.
    case requiredQueryProperty(property: String, type: String, attribute: String)
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
        case .requiredQueryProperty: "requiredQueryProperty"
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
            "\(attribute): the placeholder ':\(placeholder)' has no stored property named '\(placeholder)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .requiredQueryProperty(let property, let type, let attribute):
            "\(attribute): the stored property '\(property)' is not a placeholder of the pattern, so it is a query parameter and must be Optional ('\(type)?') or have a default value"
        case .optionalPlaceholder(let property, let wrappedType, let attribute):
            "\(attribute): the placeholder property '\(property)' is Optional, but a path segment is always present; declare it as '\(wrappedType)'"
        case .missingTypeAnnotation(let property, let attribute):
            "\(attribute): the stored property '\(property)' needs an explicit type annotation so that its value can be read from a URL"
        case .aliasNotALiteral(let argument):
            "@Route: an alias must be a string literal such as \"profile/:user\", or RouteAlias(\"profile/:name\", renaming: [\"name\": \"user\"], dropping: [\"tab\"]) written with literals, not '\(argument)'"
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

    /// Makes a property's type Optional.
    static func makeOptional(_ property: String) -> RouteFixIt {
        RouteFixIt(id: "makeOptional", message: "make '\(property)' Optional")
    }

    /// Removes the Optional from a placeholder property's type.
    static func removeOptional(_ property: String) -> RouteFixIt {
        RouteFixIt(id: "removeOptional", message: "remove the '?' from the type of '\(property)'")
    }

    /// Inserts a type annotation placeholder.
    static func insertTypeAnnotation(_ property: String) -> RouteFixIt {
        RouteFixIt(id: "insertTypeAnnotation", message: "add a type annotation to '\(property)'")
    }
}
