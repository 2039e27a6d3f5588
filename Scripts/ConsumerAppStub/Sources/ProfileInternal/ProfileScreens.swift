public import ProfileUI

/// The profile screens' titles, and the edit screen's sign-in check.
public enum ProfileScreens {
    public static func profile(_ route: ProfileRoute) -> String {
        route.user == "me" ? "My profile" : "Profile of \(route.user)"
    }

    public static func edit(_ route: EditProfileRoute) -> String { "Edit profile" }

    public static func signIn(_ route: SignInRoute) -> String { "Sign in" }

    /// Whether the edit screen may open.
    public static func mayEdit(isSignedIn: Bool) -> Bool { isSignedIn }
}
