import ProfileUI
import Wayfinder

struct ProfileScreen: RouteScreen {
    static func make(_ route: ProfileRoute, _: Void) -> String {
        route.user == "me" ? "My profile" : "Profile of \(route.user)"
    }
}

struct EditProfileScreen: RouteScreen {
    /// Signed out, the guard redirects to sign-in; the navigation resumes after it.
    static func canNavigate(_ dependencies: ProfileDependencies) -> RouteGuard<EditProfileRoute>? {
        { _, _ in dependencies.isSignedIn() ? .allow : .redirect(to: SignInRoute()) }
    }

    static func make(_ route: EditProfileRoute, _: ProfileDependencies) -> String { "Edit profile" }
}

struct SignInScreen: RouteScreen {
    static func make(_ route: SignInRoute, _: Void) -> String { "Sign in" }
}
