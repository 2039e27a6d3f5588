import MigrationNavigation
import Wayfinder

extension LibraryScreens<String> {
    /// The Library tab's screens as their titles, for the headless host: the same modules and
    /// navigator the apps make, with a `String` where an app has a view or a view controller.
    static var titles: LibraryScreens<String> {
        LibraryScreens(
            library: { _ in "Library" }, album: { route, _ in "Album \(route.id)" },
            artist: { route, _ in "Artist \(route.id)" }, playlist: { route, _ in "Playlist \(route.id)" })
    }
}

/// Ids in the form of Spotify's published examples (base-62).
enum ID {
    static let album = "4aawyAB9vmqN3uQ7FjRGTy"
    static let otherAlbum = "6akEvsycLGftJxYudPjmqK"
    static let artist = "0TnOYISbd1XYRBk9myaseg"
    static let playlist = "3cEYpjA9oz9GiPac4AsH4n"
    static let track = "6rqhFgbbKwnb9MLmUQDhG6"
    static let user = "wizzler"
    static let show = "38bS44xjbVVZ3No3ByF1dJ"
    static let episode = "512ojhOuo1ktJprKbVcKyQ"
}
