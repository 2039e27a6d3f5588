import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("The screen cache UI adapters build screens through")
struct ScreenCacheTests {
    @Test func eachEntryIsBuiltOnceHoweverOftenTheUIAsks() {
        let app = TestApp(root: HomeRoute())
        let cache = ScreenCache(navigator: app.navigator) { screen, _ in
            screen?.value(as: TestScreen.self)?.title
        }
        app.navigator.push(PostRoute(id: 1))
        let entry = app.navigator.state.activeStack.top
        #expect(cache.screen(for: entry) == "post/1")
        #expect(cache.screen(for: entry) == "post/1")
        #expect(cache.buildCount == 1)
        #expect(cache.existingScreen(for: entry.id) == "post/1")
    }

    @Test func screensOfEntriesThatLeaveTheStateAreReleased() {
        let app = TestApp(root: HomeRoute())
        let cache = ScreenCache(navigator: app.navigator) { screen, _ in
            screen?.value(as: TestScreen.self)?.title
        }
        app.navigator.push(PostRoute(id: 1))
        let root = app.navigator.state.activeStack.root
        let post = app.navigator.state.activeStack.top
        _ = cache.screen(for: root)
        _ = cache.screen(for: post)
        app.navigator.pop()
        #expect(cache.releaseCount == 1)
        #expect(cache.existingScreen(for: post.id) == nil)
        #expect(cache.existingScreen(for: root.id) == "home")
        #expect(cache.entryID { $0 == "home" } == root.id)
    }

    @Test func aCacheThatStoppedFollowingKeepsItsScreens() {
        let app = TestApp(root: HomeRoute())
        let cache = ScreenCache(navigator: app.navigator) { screen, _ in
            screen?.value(as: TestScreen.self)?.title
        }
        app.navigator.push(PostRoute(id: 1))
        let post = app.navigator.state.activeStack.top
        _ = cache.screen(for: post)
        cache.stopFollowing()
        app.navigator.pop()
        #expect(cache.existingScreen(for: post.id) == "post/1")
    }

    @Test func adHocScreensAreBuiltThroughTheirBuilder() {
        let app = TestApp(root: HomeRoute())
        let cache = ScreenCache(navigator: app.navigator) { screen, entry in
            screen?.value(as: String.self) ?? "missing \(entry)"
        }
        app.navigator.show(.sheet) { "picker" }
        #expect(cache.screen(for: app.navigator.state.activeStack.top) == "picker")
    }
}
