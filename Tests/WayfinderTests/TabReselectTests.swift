import Testing
import Wayfinder
import WayfinderCore

/// A screen that scrolls its list to the top when its tab is tapped again at its root.
@MainActor
final class ScrollingList: NavigationObserver {
    let tab: TabID
    private(set) var scrolledToTop = 0

    init(tab: TabID) { self.tab = tab }

    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {}

    func navigator(_ navigator: Navigator, tabReselectedAtRoot tab: TabID) {
        if tab == self.tab { scrolledToTop += 1 }
    }
}

/// An observer written before `tabReselectedAtRoot` existed: it still compiles.
@MainActor
final class EventsOnly: NavigationObserver {
    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {}
}

@MainActor
@Suite("Re-tapping the selected tab")
struct TabReselectTests {
    @Test func reTappingTheSelectedTabAtItsRootSendsTabReselectedAndChangesNothing() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        let list = ScrollingList(tab: "feed")
        app.navigator.addObserver(list)
        app.navigator.addObserver(EventsOnly())
        let before = app.outline
        let builds = app.host.buildCount
        let outcome = await app.host.tapTab("feed").outcome
        #expect(outcome == .applied)
        #expect(app.outline == before)
        #expect(app.host.buildCount == builds)
        let last = app.recorder.allEvents.last
        #expect(last?.kind == .tabReselected)
        #expect(last?.logLine == "event=tabReselected route=feed tab=feed source=user")
        #expect(last?.screen == app.navigator.state.activeStack.root)
        #expect(list.scrolledToTop == 1)
        app.host.tapTab("feed")
        #expect(list.scrolledToTop == 2)
        #expect(app.navigator.journal.entries.last?.changes.isEmpty == true)
    }

    @Test func reTappingTheSelectedTabAboveItsRootPopsToTheRootWithoutTabReselected() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed/article/1/article/2")
        let list = ScrollingList(tab: "feed")
        app.navigator.addObserver(list)
        let start = app.recorder.allEvents.count
        #expect(await app.host.tapTab("feed").outcome == .applied)
        #expect(app.outline.contains("feed: feed\n"))
        let kinds = app.recorder.allEvents.dropFirst(start).map(\.kind)
        #expect(kinds == [.popped, .screenDisappeared, .screenAppeared])
        #expect(list.scrolledToTop == 0)
        app.host.tapTab("feed")  // now at its root
        #expect(list.scrolledToTop == 1)
    }

    @Test func tappingAnotherTabOrSwitchingToTheSelectedOneSendsNoTabReselected() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        app.host.tapTab("search")
        app.navigator.switchTab(to: "search")
        #expect(!app.recorder.allEvents.contains { $0.kind == .tabReselected })
        #expect(app.navigator.state.selectedTab == "search")
    }
}
