public import Wayfinder

/// Whether the user is signed in: the playlist guard reads it.
@MainActor
public final class Session {
    /// Whether the user is signed in.
    public private(set) var isSignedIn: Bool

    /// Creates a session.
    ///
    /// - Parameter isSignedIn: Whether the user starts signed in; `true` by default.
    public init(isSignedIn: Bool = true) {
        self.isSignedIn = isSignedIn
    }

    /// Signs in; nothing changes on screen.
    public func signIn() {
        isSignedIn = true
    }

    /// Signs out and asks every guarded screen again: the playlists leave the Library tab, with
    /// whatever was pushed above them, in one navigation (one journal entry).
    ///
    /// - Parameter navigator: The Library tab's navigator (or a recording one in a test).
    /// - Returns: The navigation that removes the guarded screens.
    @discardableResult
    public func signOut(navigator: any Navigating) -> NavigationRequest {
        isSignedIn = false
        return navigator.reevaluateGuards()
    }
}
