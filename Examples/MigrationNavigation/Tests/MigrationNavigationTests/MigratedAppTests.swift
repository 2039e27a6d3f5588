import Foundation
import MigrationNavigation
import Testing
import Wayfinder
import WayfinderTesting

/// The migration sample's app on the headless host: the Library tab on Wayfinder, the Browse tab
/// and the player on the legacy coordinator, links split by the link door. Each test asserts on
/// Wayfinder's outline and on the legacy coordinator's stack.
@MainActor
@Suite("An app half migrated to Wayfinder")
struct MigratedAppTests {
    let session = Session()
    let coordinator = LegacyCoordinator()
    let legacyRouter: LegacyRouter
    let navigator: Navigator
    let door: LinkDoor
    let host: HeadlessHost
    /// The failures the navigator reported.
    let failures = FailureRecorder()

    init() {
        legacyRouter = LegacyRouter(coordinator: coordinator)
        navigator = MigrationNavigation.makeNavigator(
            session: session, coordinator: coordinator, screens: .titles)
        navigator.failureHandler = { [failures] in failures.all.append($0) }
        door = LinkDoor(navigator: navigator, legacyRouter: legacyRouter)
        host = HeadlessHost(navigator: navigator)
    }

    /// The links themselves are checked by `theLinkDoorAsksCanOpenFirst`: the ids are base-62,
    /// so the validator's probe of a `/` hidden in an id (which every navigator refuses) does not
    /// apply to them.
    @Test func theLibraryTabRegistersEveryRouteWithoutAProblem() {
        #expect(navigator.diagnostics.isEmpty)
        let problems = validateRoutes(
            modules: MigrationNavigation.modules(
                session: Session(), coordinator: LegacyCoordinator(), screens: .titles),
            root: LibraryRoute())
        #expect(problems.isEmpty, "\(problems)")
        expectOutline(navigator, "stack: library")
        #expect(coordinator.outline == "browse")
        #expect(coordinator.selectedTab == .browse)
    }

    // MARK: - Two tabs, two owners

    @Test func theLibraryTabNavigatesWhileTheBrowseTabKeepsItsOwnStack() async {
        coordinator.show(.user(ID.user))
        coordinator.show(.show(ID.show))
        coordinator.selectedTab = .library
        let model = LibraryViewModel(navigator: navigator)
        model.albumTapped(ID.album)
        #expect(await navigator.push(ArtistRoute(id: ID.artist)).outcome == .applied)
        expectOutline(navigator, "stack: library > album/\(ID.album) > artist/\(ID.artist)")
        #expect(host.topScreen?.value(as: String.self) == "Artist \(ID.artist)")
        // The legacy tab's stack is untouched by Wayfinder's navigations, and the other way round.
        #expect(coordinator.outline == "browse > user/\(ID.user) > show/\(ID.show)")
        coordinator.selectedTab = .browse
        coordinator.pop()
        #expect(coordinator.outline == "browse > user/\(ID.user)")
        expectOutline(navigator, "stack: library > album/\(ID.album) > artist/\(ID.artist)")
        #expect(failures.all.isEmpty)
    }

    // MARK: - Links split between the old router and the navigator

