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

    /// Creates a conflict record.
    public init(
        winningPattern: RoutePattern, winningRoute: String, shadowedPattern: RoutePattern,
        shadowedRoute: String
    ) {
        self.winningPattern = winningPattern
        self.winningRoute = winningRoute
        self.shadowedPattern = shadowedPattern
        self.shadowedRoute = shadowedRoute
    }

    public var description: String {
        "the pattern '\(shadowedPattern)' of \(shadowedRoute) matches the same URLs as '\(winningPattern)' "
            + "of \(winningRoute), which was registered first and wins"
    }
}
