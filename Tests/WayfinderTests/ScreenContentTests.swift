import Testing
import Wayfinder
import WayfinderCore

/// A screen described by a route screen type, for the kind a `RouteScreen` registers.
private struct TitledPostScreen: RouteScreen {
    static func make(_ route: PostRoute, _: Void) -> TestScreen { TestScreen(title: "post \(route.id)") }
}

/// Registers one route of each kind a headless build can make.
private struct KindsModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(HomeRoute.self) { _ in "Home" }
        context.register(SignOutRoute.self) { _ in AlertContent(title: "Sign out?") }
        context.register(TitledPostScreen.self)
        context.register(ProfileRoute.self) { route in ScreenContent("Profile \(route.user)") }
    }
}

@MainActor
@Suite("Screens are filed under their kind, and hosts read them back typed")
struct ScreenContentTests {
    private let navigator = Navigator(modules: [KindsModule()], root: HomeRoute())

    @Test func aBuilderOfAnOrdinaryValueMakesAValueScreen() throws {
        let screen = try #require(navigator.makeScreen(for: HomeRoute()))
        #expect(screen.kind == .value)
        #expect(screen.value(as: String.self) == "Home")
        #expect(screen.value(as: Int.self) == nil)
        #expect(screen.alert == nil)
        #expect(screen.description == "Home")
    }

    @Test func aBuilderOfAlertContentMakesAnAlertScreen() throws {
        let screen = try #require(navigator.makeScreen(for: SignOutRoute()))
        #expect(screen.kind == .alert)
        #expect(screen.alert?.title == "Sign out?")
        #expect(navigator.alertContent(for: SignOutRoute()) == AlertContent(title: "Sign out?"))
        #expect(screen.description == "alert “Sign out?”")
    }

    @Test func aRouteScreenIsFiledByWhatItsMakeReturns() throws {
        let screen = try #require(navigator.makeScreen(for: PostRoute(id: 7)))
        #expect(screen.kind == .value)
        #expect(screen.value(as: TestScreen.self)?.title == "post 7")
        #expect(navigator.alertContent(for: PostRoute(id: 7)) == nil)
    }

    @Test func aBuilderThatReturnsScreenContentIsNotWrappedTwice() throws {
        let screen = try #require(navigator.makeScreen(for: ProfileRoute(user: "ada")))
        #expect(screen.kind == .value)
        #expect(screen.value(as: String.self) == "Profile ada")
    }

    @Test func anAdHocScreenIsFiledLikeARegisteredOne() throws {
        navigator.show(.sheet) { 42 }
        let sheet = navigator.state.activeStack.top
        #expect(navigator.makeScreen(for: sheet.route)?.value(as: Int.self) == 42)
        navigator.show(.alert) { AlertContent(title: "Quick question") }
        let alert = try #require(navigator.activeAlert)
        #expect(navigator.makeScreen(for: alert.route)?.kind == .alert)
    }

    @Test func aRouteWithoutABuilderHasNoScreen() {
        #expect(navigator.makeScreen(for: SettingsRoute()) == nil)
    }

    @Test func theHeadlessHostShowsTheTopScreenTyped() {
        let host = HeadlessHost(navigator: navigator)
        navigator.push(PostRoute(id: 3))
        #expect(host.topScreen?.value(as: TestScreen.self)?.title == "post 3")
        #expect(host.screen(for: navigator.state.activeStack.root.id)?.value(as: String.self) == "Home")
    }

    @Test func eachKindNamesItselfInASentence() {
        #expect(
            [ScreenContent.Kind.view, .viewController, .alert, .value].map(\.description) == [
                "a SwiftUI view", "a view controller", "alert content", "a value",
            ])
    }
}
