public import WayfinderCore

/// A problem found while feature modules registered their routes.
///
/// The navigator collects every problem rather than stopping at the first, so one test checks
/// them all: `#expect(navigator.diagnostics.isEmpty)`.
public enum RegistrationDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A route was registered twice; the first registration stays.
    case duplicateRegistration(route: String, firstModule: String, secondModule: String)
    /// Two patterns match exactly the same URLs; the first registered wins. The conflict names
    /// both route types with their modules; the feature modules that registered them follow.
    case conflictingPatterns(RouteConflict, winnerRegisteredBy: String, shadowedRegisteredBy: String)
    /// Two routes of one pattern can both answer one link with the same number of query
    /// conditions (one requires `comment`, the other `manage`, and a link carries both); the
    /// route registered first answers it. The ambiguity names both routes and such a link; the
    /// feature modules that registered them follow. Give one route a condition more (require or
    /// forbid the other's item) to say which one a link with both means.
    case ambiguousRoutes(RouteAmbiguity, answeringRegisteredBy: String, otherRegisteredBy: String)
    /// A registered route's parent is a route no module registered.
    ///
    /// Found at launch in debug builds only; a release build's navigator skips the check (it
    /// decodes a sample route of every registered type). `validateRoutes` finds it in any build.
    case unregisteredParent(route: String, parent: String)
    /// The navigator's root route is not registered.
    case unregisteredRoot(route: String)
    /// Two tabs have the same identifier; the first stays.
    case duplicateTab(TabID, module: String)
    /// Two action tabs were registered; the first stays.
    case duplicateActionTab(TabID, TabID)
    /// A tab lost its slot to tabs of higher priority (at most five items show).
    case tabOverflow(TabID, priority: Int)
    /// A tab's root route is not registered.
    case unregisteredTabRoot(TabID, route: String)
    /// A tab's root route prefers to be presented (`presentation` is `.sheet`,
    /// `.fullScreenCover` or `.alert`), but a tab's root is the bottom screen of its stack: a
    /// navigation to one of its children would present a second copy of it over the tab. Give
    /// the tab a pushed route as its root.
    ///
    /// Found when the navigator is created; ``Navigator/setTabs(_:)`` refuses a set of tabs with
    /// such a tab as `NavigationFailure.registration(_:)` of this diagnostic.
    case tabRootNotPushed(TabID, route: String, presentation: Presentation)
    /// Two modules handle the alert actions of the same route; the first handler is used.
    case duplicateAlertActionHandler(route: String, firstModule: String, secondModule: String)
    /// A module handles the alert actions of a route that no module registers.
    case alertActionHandlerWithoutRoute(route: String, module: String)
    /// A second leave guard for a route (by `module`); the first one is asked.
    case duplicateLeaveGuard(route: String, module: String)
    /// Two modules declare a flow model of the same type for the same route; the first one is made.
    case duplicateFlowModel(route: String, model: String, firstModule: String, secondModule: String)
    /// A module declares a flow model for a route that no module registers, so it is never made.
    case flowModelWithoutRoute(route: String, model: String, module: String)
    /// Two modules declared a split rooted at the same route; the first declaration is used.
    case duplicateSplit(route: String, firstModule: String, secondModule: String)
    /// A module declared a split with a column route that no module registers.
    case splitRouteWithoutRegistration(route: String, module: String)
    /// A module registered a detail placeholder for a route that roots no split, so it never
    /// shows; or a second one for the same route (by `module`), where the first one shows.
    case detailPlaceholderWithoutSplit(route: String, module: String)
    /// The app's root route (`tab` nil) or a tab's root is an external route: the bottom screen
    /// of a stack must be one Wayfinder shows, and an external route's screen is shown by the
    /// app's handler. Root the app or the tab at a Wayfinder screen.
    case externalRouteOnStack(route: String, tab: TabID?)

    public var description: String {
        switch self {
        case .duplicateRegistration(let route, let first, let second):
            "\(route) is registered by both \(first) and \(second); the registration of \(first) is used"
        case .conflictingPatterns(let conflict, let winnerModule, let shadowedModule):
            "\(conflict.shadowedIsAlias ? "the alias" : "the pattern") '\(conflict.shadowedPattern)' of "
                + "\(conflict.shadowedRoute) (registered by \(shadowedModule)) matches the same URLs as "
                + "\(conflict.winnerIsAlias ? "the alias " : "")'\(conflict.winningPattern)' of \(conflict.winningRoute) "
                + "(registered by \(winnerModule)), "
                + (conflict.shadowedIsAlias && !conflict.winnerIsAlias
                    ? "whose own pattern wins over an alias" : "which was registered first and wins")
        case .ambiguousRoutes(let ambiguity, let answeringModule, let otherModule):
            "the pattern '\(ambiguity.otherPattern)' of \(ambiguity.otherRoute) (registered by \(otherModule)) and "
                + "'\(ambiguity.answeringPattern)' of \(ambiguity.answeringRoute) (registered by \(answeringModule)) "
                + "both answer \(ambiguity.sampleLink); \(ambiguity.answeringRoute) was registered first and answers it"
        case .unregisteredParent(let route, let parent):
            "\(route) names \(parent) as its parent, but no module registers \(parent)"
        case .unregisteredRoot(let route):
            "the root route \(route) is not registered"
        case .duplicateTab(let id, let module):
            "the tab '\(id)' is registered twice (again by \(module)); the first registration is used"
        case .duplicateActionTab(let first, let second):
            "two action tabs are registered ('\(first)' and '\(second)'); '\(first)' is used"
        case .tabOverflow(let id, let priority):
            "the tab '\(id)' (priority \(priority)) gets no slot: at most \(RouteRegistry.maximumTabCount) tabs show"
        case .unregisteredTabRoot(let id, let route):
            "the root route \(route) of the tab '\(id)' is not registered"
        case .tabRootNotPushed(let id, let route, let presentation):
            "the root route \(route) of the tab '\(id)' prefers to be shown as \(presentation.article) "
                + "\(presentation), but a tab's root is the bottom screen of its stack and must be pushed"
        case .duplicateAlertActionHandler(let route, let first, let second):
            "the alert actions of \(route) are handled by both \(first) and \(second); the handler of \(first) is used"
        case .alertActionHandlerWithoutRoute(let route, let module):
            "\(module) handles the alert actions of \(route), but no module registers \(route)"
        case .duplicateLeaveGuard(let route, let module):
            "\(route) already has a leave guard; the one \(module) registers is ignored"
        case .duplicateFlowModel(let route, let model, let first, let second):
            "the flow model \(model) of \(route) is declared by both \(first) and \(second); the one of \(first) is made"
        case .flowModelWithoutRoute(let route, let model, let module):
            "\(module) declares the flow model \(model) of \(route), but no module registers \(route)"
        case .duplicateSplit(let route, let first, let second):
            "a split rooted at \(route) is declared by both \(first) and \(second); the one of \(first) is used"
        case .splitRouteWithoutRegistration(let route, let module):
            "\(module) declares a split with the column route \(route), but no module registers \(route)"
        case .detailPlaceholderWithoutSplit(let route, let module):
            "\(module) registers a detail placeholder for \(route), but no split is rooted at \(route), "
                + "or another module registered one first"
        case .externalRouteOnStack(let route, let tab?):
            "the tab '\(tab)' is rooted at \(route), an external route: a tab's root must be a screen Wayfinder shows"
        case .externalRouteOnStack(let route, nil):
            "the app's root \(route) is an external route: the root must be a screen Wayfinder shows"
        }
    }
}

extension Presentation {
    /// The indefinite article of the presentation's name in a sentence.
    fileprivate var article: String { kind == .alert || kind == .inspector ? "an" : "a" }
}
