import Testing
import WayfinderCore

/// A route shown as an alert, for the planner's call tests.
struct AlertPathRoute: Route {
    let path: String
    var pathRepresentation: String { path }
    var preferredPresentation: Presentation { .alert }
}

/// A route shown as a full-screen cover.
struct CoverPathRoute: Route {
    let path: String
    var pathRepresentation: String { path }
    var preferredPresentation: Presentation { .fullScreenCover }
}

/// A pushed route with a parent, so `navigate(to:)` and links root it by its chain.
struct ChildPathRoute: Route {
    let path: String
    let parentPath: String
    var pathRepresentation: String { path }
    var parent: (any Route)? { r(parentPath) }
}

/// The planner's rule for each navigator call, one table per rule: a starting state, the call,
/// and the outline after its commands are applied (the reducer applying them, as the navigator
/// does). The navigator only applies what these return.
@Suite("The navigation planner: the rule of each navigator call")
struct NavigationPlannerCallTests {
    static let tabs = [TabRoot(id: "home", root: r("home")), TabRoot(id: "me", root: r("me"))]
    let tabbed = NavigationPlanner(tabs: tabs)
    let single = NavigationPlanner(tabs: [])

    /// The state after `commands`, applied in order.
    func applying(_ commands: [NavigationCommand], to state: NavigationState) throws -> NavigationState {
        var next = state
        for command in commands { try next.apply(command) }
        return next
    }

    /// A single stack `home > a`, presenting a sheet of `sheet` when `sheeted`.
    func stack(sheeted: Bool = false) throws -> NavigationState {
        var state = NavigationState(root: r("home"))
        try state.apply(.push([r("a")]))
        if sheeted { try state.apply(.present([r("sheet")], style: .sheet)) }
        return state
    }

    /// The tab bar `home* me`, the home tab at `home > a`.
    func tabbedState() throws -> NavigationState {
        var state = NavigationState(root: r("home"))
        try state.apply(.installTabs(Self.tabs, selection: "home"))
        try state.apply(.push([r("a")]))
        return state
    }

    // MARK: - push

    @Test(arguments: [
        ("b", false, "stack: home > a > b"),
        ("a", false, "stack: home > a > a"),
        ("a", true, "stack: home > a"),
        ("b", true, "stack: home > a > b"),
    ])
    func pushPutsTheRouteOnTheActiveStackExceptAnEqualTopWithSingleTop(
        route: String, singleTop: Bool, outline: String
    ) throws {
        let state = try stack()
        let commands = NavigationPlanner(tabs: []).commands(
            pushing: r(route), singleTop: singleTop, in: state)
        #expect(try applying(commands, to: state).outline == outline)
    }

    // MARK: - present: a double tap presents once

    @Test(arguments: [
        (false, "sheet", ModalStyle.sheet, "stack: home > a\n  sheet: sheet"),
        (true, "sheet", ModalStyle.sheet, "stack: home > a\n  sheet: sheet"),
        (true, "sheet", ModalStyle.fullScreenCover, "stack: home > a\n  sheet: sheet\n    cover: sheet"),
        (true, "other", ModalStyle.sheet, "stack: home > a\n  sheet: sheet\n    sheet: other"),
    ])
    func presentStacksAModalUnlessTheTopmostIsTheSameRouteInTheSameStyle(
        sheeted: Bool, route: String, style: ModalStyle, outline: String
    ) throws {
        let state = try stack(sheeted: sheeted)
        let commands = NavigationPlanner(tabs: []).commands(presenting: r(route), style: style, in: state)
        #expect(try applying(commands, to: state).outline == outline)
    }

    // MARK: - alerts

    @Test(arguments: [false, true])
    func anAlertShowsOverTheActiveStack(sheeted: Bool) throws {
        let state = try stack(sheeted: sheeted)
        let commands = NavigationPlanner(tabs: []).commands(presentingAlert: AlertPathRoute(path: "confirm"))
        let expected =
            sheeted
            ? "stack: home > a\n  sheet: sheet\n    alert: confirm" : "stack: home > a\n  alert: confirm"
        #expect(try applying(commands, to: state).outline == expected)
    }

