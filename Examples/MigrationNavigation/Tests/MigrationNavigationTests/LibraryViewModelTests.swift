import MigrationNavigation
import Testing
import Wayfinder
import WayfinderTesting

/// The Library screens' view model against a `RecordingNavigator`: the stack edits the old code
/// made on a navigation controller, as calls; then the same calls on the real Library tab, as
/// outlines.
@MainActor
@Suite("The Library view model")
struct LibraryViewModelTests {
    let recorder = RecordingNavigator()

    @Test func goToArtistReplacesTheAlbumOnTop() {
        LibraryViewModel(navigator: recorder).goToArtist(ID.artist)
        #expect(recorder.calls == [.replaceTop(ArtistRoute(id: ID.artist))])
    }

    @Test func aDeletedPlaylistIsRemovedWhereverItIs() {
        LibraryViewModel(navigator: recorder).playlistDeleted(ID.playlist)
        #expect(recorder.calls == [.remove(PlaylistRoute(id: ID.playlist))])
    }

    @Test func showAlbumSetsTheWholeStack() {
        LibraryViewModel(navigator: recorder).showAlbum(ID.album, by: ID.artist)
        #expect(
            recorder.calls == [
                .setStack([LibraryRoute(), ArtistRoute(id: ID.artist), AlbumRoute(id: ID.album)])
            ])
    }

    @Test func aTrackIsPushedByValueThoughItsScreenIsLegacy() {
        LibraryViewModel(navigator: recorder).trackTapped(ID.track)
        #expect(recorder.calls == [.push(TrackRoute(id: ID.track))])
    }

    @Test func signingOutReevaluatesTheGuards() {
        let session = Session()
        session.signOut(navigator: recorder)
        #expect(!session.isSignedIn)
        #expect(recorder.calls == [.reevaluateGuards])
    }

    @Test func theEditsChangeTheLibraryTabAsTheyRecorded() async {
        let navigator = MigrationNavigation.makeNavigator(
            session: Session(), coordinator: LegacyCoordinator(), screens: .titles)
        let model = LibraryViewModel(navigator: navigator)
        model.albumTapped(ID.album)
        #expect(await navigator.push(PlaylistRoute(id: ID.playlist)).outcome == .applied)
        model.albumTapped(ID.otherAlbum)
        model.goToArtist(ID.artist)
        expectOutline(
            navigator, "stack: library > album/\(ID.album) > playlist/\(ID.playlist) > artist/\(ID.artist)")
        model.playlistDeleted(ID.playlist)
        expectOutline(navigator, "stack: library > album/\(ID.album) > artist/\(ID.artist)")
        model.showAlbum(ID.otherAlbum, by: ID.artist)
        expectOutline(navigator, "stack: library > artist/\(ID.artist) > album/\(ID.otherAlbum)")
        let calls = navigator.journal.entries.suffix(3).map(\.call)
        #expect(
            calls.map(\.summary) == [
                "replaceTop artist/\(ID.artist)", "remove playlist/\(ID.playlist)",
                "setStack library > artist/\(ID.artist) > album/\(ID.otherAlbum)",
            ])
    }
}
