/// An old pattern a route still answers: links written before the route was renamed keep
/// opening it.
///
/// A route declares its aliases beside its pattern, and the `@Route` macro checks them at compile
/// time like the pattern itself:
///
/// ```swift
/// @Route("u/:user", aliases: ["profile/:user"])
/// struct ProfileRoute {
///     let user: String
/// }
/// ```
///
/// A link or a saved state through an alias opens the route; ``Route/url(scheme:)`` and every
/// link the app writes use the current pattern only. An alias whose placeholders were named
/// differently renames them to the route's parameters, and one that carried a value the route no
/// longer takes drops it:
///
/// ```swift
/// @Route("u/:user", aliases: [
///     RouteAlias("profile/:name", renaming: ["name": "user"]),
///     RouteAlias("profile/:name/:tab", renaming: ["name": "user"], dropping: ["tab"]),
/// ])
/// struct ProfileRoute {
///     let user: String
/// }
/// ```
///
/// Query items reach the route under their own names, as through the pattern.
///
/// An alias that should keep working inside the app (relative paths, restored states) but never
/// open from an outside link says so; the route's own ``Route/isExternallyReachable`` still
/// applies to every other pattern:
///
/// ```swift
/// @Route("u/:user", aliases: [RouteAlias("people/:user", externallyReachable: false)])
/// struct ProfileRoute {
///     let user: String
/// }
/// ```
public struct RouteAlias: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The old pattern.
    public let pattern: RoutePattern
    /// The route's parameter for each placeholder of the old pattern that was named differently,
    /// by the placeholder's name.
    public let renamed: [String: String]
    /// The placeholders of the old pattern whose values the route no longer takes.
    public let dropped: Set<String>
    /// Whether a link from outside the app may open the route through this alias. When false
    /// the alias opens in the app only, and an outside link through it is refused as
    /// ``RouteURLError/notExternallyReachable(route:)``. A route that is not externally
    /// reachable is not, through any alias.
    public let isExternallyReachable: Bool

    /// Creates an alias of a pattern the `@Route` macro already validated at compile time.
    ///
    /// - Parameters:
    ///   - pattern: The old pattern.
    ///   - renamed: The route's parameter for each placeholder named differently, by the
    ///     placeholder's name.
    ///   - dropped: The placeholders whose values the route no longer takes.
    ///   - externallyReachable: Whether an outside link may open the route through this alias.
    public init(
        _ pattern: String, renaming renamed: [String: String] = [:], dropping dropped: Set<String> = [],
        externallyReachable: Bool = true
    ) {
        self.init(
            RoutePattern(validated: pattern), renaming: renamed, dropping: dropped,
            externallyReachable: externallyReachable)
    }

    /// Creates an alias of a parsed pattern.
    ///
    /// - Parameters:
    ///   - pattern: The old pattern.
    ///   - renamed: The route's parameter for each placeholder named differently, by the
    ///     placeholder's name.
    ///   - dropped: The placeholders whose values the route no longer takes.
    ///   - externallyReachable: Whether an outside link may open the route through this alias.
    public init(
        _ pattern: RoutePattern, renaming renamed: [String: String] = [:], dropping dropped: Set<String> = [],
        externallyReachable: Bool = true
    ) {
        self.pattern = pattern
        self.renamed = renamed
        self.dropped = dropped
        self.isExternallyReachable = externallyReachable
    }

    /// An alias that keeps the placeholders' names: `aliases: ["profile/:user"]`.
    public init(stringLiteral pattern: String) {
        self.init(pattern)
    }

    /// The route parameter that receives the value of a placeholder of the old pattern: its new
    /// name, its own name, or nil when the alias drops it.
    public func parameterName(forPlaceholder placeholder: String) -> String? {
        if dropped.contains(placeholder) { return nil }
        return renamed[placeholder] ?? placeholder
    }

    /// The old pattern, with its renamings, drops and reachability:
    /// `profile/:name (name → user, drops tab, in-app only)`.
    public var description: String {
        var notes = renamed.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }
        if !dropped.isEmpty { notes.append("drops " + dropped.sorted().joined(separator: ", ")) }
        if !isExternallyReachable { notes.append("in-app only") }
        return notes.isEmpty ? pattern.string : "\(pattern.string) (\(notes.joined(separator: ", ")))"
    }
}
