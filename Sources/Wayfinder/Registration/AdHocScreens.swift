import WayfinderCore

/// The builders of the screens shown without a route of their own (``Navigator/show(_:screen:)``),
/// each behind the ``AdHocRoute`` it was given, kept while that route is in the state.
@MainActor
struct AdHocScreens {
    private var builders: [UInt64: @MainActor () -> ScreenContent] = [:]
    private var counter: UInt64 = 0

    /// A new route for a screen, with its builder kept.
    mutating func add<Screen>(_ screen: @escaping @MainActor () -> Screen) -> AdHocRoute {
        counter += 1
        builders[counter] = { ScreenContent(screen()) }
        return AdHocRoute(id: counter, screenTypeName: String(describing: Screen.self))
    }

    /// Whether the builder of `route` is kept.
    func contains(_ route: AdHocRoute) -> Bool { builders[route.id] != nil }

    /// Builds the screen of `route`; nil when its builder is not kept.
    func makeScreen(for route: AdHocRoute) -> ScreenContent? { builders[route.id]?() }

    /// Forgets the builders of routes no longer in `state`.
    mutating func release(keeping state: NavigationState) {
        guard !builders.isEmpty else { return }
        let alive = Set(state.allEntries.compactMap { ($0.route as? AdHocRoute)?.id })
        builders = builders.filter { alive.contains($0.key) }
    }
}
