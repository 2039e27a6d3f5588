import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

/// A photo whose screen zooms out of its thumbnail: registered with `.zoom`.
@Route("photo/:id")
struct PhotoRoute {
    let id: Int
    var parent: (any Route)? { HomeRoute() }
}

/// A composer that slides up, and may be asked to zoom for one push.
@Route("zoom-compose")
struct ZoomComposeRoute {}

/// A sheet that zooms out of its button: registered with `.zoom`, preferring a sheet.
@Route("share/:id")
struct ShareRoute {
    let id: Int
    var preferredPresentation: Presentation { .sheet }
}

private struct ZoomFeature: FeatureModule {
    let name = "Zoom"
    func register(in context: FeatureRegistrationContext) {
        context.register(PhotoRoute.self, transition: .zoom) { route in TestScreen(title: "photo \(route.id)")
        }
        context.register(ZoomComposeRoute.self, transition: .slideUp) { _ in TestScreen(title: "compose") }
        context.register(ShareRoute.self, transition: .zoom) { route in TestScreen(title: "share \(route.id)")
        }
    }
}

@MainActor
@Suite("Zoom transitions carry the source's identity")
struct ZoomTransitionTests {
    private func makeApp() -> TestApp {
        TestApp(root: HomeRoute(), extraModules: [ZoomFeature()])
    }

    @Test func aRouteRegisteredWithZoomZoomsFromItsMarkedSource() {
        let app = makeApp()
        app.host.markZoomSource(for: PhotoRoute(id: 3))
        app.navigator.push(PhotoRoute(id: 3))
        let top = app.navigator.state.activeStack.top
        #expect(app.navigator.zoomSource(of: top.id) == ZoomSourceID(PhotoRoute(id: 3)))
        #expect(app.host.lastTransition?.zoomSource == ZoomSourceID(PhotoRoute(id: 3)))
        #expect(app.host.lastTransition?.transition == .zoom)
        #expect(app.host.lastTransition?.description == "push photo/3 zoom from photo/3")
        #expect(app.navigator.transition(for: .push(top)) == .zoom)
        #expect(app.navigator.transition(for: .pop(top)) == .zoom, "it shrinks back into its source")
    }

    @Test func aPushAskingForZoomZoomsFromItsMarkedSource() {
        let app = makeApp()
        app.host.markZoomSource(for: PostRoute(id: 4))
        app.navigator.push(PostRoute(id: 4), options: .zoom)
        #expect(app.host.lastTransition?.zoomSource == ZoomSourceID(PostRoute(id: 4)))
        #expect(app.host.lastTransition?.transition == .zoom)
        // The same route pushed without the option arrives as registered: no zoom.
        app.navigator.push(PostRoute(id: 4))
        #expect(app.host.lastTransition?.zoomSource == nil)
        #expect(app.host.lastTransition?.transition == nil)
    }

    @Test func aNavigationAskingForZoomRecordsTheSourceOfTheRouteItShows() {
        let app = makeApp()
        app.host.markZoomSource(for: PostRoute(id: 5))
        app.navigator.navigate(to: PostRoute(id: 5), options: .zoom)
        #expect(app.outline == "stack: home > post/5")
        #expect(app.host.lastTransition?.zoomSource == ZoomSourceID(PostRoute(id: 5)))
    }

