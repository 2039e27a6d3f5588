import HomeUI
public import WayfinderCore

/// A user's profile. `profile/me` is the root of the profile tab; anyone else's profile is
/// shown over the home feed.
@Route("profile/:user")
public struct ProfileRoute {
    /// The user's handle, or `me`.
    public let user: String
    public var parent: (any Route)? { user == "me" ? nil : HomeRoute() }
}

/// Editing a profile: guarded, only your own.
@Route("profile/:user/edit")
public struct EditProfileRoute {
    /// Whose profile.
    public let user: String
    public var parent: (any Route)? { ProfileRoute(user: user) }
}

/// "Discard your changes?", asked before the edit screen goes with unsaved changes.
@Route("profile/me/edit/discard", externallyReachable: false)
public struct DiscardProfileEditsRoute {
    public var preferredPresentation: Presentation { .alert }
}

/// "Sign out?", an alert.
@Route("profile/me/signout")
public struct SignOutRoute {
    public var preferredPresentation: Presentation { .alert }
}

/// Messages: the root of the inbox tab.
@Route("inbox")
public struct InboxRoute {}

/// One message, chosen from the inbox: the inbox tab is a split, so in the regular width the
/// message shows beside the list, and in the compact width above it.
@Route("inbox/:id")
public struct MessageRoute {
    /// The message's number.
    public let id: Int
    public var parent: (any Route)? { InboxRoute() }
}
