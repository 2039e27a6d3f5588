import Wayfinder
import WayfinderCore

// Routes and feature modules several reference documents use (never README.md or a guide, whose
// blocks declare their own). A document that declares some of them itself
// gets a context file with the line `// doc-blocks: no shared routes`, and declares there
// what else it needs.

@Route("home")
struct HomeRoute {}

@Route("login")
struct LoginRoute {}

@Route("post/:id")
struct PostRoute {
    let id: Int
    var highlight: String? = nil
    var parent: (any Route)? { HomeRoute() }
}

@Route("profile/:user")
struct ProfileRoute {
    let user: String
}

@Route("profile/:user/edit")
struct EditProfileRoute {
    let user: String
}

@Route("settings")
struct SettingsRoute {
    var preferredPresentation: Presentation { .sheet }
}

@Route("profile/me/signout")
struct SignOutRoute {
    var preferredPresentation: Presentation { .alert }
}

@Route("signin")
struct SignInRoute {
    var preferredPresentation: Presentation { .fullScreenCover }
}

@Route("paywall")
struct PaywallRoute {
    var preferredPresentation: Presentation { .sheet }
}

struct AuthFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {}
}

struct HomeFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {}
}

struct PostFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {}
}
