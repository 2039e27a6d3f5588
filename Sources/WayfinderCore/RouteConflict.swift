/// Two registered route patterns that match exactly the same URLs.
///
/// Patterns conflict when they have the same literals and placeholders at the same positions;
/// placeholder names do not matter (`post/:id` and `post/:slug` conflict). The route registered
/// first wins every match; the other one can never be opened by URL. ``RouteMatcher`` records
/// every conflict it finds in ``RouteMatcher/conflicts`` instead of stopping at the first.
public struct RouteConflict: Hashable, Sendable, CustomStringConvertible {
    /// The pattern of the route registered first, which wins every match.
    public let winningPattern: RoutePattern
    /// The module-qualified type name of the route registered first (`HomeUI.TagRoute`).
    public let winningRoute: String
    /// The pattern of the route registered later, which is never matched.
    public let shadowedPattern: RoutePattern
    /// The module-qualified type name of the route registered later (`SearchUI.TagRoute`).
    public let shadowedRoute: String
    /// Whether the winning pattern is an alias (``Route/routeAliases``) rather than its route's
    /// own pattern. An alias only wins over another alias: own patterns are matched first.
    public let winnerIsAlias: Bool
    /// Whether the shadowed pattern is an alias, which no link can then reach.
    public let shadowedIsAlias: Bool

    /// Creates a conflict record.
    public init(
        winningPattern: RoutePattern, winningRoute: String, shadowedPattern: RoutePattern,
        shadowedRoute: String, winnerIsAlias: Bool = false, shadowedIsAlias: Bool = false
    ) {
        self.winningPattern = winningPattern
        self.winningRoute = winningRoute
        self.shadowedPattern = shadowedPattern
        self.shadowedRoute = shadowedRoute
        self.winnerIsAlias = winnerIsAlias
        self.shadowedIsAlias = shadowedIsAlias
    }

    /// The conflict as a sentence, naming both patterns (and whether each is an alias) and both
    /// routes.
    public var description: String {
        "\(shadowedIsAlias ? "the alias" : "the pattern") '\(shadowedPattern)' of \(shadowedRoute) matches "
            + "the same URLs as \(winnerIsAlias ? "the alias " : "")'\(winningPattern)' of \(winningRoute), "
            + rule
    }

    /// Why the winner wins.
    private var rule: String {
        shadowedIsAlias && !winnerIsAlias
            ? "whose own pattern wins over an alias" : "which was registered first and wins"
    }
}
