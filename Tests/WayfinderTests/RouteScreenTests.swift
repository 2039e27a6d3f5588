import Testing
import Wayfinder
import WayfinderCore

// Screens and a module written the way RouteRegistrarPlugin's users write them, registered the
// way its generated register(in:) registers them.

/// What the screens below take.
struct ScreenSession {
    let user: String
}

/// A screen that declares nothing but `make`: no guard, the platform's transition.
struct PlainHomeScreen: RouteScreen {
    static func make(_ route: HomeRoute, _: Void) -> TestScreen { TestScreen(title: "home") }
}

/// A screen with a guard made from the dependencies, and a transition.
struct GuardedProfileScreen: RouteScreen {
    static let transition: Transition? = .slideUp

    static func canNavigate(_ session: ScreenSession) -> RouteGuard<ProfileRoute>? {
        { route, _ in route.user == session.user ? .allow : .deny("not \(session.user)") }
    }

    static func make(_ route: ProfileRoute, _ session: ScreenSession) -> TestScreen {
        TestScreen(title: "profile of \(route.user), seen by \(session.user)")
    }
}

/// A module that declares only its dependencies; `configure(in:)` is the default.
struct ScreenModule: RouteScreenModule {
    func makeDependencies(in context: FeatureRegistrationContext) -> ScreenSession {
        ScreenSession(user: "ada")
    }

    func register(in context: FeatureRegistrationContext) {
        let dependencies: Dependencies = makeDependencies(in: context)
        context.register(PlainHomeScreen.self)
        context.register(GuardedProfileScreen.self, dependencies: dependencies)
        configure(in: context)
    }
}

/// A module that declares nothing but its tab: no dependencies (`Void`).
struct TabOnlyModule: RouteScreenModule {
    func register(in context: FeatureRegistrationContext) {
        makeDependencies(in: context)
        configure(in: context)
    }

    func configure(in context: FeatureRegistrationContext) {
        context.registerTab(TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute()))
    }
}

@MainActor
@Suite struct RouteScreenTests {
    @Test func aScreenWithoutAGuardRegistersNoneSoItsNavigationsApplyAtOnce() {
        let navigator = Navigator(modules: [ScreenModule()], root: HomeRoute(), schemes: ["app"])
        let registration = navigator.registry.registration(for: HomeRoute.self)
        #expect(registration?.hasGuard == false)
        #expect(registration?.transition == nil)
        let request = navigator.setRoot(HomeRoute())
        #expect(request.currentOutcome == .applied)
        #expect(!navigator.isWaitingOnGuards)
    }

    @Test func aScreensGuardIsMadeFromTheModulesDependenciesAndRuns() async {
        let navigator = Navigator(modules: [ScreenModule()], root: HomeRoute(), schemes: ["app"])
        #expect(navigator.registry.registration(for: ProfileRoute.self)?.hasGuard == true)
        #expect(
            await navigator.push(ProfileRoute(user: "bob")).outcome
                == .denied(route: "profile/bob", reason: "not ada"))
        #expect(await navigator.push(ProfileRoute(user: "ada")).outcome == .applied)
        let host = HeadlessHost(navigator: navigator)
        #expect(host.topScreen?.value(as: TestScreen.self)?.title == "profile of ada, seen by ada")
    }

    @Test func aScreensTransitionIsRegistered() {
        let navigator = Navigator(modules: [ScreenModule()], root: HomeRoute(), schemes: ["app"])
        #expect(navigator.registry.registration(for: ProfileRoute.self)?.transition == .slideUp)
    }

    @Test func aModulesConfigureRunsItsTabRegistrations() {
        let navigator = Navigator(
            modules: [ScreenModule(), TabOnlyModule()], root: HomeRoute(), schemes: ["app"])
        #expect(navigator.registry.tabs.map(\.id) == ["home"])
    }
}
