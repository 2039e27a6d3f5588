public import Wayfinder

/// The Library feature, the first to move to Wayfinder: the tab's root, albums, artists and
/// playlists. Playlists are guarded: signed-in users only.
public struct LibraryFeatureModule<Screen>: FeatureModule {
    /// Whether the user is signed in; the playlist guard reads it.
    public let session: Session
    /// What the app shows for each route.
    public let screens: LibraryScreens<Screen>

    /// Creates the feature with the session its guard checks and the app's screens.
    public init(session: Session, screens: LibraryScreens<Screen>) {
        self.session = session
        self.screens = screens
    }

    public func register(in context: FeatureRegistrationContext) {
        let screens = screens
        let session = session
        let navigator = context.navigator
        context.register(LibraryRoute.self) { [unowned navigator] _ in screens.library(navigator) }
        context.register(AlbumRoute.self) { [unowned navigator] in screens.album($0, navigator) }
        context.register(ArtistRoute.self) { [unowned navigator] in screens.artist($0, navigator) }
        context.register(
            PlaylistRoute.self,
            canNavigate: { _, _ in session.isSignedIn ? .allow : .deny("signed out") }
        ) { [unowned navigator] in screens.playlist($0, navigator) }
    }
}
