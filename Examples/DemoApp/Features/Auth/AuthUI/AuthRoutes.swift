public import WayfinderCore

/// The sign-in screen at the root of a signed-out app.
@Route("login")
public struct LoginRoute {}

/// Choosing a new password from the link in an email: `reset-password?token=abc`.
@Route("reset-password")
public struct ResetPasswordRoute {
    /// The one-time token of the email's link (a query parameter).
    public var token: String?
}

/// Sign-in shown over everything when a guard needs a signed-in user.
@Route("signin")
public struct SignInRoute {
    public var preferredPresentation: Presentation { .fullScreenCover }
}
