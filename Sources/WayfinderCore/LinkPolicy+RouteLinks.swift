public import Foundation

extension LinkPolicy {
    /// The link this policy's app gives a route: its custom-scheme link under the first of
    /// ``schemes`` in alphabetical order, or its ``universalLink(for:)`` for a route bound to a
    /// host or in an app with universal links only. Nil when the route has no pattern, when outside links may not open
    /// it, or when the policy has neither a scheme nor a host.
    ///
    /// ```swift
    /// let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])
    /// policy.link(for: PostRoute(id: 42))  // myapp://post/42
    /// policy.link(for: AdminRoute())       // nil: not externally reachable
    /// ```
    public func link(for route: any Route) -> URL? {
        guard type(of: route).opensFromOutsideLinks else { return nil }
        if type(of: route).linkRules.host != nil { return universalLink(for: route) }
        if let scheme = schemes.min() { return RouteURLCoder.url(for: [route], scheme: scheme) }
        return universalLink(for: route)
    }

    /// The route's universal link (`https://example.com/post/42`): on the host its
    /// ``RouteLinkRules/host`` binds it to, else on the first of ``hosts`` in alphabetical order.
    /// Nil when the route has no pattern, when outside links may not open it, or when there is no
    /// host.
    ///
    /// ```swift
    /// LinkPolicy(schemes: ["myapp"], hosts: ["example.com"]).universalLink(for: PostRoute(id: 42))
    /// // https://example.com/post/42
    /// ```
    public func universalLink(for route: any Route) -> URL? {
        guard type(of: route).opensFromOutsideLinks else { return nil }
        let routeType = type(of: route)
        if let bound = routeType.linkRules.host?.lowercased(), acceptsHost(bound) {
            return RouteURLCoder.url(for: [route], host: bound)
        }
        return hosts.min().map { RouteURLCoder.url(for: [route], host: $0) }
    }
}
