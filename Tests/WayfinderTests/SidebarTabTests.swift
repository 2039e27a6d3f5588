import Foundation
import Testing
import Wayfinder
import WayfinderCore

// A library app with seven tabs, three of them in a "Library" group of the sidebar.

@Route("today")
struct TodayTabRoute {}

@Route("notes")
struct NotesTabRoute {}

@Route("notes/:id")
struct SidebarNoteRoute {
    let id: Int
    var parent: (any Route)? { NotesTabRoute() }
}

@Route("find")
struct FindTabRoute {}

@Route("shared")
struct SharedTabRoute {}

@Route("archive")
struct ArchiveTabRoute {}

@Route("archive/:id")
struct ArchivedNoteRoute {
    let id: Int
    var parent: (any Route)? { ArchiveTabRoute() }
}

@Route("trash")
struct TrashTabRoute {}

@Route("trash/:id")
struct TrashedNoteRoute {
    let id: Int
    var parent: (any Route)? { TrashTabRoute() }
}

@Route("drafts")
struct DraftsTabRoute {}

@Route("lists/:id")
struct SavedListRoute {
    let id: Int
}

@Route("store")
struct StoreSheetRoute {
    var preferredPresentation: Presentation { .sheet }
}

struct SidebarLibraryFeature: FeatureModule {
    static let library = TabGroup(id: "library", title: "Library", systemImage: "books.vertical")

    func register(in context: FeatureRegistrationContext) {
        context.register(TodayTabRoute.self) { _ in "Today" }
        context.register(NotesTabRoute.self) { _ in "Notes" }
        context.register(SidebarNoteRoute.self) { route in "Note \(route.id)" }
        context.register(FindTabRoute.self) { _ in "Find" }
        context.register(SharedTabRoute.self) { _ in "Shared" }
        context.register(ArchiveTabRoute.self) { _ in "Archive" }
        context.register(ArchivedNoteRoute.self) { route in "Archived \(route.id)" }
        context.register(TrashTabRoute.self) { _ in "Trash" }
        context.register(TrashedNoteRoute.self) { route in "Trashed \(route.id)" }
        context.register(DraftsTabRoute.self) { _ in "Drafts" }
        context.register(StoreSheetRoute.self) { _ in "Store" }
        context.register(SavedListRoute.self) { route in "List \(route.id)" }
        let flexible: TabSpec.Customization = [.hideable, .reorderable]
        context.registerTab(
            TabSpec(id: "today", title: "Today", systemImage: "sun.max", root: TodayTabRoute(), priority: 70))
        context.registerTab(
            TabSpec(
                id: "notes", title: "Notes", systemImage: "note.text", root: NotesTabRoute(), priority: 60,
                badge: .count(2), customization: flexible))
        context.registerTab(
            TabSpec(
                id: "find", title: "Search", systemImage: "magnifyingglass", root: FindTabRoute(),
                priority: 50,
                role: .search))
        context.registerTab(
            TabSpec(
                id: "shared", title: "Shared", systemImage: "person.2", root: SharedTabRoute(), priority: 40,
                customization: flexible))
        context.registerTab(
            TabSpec(
                id: "archive", title: "Archive", systemImage: "archivebox", root: ArchiveTabRoute(),
                priority: 30, group: Self.library, customization: flexible))
        context.registerTab(
            TabSpec(
                id: "trash", title: "Trash", systemImage: "trash", root: TrashTabRoute(), priority: 20,
                group: Self.library, customization: flexible))
        context.registerTab(
            TabSpec(
                id: "drafts", title: "Drafts", systemImage: "doc", root: DraftsTabRoute(), priority: 10,
                group: Self.library, customization: flexible))
    }
}

@MainActor
final class SidebarApp {
    let navigator: Navigator
    let recorder = EventRecorder()
    private(set) var failures: [NavigationFailure] = []

