import Foundation
import Testing
import Wayfinder
import WayfinderCore

// The state of an iPad app of 2026 in one place: a tab only the sidebar shows, the user's
// customization, a note zoomed out of its row, a half-height sheet dragged up, a popover from a
// marked source over it and a confirmation dialog over that. Each part has its own suite; this
// one proves they hold together: one outline, saved and restored equal, and one journal that
// replays to it.

@Route("archive/:id/details")
struct ArchivedDetailsRoute {
    let id: Int
    var preferredPresentation: Presentation { .sheet(detents: [.medium, .large], selected: .medium) }
}

@Route("archive/:id/labels")
struct ArchivedLabelsRoute {
    let id: Int
    var preferredPresentation: Presentation { .popover(from: "labels-\(id)") }
}

@Route("archive/:id/delete")
struct ArchivedDeleteRoute {
    let id: Int
    var preferredPresentation: Presentation { .confirmationDialog }
}

private struct ArchiveModalsFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(ArchivedDetailsRoute.self) { route in "Details \(route.id)" }
        context.register(ArchivedLabelsRoute.self) { route in "Labels \(route.id)" }
        context.register(ArchivedDeleteRoute.self) { route in
            AlertContent(
                title: "Delete note \(route.id)?",
                buttons: [AlertButton("Delete", role: .destructive), AlertButton("Cancel", role: .cancel)])
        }
    }
}

@MainActor
@Suite("Sidebar, zoom, detents, popover and dialog in one state")
struct PlatformStateTests {
    private func makeNavigator() -> Navigator {
        var configuration = NavigatorConfiguration()
        configuration.tabBarStyle = .sidebarAdaptable
        return Navigator(
            modules: [SidebarLibraryFeature(), ArchiveModalsFeature()], root: TodayTabRoute(),
            schemes: ["myapp"], configuration: configuration)
    }

    /// What an iPad user does: opens a link into a tab only the sidebar shows, hides a tab, taps
    /// a row that zooms into its note, opens the note's details at half height and drags them up,
    /// opens the labels popover from its button and asks to delete.
    private func makeState(_ navigator: Navigator) async throws -> HeadlessHost {
        let host = HeadlessHost(navigator: navigator)
        _ = await navigator.setHorizontalSizeClass(.regular).outcome
        _ = await navigator.open("myapp://archive").outcome
        _ = await navigator.userCustomizedTabs(TabBarCustomization(order: [], hidden: ["drafts"])).outcome
        host.markZoomSource(for: ArchivedNoteRoute(id: 7))
        _ = await navigator.push(ArchivedNoteRoute(id: 7), options: .zoom).outcome
        _ = await navigator.navigate(to: ArchivedDetailsRoute(id: 7)).outcome
        _ = try await #require(host.dragSheet(to: .large)).outcome
        _ = await navigator.present(ArchivedLabelsRoute(id: 7), style: .popover).outcome
        _ = await navigator.presentAlert(ArchivedDeleteRoute(id: 7)).outcome
        return host
    }

    static let expected = """
        tabs: today notes find shared archive* trash drafts
        customized: hidden drafts
        today: today
        notes: notes
        find: find
        shared: shared
        archive: archive > archive/7
          sheet[medium large*]: archive/7/details
            popover[from labels-7]: archive/7/labels
              dialog: archive/7/delete
        trash: trash
        drafts: drafts
        """

    @Test func theStateShowsEachPartInOneOutline() async throws {
        let navigator = makeNavigator()
        let host = try await makeState(navigator)
        #expect(navigator.state.selectedTab == "archive")
        #expect(host.shownTransitions.contains { $0.zoomSource == ZoomSourceID(ArchivedNoteRoute(id: 7)) })
        #expect(navigator.outline == Self.expected)
    }

    @Test func theStateRestoresEqualAfterASaveAndARestore() async throws {
        let navigator = makeNavigator()
        _ = try await makeState(navigator)
        let saved = try navigator.savedState()

        let restored = makeNavigator()
        _ = await restored.setHorizontalSizeClass(.regular).outcome
        let report = await restored.restore(from: saved)
        #expect(report.isComplete)
        #expect(restored.outline == navigator.outline)
        #expect(restored.tabCustomization == navigator.tabCustomization)
        #expect(try restored.savedState() == saved)
    }

    @Test func aJournalOfThoseNavigationsReplaysToTheSameOutline() async throws {
        let navigator = makeNavigator()
        _ = try await makeState(navigator)
        let journal = try NavigationJournal(decoding: navigator.journal.encoded())

        let replayed = makeNavigator()
        let host = HeadlessHost(navigator: replayed)
        host.markZoomSource(for: ArchivedNoteRoute(id: 7))
        for entry in journal.entries {
            if let request = replayed.replay(entry.call, source: entry.source) { _ = await request.outcome }
            #expect(replayed.outline == entry.outline, "replaying \(entry.call)")
        }
        #expect(replayed.outline == navigator.outline)
        #expect(host.shownTransitions.contains { $0.zoomSource == ZoomSourceID(ArchivedNoteRoute(id: 7)) })
    }
}
