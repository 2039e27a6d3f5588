import AuthUI
import ProfileUI
import Wayfinder

struct ProfileScreen: RouteScreen {
    static func make(_ route: ProfileRoute, _: Void) -> String {
        route.user == "me" ? "My profile" : "Profile of \(route.user)"
    }
}

struct EditProfileScreen: RouteScreen {
    /// Only your own profile: signed out, the guard redirects to sign-in (and the navigation
    /// resumes after it); signed in, someone else's profile is refused.
    static func canNavigate(_ dependencies: ProfileDependencies) -> RouteGuard<EditProfileRoute>? {
        { route, _ in
            guard let user = dependencies.currentUser() else { return .redirect(to: SignInRoute()) }
            return route.user == "me" || route.user == user
                ? .allow : .deny("you can only edit your own profile")
        }
    }

    static func make(_ route: EditProfileRoute, _: ProfileDependencies) -> String { "Edit profile" }
}

struct SignOutScreen: RouteScreen {
    static func make(_ route: SignOutRoute, _ dependencies: ProfileDependencies) -> AlertContent {
        AlertContent(
            title: "Sign out?",
            buttons: [
                AlertButton("Cancel", role: .cancel),
                AlertButton("Sign out", role: .destructive, action: .signOut),
            ])
    }
}

struct DiscardProfileEditsScreen: RouteScreen {
    static func make(_ route: DiscardProfileEditsRoute, _: Void) -> AlertContent {
        AlertContent(
            title: "Discard your changes?",
            buttons: [
                AlertButton("Keep editing", role: .cancel, action: .keepEditing),
                AlertButton("Discard", role: .destructive, action: .discardEdits),
            ])
    }
}

struct InboxScreen: RouteScreen {
    static func make(_ route: InboxRoute, _: Void) -> String { "Inbox" }
}

struct MessageScreen: RouteScreen {
    static func make(_ route: MessageRoute, _: Void) -> String { "Message #\(route.id)" }
}