    init(style: TabBarStyle = .sidebarAdaptable) {
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        configuration.tabBarStyle = style
        navigator = Navigator(
            modules: [SidebarLibraryFeature()], root: TodayTabRoute(), schemes: ["myapp"],
            configuration: configuration)
        navigator.addObserver(recorder)
        navigator.failureHandler = { [unowned self] failure in failures.append(failure) }
    }

    var outline: String { navigator.outline }

    var tabBar: TabBarSnapshot? {
        if case .tabs(let bar) = navigator.snapshot { return bar }
        return nil
    }

    /// The store item that presents a sheet.
    static let store = ActionTabSpec(id: "store", title: "Store", systemImage: "bag") { navigator in
        navigator.present(StoreSheetRoute(), style: .sheet)
    }
}

@MainActor
@Suite("Tabs in a sidebar")
struct SidebarTabTests {
    static let sevenTabs = "tabs: today* notes find shared archive trash drafts"

    @Test func withASidebarEveryTabIsInstalledAndNoneOverflows() {
        let app = SidebarApp()
        #expect(app.outline.hasPrefix(Self.sevenTabs))
        #expect(
            app.navigator.tabs.map(\.id) == [
                "today", "notes", "find", "shared", "archive", "trash", "drafts",
            ])
        #expect(app.navigator.registry.overflowTabs.isEmpty)
        #expect(!app.recorder.events.contains { $0.kind == .tabOverflow })
    }

    @Test func aTabAddedAtRunTimeJoinsTheSidebarWithoutOverflow() async {
        let app = SidebarApp()
        let list = TabSpec(
            id: "list/1", title: "Groceries", systemImage: "list.bullet", root: SavedListRoute(id: 1),
            group: SidebarLibraryFeature.library)
        #expect(await app.navigator.addTab(list).outcome == .applied)
        #expect(app.outline.hasPrefix(Self.sevenTabs + " list/1\n"))
        #expect(!app.recorder.events.contains { $0.kind == .tabOverflow })
        #expect(app.tabBar?.placement(of: "list/1", in: .compact) == .sidebarOnly)
    }

    @Test func aTabBarStyleKeepsTheFiveSlotCapAndItsOverflow() {
        let app = SidebarApp(style: .tabBar)
        #expect(app.outline.hasPrefix("tabs: today* notes find shared archive\n"))
        #expect(app.navigator.registry.overflowTabs.map(\.id) == ["trash", "drafts"])
        #expect(app.navigator.diagnostics.contains(.tabOverflow("drafts", priority: 10)))
    }

    @Test func aLinkSelectsATabThatOnlyTheSidebarShows() async {
        let app = SidebarApp()
        let outcome = await app.navigator.open("myapp://trash/7").outcome
        #expect(outcome == .applied)
        #expect(app.navigator.state.selectedTab == "trash")
        #expect(app.outline.contains("trash: trash > trash/7"))
        #expect(app.outline.hasPrefix("tabs: today notes find shared archive trash* drafts"))
        #expect(app.tabBar?.placement(of: "trash", in: .compact) == .sidebarOnly)
        #expect(app.tabBar?.placement(of: "trash", in: .regular) == .sidebarOnly)
    }

    @Test func theCompactTabBarHoldsFiveAndTheSidebarTheRest() throws {
        let app = SidebarApp()
        let bar = try #require(app.tabBar)
        #expect(bar.tabBarItems(in: .compact).map(\.id) == ["today", "notes", "find", "shared", "archive"])
        #expect(bar.sidebarOnlyItems(in: .compact).map(\.id) == ["trash", "drafts"])
        // In the regular width the group's tabs are the sidebar's; the others show in the bar too.
        #expect(bar.tabBarItems(in: .regular).map(\.id) == ["today", "notes", "find", "shared"])
        #expect(bar.sidebarOnlyItems(in: .regular).map(\.id) == ["archive", "trash", "drafts"])
        #expect(bar.groups == [SidebarLibraryFeature.library])
        #expect(bar.items(in: SidebarLibraryFeature.library).map(\.id) == ["archive", "trash", "drafts"])
        #expect(bar.ungroupedItems.map(\.id) == ["today", "notes", "find", "shared"])
    }

    @Test func anActionTabTakesTheLastCompactSlot() async throws {
        let app = SidebarApp()
        _ = await app.navigator.setActionTab(SidebarApp.store).outcome
        let bar = try #require(app.tabBar)
        #expect(bar.tabBarItems(in: .compact).map(\.id) == ["today", "notes", "find", "shared", "store"])
        #expect(bar.sidebarOnlyItems(in: .compact).map(\.id) == ["archive", "trash", "drafts"])
        // Every content tab keeps its place in the state.
        #expect(app.outline.hasPrefix(Self.sevenTabs))
    }

    @Test func aTabBarStyleShowsEveryInstalledItemInTheBar() throws {
        let app = SidebarApp(style: .tabBar)
        let bar = try #require(app.tabBar)
        #expect(bar.tabBarItems(in: .compact).map(\.id) == ["today", "notes", "find", "shared", "archive"])
        #expect(bar.tabBarItems(in: .regular).map(\.id) == ["today", "notes", "find", "shared", "archive"])
        #expect(bar.sidebarOnlyItems(in: .regular).isEmpty)
    }

    @Test func theSearchRoleAndTheGroupReachTheSnapshot() throws {
        let app = SidebarApp()
        let bar = try #require(app.tabBar)
        #expect(bar.items.first { $0.id == "find" }?.role == .search)
        #expect(bar.items.first { $0.id == "archive" }?.group?.title == "Library")
        #expect(bar.items.first { $0.id == "notes" }?.customization == [.hideable, .reorderable])
        #expect(bar.style == .sidebarAdaptable)
    }

    // MARK: - Customization

    @Test func theUsersCustomizationShowsInTheOutlineAndMovesTheCompactBar() async throws {
        let app = SidebarApp()
        let outcome = await app.navigator.userCustomizedTabs(
            TabBarCustomization(order: ["archive", "today"], hidden: ["shared"])
        ).outcome
        #expect(outcome == .applied)
        #expect(
            app.outline.hasPrefix(
                Self.sevenTabs + "\ncustomized: order archive today; hidden shared\ntoday: today"))
        #expect(app.navigator.tabCustomization.hidden == ["shared"])
        let bar = try #require(app.tabBar)
        #expect(bar.placement(of: "shared", in: .compact) == .hidden)
        #expect(bar.tabBarItems(in: .compact).map(\.id) == ["archive", "today", "notes", "find", "trash"])
        #expect(app.recorder.events.last?.kind == .tabsCustomized)
    }

    @Test func aCustomizationNamingAnUnknownTabChangesNothing() async {
        let app = SidebarApp()
        let before = app.navigator.state
        let outcome = await app.navigator.userCustomizedTabs(TabBarCustomization(hidden: ["nowhere"])).outcome
        #expect(outcome == .failed(.invalidCommand(.unknownTab("nowhere"))))
        #expect(app.navigator.state == before)
    }

    @Test func theSidebarSelectionAndCustomizationRestoreEqual() async throws {
        let app = SidebarApp()
        _ = await app.navigator.open("myapp://archive/7").outcome
        _ = await app.navigator.userCustomizedTabs(TabBarCustomization(order: ["trash"], hidden: ["drafts"]))
            .outcome
        let saved = try app.navigator.savedState()

        let restored = SidebarApp()
        let report = await restored.navigator.restore(from: saved)
        #expect(report.isComplete)
        #expect(restored.outline == app.outline)
        #expect(restored.navigator.tabCustomization == app.navigator.tabCustomization)
        #expect(restored.navigator.state.selectedTab == "archive")
    }

    @Test func theSidebarsOwnLayoutDataIsSavedRestoredAndReplayed() async throws {
        // What SwiftUI's TabViewCustomization encodes to: opaque to Wayfinder.
        let layout = Data(#"{"tabOrder":["trash","archive"]}"#.utf8)
        let app = SidebarApp()
        let first = app.navigator.reportTabCustomization(
            TabBarCustomization(hidden: ["drafts"], platformLayout: layout))
        _ = await first?.outcome
        #expect(app.navigator.tabCustomization.platformLayout == layout)
        #expect(app.outline.contains("\ncustomized: hidden drafts\n"))
        // The same report again is no navigation.
        #expect(
            app.navigator.reportTabCustomization(
                TabBarCustomization(hidden: ["drafts"], platformLayout: layout))
                == nil)

        let restored = SidebarApp()
        #expect(await restored.navigator.restore(from: try app.navigator.savedState()).isComplete)
        #expect(restored.navigator.tabCustomization.platformLayout == layout)
        #expect(restored.outline == app.outline)

        let replayed = SidebarApp()
        for step in try NavigationJournal(decoding: app.navigator.journal.encoded()).replaySteps {
            _ = await replayed.navigator.replay(step.call, source: step.source)?.outcome
        }
        #expect(replayed.navigator.tabCustomization == app.navigator.tabCustomization)
    }

    @Test func aDocumentSavedBeforeTheSidebarRestores() async throws {
        // Written by a release without the sidebar: no customization in the tree.
        let old = Data(Self.documentWithoutCustomization.utf8)
        let app = SidebarApp()
        let report = await app.navigator.restore(from: old)
        #expect(report.isComplete)
        #expect(
            app.outline.hasPrefix(
                "tabs: today notes* find shared archive trash drafts\ntoday: today\nnotes: notes > notes/3"))
        #expect(app.navigator.tabCustomization == .none)
        // Saving an uncustomized state writes no customization: the same document as before.
        let saved = String(decoding: try app.navigator.savedState(), as: UTF8.self)
        #expect(!saved.contains("tabCustomization"))
    }

    static let documentWithoutCustomization = """
        {"checksum":"7b647a2e","format":"wayfinder.navigation-state","tree":{"selection":"notes","tabs":[{"id":"today","stack":{"entries":[{"route":"today","url":"today"}]}},{"id":"notes","stack":{"entries":[{"route":"notes","url":"notes"},{"route":"notes/:id","url":"notes/3"}]}}]},"version":1}
        """

    @Test func aGroupsNewOrderKeepsTheOtherTabsInPlace() {
        let all: [TabID] = ["today", "notes", "archive", "trash", "drafts"]
        let moved = TabBarCustomization().reordering(["drafts", "archive", "trash"], among: all)
        #expect(moved.order == ["today", "notes", "drafts", "archive", "trash"])
        // Putting them back as the app had them is no customization at all.
        #expect(moved.reordering(["archive", "trash", "drafts"], among: all).order.isEmpty)
        #expect(TabBarCustomization(hidden: ["b", "a", "b"]).hidden == ["a", "b"])
    }

    @Test func aReportedCustomizationTheStateHasIsNoNavigation() async {
        let app = SidebarApp()
        #expect(app.navigator.reportTabCustomization(.none) == nil)
        let request = app.navigator.reportTabCustomization(TabBarCustomization(hidden: ["drafts"]))
        #expect(await request?.outcome == .applied)
        #expect(app.navigator.reportTabCustomization(TabBarCustomization(hidden: ["drafts"])) == nil)
        #expect(app.navigator.journal.entries.count == 1)
    }

    // MARK: - Action tabs at run time

    @Test func anActionTabIsAddedAndRemovedAtRunTime() async throws {
        let app = SidebarApp(style: .tabBar)
        #expect(await app.navigator.setActionTab(SidebarApp.store).outcome == .applied)
        #expect(app.navigator.actionTab?.id == "store")
        // The action takes the fifth slot: archive loses its.
        #expect(app.outline.hasPrefix("tabs: today* notes find shared\n"))
        #expect(app.recorder.events.contains { $0.kind == .tabOverflow && $0.tabs.contains("archive") })
        let bar = try #require(app.tabBar)
        #expect(bar.actionItems.map(\.id) == ["store"])
        #expect(bar.actionItems.first?.role == nil)

        app.navigator.switchTab(to: "store")
        #expect(app.outline.contains("  sheet: store"))
        app.navigator.dismiss()

        #expect(await app.navigator.removeActionTab().outcome == .applied)
        #expect(app.navigator.actionTab == nil)
        #expect(app.outline.hasPrefix("tabs: today* notes find shared archive\n"))
        #expect(app.tabBar?.actionItems.isEmpty == true)
    }

    @Test func anActionTabCannotTakeAContentTabsIdentifier() async {
        let app = SidebarApp()
        let clash = ActionTabSpec(id: "notes", title: "Notes", systemImage: "note") { _ in }
        let outcome = await app.navigator.setActionTab(clash).outcome
        #expect(outcome == .failed(.registration(.duplicateTab("notes", module: "setActionTab"))))
        #expect(app.navigator.actionTab == nil)
    }

    @Test func settingAnActionTabIsRecordedButNotReplayed() async {
        let app = SidebarApp()
        _ = await app.navigator.setActionTab(SidebarApp.store).outcome
        let entry = app.navigator.journal.entries.last
        #expect(entry?.call == .setActionTab(tab: "store"))
        #expect(entry?.call.isReplayable == false)
        #expect(RecordedCall.setActionTab(tab: nil).summary == "removeActionTab")
    }

    // MARK: - Badges

    @Test func badgesChangeAtRunTimeAndAreNotSaved() async throws {
        let app = SidebarApp()
        #expect(app.navigator.badge(forTab: "notes") == .count(2))
        let before = try app.navigator.savedState()
        try app.navigator.setBadge(.text("New"), forTab: "shared")
        try app.navigator.setBadge(nil, forTab: "notes")
        #expect(app.tabBar?.items.first { $0.id == "shared" }?.badge == .text("New"))
        #expect(app.tabBar?.items.first { $0.id == "notes" }?.badge == nil)
        #expect(try app.navigator.savedState() == before)
        #expect(app.navigator.journal.entries.isEmpty)
        #expect(throws: NavigationFailure.unknownTab("nowhere")) {
            try app.navigator.setBadge(.count(1), forTab: "nowhere")
        }
    }

    @Test func aBadgeShowsOnlyAPositiveCountOrSomeText() {
        #expect(TabBadge.count(3).isVisible)
        #expect(!TabBadge.count(0).isVisible)
        #expect(!TabBadge.text("").isVisible)
        #expect(TabBadge.count(12).description == "12")
    }

    // MARK: - Journal

    @Test func aJournalOfSidebarNavigationsReplays() async throws {
        let app = SidebarApp()
        _ = await app.navigator.open("myapp://archive/7").outcome
        _ = await app.navigator.userCustomizedTabs(TabBarCustomization(order: ["drafts"], hidden: ["trash"]))
            .outcome
        _ = await app.navigator.userSelectedTab("notes").outcome
        _ = await app.navigator.push(SidebarNoteRoute(id: 4)).outcome
        #expect(
            app.navigator.journal.entries.map(\.call)[1]
                == .userCustomizedTabs(order: ["drafts"], hidden: ["trash"]))

        let again = SidebarApp()
        for step in app.navigator.journal.replaySteps {
            let request = try #require(again.navigator.replay(step.call, source: step.source))
            _ = await request.outcome
            #expect(again.outline == step.outline)
        }
        #expect(again.outline == app.outline)
        let test = app.navigator.journal.swiftTest()
        #expect(test.contains(#".userCustomizedTabs(order: ["drafts"], hidden: ["trash"])"#))
        #expect(again.navigator.tabCustomization == TabBarCustomization(order: ["drafts"], hidden: ["trash"]))
    }
}
