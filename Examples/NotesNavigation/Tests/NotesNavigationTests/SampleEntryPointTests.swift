import Foundation
import NotesNavigation
import Testing
import Wayfinder
import WayfinderCore

/// A note from Handoff, from Spotlight and in a new window, through the navigator both sample apps
/// make, on the headless host.
@MainActor
@Suite("The sample apps' entry points: a note's activity and its window")
struct SampleEntryPointTests {
    func makeNavigator() -> Navigator {
        SampleNavigation.makeNavigator(session: Session(), screens: .titles)
    }

    @Test func anOpenNotePublishesItsActivityAndTheListPublishesNone() {
        let navigator = makeNavigator()
        let publisher = RouteActivityPublisher(navigator: navigator)
        #expect(publisher.activity == nil)
        navigator.navigate(to: NoteRoute(id: 3))
        #expect(publisher.activity?.title == "Note 3")
        #expect(publisher.activity?.link.absoluteString == "wayfinder-notes://notes/3")
        #expect(publisher.activity?.webpageURL?.absoluteString == "https://notes.example.com/notes/3")
        #expect(publisher.activity?.eligibility == [.handoff, .search])
    }

    @Test func continuingTheActivityOnAnotherDeviceOpensTheNoteOverTheList() {
        let phone = makeNavigator()
        let publisher = RouteActivityPublisher(navigator: phone)
        phone.navigate(to: NoteRoute(id: 3))
        let activity = try! #require(publisher.activity)
        let tablet = makeNavigator()
        let request = tablet.continueActivity(webpageURL: activity.webpageURL, userInfo: activity.userInfo)
        #expect(request?.currentOutcome == .applied)
        #expect(tablet.outline.contains("notes: notes > notes/3"))
    }

    @Test func aNoteOpensInANewWindowWithItsOwnNavigator() throws {
        let directory = NavigatorDirectory()
        directory.add(makeNavigator(), for: "main")
        var opened: [RouteLink] = []
        directory.windowOpener = { opened.append($0) }
        try directory.openInNewWindow(NoteRoute(id: 5))
        let window = makeNavigator()
        directory.add(window, for: "note-window", opening: try #require(opened.first))
        #expect(window.outline.contains("notes: notes > notes/5"))
    }
}
