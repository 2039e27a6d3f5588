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

/// Signing up, a sheet of three steps: the email here, then the name, then the password. Its
/// entry owns the sign-up's model, so every step shares it and a new sign-up starts afresh.
@Route("signup")
public struct SignUpRoute {
    public var preferredPresentation: Presentation { .sheet }
}

/// The sign-up's second step, pushed in its sheet. In-app only: an outside link starts a sign-up
/// at its first step, never halfway through.
@Route("signup/name", externallyReachable: false)
public struct SignUpNameRoute {
    public var parent: (any Route)? { SignUpRoute() }
}

/// The sign-up's last step, pushed in its sheet; in-app only, like the name step.
@Route("signup/password", externallyReachable: false)
public struct SignUpPasswordRoute {
    public var parent: (any Route)? { SignUpNameRoute() }
}
