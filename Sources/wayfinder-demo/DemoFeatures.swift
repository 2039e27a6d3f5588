import Wayfinder
import WayfinderCore

/// What a demo screen is on the headless host: a title to print.
struct DemoScreen {
    let title: String
}

struct AuthFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(LoginRoute.self) { _ in DemoScreen(title: "Sign in") }
        context.register(ResetPasswordRoute.self) { route in
            DemoScreen(title: "Reset password" + (route.token.map { " (token \($0))" } ?? ""))
        }
    }
}

struct HomeFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(HomeRoute.self) { _ in DemoScreen(title: "Home feed") }
        context.register(PostRoute.self) { route in DemoScreen(title: "Post #\(route.id)") }
        context.register(MealDetailsRoute.self) { route in
            DemoScreen(title: "\(route.entry.name), \(route.entry.calories) kcal")
        }
        context.register(DebugMenuRoute.self) { _ in DemoScreen(title: "Debug menu") }
        context.register(OnboardingRoute.self) { _ in DemoScreen(title: "Welcome!") }
    }
}

struct ProfileFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(ProfileRoute.self) { route in DemoScreen(title: "Profile of \(route.user)") }
        context.register(EditProfileRoute.self) { route in DemoScreen(title: "Edit \(route.user)") }
        context.register(SignOutRoute.self) { _ in DemoScreen(title: "Sign out?") }
    }
}

struct SettingsFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(SettingsRoute.self) { _ in DemoScreen(title: "Settings") }
        context.register(NotificationSettingsRoute.self) { _ in DemoScreen(title: "Notifications") }
    }
}

/// The composition root: the only place the features are listed.
@MainActor
func makeDemoNavigator() -> Navigator {
    Navigator(
        modules: [AuthFeature(), HomeFeature(), ProfileFeature(), SettingsFeature()],
        root: LoginRoute(), schemes: ["myapp"], hosts: ["wayfinder.example"])
}
