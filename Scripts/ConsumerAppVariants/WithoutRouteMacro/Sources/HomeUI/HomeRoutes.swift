public import WayfinderCore

// The routes without `@Route`: the conformances the macro generates, written by hand as the
// `Route` protocol's documentation shows ("Conforming by hand").

/// The home feed: the root of the home tab.
public struct HomeRoute: Route {
    public static let routePattern: RoutePattern? = RoutePattern(validated: "home")

    public init() {}

    public init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

/// One post. A cold link to it shows it over the feed. Its links were `p/:number` in the
/// first release; those still open it. Outside links may open it, which a hand-written
/// conformance declares (the macro adds `ExternallyReachableRoute` itself).
public struct PostRoute: ExternallyReachableRoute {
    public static let routePattern: RoutePattern? = RoutePattern(validated: "post/:id")
    public static let routeAliases: [RouteAlias] = [RouteAlias("p/:number", renaming: ["number": "id"])]

    /// The post's number (a path parameter).
    public let id: Int
    /// The passage to scroll to (a query item: `post/7?highlight=intro`).
    public var highlight: String? = nil
    public var parent: (any Route)? { HomeRoute() }

    public init(id: Int, highlight: String? = nil) {
        self.id = id
        self.highlight = highlight
    }

    public init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
        highlight = try parameters.decodeIfPresent(String.self, for: "highlight")
    }

    public var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(id, for: "id")
        parameters.encodeIfPresent(highlight, for: "highlight")
        return parameters
    }

    /// The route that validation checks the parent and the URL of.
    public static var sample: Self? { Self(id: 1) }
}

/// Sharing a post: a sheet that opens at half height and can be dragged to full height.
public struct SharePostRoute: Route {
    public static let routePattern: RoutePattern? = RoutePattern(validated: "post/:id/share")

    /// The post's number.
    public let id: Int
    public var preferredPresentation: Presentation { .sheet(detents: [.medium, .large], selected: .medium) }

    public init(id: Int) { self.id = id }

    public init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
    }

    public var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(id, for: "id")
        return parameters
    }

    /// The route that validation checks the parent and the URL of.
    public static var sample: Self? { Self(id: 1) }
}

/// Asking before a post is reported: a confirmation dialog.
public struct ReportPostRoute: Route {
    public static let routePattern: RoutePattern? = RoutePattern(validated: "post/:id/report")

    /// The post's number.
    public let id: Int
    public var preferredPresentation: Presentation { .confirmationDialog }

    public init(id: Int) { self.id = id }

    public init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
    }

    public var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(id, for: "id")
        return parameters
    }

    /// The route that validation checks the parent and the URL of.
    public static var sample: Self? { Self(id: 1) }
}
