import Testing
import WayfinderCore

@Suite("Navigation commands compare by value")
struct NavigationCommandEqualityTests {
    @Test func equalCasesWithEqualRoutesAreEqual() {
        #expect(NavigationCommand.push([r("a"), r("b")]) == .push([r("a"), r("b")]))
        #expect(NavigationCommand.present([r("s")], style: .sheet) == .present([r("s")], style: .sheet))
        #expect(
            NavigationCommand.installTabs([TabRoot(id: "t", root: r("t"))], selection: "t")
                == .installTabs([TabRoot(id: "t", root: r("t"))], selection: "t"))
        #expect(NavigationCommand.popToRoot == .popToRoot)
    }

    @Test func anyDifferenceMakesThemDifferent() {
        #expect(NavigationCommand.push([r("a")]) != .push([r("b")]))
        #expect(NavigationCommand.push([r("a")]) != .setRoot([r("a")]))
        #expect(
            NavigationCommand.present([r("s")], style: .sheet) != .present([r("s")], style: .fullScreenCover))
        #expect(NavigationCommand.presentAlert(r("a")) != .presentAlert(NoteRoute(text: "a")))
        #expect(NavigationCommand.pop(count: 1) != .pop(count: 2))
        #expect(NavigationCommand.selectTab("a", reset: true) != .selectTab("a", reset: false))
    }
}
