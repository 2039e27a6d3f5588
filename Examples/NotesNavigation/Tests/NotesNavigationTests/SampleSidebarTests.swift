import Foundation
import NotesNavigation
import Testing
import Wayfinder
import WayfinderCore

/// The sample apps' sidebar (what both apps use): the library's shelves in a Library group, a
/// badge, a link into a shelf only the sidebar shows, its restoration, and the compact tab bar's
/// five slots.
@MainActor
@Suite("The sample apps' sidebar")
struct SampleSidebarTests {
    let navigator = SampleNavigation.makeNavigator(
        session: Session(), screens: .titles, tabBarStyle: .sidebarAdaptable)

    var tabBar: TabBarSnapshot? {
        if case .tabs(let bar) = navigator.snapshot { return bar }
        return nil
    }

    @Test func aLinkSelectsAShelfThatOnlyTheSidebarShows() async throws {
        let outcome = await SampleNavigation.handleURL(
            try #require(URL(string: "wayfinder-notes://library/drafts/4")), in: navigator
        ).outcome
        #expect(outcome == .applied)
        #expect(
            navigator.outline == """
                tabs: notes account archive trash drafts*
                notes: notes
                account: account
                archive: library/archive
                trash: library/trash
                drafts: library/drafts > library/drafts/4
                """)
        let bar = try #require(tabBar)
        #expect(bar.placement(of: "drafts", in: .compact) == .sidebarOnly)
        #expect(bar.placement(of: "drafts", in: .regular) == .sidebarOnly)
        #expect(bar.groups.map(\.title) == ["Library"])
        #expect(bar.items.first { $0.id == "archive" }?.badgeText == "2")
    }

    @Test func theShelfAndTheUsersCustomizationRestore() async throws {
        _ = await navigator.open("wayfinder-notes://library/drafts/4").outcome
        _ = await navigator.userCustomizedTabs(TabBarCustomization(order: ["drafts"], hidden: ["trash"]))
            .outcome
        let saved = try navigator.savedState()

        let relaunched = SampleNavigation.makeNavigator(
            session: Session(), screens: .titles, tabBarStyle: .sidebarAdaptable)
        let report = await relaunched.restore(from: saved)
        #expect(report.isComplete)
        #expect(relaunched.outline == navigator.outline)
        #expect(relaunched.outline.contains("customized: order drafts; hidden trash"))
    }

    @Test func theCompactTabBarKeepsFiveSlots() throws {
        let bar = try #require(tabBar)
        // Four content tabs and the compose action tab fill the five slots.
        #expect(
            bar.tabBarItems(in: .compact).map(\.id) == ["notes", "account", "archive", "trash", "compose"])
        #expect(bar.sidebarOnlyItems(in: .compact).map(\.id) == ["drafts"])
        // In the regular width the Library group is the sidebar's.
        #expect(bar.tabBarItems(in: .regular).map(\.id) == ["notes", "account", "compose"])
    }

    @Test func theTabBarStyleKeepsTheAppAsItWas() {
        let phone = SampleNavigation.makeNavigator(session: Session(), screens: .titles)
        phone.switchTab(to: "notes")
        #expect(phone.outline == "tabs: notes* account\nnotes: notes\naccount: account")
    }
}