    @Test func aLinkToALegacyScreenIsNotHandledAndChangesNothingInWayfinder() async {
        model(pushing: ID.album)
        let outcome = await navigator.open("tunes://user/\(ID.user)").outcome
        #expect(outcome.isNotHandled)
        #expect(
            outcome
                == .failed(
                    .linkNotHandled(
                        url: "tunes://user/\(ID.user)",
                        reason: .noMatchingRoute(segmentIndex: 0, segment: "user"))))
        expectOutline(navigator, "stack: library > album/\(ID.album)")
        #expect(coordinator.outline == "browse")
    }

    @Test func aLegacyLinkFallsThroughNotHandledAndTheLegacyRouterShowsIt() {
        model(pushing: ID.album)
        let link = URL(string: "https://open.tunes.example/user/\(ID.user)")!
        #expect(door.openThenFallBack(link) == .legacy)
        expectOutline(navigator, "stack: library > album/\(ID.album)")
        #expect(coordinator.outline == "browse > user/\(ID.user)")
        #expect(coordinator.selectedTab == .browse)
        #expect(legacyRouter.received == [link])
        let entries = navigator.journal.entries
        #expect(entries.last?.call == .open(url: link.absoluteString))
        #expect(entries.last?.outcome.isApplied == false)
    }

    /// The documented forms, split: what a route answers goes to Wayfinder, the rest to the legacy
    /// router, and what neither knows goes nowhere.
    @Test(arguments: [
        ("tunes://album/\(ID.album)", LinkDoor.Destination.wayfinder),
        ("https://open.tunes.example/artist/\(ID.artist)", .wayfinder),
        ("https://open.tunes.example/playlist/\(ID.playlist)", .wayfinder),
        ("tunes://track/\(ID.track)", .wayfinder),
        ("tunes://user/\(ID.user)", .legacy),
        ("https://open.tunes.example/show/\(ID.show)", .legacy),
        ("tunes://episode/\(ID.episode)", .legacy),
        ("tunes://album/\(ID.album)/credits", .nowhere),
        ("https://elsewhere.example/album/\(ID.album)", .nowhere),
        ("mailto:help@tunes.example", .nowhere),
    ])
    func theLinkDoorAsksCanOpenFirst(link: String, destination: LinkDoor.Destination) {
        let url = URL(string: link)!
        #expect(navigator.canOpen(url) == (destination == .wayfinder))
        #expect(door.handle(url) == destination)
        // The legacy router is asked only about the links Wayfinder cannot open.
        #expect(legacyRouter.received == (destination == .wayfinder ? [] : [url]))
    }

    @Test func aMigratedLinkSelectsTheLibraryTabAndOpensThere() async {
        coordinator.show(.user(ID.user))
        #expect(door.handle(URL(string: "https://open.tunes.example/album/\(ID.album)")!) == .wayfinder)
        #expect(coordinator.selectedTab == .library)
        expectOutline(navigator, "stack: library > album/\(ID.album)")
        #expect(host.topScreen?.value(as: String.self) == "Album \(ID.album)")
        #expect(coordinator.outline == "browse > user/\(ID.user)")
    }

    @Test func aLinkWayfinderRefusesIsNotHandedToTheLegacyRouter() async {
        session.signOut(navigator: navigator)
        let link = URL(string: "tunes://playlist/\(ID.playlist)")!
        #expect(door.openThenFallBack(link) == .wayfinder)
        #expect(
            await door.lastRequest?.outcome == .denied(route: "playlist/\(ID.playlist)", reason: "signed out")
        )
        expectOutline(navigator, "stack: library")
        #expect(legacyRouter.received.isEmpty)
        #expect(coordinator.outline == "browse")
    }

    // MARK: - A legacy screen behind an external route

    @Test func anAlbumPushesTheLegacyPlayerThroughAnExternalRoute() async {
        model(pushing: ID.album)
        let journalBefore = navigator.journal.entries.count
        let events = navigator.events()
        let request = navigator.push(TrackRoute(id: ID.track))
        #expect(await request.outcome == .handedOff(route: "track/\(ID.track)"))
        // Wayfinder shows what it owns; the player is the legacy coordinator's.
        expectOutline(navigator, "stack: library > album/\(ID.album)")
        #expect(host.topScreen?.value(as: String.self) == "Album \(ID.album)")
        #expect(coordinator.nowPlaying == ID.track)
        #expect(coordinator.shown == [.player(track: ID.track)])
        // The hand-off is one journal entry.
        let entries = navigator.journal.entries
        #expect(entries.count == journalBefore + 1)
        #expect(entries.last?.call == .push(route: RecordedRoute(TrackRoute(id: ID.track))))
        #expect(entries.last?.outcome == .handedOff(route: "track/\(ID.track)"))
        #expect(entries.last?.outline == "stack: library > album/\(ID.album)")
        // And one event in the trace.
        let handedOff = await next(.handedOff, on: events)
        #expect(handedOff?.logLine == "event=handedOff route=track/\(ID.track) source=app")
        #expect(failures.all.isEmpty)
    }

    @Test func aTrackLinkHandsTheTrackToTheLegacyPlayer() async {
        model(pushing: ID.album)
        #expect(door.handle(URL(string: "tunes://track/\(ID.track)")!) == .wayfinder)
        #expect(await door.lastRequest?.outcome == .handedOff(route: "track/\(ID.track)"))
        expectOutline(navigator, "stack: library > album/\(ID.album)")
        #expect(coordinator.nowPlaying == ID.track)
        #expect(legacyRouter.received.isEmpty)
        #expect(navigator.journal.entries.last?.outline == navigator.outline)
    }

    // MARK: - Signing out

    @Test func signingOutRemovesThePlaylistsInOneJournaledNavigation() async {
        let model = LibraryViewModel(navigator: navigator)
        model.albumTapped(ID.album)
        #expect(await navigator.push(PlaylistRoute(id: ID.playlist)).outcome == .applied)
        model.albumTapped(ID.otherAlbum)
        expectOutline(
            navigator, "stack: library > album/\(ID.album) > playlist/\(ID.playlist) > album/\(ID.otherAlbum)"
        )
        let journalBefore = navigator.journal.entries.count

        #expect(await session.signOut(navigator: navigator).outcome == .applied)

        // The playlist leaves with the album pushed above it; the album below it stays.
        expectOutline(navigator, "stack: library > album/\(ID.album)")
        #expect(host.topScreen?.value(as: String.self) == "Album \(ID.album)")
        let entries = navigator.journal.entries
        #expect(entries.count == journalBefore + 1)
        #expect(entries.last?.call == .reevaluateGuards)
        #expect(entries.last?.outline == "stack: library > album/\(ID.album)")
        #expect(failures.all.isEmpty)
    }

    // MARK: - Helpers

    /// Pushes an album from the Library tab's root, as its screen does.
    private func model(pushing album: String) {
        LibraryViewModel(navigator: navigator).albumTapped(album)
        expectOutline(navigator, "stack: library > album/\(album)")
    }
}

/// Waits for the next event of a kind on a stream subscribed before the navigation started.
func next(_ kind: NavigationEvent.Kind, on events: NavigationEventStream) async -> NavigationEvent? {
    for await event in events where event.kind == kind { return event }
    return nil
}

/// Collects the failures a navigator reports.
@MainActor
final class FailureRecorder {
    var all: [NavigationFailure] = []
}
