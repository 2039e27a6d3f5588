public import Foundation

// MARK: - Route → URL

extension Route {
    /// The route as a custom-scheme deep link: `myapp://post/42?sort=new`.
    ///
    /// Values are percent-encoded by ``RouteURLCoder``; ``LinkPolicy`` and ``RouteMatcher`` turn
    /// the URL back into an equal route.
    ///
    /// ```swift
    /// PostRoute(id: 42, sort: "new").url(scheme: "myapp")  // myapp://post/42?sort=new
    /// ```
    ///
    /// - Precondition: The route has a ``Route/routePattern`` and `scheme` is a valid URL scheme
    ///   (a letter followed by letters, digits, `+`, `-` or `.`). In-app-only routes have no URL.
    /// - Parameter scheme: The app's custom scheme, such as `"myapp"`.
    /// - Returns: The link.
    public func url(scheme: String) -> URL {
        RouteURLCoder.url(for: [self], scheme: scheme)
    }

    /// The route as an `https` universal link: `https://example.com/post/42`.
    ///
    /// ```swift
    /// PostRoute(id: 42).url(host: "example.com")  // https://example.com/post/42
    /// ```
    ///
    /// - Precondition: The route has a ``Route/routePattern`` and `host` is a plain host name.
    /// - Parameter host: The universal-link host, such as `"example.com"`.
    /// - Returns: The link.
    public func url(host: String) -> URL {
        RouteURLCoder.url(for: [self], host: host)
    }
}

extension RouteURLCoder {
    /// The relative URL of a stack of routes: their paths joined with `/`, then the query of
    /// the last route only (`home/profile/user99/post/42?sort=new`).
    ///
    /// ``RouteMatcher/routes(forPath:)`` resolves the result back into the same routes.
    ///
    /// - Precondition: `routes` is not empty and every route has a ``Route/routePattern``.
    public static func relativeURL(for routes: [any Route]) -> String {
        precondition(!routes.isEmpty, "a URL needs at least one route")
        var output = ""
        for (index, route) in routes.enumerated() {
            guard let pattern = type(of: route).routePattern else {
                preconditionFailure("\(type(of: route).routeTypeName) is in-app only and has no URL")
            }
            if index > 0 { output += "/" }
            let parameters = route.parameters
            output += path(pattern: pattern, parameters: parameters)
            if index == routes.count - 1 {
                appendQuery(queryItems(pattern: pattern, parameters: parameters), to: &output)
            }
        }
        return output
    }

    /// A custom-scheme link for a stack of routes: `myapp://home/post/42?sort=new`.
    ///
    /// - Precondition: As ``relativeURL(for:)``, and `scheme` is a valid URL scheme: a letter, then
    ///   letters, digits, `+`, `-` or `.`, the rule ``LinkPolicy`` reads links by.
    public static func url(for routes: [any Route], scheme: String) -> URL {
        precondition(LinkPolicy.isValidScheme(scheme.utf8), "'\(scheme)' is not a valid URL scheme")
        let path = relativeURL(for: routes)
        // A first segment holding `@` would read as user information in the authority's place:
        // such a link leaves the authority empty (`myapp:///@ada`), which means the same path.
        let firstSegment = path.prefix { $0 != "/" && $0 != "?" }
        return makeURL(scheme + (firstSegment.contains("@") ? ":///" : "://") + path)
    }

    /// An `https` universal link for a stack of routes: `https://example.com/home/post/42`.
    ///
    /// - Precondition: As ``relativeURL(for:)``, and `host` is a plain host name.
    public static func url(for routes: [any Route], host: String) -> URL {
        precondition(
            !host.isEmpty && host.utf8.allSatisfy(isUnreserved), "'\(host)' is not a plain host name")
        return makeURL("https://" + host + "/" + relativeURL(for: routes))
    }

    private static func makeURL(_ string: String) -> URL {
        // Every part is a valid scheme, a plain host or percent-encoded text, so this parses.
        guard let url = URL(string: string) else { preconditionFailure("unparsable route URL \(string)") }
        return url
    }
}
