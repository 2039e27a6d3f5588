public import WayfinderCore

/// A user's profile; `profile/me` is the root of the profile tab.
@Route("profile/:user")
public struct ProfileRoute {
    /// The user's handle, or `me`.
    public let user: String
}

/// Editing a profile: guarded, signed-in users only.
@Route("profile/:user/edit")
public struct EditProfileRoute {
    /// Whose profile.
    public let user: String
    public var parent: (any Route)? { ProfileRoute(user: user) }
}

/// Signing in, as a full-screen cover.
@Route("signin")
public struct SignInRoute {
    public var preferredPresentation: Presentation { .fullScreenCover }
}
