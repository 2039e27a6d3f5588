import Testing
import WayfinderCore

@Suite("NavigationState reducer and outline")
struct NavigationStateTests {
    @Test func aNewStateIsOneStackWithItsRoot() {
        let state = NavigationState(root: r("login"))
        #expect(state.outline == "stack: login")
        #expect(state.activeLocation == StackLocation(tab: nil, depth: 0))
    }

    @Test func pushAddsOneEntryToTheActiveStackAndReportsIt() throws {
        var state = NavigationState(root: r("home"))
        let changes = try state.apply(.push([r("post/42")]))
        #expect(state.outline == "stack: home > post/42")
        #expect(changes.map(\.description) == ["pushed post/42"])
    }

    @Test func popOnARootStackThrowsAndChangesNothing() {
        var state = NavigationState(root: r("home"))
        let before = state
        #expect(throws: NavigationStateError.nothingToPop) { try state.apply(.pop(count: 1)) }
        #expect(state == before)
    }

    @Test func popRemovesTheTopEntryAndPopToRootKeepsOnlyTheRoot() throws {
        var state = NavigationState(root: r("home"))
        try state.run(.push([r("a"), r("b"), r("c")]), .pop(count: 1))
        #expect(state.outline == "stack: home > a > b")
        try state.apply(.popToRoot)
        #expect(state.outline == "stack: home")
        #expect(throws: NavigationStateError.nothingToPop) { try state.apply(.popToRoot) }
    }

    @Test func aSheetHasItsOwnStackThatPushesAndDismissesBack() throws {
        var state = NavigationState(root: r("home"))
        try state.run(.present([r("settings")], style: .sheet), .push([r("settings/notifications")]))
        #expect(
            state.outline == """
                stack: home
                  sheet: settings > settings/notifications
                """)
        #expect(state.activeLocation.depth == 1)
        try state.apply(.pop(count: 1))
        try state.apply(.dismiss)
        #expect(state.outline == "stack: home")
    }

    @Test func dismissRemovesTheAlertBeforeTheModal() throws {
        var state = NavigationState(root: r("home"))
        try state.run(.present([r("settings")], style: .fullScreenCover), .presentAlert(r("signout")))
        #expect(
            state.outline == """
                stack: home
                  cover: settings
                    alert: signout
                """)
        try state.apply(.dismiss)
        #expect(state.outline == "stack: home\n  cover: settings")
        try state.apply(.dismiss)
        #expect(state.outline == "stack: home")
        #expect(throws: NavigationStateError.nothingToDismiss) { try state.apply(.dismiss) }
    }

    @Test func setStackKeepsTheEqualPrefixAndItsIdentities() throws {
        var state = NavigationState(root: r("home"))
        try state.apply(.push([r("profile/user99"), r("old")]))
        let kept = state.activeStack.entries.prefix(2).map(\.id)
        let changes = try state.apply(
            .setStack([r("home"), r("profile/user99"), r("post/42")], in: .init(tab: nil, depth: 0)))
        #expect(state.outline == "stack: home > profile/user99 > post/42")
        #expect(Array(state.activeStack.entries.prefix(2).map(\.id)) == kept)
        #expect(changes.map(\.description) == ["popped old", "pushed post/42"])
    }

    @Test func setStackWithADifferentRootRebuildsTheStackAndDismissesModals() throws {
        var state = NavigationState(root: r("login"))
        try state.apply(.present([r("help")], style: .sheet))
        try state.apply(.setStack([r("home"), r("post/42")], in: .init(tab: nil, depth: 0)))
        #expect(state.outline == "stack: home > post/42")
    }

    @Test func setRootReplacesEverythingWithOneStack() throws {
        var state = NavigationState(root: r("home"))
        try state.run(
            .installTabs(
                [TabRoot(id: "home", root: r("home")), TabRoot(id: "profile", root: r("profile/me"))],
                selection: "home"),
            .present([r("settings")], style: .sheet))
        try state.apply(.setRoot([r("login")]))
        #expect(state.outline == "stack: login")
        #expect(state.tabBar == nil)
    }

    @Test func theOutlineOfTabsMatchesTheDesignExample() throws {
        var state = NavigationState(root: r("login"))
        try state.run(
            .installTabs(
                [TabRoot(id: "home", root: r("home")), TabRoot(id: "profile", root: r("profile/me"))],
                selection: "home"),
            .push([r("post/42")]),
            .present([r("settings")], style: .sheet),
            .push([r("settings/notifications")]),
            .presentAlert(r("signout")))
        #expect(
            state.outline == """
                tabs: home* profile
                home: home > post/42
                  sheet: settings > settings/notifications
                    alert: signout
                profile: profile/me
                """)
    }

    @Test func selectingATabWithResetDismissesModalsOnBothTabsAndPopsTheTarget() throws {
        var state = NavigationState(root: r("login"))
        try state.run(
            .installTabs(
                [TabRoot(id: "home", root: r("home")), TabRoot(id: "profile", root: r("profile/me"))],
                selection: "profile"),
            .push([r("profile/me/edit")]),
            .selectTab("home", reset: false),
            .present([r("compose")], style: .sheet))
        try state.apply(.selectTab("profile", reset: true))
        #expect(state.outline == "tabs: home profile*\nhome: home\nprofile: profile/me")
    }

    @Test func selectingATabWithoutResetKeepsItsStack() throws {
        var state = NavigationState(root: r("login"))
        try state.run(
            .installTabs(
                [TabRoot(id: "home", root: r("home")), TabRoot(id: "profile", root: r("profile/me"))],
                selection: "profile"),
            .push([r("profile/me/edit")]), .selectTab("home", reset: false),
            .selectTab("profile", reset: false))
        #expect(state.outline == "tabs: home profile*\nhome: home\nprofile: profile/me > profile/me/edit")
    }

    @Test func anUnknownTabIsAnErrorNotACrash() throws {
        var state = NavigationState(root: r("home"))
        #expect(throws: NavigationStateError.unknownTab("nope")) {
            try state.apply(.selectTab("nope", reset: true))
        }
        try state.apply(.installTabs([TabRoot(id: "home", root: r("home"))], selection: "home"))
        #expect(throws: NavigationStateError.unknownTab("nope")) {
            try state.apply(.selectTab("nope", reset: false))
        }
    }

    @Test func updatingTabsKeepsRemainingStacksAndFallsBackWhenTheSelectionGoes() throws {
        var state = NavigationState(root: r("login"))
        try state.run(
            .installTabs(
                [TabRoot(id: "home", root: r("home")), TabRoot(id: "pro", root: r("pro"))], selection: "pro"),
            .present([r("store")], style: .sheet),
            .selectTab("home", reset: false), .push([r("post/1")]), .selectTab("pro", reset: false))
        let changes = try state.apply(
            .updateTabs([TabRoot(id: "home", root: r("home")), TabRoot(id: "search", root: r("search"))]))
        #expect(state.outline == "tabs: home* search\nhome: home > post/1\nsearch: search")
        #expect(changes.map(\.description) == ["tabsRemoved pro", "tabsAdded search", "tabSelected home"])
    }

    @Test func entryIdentitiesAreNeverReused() throws {
        var state = NavigationState(root: r("home"))
        try state.run(.push([r("a")]), .pop(count: 1), .push([r("a")]))
        let ids = state.allEntries.map(\.id.rawValue)
        #expect(ids == [1, 3])
    }

    @Test func inAppOnlyRoutesPrintTheirTypeName() throws {
        var state = NavigationState(root: r("home"))
        try state.apply(.push([NoteRoute(text: "hi")]))
        #expect(state.outline == "stack: home > NoteRoute")
    }

    @Test func aFailingCommandLeavesTheStateExactlyAsItWas() throws {
        var state = NavigationState(root: r("home"))
        try state.apply(.push([r("a")]))
        let before = state
        #expect(throws: NavigationStateError.self) {
            try state.apply(.dismissAbove(.init(tab: "x", depth: 0)))
        }
        #expect(throws: NavigationStateError.noRoutes) { try state.apply(.push([])) }
        #expect(state == before)
    }

    @Test func presentingAModalReplacesTheAlertOfItsStack() throws {
        var state = NavigationState(root: r("home"))
        try state.apply(.presentAlert(r("signout")))
        let changes = try state.apply(.present([r("settings")], style: .sheet))
        #expect(state.outline == "stack: home\n  sheet: settings")
        #expect(changes.map(\.description) == ["dismissed alert signout", "presented sheet settings"])
    }
}

