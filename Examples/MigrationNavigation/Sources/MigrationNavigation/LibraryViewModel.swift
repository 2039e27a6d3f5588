public import Wayfinder

/// The Library screens' actions, written against `Navigating` so a test hands it a
/// `RecordingNavigator`. They edit the stack the way the old code edited a navigation
/// controller's `viewControllers`.
@MainActor
public final class LibraryViewModel {
    /// The navigator the actions go through.
    public let navigator: any Navigating

    /// Creates the model.
    public init(navigator: any Navigating) {
        self.navigator = navigator
    }

    /// A track of an album or playlist was tapped: the player, still legacy, is handed off.
    public func trackTapped(_ id: String) {
        navigator.push(TrackRoute(id: id))
    }

    /// An album was tapped in a list.
    public func albumTapped(_ id: String) {
        navigator.push(AlbumRoute(id: id))
    }

    /// "Go to artist" on an album: the artist takes the album's place, so Back returns to where
    /// the album was opened from (`library > album/…` → `library > artist/…`).
    public func goToArtist(_ id: String) {
        navigator.replaceTop(with: ArtistRoute(id: id))
    }

    /// A playlist was deleted: its screen leaves the stack wherever it is; screens above it stay.
    public func playlistDeleted(_ id: String) {
        navigator.remove(PlaylistRoute(id: id))
    }

    /// "Show album" from a track elsewhere: the stack becomes library, the album's artist, the
    /// album, keeping the screens at the start that already show those routes.
    public func showAlbum(_ album: String, by artist: String) {
        navigator.setStack([LibraryRoute(), ArtistRoute(id: artist), AlbumRoute(id: album)])
    }
}