    @Test func theEntryRecordsWhichSourceItZoomedFrom() {
        let app = makeApp()
        app.host.markZoomSource(for: PhotoRoute(id: 1))
        app.host.markZoomSource(for: PhotoRoute(id: 2))
        app.navigator.push(PhotoRoute(id: 2))
        let second = app.navigator.state.activeStack.top.id
        app.navigator.pop()
        app.navigator.push(PhotoRoute(id: 1))
        let first = app.navigator.state.activeStack.top.id
        #expect(app.navigator.zoomSource(of: first) == ZoomSourceID(PhotoRoute(id: 1)))
        #expect(
            app.host.shownTransitions.map(\.description) == [
                "push photo/2 zoom from photo/2", "push photo/1 zoom from photo/1",
            ])
        // The record of a screen long gone is forgotten.
        app.navigator.pop()
        app.navigator.push(PostRoute(id: 9))
        #expect(app.navigator.zoomSource(of: second) == nil)
    }

    @Test func withoutAMarkedSourceTheZoomFallsBackToTheDefault() {
        let app = makeApp()
        app.navigator.push(PhotoRoute(id: 3))
        #expect(app.host.lastTransition?.zoomSource == nil)
        #expect(app.host.lastTransition?.transition == nil, "a registered zoom falls back to the default")
        #expect(app.navigator.transition(for: .push(app.navigator.state.activeStack.top)) == nil)
    }

    @Test func aPushAskingForZoomWithoutASourceFallsBackToTheRoutesTransition() {
        let app = makeApp()
        app.navigator.push(ZoomComposeRoute(), options: .zoom)
        #expect(app.host.lastTransition?.zoomSource == nil)
        #expect(app.host.lastTransition?.transition == .slideUp)
        // With its source marked the same push zooms.
        app.navigator.pop()
        app.host.markZoomSource(for: ZoomComposeRoute())
        app.navigator.push(ZoomComposeRoute(), options: .zoom)
        #expect(app.host.lastTransition?.transition == .zoom)
    }

    @Test func aColdLinkFallsBackWhileTheSourceOfAnotherValueIsMarked() {
        let app = makeApp()
        app.host.markZoomSource(for: PhotoRoute(id: 1))
        app.navigator.open("myapp://photo/2")
        #expect(app.outline == "stack: home > photo/2")
        #expect(app.host.lastTransition?.zoomSource == nil)
        #expect(app.host.lastTransition?.transition == nil)
    }

    @Test func aSourceThatLeftTheScreenIsNoLongerZoomedFrom() {
        let app = makeApp()
        app.host.markZoomSource(for: PhotoRoute(id: 3))
        app.host.markZoomSource(for: PhotoRoute(id: 3))
        app.host.unmarkZoomSource(for: PhotoRoute(id: 3))
        #expect(app.navigator.isZoomSourceMarked(for: PhotoRoute(id: 3)), "marks nest")
        app.host.unmarkZoomSource(for: PhotoRoute(id: 3))
        app.host.unmarkZoomSource(for: PhotoRoute(id: 3))
        #expect(!app.navigator.isZoomSourceMarked(for: PhotoRoute(id: 3)))
        app.navigator.push(PhotoRoute(id: 3))
        #expect(app.host.lastTransition?.zoomSource == nil)
    }

    @Test func aSourceHeldByAnObjectIsMarkedWhileTheObjectLives() {
        let app = makeApp()
        var view: NSObject? = NSObject()
        app.navigator.zoomSources.hold(view!, for: ZoomSourceID(PhotoRoute(id: 1)))
        #expect(app.navigator.isZoomSourceMarked(for: PhotoRoute(id: 1)))
        // The same object now shows another value (a reused cell): only that one is marked.
        app.navigator.zoomSources.hold(view!, for: ZoomSourceID(PhotoRoute(id: 2)))
        #expect(!app.navigator.isZoomSourceMarked(for: PhotoRoute(id: 1)))
        #expect(app.navigator.isZoomSourceMarked(for: PhotoRoute(id: 2)))
        view = nil
        #expect(!app.navigator.isZoomSourceMarked(for: PhotoRoute(id: 2)), "held weakly")
    }

    @Test func aSheetRegisteredWithZoomZoomsFromItsSource() {
        let app = makeApp()
        app.host.markZoomSource(for: ShareRoute(id: 1))
        app.navigator.present(ShareRoute(id: 1))
        let modal = app.navigator.state.activeStack.root
        #expect(app.navigator.zoomSource(of: modal.id) == ZoomSourceID(ShareRoute(id: 1)))
        #expect(app.host.lastTransition?.description == "present share/1 zoom from share/1")
        app.navigator.dismiss()
        app.host.unmarkZoomSource(for: ShareRoute(id: 1))
        app.navigator.present(ShareRoute(id: 1))
        #expect(app.host.lastTransition?.description == "present share/1")
    }

    @Test func theSourceIdentitiesOfTwoRouteValuesDiffer() {
        #expect(ZoomSourceID(PhotoRoute(id: 1)) != ZoomSourceID(PhotoRoute(id: 2)))
        #expect(ZoomSourceID(PhotoRoute(id: 1)) == ZoomSourceID(PhotoRoute(id: 1)))
        #expect(ZoomSourceID(PhotoRoute(id: 1)) != ZoomSourceID(PostRoute(id: 1)), "nor do two route types")
        let ids: Set = [ZoomSourceID(PhotoRoute(id: 1)), ZoomSourceID(PhotoRoute(id: 1))]
        #expect(ids.count == 1)
        // In-app-only routes, whose path is their type's name, differ by value too.
        #expect(
            ZoomSourceID(NoteRoute(note: Note(text: "a"))) != ZoomSourceID(NoteRoute(note: Note(text: "b"))))
        #expect(ZoomSourceID(PhotoRoute(id: 1)).description == "photo/1")
    }

    @Test func theJournalRecordsAndReplaysAZoomPush() throws {
        let app = makeApp()
        app.host.markZoomSource(for: PostRoute(id: 7))
        app.navigator.push(PostRoute(id: 7), options: .zoom)
        let entry = try #require(app.navigator.journal.entries.last)
        #expect(entry.call == .push(route: RecordedRoute(PostRoute(id: 7)), options: .zoom))
        #expect(entry.call.summary == "push post/7 zoom")
        #expect(app.navigator.journal.swiftTest().contains("options: .zoom)"), "the exported test asks too")
        let decoded = try JSONDecoder().decode(
            NavigationJournal.self, from: JSONEncoder().encode(app.navigator.journal))
        let step = try #require(decoded.replaySteps.last)
        #expect(step.call == .push(route: RecordedRoute(PostRoute(id: 7)), options: .zoom))

        let replayed = makeApp()
        replayed.host.markZoomSource(for: PostRoute(id: 7))
        _ = replayed.navigator.replay(step.call, source: .app)
        #expect(replayed.outline == "stack: home > post/7")
        #expect(replayed.host.lastTransition?.zoomSource == ZoomSourceID(PostRoute(id: 7)))
        #expect(replayed.navigator.journal.entries.last?.call == step.call)
    }
}