    // MARK: - navigate(to:)

    @Test func navigateRootsAPushedRouteByItsParentChain() throws {
        let state = try stack()
        let route = ChildPathRoute(path: "child", parentPath: "home")
        #expect(
            NavigationPlanner(tabs: []).routes(navigatingTo: route).map(\.pathRepresentation) == [
                "home", "child",
            ])
        let commands = single.commands(
            navigatingAlong: NavigationPlanner(tabs: []).routes(navigatingTo: route), singleTop: false,
            in: state)
        #expect(try applying(commands, to: state).outline == "stack: home > child")
    }

    @Test(arguments: [
        (true, "stack: home > a"),
        (false, "stack: home > a > b > a"),
    ])
    func navigateWithSingleTopGoesBackToTheNearestEqualScreen(singleTop: Bool, outline: String) throws {
        var state = try stack()
        try state.apply(.push([r("b")]))
        let commands = single.commands(navigatingAlong: [r("a")], singleTop: singleTop, in: state)
        #expect(try applying(commands, to: state).outline == outline)
    }

    @Test(arguments: [
        (false, "stack: home > a\n  cover: cover"),
        (true, "stack: home > a\n  cover: cover"),
    ])
    func navigateToAModalRouteBringsBackTheOneAlreadyPresented(presented: Bool, outline: String) throws {
        var state = try stack()
        let cover = CoverPathRoute(path: "cover")
        if presented { try state.apply(.present([cover, r("inside")], style: .fullScreenCover)) }
        #expect(
            NavigationPlanner(tabs: []).routes(navigatingTo: cover).map(\.pathRepresentation) == ["cover"])
        let commands = single.commands(navigatingAlong: [cover], singleTop: false, in: state)
        #expect(try applying(commands, to: state).outline == outline)
    }

    @Test func navigateToAnAlertRouteShowsIt() throws {
        let state = try stack()
        let commands = single.commands(
            navigatingAlong: [AlertPathRoute(path: "confirm")], singleTop: false, in: state)
        #expect(try applying(commands, to: state).outline == "stack: home > a\n  alert: confirm")
    }

    // MARK: - a link of several routes

    @Test(arguments: [
        (["post", "comments"], "stack: home > post > comments", [String]()),
        (["post", "confirm!"], "stack: home > post\n  alert: confirm", ["confirm"]),
        // An alert route that is not last is a screen of the chain like any other.
        (["confirm!", "post"], "stack: confirm > post", [String]()),
    ])
    func aLinkRootsItsFirstRoutePushesTheRestAndShowsATrailingAlertOverThem(
        paths: [String], outline: String, alert: [String]
    ) throws {
        // A path ending in "!" is an alert route; the first route's parent is `home`.
        let routes: [any Route] = paths.enumerated().map { index, path in
            if path.hasSuffix("!") { return AlertPathRoute(path: String(path.dropLast())) }
            return index == 0 ? ChildPathRoute(path: path, parentPath: "home") : r(path)
        }
        let (screens, trailing) = NavigationPlanner(tabs: []).screens(ofLink: routes)
        #expect((trailing.map { [$0.pathRepresentation] } ?? []) == alert)
        #expect(screens.count + alert.count == routes.count + (routes[0] is ChildPathRoute ? 1 : 0))
        let state = try stack()
        let commands = single.commands(openingLink: routes, in: state)
        #expect(try applying(commands, to: state).outline == outline)
    }

    // MARK: - setRoot

    @Test(arguments: [
        ("login", "stack: login"),
        ("home", "tabs: home* me\nhome: home\nme: me"),
        ("me", "tabs: home me*\nhome: home\nme: me"),
    ])
    func setRootMakesOneStackOrInstallsTheTabsAfreshOntoATabsRoot(route: String, outline: String) throws {
        let state = try tabbedState()
        #expect(try applying(tabbed.commands(settingRoot: r(route)), to: state).outline == outline)
    }

    // MARK: - tabs

    @Test(arguments: [
        (false, "me", "tabs: home me*\nhome: home\nme: me"),
        (true, "me", "tabs: home me*\nhome: home > a\nme: me"),
        (true, "home", "tabs: home* me\nhome: home\nme: me"),
    ])
    func switchTabInstallsTheTabsOrSelectsAndResetsTheTab(installed: Bool, tab: TabID, outline: String) throws
    {
        let state = installed ? try tabbedState() : NavigationState(root: r("home"))
        let commands = try #require(tabbed.commands(switchingTo: tab, in: state))
        #expect(try applying(commands, to: state).outline == outline)
    }

    @Test func switchTabToATabInNoSlotIsNoPlan() throws {
        #expect(tabbed.commands(switchingTo: "settings", in: try tabbedState()) == nil)
    }

    @Test(arguments: [
        ("me", false, "tabs: home me*\nhome: home > a\nme: me"),
        ("home", false, "tabs: home* me\nhome: home\nme: me"),
        ("home", true, "tabs: home* me\nhome: home\nme: me"),
    ])
    func aTabTapSelectsAnotherTabAndARetapPopsTheSelectedOneToItsRoot(
        tab: TabID, sheeted: Bool, outline: String
    ) throws {
        var state = try tabbedState()
        if sheeted { try state.apply(.present([r("sheet")], style: .sheet)) }
        let commands = try #require(NavigationPlanner(tabs: []).commands(userSelected: tab, in: state))
        #expect(try applying(commands, to: state).outline == outline)
    }

    @Test func aRetapOfATabShowingOnlyItsRootChangesNothing() throws {
        var state = NavigationState(root: r("home"))
        try state.apply(.installTabs(Self.tabs, selection: "home"))
        #expect(NavigationPlanner(tabs: []).commands(userSelected: "home", in: state) == [])
        #expect(NavigationPlanner(tabs: []).commands(userSelected: "gone", in: state) == nil)
        #expect(
            NavigationPlanner(tabs: []).commands(userSelected: "home", in: NavigationState(root: r("home")))
                == nil)
    }

    // MARK: - finish

    @Test func finishPopsAPushedScreenDismissesAModalsFirstScreenAndAnAlert() throws {
        var state = try stack()
        try state.apply(.push([r("b")]))
        try state.apply(.present([r("sheet"), r("inside")], style: .sheet))
        try state.apply(.presentAlert(AlertPathRoute(path: "confirm")))
        let sheet = try #require(state.stack(at: StackLocation(tab: nil, depth: 1)))
        let base = try #require(state.stack(at: StackLocation(tab: nil, depth: 0)))
        let rows: [(RouteEntry.ID, String)] = [
            (try #require(sheet.alert).id, "stack: home > a > b\n  sheet: sheet > inside"),
            // The alert belongs to the sheet's stack, not to the screen popped: it stays.
            (sheet.entries[1].id, "stack: home > a > b\n  sheet: sheet\n    alert: confirm"),
            (sheet.entries[0].id, "stack: home > a > b"),
            (base.entries[2].id, "stack: home > a"),
            (base.entries[0].id, "stack: home > a > b\n  sheet: sheet > inside\n    alert: confirm"),
        ]
        for (entry, outline) in rows {
            let commands = NavigationPlanner(tabs: []).commands(finishing: entry, in: state)
            let after = try applying(commands, to: state).outline
            #expect(after == outline, "finishing \(entry)")
        }
    }

    // MARK: - a result's screen

    @Test(arguments: [
        ("push", "stack: home > a > a"),
        ("sheet", "stack: home > a\n  sheet: sheet\n    sheet: sheet"),
        ("cover", "stack: home > a\n  sheet: sheet\n    cover: cover"),
        ("alert", "stack: home > a\n  sheet: sheet\n    alert: alert"),
    ])
    func aScreenAwaitedForAResultIsAlwaysANewOne(kind: String, outline: String) throws {
        var state = try stack(sheeted: true)
        if kind == "push" { state = try stack() }
        let route: any Route =
            switch kind {
            case "push": r("a")
            case "sheet": SheetRoute()
            case "cover": CoverPathRoute(path: "cover")
            default: AlertPathRoute(path: "alert")
            }
        let commands = NavigationPlanner(tabs: []).commands(showingForResult: route)
        #expect(try applying(commands, to: state).outline == outline)
    }
}
