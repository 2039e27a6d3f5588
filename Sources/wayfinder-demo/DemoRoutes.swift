import WayfinderCore

// The demo app's routes. In a real app each feature declares its routes in its own interface
// package (`HomeUI`, `ProfileUI`, …); the modular layout comes with the full demo app.

@Route("login")
struct LoginRoute {}

@Route("reset-password")
struct ResetPasswordRoute {
    var token: String?
}

@Route("home")
struct HomeRoute {}

@Route("post/:id")
struct PostRoute {
    let id: Int
    var parent: (any Route)? { HomeRoute() }
}

@Route("profile/:user")
struct ProfileRoute {
    let user: String
    var parent: (any Route)? { HomeRoute() }
}

@Route("profile/:user/edit")
struct EditProfileRoute {
    let user: String
    var parent: (any Route)? { ProfileRoute(user: user) }
}

@Route("profile/me/signout")
struct SignOutRoute {
    var preferredPresentation: Presentation { .alert }
}

@Route("settings")
struct SettingsRoute {
    var preferredPresentation: Presentation { .sheet }
}

@Route("settings/notifications")
struct NotificationSettingsRoute {
    var parent: (any Route)? { SettingsRoute() }
}

@Route("onboarding")
struct OnboardingRoute {
    var preferredPresentation: Presentation { .fullScreenCover }
}

@Route("debug/menu", externallyReachable: false)
struct DebugMenuRoute {}

/// A model value handed to an in-app-only route.
struct FoodEntry: Hashable, Sendable {
    let name: String
    let calories: Int
}

@Route
struct MealDetailsRoute {
    let entry: FoodEntry
}
