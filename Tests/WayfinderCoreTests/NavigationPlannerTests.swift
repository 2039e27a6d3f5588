import Testing
import WayfinderCore

/// A sheet for the planner tests.
struct SheetRoute: Route {
    var pathRepresentation: String { "sheet" }
    var preferredPresentation: Presentation { .sheet }
}

@Suite("The navigation planner: where a chain of routes goes")
struct NavigationPlannerTests {
    let tabbed = NavigationPlanner(tabs: [
        TabRoot(id: "home", root: r("home")), TabRoot(id: "me", root: r("me")),
    ])

    /// The state after the planner's commands, applied in order.
    func applying(_ commands: [NavigationCommand], to state: NavigationState) throws -> NavigationState {
        var next = state
        for command in commands { try next.apply(command) }
        return next
    }

    /// The launch rule, one row per root: a tab's root launches with the tab bar and that tab
    /// selected; any other root, or no tabs at all, launches as the single stack.
    @Test(arguments: [
        ("home", "tabs: home* me\nhome: home\nme: me"),
        ("me", "tabs: home me*\nhome: home\nme: me"),
        ("login", "stack: login"),
        ("post", "stack: post"),
    ])
    func theLaunchStateOfARoot(root: String, outline: String) throws {
        let state = NavigationState(root: r(root))
        #expect(try applying(tabbed.commands(launchingAt: r(root)), to: state).outline == outline)
    }

    @Test func withoutTabsEveryRootLaunchesAsOneStack() {
        #expect(NavigationPlanner(tabs: []).commands(launchingAt: r("home")).isEmpty)
    }

