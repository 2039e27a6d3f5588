import Testing
import WayfinderCore

/// A pushed route under a parent, whose links append onto its tab's current stack.
struct AppendingPathRoute: Route {
    let path: String
    let parentPath: String?
    var pathRepresentation: String { path }
    var parent: (any Route)? { parentPath.map(r) }
    var linkPlacement: LinkPlacement { .appendToCurrentStack }
}

/// The planner's rule for a route a link appends (``LinkPlacement/appendToCurrentStack``): which
/// tab, which stack of it, and what happens when an equal route is there already.
@Suite("The navigation planner: appending a link's route")
struct NavigationPlannerAppendingTests {
    static let tabs = [TabRoot(id: "home", root: r("home")), TabRoot(id: "inbox", root: r("inbox"))]
    let planner = NavigationPlanner(tabs: tabs)

    /// `home* inbox`: home at `home > a`, inbox at `inbox > m1`.
    func tabbedState(presentingOnInbox: Bool = false) throws -> NavigationState {
        var state = NavigationState(root: r("home"))
        try state.apply(.installTabs(Self.tabs, selection: "inbox"))
        try state.apply(.push([message("m1")]))
        if presentingOnInbox { try state.apply(.present([r("compose")], style: .sheet)) }
        try state.apply(.selectTab("home", reset: false))
        try state.apply(.push([r("a")]))
        return state
    }

    /// A message of the inbox tab.
    func message(_ path: String) -> AppendingPathRoute { AppendingPathRoute(path: path, parentPath: "inbox") }

    func outline(appending route: AppendingPathRoute, to state: NavigationState, singleTop: Bool = false)
        throws -> String
    {
        var next = state
        let chain = NavigationPlanner(tabs: []).routes(navigatingTo: route)
        for command in planner.commands(appending: route, chain: chain, singleTop: singleTop, in: state) {
            try next.apply(command)
        }
        return next.outline
    }

    @Test func theRoutesTabIsSelectedAndTheRouteGoesOnTopOfItsStack() throws {
        let outline = try outline(
            appending: AppendingPathRoute(path: "m2", parentPath: "inbox"), to: tabbedState())
        #expect(outline == "tabs: home inbox*\nhome: home > a\ninbox: inbox > m1 > m2")
    }

    @Test func aRouteWithoutATabGoesOntoTheSelectedTab() throws {
        let outline = try outline(
            appending: AppendingPathRoute(path: "x", parentPath: nil), to: tabbedState())
        #expect(outline == "tabs: home* inbox\nhome: home > a > x\ninbox: inbox > m1")
    }

    @Test func whatTheTabPresentsIsDismissedFirst() throws {
        let state = try tabbedState(presentingOnInbox: true)
        let outline = try outline(appending: AppendingPathRoute(path: "m2", parentPath: "inbox"), to: state)
        #expect(outline == "tabs: home inbox*\nhome: home > a\ninbox: inbox > m1 > m2")
    }

    @Test func anEqualRouteOnTopStaysAlone() throws {
        let planner = planner
        let state = try tabbedState()
        let route = AppendingPathRoute(path: "m1", parentPath: "inbox")
        let commands = planner.commands(
            appending: route, chain: NavigationPlanner(tabs: []).routes(navigatingTo: route),
            singleTop: false,
            in: state)
        #expect(commands == [.selectTab("inbox", reset: false)])
    }

    @Test func singleTopPopsBackToAnEqualRouteLowerOnTheStack() throws {
        var state = try tabbedState()
        try state.apply(.selectTab("inbox", reset: false))
        try state.apply(.push([message("m2")]))
        let route = AppendingPathRoute(path: "m1", parentPath: "inbox")
        #expect(try outline(appending: route, to: state, singleTop: true).hasSuffix("inbox: inbox > m1"))
        #expect(try outline(appending: route, to: state).hasSuffix("inbox: inbox > m1 > m2 > m1"))
    }

    @Test func beforeTheTabBarExistsTheTabIsInstalled() throws {
        let state = NavigationState(root: r("login"))
        let outline = try outline(appending: AppendingPathRoute(path: "m2", parentPath: "inbox"), to: state)
        #expect(outline == "tabs: home inbox*\nhome: home\ninbox: inbox > m2")
    }

    @Test func aTabWithoutASlotIsReported() {
        let planner = NavigationPlanner(tabs: [Self.tabs[0]], tabsWithoutSlot: [Self.tabs[1]])
        let chain = NavigationPlanner(tabs: []).routes(
            navigatingTo: AppendingPathRoute(path: "m2", parentPath: "inbox"))
        #expect(planner.tabWithoutSlot(appending: chain, in: NavigationState(root: r("home"))) == "inbox")
    }
}
