import WayfinderCore

/// The rules the routes of a link must follow (`Docs/Decisions/link-grammar.md`), so that an
/// outside link builds only states the app's own calls would build:
///
/// 1. From outside the app, every route is externally reachable.
/// 2. It names at most `NavigationLimits.maximumStackLength` routes.
/// 3. A tab's root route may only come first.
/// 4. An alert route may only come last.
/// 5. At most one route prefers a sheet or cover; the routes after it are pushed inside it.
///
/// A one-route link always follows rules 2 to 5.
struct LinkGrammar {
    /// Whether the link comes from outside the app (`NavigationSource.isExternal`), where only
    /// externally reachable routes may be opened.
    var isExternal: Bool
    /// Whether a route is the root of a tab in a slot.
    var isTabRoot: (any Route) -> Bool
    /// The navigator's limits.
    var limits: NavigationLimits

    /// Checks the routes of one link, in order.
    func check(_ routes: [any Route]) throws(RouteURLError) {
        if isExternal, let hidden = routes.first(where: { !type(of: $0).isExternallyReachable }) {
            throw .notExternallyReachable(route: type(of: hidden).routeIdentifier)
        }
        guard routes.count <= limits.maximumStackLength else {
            throw .tooManyRoutes(count: routes.count, limit: limits.maximumStackLength)
        }
        var sawModal = false
        for (index, route) in routes.enumerated() {
            let position = index + 1
            if index > 0, isTabRoot(route) {
                throw .tabRootNotFirst(route: route.pathRepresentation, position: position)
            }
            switch route.preferredPresentation {
            case .alert where index < routes.count - 1:
                throw .alertNotLast(route: route.pathRepresentation, position: position)
            case .sheet, .fullScreenCover:
                if sawModal { throw .secondModal(route: route.pathRepresentation, position: position) }
                sawModal = true
            default:
                break
            }
        }
    }
}