@Suite("Removing one entry from a stack")
struct RemoveEntryReducerTests {
    @Test func removingAMiddleEntryKeepsTheEntriesAboveItWithTheirIdentities() throws {
        var state = NavigationState(root: EditFixtureRoute(name: "a"))
        try state.apply(.push([EditFixtureRoute(name: "b"), EditFixtureRoute(name: "c")]))
        let entries = state.activeStack.entries
        let changes = try state.apply(.removeEntry(entries[1].id, in: state.activeLocation))
        #expect(state.outline == "stack: edit/a > edit/c")
        #expect(state.activeStack.entries.map(\.id) == [entries[0].id, entries[2].id])
        #expect(changes == [.popped([entries[1]], in: state.activeLocation)])
    }

    @Test func removingTheTopEntryTakesItsAlertAndModalWithIt() throws {
        var state = NavigationState(root: EditFixtureRoute(name: "a"))
        try state.apply(.push([EditFixtureRoute(name: "b")]))
        try state.apply(.presentAlert(EditFixtureRoute(name: "alert")))
        try state.apply(.removeEntry(state.activeStack.top.id, in: state.activeLocation))
        #expect(state.outline == "stack: edit/a")
    }

    @Test func removingTheRootOrAnUnknownEntryThrowsAndChangesNothing() throws {
        var state = NavigationState(root: EditFixtureRoute(name: "a"))
        try state.apply(.push([EditFixtureRoute(name: "b")]))
        let before = state
        #expect(throws: NavigationStateError.cannotRemoveRoot) {
            try state.apply(.removeEntry(state.activeStack.root.id, in: state.activeLocation))
        }
        let unknown = RouteEntry.ID(rawValue: 99)
        #expect(throws: NavigationStateError.noSuchEntry(unknown)) {
            try state.apply(.removeEntry(unknown, in: state.activeLocation))
        }
        #expect(state == before)
    }
}

@Route("edit/:name")
private struct EditFixtureRoute {
    let name: String
}
