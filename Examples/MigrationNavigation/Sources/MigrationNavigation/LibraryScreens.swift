public import Wayfinder

/// The screens of ``LibraryFeatureModule``, made by the app: view controllers in
/// `MigrationUIKitSample`, SwiftUI views (as `AnyView`) in `MigrationSwiftUISample`, titles
/// (`String`) in the tests. Each builder gets its route where the route carries values, and the
/// navigator, for screens that are not handed it another way.
public struct LibraryScreens<Screen> {
    /// The Library tab's root (``LibraryRoute``).
    public var library: @MainActor (Navigator) -> Screen
    /// An album (``AlbumRoute``).
    public var album: @MainActor (AlbumRoute, Navigator) -> Screen
    /// An artist (``ArtistRoute``).
    public var artist: @MainActor (ArtistRoute, Navigator) -> Screen
    /// A playlist (``PlaylistRoute``), for signed-in users only.
    public var playlist: @MainActor (PlaylistRoute, Navigator) -> Screen

    /// Creates the Library tab's screens from a builder per route.
    public init(
        library: @escaping @MainActor (Navigator) -> Screen,
        album: @escaping @MainActor (AlbumRoute, Navigator) -> Screen,
        artist: @escaping @MainActor (ArtistRoute, Navigator) -> Screen,
        playlist: @escaping @MainActor (PlaylistRoute, Navigator) -> Screen
    ) {
        self.library = library
        self.album = album
        self.artist = artist
        self.playlist = playlist
    }
}