    @Test func aChainRootedAtATabsRootInstallsTheTabsTheFirstTime() throws {
        let state = NavigationState(root: r("login"))
        let commands = tabbed.commands(showing: [r("home"), r("post")], in: state, rootsAChain: true)
        #expect(
            commands == [
                .installTabs(tabbed.tabs, selection: "home"),
                .setStack([r("home"), r("post")], in: StackLocation(tab: "home", depth: 0)),
            ])
        #expect(try applying(commands, to: state).outline == "tabs: home* me\nhome: home > post\nme: me")
    }

    @Test func aChainRootedAtAnotherTabsRootSelectsItAndDismissesWhatTheCurrentTabPresents() throws {
        var state = try applying(
            tabbed.commands(showing: [r("home")], in: NavigationState(root: r("login")), rootsAChain: true),
            to: NavigationState(root: r("login")))
        try state.apply(.present([SheetRoute()], style: .sheet))
        let commands = tabbed.commands(showing: [r("me"), r("edit")], in: state, rootsAChain: true)
        #expect(
            commands == [
                .dismissAbove(StackLocation(tab: "home", depth: 0)), .selectTab("me", reset: false),
                .setStack([r("me"), r("edit")], in: StackLocation(tab: "me", depth: 0)),
            ])
        #expect(try applying(commands, to: state).outline == "tabs: home me*\nhome: home\nme: me > edit")
    }

    @Test func aChainWhoseRootIsOnTheActivePathRebuildsThatStack() throws {
        var state = NavigationState(root: r("home"))
        try state.apply(.push([r("a"), r("b")]))
        let commands = NavigationPlanner(tabs: []).commands(
            showing: [r("home"), r("c")], in: state, rootsAChain: true)
        #expect(commands == [.setStack([r("home"), r("c")], in: StackLocation(tab: nil, depth: 0))])
    }

    @Test func withTabsInstalledAChainRootedElsewhereIsPushedAndNoTabsRootChanges() throws {
        let state = try applying(
            tabbed.commands(showing: [r("home")], in: NavigationState(root: r("login")), rootsAChain: true),
            to: NavigationState(root: r("login")))
        let commands = tabbed.commands(showing: [r("feed"), r("post")], in: state, rootsAChain: true)
        #expect(commands == [.push([r("feed"), r("post")])])
    }

    @Test func withoutTabsAChainRootedElsewhereReplacesTheSingleStack() {
        let commands = NavigationPlanner(tabs: []).commands(
            showing: [r("home"), r("post")], in: NavigationState(root: r("login")), rootsAChain: true)
        #expect(commands == [.setStack([r("home"), r("post")], in: StackLocation(tab: nil, depth: 0))])
    }

    @Test func aLoneRouteWithoutAParentIsPushed() {
        let commands = NavigationPlanner(tabs: []).commands(
            showing: [r("post")], in: NavigationState(root: r("home")), rootsAChain: false)
        #expect(commands == [.push([r("post")])])
    }

    @Test func aModalRouteInTheChainPresentsTheRestAsItsFlow() throws {
        let state = NavigationState(root: r("home"))
        let commands = NavigationPlanner(tabs: []).commands(
            showing: [r("home"), SheetRoute(), r("inside")], in: state, rootsAChain: true)
        #expect(
            commands == [
                .setStack([r("home")], in: StackLocation(tab: nil, depth: 0)),
                .present([SheetRoute(), r("inside")], style: .sheet),
            ])
        #expect(try applying(commands, to: state).outline == "stack: home\n  sheet: sheet > inside")
    }

    @Test func aModalAlreadyPresentedOnTheActivePathIsRebuiltNotPresentedAgain() throws {
        var state = NavigationState(root: r("home"))
        try state.apply(.present([SheetRoute(), r("inside")], style: .sheet))
        let commands = NavigationPlanner(tabs: []).commands(
            showing: [SheetRoute()], in: state, rootsAChain: false)
        #expect(commands == [.setStack([SheetRoute()], in: StackLocation(tab: nil, depth: 1))])
    }

    @Test func popBackFindsTheNearestMatchingScreenOrSaysThereIsNone() throws {
        var state = NavigationState(root: r("home"))
        try state.apply(.push([r("a"), r("b"), r("a"), r("c")]))
        let back = NavigationPlanner(tabs: []).popBack(in: state) { $0.pathRepresentation == "a" }
        #expect(back == [.popTo(state.activeStack.entries[3].id, in: state.activeLocation)])
        #expect(NavigationPlanner(tabs: []).popBack(in: state) { $0.pathRepresentation == "c" } == [])
        #expect(NavigationPlanner(tabs: []).popBack(in: state) { $0.pathRepresentation == "z" } == nil)
    }

    /// The planner with a third tab, `news`, registered beyond the tab bar's slots.
    var crowded: NavigationPlanner {
        NavigationPlanner(tabs: tabbed.tabs, tabsWithoutSlot: [TabRoot(id: "news", root: r("news"))])
    }

    @Test func aChainRootedAtATabWithoutASlotHasNoPlaceWithOrWithoutTheTabBar() throws {
        let single = NavigationState(root: r("login"))
        let tabs = try applying(
            crowded.commands(launchingAt: r("home")), to: NavigationState(root: r("home")))
        for state in [single, tabs] {
            #expect(crowded.tabWithoutSlot(showing: [r("news"), r("story")], in: state) == "news")
            #expect(
                crowded.tabWithoutSlot(navigatingAlong: [r("news"), r("story")], singleTop: false, in: state)
                    == "news")
            #expect(crowded.tabWithoutSlot(openingLink: [r("news"), r("story")], in: state) == "news")
            #expect(crowded.tabWithoutSlot(showing: [r("home"), r("story")], in: state) == nil)
            #expect(crowded.tabWithoutSlot(showing: [r("news"), SheetRoute()], in: state) == "news")
            #expect(crowded.tabWithoutSlot(showing: [SheetRoute(), r("news")], in: state) == nil)
            #expect(tabbed.tabWithoutSlot(showing: [r("news"), r("story")], in: state) == nil)
        }
    }

    @Test func aChainRootedAtATabWithoutASlotRebuildsAStackOnTheActivePathRootedThere() throws {
        var state = try applying(
            crowded.commands(launchingAt: r("home")), to: NavigationState(root: r("home")))
        try state.apply(.present([r("news")], style: .sheet))
        #expect(crowded.tabWithoutSlot(showing: [r("news"), r("story")], in: state) == nil)
        let commands = crowded.commands(showing: [r("news"), r("story")], in: state, rootsAChain: true)
        #expect(commands == [.setStack([r("news"), r("story")], in: StackLocation(tab: "home", depth: 1))])
        #expect(crowded.tabWithoutSlot(showing: [r("news")], in: NavigationState(root: r("news"))) == nil)
    }

    @Test func noRoutesPlanNothing() {
        #expect(tabbed.commands(showing: [], in: NavigationState(root: r("home")), rootsAChain: true).isEmpty)
    }
}
