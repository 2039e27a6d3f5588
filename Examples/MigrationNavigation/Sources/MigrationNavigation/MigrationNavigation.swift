public import Wayfinder

/// The composition root of the migration samples: the Library tab's feature modules, its
/// navigator, and the link door that splits links between it and the legacy router.
///
/// The UIKit app calls ``makeNavigator(session:coordinator:screens:)`` with its view controllers
/// and puts a `NavigationHostController` for it in its own `UITabBarController`; the SwiftUI app
/// does the same with its views and a `NavigationHost` in its own `TabView`; the tests with
/// titles.
@MainActor
public enum MigrationNavigation {
    /// The custom URL scheme: `tunes://album/4aawyAB9vmqN3uQ7FjRGTy`.
    public static let scheme = "tunes"
    /// The universal-link host: `https://open.tunes.example/album/4aawyAB9vmqN3uQ7FjRGTy`.
    public static let hosts: Set<String> = ["open.tunes.example"]

    /// Every feature module of the Library tab, in registration order.
    ///
    /// - Parameters:
    ///   - session: The session the playlist guard checks.
    ///   - coordinator: The legacy coordinator the player is handed off to.
    ///   - screens: What the app shows for each route.
    public static func modules<Screen>(
        session: Session, coordinator: LegacyCoordinator, screens: LibraryScreens<Screen>
    ) -> [any FeatureModule] {
        [
            LibraryFeatureModule(session: session, screens: screens),
            PlayerFeatureModule(coordinator: coordinator),
        ]
    }

    /// The Library tab's navigator: one stack, rooted at ``LibraryRoute``, accepting links of
    /// ``scheme`` and ``hosts``.
    ///
    /// - Parameters:
    ///   - session: The session the playlist guard checks.
    ///   - coordinator: The legacy coordinator the player is handed off to.
    ///   - screens: What the app shows for each route.
    public static func makeNavigator<Screen>(
        session: Session, coordinator: LegacyCoordinator, screens: LibraryScreens<Screen>
    ) -> Navigator {
        Navigator(
            modules: modules(session: session, coordinator: coordinator, screens: screens),
            root: LibraryRoute(), schemes: [scheme], hosts: hosts)
    }
}
