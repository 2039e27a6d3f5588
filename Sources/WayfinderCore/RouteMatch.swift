/// A route a link names, and the old pattern it was named by when it matched through one of
/// the route's ``Route/routeAliases``.
public struct RouteMatch: Sendable {
    /// The route.
    public let route: any Route
    /// The alias the link used, or nil when it used the route's own pattern.
    public let alias: RouteAlias?

    /// Creates a match.
    public init(route: any Route, alias: RouteAlias?) {
        self.route = route
        self.alias = alias
    }
}
