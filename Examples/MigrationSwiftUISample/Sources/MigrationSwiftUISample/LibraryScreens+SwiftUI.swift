#if canImport(SwiftUI)
    import MigrationNavigation
    import SwiftUI
    import Wayfinder

    extension LibraryScreens<AnyView> {
        /// The Library tab's views, the part of the app Wayfinder runs. Their buttons call
        /// ``LibraryViewModel``: a track is pushed by value and handed off to the legacy player;
        /// the other buttons edit Wayfinder's stack.
        static func swiftUI(session: Session) -> LibraryScreens<AnyView> {
            LibraryScreens(
                library: { navigator in
                    let model = LibraryViewModel(navigator: navigator)
                    return AnyView(
                        List {
                            Button("Album") { model.albumTapped("4aawyAB9vmqN3uQ7FjRGTy") }
                            Button("Playlist") { navigator.push(PlaylistRoute(id: "3cEYpjA9oz9GiPac4AsH4n")) }
                            Button("Sign out") { session.signOut(navigator: navigator) }
                        }
                        .navigationTitle("Library"))
                },
                album: { route, navigator in
                    let model = LibraryViewModel(navigator: navigator)
                    return AnyView(
                        List {
                            Text(route.pathRepresentation)
                            Button("Play") { model.trackTapped("6rqhFgbbKwnb9MLmUQDhG6") }
                            Button("Go to artist") { model.goToArtist("0TnOYISbd1XYRBk9myaseg") }
                        }
                        .navigationTitle("Album"))
                },
                artist: { route, navigator in
                    let model = LibraryViewModel(navigator: navigator)
                    return AnyView(
                        List {
                            Text(route.pathRepresentation)
                            Button("Show album") { model.showAlbum("4aawyAB9vmqN3uQ7FjRGTy", by: route.id) }
                        }
                        .navigationTitle("Artist"))
                },
                playlist: { route, navigator in
                    let model = LibraryViewModel(navigator: navigator)
                    return AnyView(
                        List {
                            Text(route.pathRepresentation)
                            Button("Play") { model.trackTapped("6rqhFgbbKwnb9MLmUQDhG6") }
                            Button("Delete playlist") { model.playlistDeleted(route.id) }
                        }
                        .navigationTitle("Playlist"))
                })
        }
    }
#endif
