import Foundation
import Wayfinder
import WayfinderCore

// A small app for the debug server's tests: two tabs, a guard, a transition, a sheet, an
// in-app-only route and a route outside links cannot open.

@Route("login")
struct LoginRoute {}

@Route("home")
struct HomeRoute {}

@Route("search")
struct SearchRoute {
    var query: String?
}

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

@Route("compose")
struct ComposeRoute {
    var parent: (any Route)? { HomeRoute() }
}

@Route("settings")
struct SettingsRoute {
    var preferredPresentation: Presentation { .sheet }
}

@Route("admin", externallyReachable: false)
struct AdminRoute {}

/// A model value an in-app-only route carries.
struct Draft: Hashable, Sendable {
    let text: String
}

@Route
struct DraftRoute {
    let draft: Draft
}

struct AuthFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(LoginRoute.self) { _ in "Sign in" }
        context.register(AdminRoute.self) { _ in "Admin" }
    }
}

struct HomeFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(HomeRoute.self) { _ in "Home" }
        context.register(PostRoute.self) { route in "Post \(route.id)" }
        context.register(ComposeRoute.self, transition: .slideUp) { _ in "Compose" }
        context.register(DraftRoute.self) { route in route.draft.text }
        context.registerTab(
            TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute(), priority: 100))
    }
}

struct ProfileFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(ProfileRoute.self) { route in "Profile \(route.user)" }
        let onlyMine: RouteGuard<EditProfileRoute> = { route, _ in
            route.user == "me" ? .allow : .deny("you can only edit your own profile")
        }
        context.register(EditProfileRoute.self, canNavigate: onlyMine) { route in "Edit \(route.user)" }
    }
}

struct SearchFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(SearchRoute.self) { _ in "Search" }
        context.register(SettingsRoute.self) { _ in "Settings" }
        context.registerTab(
            TabSpec(
                id: "search", title: "Search", systemImage: "magnifyingglass", root: SearchRoute(),
                priority: 50))
    }
}

/// The test app's navigator, with `extraModules` after its own; failures are reported, never
/// asserted.
@MainActor
func makeTestNavigator(extraModules: [any FeatureModule] = []) -> Navigator {
    var configuration = NavigatorConfiguration()
    configuration.unregisteredRouteBehavior = .report
    let navigator = Navigator(
        modules: [AuthFeature(), HomeFeature(), ProfileFeature(), SearchFeature()] + extraModules,
        root: LoginRoute(),
        schemes: ["myapp"], configuration: configuration)
    navigator.failureHandler = { _ in }
    return navigator
}
