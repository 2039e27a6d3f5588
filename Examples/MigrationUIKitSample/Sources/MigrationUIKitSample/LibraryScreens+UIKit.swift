#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import MigrationNavigation
    import UIKit
    import Wayfinder

    extension LibraryScreens<UIViewController> {
        /// The Library tab's view controllers, the part of the app Wayfinder runs. Their buttons
        /// call ``LibraryViewModel``: a track is pushed by value and handed off to the legacy
        /// player; the other buttons edit Wayfinder's stack.
        static func uiKit(session: Session) -> LibraryScreens<UIViewController> {
            LibraryScreens(
                library: { navigator in
                    let model = LibraryViewModel(navigator: navigator)
                    return ButtonsViewController(
                        title: "Library", message: "Your albums and playlists",
                        actions: [
                            UIAction(title: "Album") { _ in model.albumTapped("4aawyAB9vmqN3uQ7FjRGTy") },
                            UIAction(title: "Playlist") { _ in
                                navigator.push(PlaylistRoute(id: "3cEYpjA9oz9GiPac4AsH4n"))
                            },
                            UIAction(title: "Sign out") { _ in session.signOut(navigator: navigator) },
                        ])
                },
                album: { route, navigator in
                    let model = LibraryViewModel(navigator: navigator)
                    return ButtonsViewController(
                        title: "Album", message: route.pathRepresentation,
                        actions: [
                            UIAction(title: "Play") { _ in model.trackTapped("6rqhFgbbKwnb9MLmUQDhG6") },
                            UIAction(title: "Go to artist") { _ in model.goToArtist("0TnOYISbd1XYRBk9myaseg")
                            },
                        ])
                },
                artist: { route, navigator in
                    let model = LibraryViewModel(navigator: navigator)
                    return ButtonsViewController(
                        title: "Artist", message: route.pathRepresentation,
                        actions: [
                            UIAction(title: "Show album") { _ in
                                model.showAlbum("4aawyAB9vmqN3uQ7FjRGTy", by: route.id)
                            }
                        ])
                },
                playlist: { route, navigator in
                    let model = LibraryViewModel(navigator: navigator)
                    return ButtonsViewController(
                        title: "Playlist", message: route.pathRepresentation,
                        actions: [
                            UIAction(title: "Play") { _ in model.trackTapped("6rqhFgbbKwnb9MLmUQDhG6") },
                            UIAction(title: "Delete playlist") { _ in model.playlistDeleted(route.id) },
                        ])
                })
        }
    }
#endif
