public import WayfinderCore

@Route("feed")
public struct FeedRoute {}

@Route("post/:id")
public struct PostRoute {
    public let id: Int
    public var parent: (any Route)? { FeedRoute() }
}

/// A route conformed by hand, without the macro.
public struct AuthorRoute: Route {
    public static let routePattern: RoutePattern? = RoutePattern(validated: "author/:name")
    public let name: String
    public init(name: String) { self.name = name }
    public init(parameters: RouteParameters) throws(RouteDecodingError) {
        name = try parameters.decode(String.self, for: "name")
    }
    public var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(name, for: "name")
        return parameters
    }
    public var parent: (any Route)? { FeedRoute() }
    public static var sample: Self? { Self(name: "sample") }
}
