import NotesNavigation
import Testing
import Wayfinder

/// The zoom from a row of the notes list into its note, as both sample apps show it: the rows
/// mark themselves as the notes' zoom sources, the note route is registered with `.zoom`.
@MainActor
@Suite("The sample's zoom from a row into its note")
struct SampleZoomTests {
    let navigator = SampleNavigation.makeNavigator(session: Session(), screens: .titles)
    let host: HeadlessHost

    init() {
        host = HeadlessHost(navigator: navigator)
        // The list shows its rows, as NotesScreen and NotesViewController mark them.
        for id in 1...3 { host.markZoomSource(for: NoteRoute(id: id)) }
    }

    @Test func aNoteOpenedFromItsRowZoomsFromThatRow() async {
        #expect(await navigator.push(NoteRoute(id: 2)).outcome == .applied)
        #expect(host.lastTransition?.entry.route.isEqual(to: NoteRoute(id: 2)) == true)
        #expect(host.lastTransition?.zoomSource == ZoomSourceID(NoteRoute(id: 2)))
        #expect(host.lastTransition?.transition == .zoom)
        #expect(host.topScreen?.value(as: String.self) == "Note 2")
    }

    @Test func aColdLinkToANoteWithoutARowFallsBackToTheDefault() async {
        #expect(await navigator.open("wayfinder-notes://notes/7").outcome == .applied)
        #expect(host.topScreen?.value(as: String.self) == "Note 7")
        #expect(host.lastTransition?.zoomSource == nil)
        #expect(host.lastTransition?.transition == nil)
    }

    @Test func onAnIPadTheNoteChosenBesideTheListDoesNotZoom() async {
        host.horizontalSizeClass = .regular
        #expect(await navigator.push(NoteRoute(id: 2)).outcome == .applied)
        #expect(host.splitColumns?.detail.map(\.description) == ["notes/2"])
        #expect(host.lastTransition?.zoomSource == nil, "the detail column shows it at once")
    }
}
