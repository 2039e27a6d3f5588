import FuzzAuthUI
import FuzzHomeUI
import FuzzProfileUI
import FuzzSettingsUI
import Wayfinder
import WayfinderCore

// The demo app's routes are the real ones (Sources/Demo*UI are symbolic links to
// Examples/DemoApp/Features/*/*UI). Its screens, guards and generated registrations live in
// the features' Internal targets, which are not products of the root package, so the fuzz
// navigator registers every route with a placeholder screen, the demo's tabs and its split, without
// guards.

/// Every route of the demo app.
let demoRoutes: [any Route.Type] = [
    LoginRoute.self, ResetPasswordRoute.self, SignInRoute.self, HomeRoute.self, PostRoute.self,
    SearchRoute.self, ActivityRoute.self, ComposeRoute.self, OnboardingRoute.self, DebugMenuRoute.self,
    MealDetailsRoute.self, ProfileRoute.self, EditProfileRoute.self, SignOutRoute.self, InboxRoute.self,
    SettingsRoute.self, NotificationSettingsRoute.self, SignUpRoute.self, SignUpNameRoute.self,
    SignUpPasswordRoute.self, DiscardProfileEditsRoute.self, MessageRoute.self,
]

/// Registers the demo's routes and tabs as its feature modules do.
struct DemoRoutesModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        for route in demoRoutes { add(route, to: context) }
        context.registerTab(
            TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute(), priority: 100))
        context.registerTab(
            TabSpec(
                id: "profile", title: "Profile", systemImage: "person", root: ProfileRoute(user: "me"),
                priority: 90))
        context.registerTab(
            TabSpec(
                id: "search", title: "Search", systemImage: "magnifyingglass", root: SearchRoute(),
                priority: 80)
        )
        context.registerTab(
            TabSpec(id: "inbox", title: "Inbox", systemImage: "tray", root: InboxRoute(), priority: 70))
        context.registerSplit(list: InboxRoute.self, detail: MessageRoute.self)
    }

    private func add<R: Route>(_ route: R.Type, to context: FeatureRegistrationContext) {
        context.register(route) { value in value.pathRepresentation }
    }
}

/// A navigator over the demo's routes, as the demo app configures its links.
@MainActor
func makeDemoNavigator() -> Navigator {
    var configuration = NavigatorConfiguration()
    configuration.unregisteredRouteBehavior = .report
    // One navigator serves every input, and a journal would carry each input's navigations into
    // the next: its growing ring gives every run new comparisons to trace, which libFuzzer takes
    // for new coverage (a tenth of the executions per second). The journal's decoder has a target
    // of its own (FuzzJournal).
    configuration.journalCapacity = 0
    return Navigator(
        modules: [DemoRoutesModule()], root: LoginRoute(), schemes: ["myapp"], hosts: ["wayfinder.example"],
        configuration: configuration)
}
