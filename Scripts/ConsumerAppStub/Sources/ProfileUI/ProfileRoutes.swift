/// A user's profile; `profile/me` is the root of the profile tab.
public struct ProfileRoute: Hashable, Sendable {
    /// The user's handle, or `me`.
    public let user: String
    public init(user: String) { self.user = user }
    public var path: String { "profile/\(user)" }
}

/// Editing a profile: signed-in users only.
public struct EditProfileRoute: Hashable, Sendable {
    /// Whose profile.
    public let user: String
    public init(user: String) { self.user = user }
    public var path: String { "profile/\(user)/edit" }
}

/// Signing in, as a full-screen cover.
public struct SignInRoute: Hashable, Sendable {
    public init() {}
    public var path: String { "signin" }
}
