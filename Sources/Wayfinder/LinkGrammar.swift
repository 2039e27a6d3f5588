import WayfinderCore

/// The rules a link of several routes must follow (`Docs/Decisions/link-grammar.md`), so that an
/// outside link builds only states the app's own calls would build:
///
/// 1. It names at most `NavigationLimits.maximumStackLength` routes.
/// 2. A tab's root route may only come first.
/// 3. An alert route may only come last.
/// 4. At most one route prefers a sheet or cover; the routes after it are pushed inside it.
///
/// A one-route link always follows them.
struct LinkGrammar {
    /// Whether a route is the root of a tab in a slot.
    var isTabRoot: (any Route) -> Bool
    /// The navigator's limits.
    var limits: NavigationLimits

    /// Checks the routes of one link, in order.
    func check(_ routes: [any Route]) throws(RouteURLError) {
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
