import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("Several windows")
struct NavigatorDirectoryTests {
    @Test func linksGoToTheActiveScenesNavigator() {
        let directory = NavigatorDirectory()
        let first = TestApp(root: HomeRoute())
        let second = TestApp(root: HomeRoute())
        directory.add(first.navigator, for: "one")
        directory.add(second.navigator, for: "two")
        directory.open("myapp://post/1")
        directory.activate("two")
        directory.open("myapp://post/2")
        #expect(first.outline == "stack: home > post/1")
        #expect(second.outline == "stack: home > post/2")
        #expect(directory.outlines.map(\.isActive) == [false, true])
    }

    @Test func closingTheActiveSceneActivatesTheLastRemainingOne() {
        let directory = NavigatorDirectory()
        let first = TestApp(root: HomeRoute())
        directory.add(first.navigator, for: "one")
        directory.add(TestApp(root: HomeRoute()).navigator, for: "two")
        directory.activate("two")
        directory.remove("two")
        #expect(directory.activeScene == "one")
        directory.remove("one")
        #expect(directory.open("myapp://post/1") == nil)
    }

    @Test func aLinkRouterCanPickTheScene() {
        let directory = NavigatorDirectory()
        let first = TestApp(root: HomeRoute())
        let second = TestApp(root: HomeRoute())
        directory.add(first.navigator, for: "one")
        directory.add(second.navigator, for: "two")
        directory.linkRouter = { url, _ in url.contains("post/2") ? "two" : nil }
        directory.open("myapp://post/2")
        directory.open("myapp://post/3")
        #expect(first.outline == "stack: home > post/3")
        #expect(second.outline == "stack: home > post/2")
    }
}
