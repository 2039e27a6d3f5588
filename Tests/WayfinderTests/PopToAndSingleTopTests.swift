import Testing
import Wayfinder
import WayfinderCore

@MainActor
func makePickerTabbedApp() -> TestApp {
    TestApp(root: HomeRoute(), extraModules: [PickerFeature(), SearchTabFeature()])
}

@Route("search-tab")
struct SearchTabRoute {}

struct SearchTabFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(SearchTabRoute.self) { _ in "search" }
        context.registerTab(
            TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute(), priority: 2))
        context.registerTab(
            TabSpec(id: "search", title: "Search", systemImage: "s", root: SearchTabRoute(), priority: 1))
    }
}

@MainActor
@Suite("Pop to, single-top")
struct PopToAndSingleTopTests {
    @Test func popToATypePopsToTheNearestScreenOfThatType() {
        let app = makePickerApp()
        for id in 1...3 { app.navigator.push(PostRoute(id: id)) }
        app.navigator.push(ProfileRoute(user: "a"))
        app.navigator.popTo(PostRoute.self)
        #expect(app.outline == "stack: home > post/1 > post/2 > post/3")
        app.navigator.popTo(PostRoute(id: 1))
        #expect(app.outline == "stack: home > post/1")
    }

    @Test func popToARouteNotOnTheStackIsAFailureThatChangesNothing() async {
        let app = makePickerApp()
        app.navigator.push(PostRoute(id: 1))
        let before = app.navigator.state
        #expect(
            await app.navigator.popTo(ProfileRoute.self).outcome == .failed(.routeNotOnStack("ProfileRoute")))
        #expect(app.navigator.state == before)
    }

    @Test func singleTopPushOfTheTopRouteDoesNothing() {
        let app = makePickerApp()
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 1), options: .singleTop)
        #expect(app.outline == "stack: home > post/1")
        app.navigator.push(PostRoute(id: 1))
        #expect(app.outline == "stack: home > post/1 > post/1")
    }

    @Test func singleTopIsARegistrationDefault() {
        let app = makePickerApp()
        app.navigator.push(ConfirmRoute(question: "a"))
        app.navigator.push(ConfirmRoute(question: "a"))
        #expect(app.outline == "stack: home > confirm/a")
    }

    @Test func singleTopNavigateToARouteOnTheStackPopsBackToIt() {
        let app = makePickerApp()
        app.navigator.push(ConfirmRoute(question: "a"))
        app.navigator.push(PostRoute(id: 5))
        app.navigator.push(PostRoute(id: 6))
        app.navigator.navigate(to: ConfirmRoute(question: "a"))
        #expect(app.outline == "stack: home > confirm/a")
        app.navigator.navigate(to: NoteRoute(note: Note(text: "n")), options: .singleTop)
        app.navigator.push(PostRoute(id: 7))
        app.navigator.navigate(to: NoteRoute(note: Note(text: "n")), options: .singleTop)
        #expect(app.outline == "stack: home > confirm/a > NoteRoute")
    }
}
