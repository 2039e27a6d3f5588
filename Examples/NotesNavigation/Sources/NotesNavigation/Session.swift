public import Observation
public import Wayfinder

/// Whether the user is signed in: the guard on ``EditAccountRoute`` checks it, the sign-in screen
/// signs in through it. It also holds the account's ``AccountDraft``, which the edit screen
/// changes and the edit screen's leave guard checks.
///
/// Observable, so a SwiftUI screen that shows the state follows it.
@MainActor @Observable
public final class Session {
    /// True once the user signed in.
    public private(set) var isSignedIn: Bool

    /// The account's name as the edit screen changes it.
    public let accountDraft: AccountDraft

    /// Creates a session, signed out unless told otherwise, with nothing edited.
    public init(isSignedIn: Bool = false, accountDraft: AccountDraft = AccountDraft()) {
        self.isSignedIn = isSignedIn
        self.accountDraft = accountDraft
    }

    /// Signs in, closes the sign-in cover and resumes the navigation the guard sent there, if
    /// any: what the sign-in screen's button does.
    ///
    /// ```swift
    /// // Signed out, "Edit account" was redirected to the sign-in cover:
    /// session.signIn(navigator: navigator)  // account > account/edit
    /// ```
    ///
    /// - Parameter navigator: The app's navigator.
    /// - Returns: The resumed navigation, or the cover's dismissal when nothing was waiting.
    @discardableResult
    public func signIn(navigator: Navigator) -> NavigationRequest {
        isSignedIn = true
        let dismissal = navigator.dismiss()
        return navigator.resumePendingNavigation() ?? dismissal
    }

    /// Signs out. The screens already shown stay; the guard refuses the next edit.
    public func signOut() {
        isSignedIn = false
    }
}
