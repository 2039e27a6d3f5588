import WayfinderCore

// MARK: - Handing external routes to the app

/// An external route (``FeatureRegistrationContext/registerExternal(_:canNavigate:handler:)``)
/// goes through the same pipeline as any route: the registration check, its guards and its
/// parents' guards, then the commands of what Wayfinder shows. It is never a command's route:
/// a navigation whose last route is external applies the commands of the routes before it (none
/// for a push, a presentation, an alert or `setRoot`; the parent chain for `navigate(to:)` and a
/// one-route link; the link's other routes for a longer link), then hands the route to the app.
extension Navigator {
    /// Whether a route's registration is external.
    func isExternal(_ route: any Route) -> Bool {
        registry.hasExternalRoutes && registry.registration(for: type(of: route))?.isExternal == true
    }

    /// The route of a navigation of one route (a push, a presentation, an alert, `setRoot`, a
    /// navigation for a result) handed off when it is external: nothing of Wayfinder's state
    /// changes. Navigations of chains (`navigate(to:)`, links) decide their hand-off themselves.
    func handingOffOneRoute(_ navigation: PlannedNavigation) -> PlannedNavigation {
        guard navigation.handOff == nil, registry.hasExternalRoutes, navigation.routes.count == 1,
            isExternal(navigation.routes[0])
        else { return navigation }
        switch navigation.call {
        case .push, .present, .presentAs, .presentAlert, .setRoot:
            return navigation.handingOff(navigation.routes[0], placing: .handOffOnly)
        default:
            return navigation
        }
    }

    /// The first external route a navigation would put on a stack rather than hand off: a parent
    /// of a Wayfinder screen, or a route in the middle of a link.
    func externalRouteOnStack(in navigation: PlannedNavigation) -> (any Route)? {
        guard registry.hasExternalRoutes else { return nil }
        let placed = navigation.handOff == nil ? navigation.routes[...] : navigation.routes.dropLast()
        return placed.first(where: isExternal)
    }

    /// Hands an applied navigation's external route to the app: the event, the outcome, then the
    /// handler, so that a navigation the handler starts comes after this one in the trace and the
    /// journal.
    func handOff(_ route: any Route, of request: NavigationRequest, _ navigation: PlannedNavigation) {
        emit(
            fanOut.makeEvent(
                .handedOff, source: navigation.source, routes: [route.pathRepresentation],
                url: navigation.link))
        request.finish(.handedOff(route: route.pathRepresentation))
        let context = ExternalRouteContext(
            navigator: self, call: navigation.call, source: navigation.source, link: navigation.link,
            presentation: Self.presentation(askedBy: navigation.call, of: route))
        registry.registration(for: type(of: route))?.externalHandler?(route, context)
    }

    /// How a call asked for its route to show.
    private static func presentation(askedBy call: NavigationCall, of route: any Route) -> Presentation {
        switch call {
        case .push: .push
        case .present(_, let style):
            route.preferredPresentation.modalStyle == style
                ? route.preferredPresentation : Presentation(modalStyle: style)
        case .presentAs(_, let presentation): presentation
        case .presentAlert:
            route.preferredPresentation.alertStyle == nil ? .alert : route.preferredPresentation
        default: route.preferredPresentation
        }
    }
}
