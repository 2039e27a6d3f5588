public import WayfinderCore

// The routes without `@Route`: the conformances the macro generates, written by hand as the
// `Route` protocol's documentation shows ("Conforming by hand").

/// A user's profile; `profile/me` is the root of the profile tab.
public struct ProfileRoute: Route {
    public static let routePattern: RoutePattern? = RoutePattern(validated: "profile/:user")

    /// The user's handle, or `me`.
    public let user: String

    public init(user: String) { self.user = user }

    public init(parameters: RouteParameters) throws(RouteDecodingError) {
        user = try parameters.decode(String.self, for: "user")
    }

    public var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(user, for: "user")
        return parameters
    }

    /// The route that validation checks the parent and the URL of.
    public static var sample: Self? { Self(user: "me") }
}

/// Editing a profile: guarded, signed-in users only.
public struct EditProfileRoute: Route {
    public static let routePattern: RoutePattern? = RoutePattern(validated: "profile/:user/edit")

    /// Whose profile.
    public let user: String
    public var parent: (any Route)? { ProfileRoute(user: user) }

    public init(user: String) { self.user = user }

    public init(parameters: RouteParameters) throws(RouteDecodingError) {
        user = try parameters.decode(String.self, for: "user")
    }

    public var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(user, for: "user")
        return parameters
    }

    /// The route that validation checks the parent and the URL of.
    public static var sample: Self? { Self(user: "me") }
}

/// Signing in, as a full-screen cover.
public struct SignInRoute: Route {
    public static let routePattern: RoutePattern? = RoutePattern(validated: "signin")
    public var preferredPresentation: Presentation { .fullScreenCover }

    public init() {}

    public init(parameters: RouteParameters) throws(RouteDecodingError) {}
}
