import Foundation
import NotesNavigation
import Testing
import Wayfinder
import WayfinderCore

/// A note from a Shortcut, from Spotlight, from Handoff, from a widget and in a new window, through
/// the navigator both sample apps make, on the headless host: one code path per entry point.
@MainActor
@Suite("The sample apps' entry points: a note's intent, its activity, its widget link and its window")
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

    @Test func aNotesWidgetLinkOpensItOverTheList() throws {
        // What the widget extension builds, without a navigator, from the policy the app shares.
        let url = try LinkPolicy.notes.url(for: NoteRoute(id: 3))
        #expect(url.absoluteString == "wayfinder-notes://notes/3")
        let navigator = makeNavigator()
        #expect(navigator.open(url).currentOutcome == .applied)
        #expect(navigator.outline.contains("notes: notes > notes/3"))
    }

    @Test func aWindowRestoredFromItsSavedLinkStartsAtTheNote() throws {
        let directory = NavigatorDirectory()
        directory.add(makeNavigator(), for: "main")
        var opened: [RouteLink] = []
        directory.windowOpener = { opened.append($0) }
        try directory.openInNewWindow(NoteRoute(id: 6))
        // The system saves the window's value and hands it back when it restores the window.
        let saved = try JSONEncoder().encode(try #require(opened.first))
        let restored = try JSONDecoder().decode(RouteLink.self, from: saved)
        let window = makeNavigator()
        directory.add(window, for: "restored-window", opening: restored)
        #expect(window.outline.contains("notes: notes > notes/6"))
    }

    @Test func aWidgetLinkFromBeforeTheNoteRouteWasRenamedStillOpensTheNote() {
        // Widgets built by the version in which the route was note/:id carry these links.
        for old in ["wayfinder-notes://note/4", "https://notes.example.com/note/4"] {
            let navigator = makeNavigator()
            #expect(navigator.open(old).currentOutcome == .applied)
            #expect(navigator.outline.contains("notes: notes > notes/4"))
        }
    }

    // MARK: - Shortcuts, Siri and Spotlight actions: the note's App Intent

    @Test func aNoteIsAnIntentRouteNamedOpenNoteIntentInTheManifest() {
        let manifest = makeNavigator().registry.manifest
        #expect(
            manifest.route(ofType: "NoteRoute")?.intent
                == RouteManifest.Intent(name: "OpenNoteIntent", title: "Open Note"))
    }

    @Test func aShortcutOpensTheNoteOverTheListInTheActiveWindow() throws {
        // What the generated OpenNoteIntent's perform() does with the note the user picked.
        let directory = NavigatorDirectory()
        let main = makeNavigator()
        directory.add(main, for: "main")
        let request = try directory.open(NoteRoute(id: 3))
        #expect(request?.currentOutcome == .applied)
        #expect(main.outline.contains("notes: notes > notes/3"))
    }

    @Test func aShortcutThatLaunchesTheAppOpensTheNoteInTheFirstWindow() throws {
        // Shortcuts launched the app: the intent runs before the first scene has its navigator.
        let directory = NavigatorDirectory()
        #expect(try directory.open(NoteRoute(id: 8)) == nil)
        let main = makeNavigator()
        directory.add(main, for: "main")
        #expect(main.outline.contains("notes: notes > notes/8"))
    }

    @Test func anIntentDeliveredToAWindowOpensTheNoteThereOnce() throws {
        // iOS 26: the system delivers the intent to the window it picks, then runs perform().
        let directory = NavigatorDirectory()
        let main = makeNavigator()
        let second = makeNavigator()
        directory.add(main, for: "main")
        directory.add(second, for: "second")
        try directory.open(NoteRoute(id: 2), in: "second")
        let outline = second.outline
        try directory.open(NoteRoute(id: 2))
        #expect(second.outline == outline)
        #expect(second.outline.contains("notes: notes > notes/2"))
        #expect(!main.outline.contains("notes/2"))
    }

    // MARK: - Spotlight: the activity a note published, chosen in search results

    @Test func aSpotlightResultOpensTheNoteItIndexed() throws {
        let phone = makeNavigator()
        let publisher = RouteActivityPublisher(navigator: phone)
        phone.navigate(to: NoteRoute(id: 9))
        let indexed = try #require(publisher.activity)
        #expect(indexed.eligibility.contains(.search))
        // Choosing the result later continues the activity Spotlight kept, in a fresh launch.
        let relaunched = makeNavigator()
        let request = relaunched.continueActivity(webpageURL: indexed.webpageURL, userInfo: indexed.userInfo)
        #expect(request?.currentOutcome == .applied)
        #expect(relaunched.outline.contains("notes: notes > notes/9"))
    }
}
