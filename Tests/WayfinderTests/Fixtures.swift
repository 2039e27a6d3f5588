import Foundation
import Wayfinder
import WayfinderCore

// A small app of five features (Auth, Home, Profile, Post, Settings) for end-to-end tests.

@Route("login")
struct LoginRoute {}

@Route("home")
struct HomeRoute {}

@Route("profile/:user")
struct ProfileRoute {
    let user: String
    var parent: (any Route)? { HomeRoute() }
}

@Route("post/:id")
struct PostRoute {
    let id: Int
    var parent: (any Route)? { HomeRoute() }
}

@Route("settings")
struct SettingsRoute {
    var preferredPresentation: Presentation { .sheet }
}

@Route("settings/notifications")
struct NotificationSettingsRoute {
    var parent: (any Route)? { SettingsRoute() }
}

@Route("profile/me/signout")
struct SignOutRoute {
    var preferredPresentation: Presentation { .alert }
}

@Route("reset-password")
struct ResetPasswordRoute {
    var token: String?
}

@Route("admin", externallyReachable: false)
struct AdminRoute {}

/// A model value an in-app-only route carries.
struct Note: Hashable, Sendable {
    let text: String
}

@Route
struct NoteRoute {
    let note: Note
}

/// What the test screens are: a title the host can show.
struct TestScreen {
    let title: String
}

/// A feature module registering a list of routes with a screen titled after each route.
struct TestFeature: FeatureModule {
    let name: String
    let routes: [any Route.Type]

    func register(in context: FeatureRegistrationContext) {
        for route in routes { add(route, to: context) }
    }

    private func add<R: Route>(_ route: R.Type, to context: FeatureRegistrationContext) {
        context.register(route) { value in TestScreen(title: value.pathRepresentation) }
    }
}

/// The five features, optionally leaving some routes out (to simulate a route removed in a
/// later version of the app).
@MainActor
func makeFeatures(removing removed: [any Route.Type] = []) -> [any FeatureModule] {
    let removedNames = Set(removed.map { String(describing: $0) })
    func keep(_ routes: [any Route.Type]) -> [any Route.Type] {
        routes.filter { !removedNames.contains(String(describing: $0)) }
    }
    return [
        TestFeature(name: "Auth", routes: keep([LoginRoute.self, ResetPasswordRoute.self])),
        TestFeature(name: "Home", routes: keep([HomeRoute.self, AdminRoute.self, NoteRoute.self])),
        TestFeature(name: "Profile", routes: keep([ProfileRoute.self, SignOutRoute.self])),
        TestFeature(name: "Post", routes: keep([PostRoute.self])),
        TestFeature(name: "Settings", routes: keep([SettingsRoute.self, NotificationSettingsRoute.self])),
    ]
}

/// A navigator over the five features that records failures instead of asserting.
@MainActor
final class TestApp {
    let navigator: Navigator
    let host: HeadlessHost
    private(set) var failures: [NavigationFailure] = []

    init(
        root: any Route = LoginRoute(), removing removed: [any Route.Type] = [],
        extraModules: [any FeatureModule] = []
    ) {
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        navigator = Navigator(
            modules: makeFeatures(removing: removed) + extraModules, root: root, schemes: ["myapp"],
            hosts: ["example.com"],
            configuration: configuration)
        host = HeadlessHost(navigator: navigator)
        navigator.failureHandler = { [unowned self] failure in failures.append(failure) }
    }

    var outline: String { navigator.outline }
}

/// Collects events through the observer protocol.
///
/// `events` holds what changed and what was refused; the screen-visibility events that follow a
/// change are in `allEvents` only (``ScreenVisibilityTests`` checks them), so tests of changes
/// list changes.
@MainActor
final class EventRecorder: NavigationObserver {
    private(set) var allEvents: [NavigationEvent] = []

    var events: [NavigationEvent] {
        allEvents.filter { $0.kind != .screenAppeared && $0.kind != .screenDisappeared }
    }

    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {
        allEvents.append(event)
    }

    var lines: [String] { events.map(\.logLine) }
}

/// Waits, at most 30 s, until `condition` holds, giving other tasks on the main actor their turn.
///
/// The deadline only ends a wait whose condition never comes. It is long because the suite runs
/// in parallel beside the stress suites and fuzzers on two cores, where a guard's task has been
/// seen waiting over 10 s for a thread; a condition that holds ends the wait at once.
@MainActor
func waitUntil(_ condition: () -> Bool) async -> Bool {
    let deadline = Date() + 30
    while !condition() {
        if Date() > deadline {
            // On a loaded machine the deadline can pass while this task and the work it waits
            // for both wait for their turns: give that work its turns before deciding.
            for _ in 0..<1000 {
                await Task.yield()
                if condition() { return true }
            }
            return false
        }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}

/// Installs two tabs, home and settings, each at its root. The settings tab is rooted at the
/// login screen: a tab's root must be a pushed route, and `SettingsRoute` prefers a sheet.
@MainActor
func installHomeAndSettingsTabs(on navigator: Navigator) {
    navigator.setTabs([
        TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute()),
        TabSpec(id: "settings", title: "Settings", systemImage: "gear", root: LoginRoute()),
    ])
}
