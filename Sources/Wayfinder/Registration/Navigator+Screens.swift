public import WayfinderCore

// MARK: - Building the screens of routes and entries

extension Navigator {
    /// Builds the screen of a route: through its registration, or the builder an ad-hoc
    /// destination was shown with; nil for a route the navigator cannot show. UI adapters and
    /// the headless host call this, and each reads the kind of screen it shows.
    ///
    /// A screen built from a route alone is part of no flow (its ``FlowModels`` find nothing);
    /// ``makeScreen(for:)-(RouteEntry)`` builds an entry's screen with its flows' models.
    public func makeScreen(for route: any Route) -> ScreenContent? {
        if let adHoc = route as? AdHocRoute { return adHocScreens.makeScreen(for: adHoc) }
        return registry.registration(for: type(of: route))?.makeScreen(route, .none)
    }

    /// Builds the screen of an entry of the state, with the models of the flows it is part of:
    /// what UI adapters and the headless host call for each entry they show.
    public func makeScreen(for entry: RouteEntry) -> ScreenContent? {
        if let adHoc = entry.route as? AdHocRoute { return adHocScreens.makeScreen(for: adHoc) }
        return registry.registration(for: type(of: entry.route))?.makeScreen(
            entry.route, FlowModels(navigator: self, entry: entry.id))
    }

    /// Whether the navigator can show a route: registered, or an ad-hoc destination it made.
    func canShow(_ route: any Route) -> Bool {
        if let adHoc = route as? AdHocRoute { return adHocScreens.contains(adHoc) }
        return registry.isRegistered(route)
    }
}
