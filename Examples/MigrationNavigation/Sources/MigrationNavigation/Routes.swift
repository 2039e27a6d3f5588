public import WayfinderCore

// The routes of the Library tab, the part of the app that has moved to Wayfinder. Their paths are
// the published forms of Spotify's web links (`https://open.spotify.com/<type>/<id>`), ported to
// this sample's own host and scheme; `library` is the tab's root and this sample's own.

/// The Library tab's root: the user's saved albums, artists and playlists.
@Route("library")
public struct LibraryRoute {}

/// An album, already migrated: `album/<id>`.
@Route("album/:id")
public struct AlbumRoute {
    /// The album's base-62 id.
    public let id: String
    public var parent: (any Route)? { LibraryRoute() }
}

/// An artist, already migrated: `artist/<id>`.
@Route("artist/:id")
public struct ArtistRoute {
    /// The artist's base-62 id.
    public let id: String
    public var parent: (any Route)? { LibraryRoute() }
}

/// A playlist, already migrated: `playlist/<id>`. Playlists are the user's own, so the route is
/// guarded: signed-in users only, and signing out removes it (``Session/signOut(navigator:)``).
@Route("playlist/:id")
public struct PlaylistRoute {
    /// The playlist's base-62 id.
    public let id: String
    public var parent: (any Route)? { LibraryRoute() }
}

/// A track: its screen, the player, is still the legacy coordinator's. The route is registered
/// as external (``PlayerFeatureModule``), so Library screens push it by value and `track/<id>`
/// links open it, and the legacy coordinator shows the player.
@Route("track/:id")
public struct TrackRoute {
    /// The track's base-62 id.
    public let id: String
}
