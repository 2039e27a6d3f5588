import Testing
import WayfinderCore

@Suite("NavigationPlanner: removing the screens whose guards refuse")
struct NavigationPlannerRemovingTests {
    /// Applies the planner's commands for the entries of `state` showing `paths`.
    func removing(_ paths: Set<String>, from state: NavigationState) throws -> NavigationState {
        let refused = Set(
            state.root.allEntries.filter { paths.contains($0.route.pathRepresentation) }.map(\.id))
        var next = state
        for command in NavigationPlanner(tabs: []).commands(removing: refused, from: state) {
            try next.apply(command)
        }
        return next
    }

    @Test func aStackIsCutBackToTheScreenBelowItsFirstRefusedEntry() throws {
        var state = NavigationState(root: r("home"))
        try state.run(.push([r("a"), r("b"), r("c")]))
        #expect(try removing(["b"], from: state).outline == "stack: home > a")
        #expect(try removing(["c", "a"], from: state).outline == "stack: home")
    }

    @Test func aBottomStackKeepsItsRootAndEveryTabIsCutOnItsOwn() throws {
        var state = NavigationState(root: r("home"))
        try state.run(
            .installTabs(
                [TabRoot(id: "home", root: r("home")), TabRoot(id: "me", root: r("me"))], selection: "home"),
            .push([r("a")]), .selectTab("me", reset: false), .push([r("me/edit")]))
        let after = try removing(["me", "a"], from: state)
        #expect(after.outline == "tabs: home me*\nhome: home\nme: me")
    }

    @Test func aRefusedModalIsDismissedWithWhatItPresentsAndARefusedAlertGoes() throws {
        var state = NavigationState(root: r("home"))
        try state.run(
            .push([r("a")]), .present([r("vault"), r("vault/1")], style: .sheet), .presentAlert(r("confirm")))
        #expect(try removing(["vault"], from: state).outline == "stack: home > a")
        #expect(try removing(["confirm"], from: state).outline == "stack: home > a\n  sheet: vault > vault/1")
        #expect(try removing(["a"], from: state).outline == "stack: home")
    }

    @Test func entriesNoLongerInTheStateAreIgnored() {
        let state = NavigationState(root: r("home"))
        #expect(
            NavigationPlanner(tabs: []).commands(removing: [RouteEntry.ID(rawValue: 77)], from: state).isEmpty
        )
        #expect(NavigationPlanner(tabs: []).commands(removing: [], from: state).isEmpty)
    }
}
