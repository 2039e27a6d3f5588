import Wayfinder

/// A change to an app's routes that makes links it opened before fail, found by comparing the
/// app's current manifest with a ``Wayfinder/LinkBaseline`` (``Wayfinder/LinkBaseline/breaks(in:)``).
///
/// Each break's ``description`` names what broke and how to fix it:
///
/// ```swift
/// let linkBreak = LinkBreak.patternRemoved(pattern: "profile/:user", type: "ProfileRoute", currentPattern: "u/:user")
/// print(linkBreak)
/// // profile/:user: links to ProfileRoute no longer open, no pattern or alias answers them; fix: add aliases: ["profile/:user"] to @Route of ProfileRoute
/// ```
public enum LinkBreak: Hashable, Sendable, CustomStringConvertible {
    /// Where a parameter sits in a link.
    public enum ParameterKind: String, Hashable, Sendable, CustomStringConvertible {
        /// A placeholder of the pattern.
        case path
        /// A query item.
        case query

        /// `path` or `query`.
        public var description: String { rawValue }
    }

    /// A baseline pattern that no current pattern or alias answers. `currentPattern` is the
    /// pattern the same route type has now, or nil when the type is gone or has no pattern.
    case patternRemoved(pattern: String, type: String, currentPattern: String?)
    /// A baseline alias that no current pattern or alias answers any more; `currentPattern` as
    /// for ``patternRemoved(pattern:type:currentPattern:)``.
    case aliasRemoved(alias: String, type: String, currentPattern: String?)
    /// A parameter of a baseline pattern whose current type accepts fewer values than before.
    /// `parameter` is its name in the baseline.
    case parameterNarrowed(
        pattern: String, type: String, parameter: String, kind: ParameterKind, from: String, to: String)
    /// A baseline pattern that the app still has, on a route that now refuses outside links.
    /// `type` is the route that has the pattern now.
    case noLongerExternallyReachable(pattern: String, type: String)
    /// A baseline pattern whose route now sets a link condition that old links may not meet.
    case conditionAdded(pattern: String, type: String, condition: Condition)
    /// A baseline pattern whose route published activities of its own type (Handoff, Spotlight),
    /// a type no route of the app publishes any more: the activities of that type that devices
    /// and the Spotlight index still hold no longer reach a route.
    case activityTypeRemoved(pattern: String, type: String, activityType: String)
    /// A baseline pattern whose route declared an App Intent that no route of the app declares
    /// any more: the shortcuts users built with it, and the Spotlight and Siri suggestions of it,
    /// no longer run.
    case intentRemoved(pattern: String, type: String, intent: String)

    /// A link condition that refuses links a route opened before.
    public enum Condition: Hashable, Sendable, CustomStringConvertible {
        /// The route now requires this query item: old links without it fail.
        case requiresQueryItem(String)
        /// The route now refuses links carrying this query item.
        case refusesQueryItem(String)
        /// The route now answers only this host's links (or another host than before).
        case boundToHost(String)
        /// The route's literals now match only in their own case.
        case matchesCaseExactly
        /// The route now refuses duplicate query items and optional values that do not decode.
        case readsStrictly

        /// The condition in words, for example `requires the query item comment`.
        public var description: String {
            switch self {
            case .requiresQueryItem(let name): "requires the query item \(name)"
            case .refusesQueryItem(let name): "refuses links with the query item \(name)"
            case .boundToHost(let host): "answers only links to \(host)"
            case .matchesCaseExactly: "matches its literals only in their own case"
            case .readsStrictly: "reads its query strictly"
            }
        }
    }

    /// The baseline pattern or alias whose links break.
    public var pattern: String {
        switch self {
        case .patternRemoved(let pattern, _, _), .aliasRemoved(let pattern, _, _),
            .parameterNarrowed(let pattern, _, _, _, _, _), .noLongerExternallyReachable(let pattern, _),
            .conditionAdded(let pattern, _, _), .activityTypeRemoved(let pattern, _, _),
            .intentRemoved(let pattern, _, _):
            pattern
        }
    }

    /// The break and its fix in one line, starting with the pattern whose links break.
    public var description: String {
        switch self {
        case .patternRemoved(let pattern, let type, let current):
            "\(pattern): links to \(type) no longer open, no pattern or alias answers them; "
                + Self.fix(restoring: pattern, of: type, current: current)
        case .aliasRemoved(let alias, let type, let current):
            "\(alias): the alias of \(type) is gone, no pattern or alias answers its links; "
                + Self.fix(restoring: alias, of: type, current: current)
        case .parameterNarrowed(_, let type, let parameter, let kind, let old, let new):
            "\(pattern): the \(kind) parameter \(parameter) of \(type) narrowed from \(old) to \(new), "
                + "old links whose \(parameter) is not a valid \(new) fail; "
                + "fix: declare \(parameter) as \(old) again (or a type that accepts every \(old))"
        case .noLongerExternallyReachable(let pattern, let type):
            "\(pattern): \(type) now refuses outside links, which opened it before; "
                + "fix: remove externallyReachable: false from @Route of \(type)"
        case .conditionAdded(let pattern, let type, let condition):
            "\(pattern): \(type) now \(condition), so old links that do not meet it fail; "
                + "fix: drop the condition, or keep a route without it for the old links"
        case .activityTypeRemoved(let pattern, let type, let activityType):
            "\(pattern): no route publishes activities of type \(activityType) any more, which \(type) published, "
                + "so its saved Handoff and Spotlight activities no longer open; "
                + "fix: declare static var activityType: String { \"\(activityType)\" } in the UserActivityRoute "
                + "conformance of the route that shows these links"
        case .intentRemoved(let pattern, let type, let intent):
            "\(pattern): no route declares the App Intent \(intent) any more, which \(type) declared, "
                + "so the shortcuts users built with it no longer run; "
                + "fix: declare static let intentName = \"\(intent)\" in the IntentRoute conformance of the "
                + "route that shows these links"
        }
    }

    private static func fix(restoring pattern: String, of type: String, current: String?) -> String {
        if current != nil {
            return "fix: add aliases: [\"\(pattern)\"] to @Route of \(type)"
        }
        return "\(type) is gone, so old links will fail; "
            + "fix: add aliases: [\"\(pattern)\"] to the @Route that replaces it"
    }
}
