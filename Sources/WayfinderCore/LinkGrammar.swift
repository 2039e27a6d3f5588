/// The rules the routes of a link must follow (`Docs/Decisions/link-grammar.md`), so that an
/// outside link builds only states the app's own calls would build:
///
/// 1. From outside the app, every route is externally reachable, and so is every alias a route
///    was named by.
/// 2. It names at most `NavigationLimits.maximumStackLength` routes.
/// 3. A tab's root route may only come first.
/// 4. An alert route may only come last.
/// 5. At most one route prefers a sheet or cover; the routes after it are pushed inside it.
///
/// A one-route link always follows rules 2 to 5.
struct LinkGrammar {
    /// Whether the link comes from outside the app, where only externally reachable routes and
    /// aliases may be opened.
    var isExternal: Bool
    /// The routes that root a tab in a slot.
    var tabRoots: [any Route]
    /// The navigator's limits.
    var limits: NavigationLimits

    /// Checks the routes of one link, in order.
    func check(_ matches: [RouteMatch]) throws(RouteURLError) {
        if isExternal {
            for match in matches {
                let type = type(of: match.route)
                if !type.isExternallyReachable { throw .notExternallyReachable(route: type.routeIdentifier) }
                if let alias = match.alias, !alias.isExternallyReachable {
                    throw .notExternallyReachable(route: alias.pattern.string)
                }
            }
        }
        guard matches.count <= limits.maximumStackLength else {
            throw .tooManyRoutes(count: matches.count, limit: limits.maximumStackLength)
        }
        var sawModal = false
        for (index, match) in matches.enumerated() {
            let route = match.route
            let position = index + 1
            if index > 0, tabRoots.contains(where: { $0.isEqual(to: route) }) {
                throw .tabRootNotFirst(route: route.pathRepresentation, position: position)
            }
            let presentation = route.preferredPresentation
            if presentation.alertStyle != nil, index < matches.count - 1 {
                throw .alertNotLast(route: route.pathRepresentation, position: position)
            }
            if presentation.modalStyle != nil {
                if sawModal { throw .secondModal(route: route.pathRepresentation, position: position) }
                sawModal = true
            }
        }
    }
}
