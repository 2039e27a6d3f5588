public import Wayfinder

/// The player, still the legacy coordinator's: ``TrackRoute`` is registered as external, so a
/// Library screen that pushes a track, or a `track/<id>` link, hands the route to the
/// coordinator, which presents its player. When the player moves to Wayfinder, only this
/// registration changes (`registerExternal` becomes `register`).
public struct PlayerFeatureModule: FeatureModule {
    /// The coordinator that presents the player.
    public let coordinator: LegacyCoordinator

    /// Creates the feature over the app's coordinator.
    public init(coordinator: LegacyCoordinator) {
        self.coordinator = coordinator
    }

    public func register(in context: FeatureRegistrationContext) {
        let coordinator = coordinator
        context.registerExternal(TrackRoute.self) { route, _ in
            coordinator.show(.player(track: route.id))
        }
    }
}
