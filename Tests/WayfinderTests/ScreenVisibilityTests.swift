import Foundation
import Testing
import Wayfinder
import WayfinderCore

/// Records what an observer is told about the visible screen, as `appeared post/42` and
/// `disappeared home`, and keeps the set of screens it was told are visible.
@MainActor
final class ScreenLog: NavigationObserver {
    private(set) var lines: [String] = []
    private(set) var visible: Set<RouteEntry> = []
    private(set) var events: [NavigationEvent] = []
    /// Set when a callback contradicts the set: a screen appearing twice or disappearing unseen.
    private(set) var contradictions: [String] = []

    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {
        if event.kind == .screenAppeared || event.kind == .screenDisappeared { events.append(event) }
    }

    func navigator(_ navigator: Navigator, screenDidAppear screen: RouteEntry) {
        lines.append("appeared \(screen)")
        if visible.insert(screen).inserted == false { contradictions.append("appeared twice: \(screen)") }
    }

    func navigator(_ navigator: Navigator, screenDidDisappear screen: RouteEntry) {
        lines.append("disappeared \(screen)")
        if visible.remove(screen) == nil { contradictions.append("disappeared unseen: \(screen)") }
    }

    /// Forgets the lines so far (the set stays).
    func clear() { lines = [] }
}

/// The visible screen read from an outline's text alone: the last entry of the deepest sheet or
/// cover under the selected tab (or the single stack), alerts skipped.
func visibleTop(ofOutline outline: String) -> String {
    let lines = outline.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var start = 0
    if let first = lines.first, first.hasPrefix("tabs: ") {
        let selected = first.dropFirst("tabs: ".count).split(separator: " ").first { $0.hasSuffix("*") }!
            .dropLast()
        start = lines.firstIndex { $0.hasPrefix("\(selected): ") }!
    }
    var deepest = lines[start]
    for line in lines[(start + 1)...] {
        guard line.hasPrefix(" ") else { break }
        let content = line.drop { $0 == " " }
        if content.hasPrefix("sheet: ") || content.hasPrefix("cover: ") { deepest = line }
    }
    let stack = deepest.drop { $0 == " " }.split(separator: ": ", maxSplits: 1)[1]
    return String(stack.components(separatedBy: " > ").last!)
}

@MainActor
@Suite("Screen visibility")
struct ScreenVisibilityTests {
    private func observed(_ app: TestApp) -> ScreenLog {
        let log = ScreenLog()
        app.navigator.addObserver(log)
        log.clear()
        return log
    }

    @Test func addingAnObserverReportsTheScreenVisibleNowWithoutAnEvent() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 7))
        let log = ScreenLog()
        app.navigator.addObserver(log)
        #expect(log.lines == ["appeared post/7"])
        #expect(log.events.isEmpty)
    }

    @Test func aPushHidesTheScreenUnderItAndAPopRevealsItAgain() {
        let app = TestApp(root: HomeRoute())
        let log = observed(app)
        app.navigator.push(PostRoute(id: 42))
        app.navigator.pop()
        #expect(
            log.lines == ["disappeared home", "appeared post/42", "disappeared post/42", "appeared home"])
        #expect(
            log.events.map(\.logLine) == [
                "event=screenDisappeared route=home source=app",
                "event=screenAppeared route=post/42 source=app",
                "event=screenDisappeared route=post/42 source=app",
                "event=screenAppeared route=home source=app",
            ])
    }

    @Test func screenEventsComeAfterTheChangeEventsOfTheirNavigation() {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        app.navigator.push(PostRoute(id: 42))
        #expect(recorder.allEvents.map(\.kind) == [.pushed, .screenDisappeared, .screenAppeared])
        #expect(recorder.allEvents.last?.screen == app.navigator.state.visibleScreen)
    }

    @Test func pushingARouteEqualToTheTopIsANewAppearance() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 42))
        let log = observed(app)
        app.navigator.push(PostRoute(id: 42))
        #expect(log.lines == ["disappeared post/42", "appeared post/42"])
        #expect(log.events[0].screen?.id != log.events[1].screen?.id)
    }

    @Test func aNavigationLeavingTheSameEntryOnTopReportsNothing() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 42))
        let log = observed(app)
        app.navigator.navigate(to: PostRoute(id: 42))  // already on top
        app.navigator.pop()  // then a real change, for contrast
        #expect(log.lines == ["disappeared post/42", "appeared home"])
    }

    @Test func aSheetHidesItsPresenterAndItsDismissalRevealsIt() {
        let app = TestApp(root: HomeRoute())
        let log = observed(app)
        app.navigator.present(SettingsRoute())
        app.navigator.push(NotificationSettingsRoute())
        app.navigator.dismiss()
        #expect(
            log.lines == [
                "disappeared home", "appeared settings", "disappeared settings",
                "appeared settings/notifications",
                "disappeared settings/notifications", "appeared home",
            ])
    }

    @Test func aCoverHidesItsPresenterLikeASheet() {
        let app = TestApp(root: HomeRoute())
        let log = observed(app)
        app.navigator.present(PostRoute(id: 1), style: .fullScreenCover)
        app.navigator.dismiss()
        #expect(log.lines == ["disappeared home", "appeared post/1", "disappeared post/1", "appeared home"])
    }

    @Test func anAlertLeavesTheScreenUnderItVisible() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 3))
        let log = observed(app)
        app.navigator.presentAlert(SignOutRoute())
        #expect(app.outline == "stack: home > post/3\n  alert: profile/me/signout")
        app.navigator.dismiss()
        #expect(app.outline == "stack: home > post/3")
        #expect(log.lines.isEmpty)
        #expect(app.navigator.state.visibleScreen.description == "post/3")
    }

    @Test func aMultiRouteLinkReportsOnlyItsFinalTop() {
        let app = TestApp()
        let log = observed(app)
        app.navigator.open("myapp://home/profile/user99/post/42")
        #expect(app.outline == "stack: home > profile/user99 > post/42")
        #expect(log.lines == ["disappeared login", "appeared post/42"])
    }

    @Test func setRootReportsTheNewRoot() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.present(SettingsRoute())
        let log = observed(app)
        app.navigator.setRoot(LoginRoute())
        #expect(app.outline == "stack: login")
        #expect(log.lines == ["disappeared settings", "appeared login"])
    }

    @Test func finishingAScreenRevealsTheOneThatAskedForTheResult() async {
        let app = makePickerApp()
        let result = await awaitingColor(app.navigator)
        #expect(app.outline == "stack: home\n  sheet: color-picker")
        let log = observed(app)
        app.navigator.finish(returning: "teal")
        #expect(await result.value == "teal")
        #expect(log.lines == ["disappeared color-picker", "appeared home"])
    }

    @Test func restorationReportsTheRestoredTop() async throws {
        let saved = TestApp(root: HomeRoute())
        saved.navigator.push(PostRoute(id: 42))
        saved.navigator.present(SettingsRoute())
        let data = try saved.navigator.savedState()

        let app = TestApp()
        let log = observed(app)
        let report = await app.navigator.restore(from: data)
        #expect(report.isComplete)
        #expect(log.lines == ["disappeared login", "appeared settings"])
        #expect(log.events.allSatisfy { $0.source == .restoration })
    }

    @Test func aJournalJumpReportsTheTopOfTheStateItGoesBackTo() async throws {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        let first = try #require(app.navigator.journal.entries.first { $0.outline == "stack: home > post/1" })
        let journalBefore = app.navigator.journal.entries.count
        let log = observed(app)
        let report = try #require(await app.navigator.jump(toJournalEntry: first.number))
        #expect(report.isComplete)
        #expect(app.outline == "stack: home > post/1")
        #expect(log.lines == ["disappeared post/2", "appeared post/1"])
        // The journal records the jump's restore as one entry; screen reports are not entries.
        #expect(app.navigator.journal.entries.count == journalBefore + 1)
    }

    @Test func aTabSwitchReportsTheOtherTabsTopAndBack() {
        let app = TabbedApp()
        app.navigator.open("myapp://article/42")
        let log = ScreenLog()
        app.navigator.addObserver(log)
        log.clear()
        app.navigator.userSelectedTab("search")
        app.navigator.userSelectedTab("feed")
        #expect(
            log.lines == [
                "disappeared article/42", "appeared search", "disappeared search", "appeared article/42",
            ])
    }

    @Test func reTappingTheSelectedTabRevealsItsRoot() {
        let app = TabbedApp()
        app.navigator.open("myapp://article/42")
        let log = ScreenLog()
        app.navigator.addObserver(log)
        log.clear()
        app.navigator.userSelectedTab("feed")
        #expect(app.outline.hasPrefix("tabs: feed* account search\nfeed: feed\n"))
        #expect(log.lines == ["disappeared article/42", "appeared feed"])
        app.navigator.userSelectedTab("feed")  // already at its root
        #expect(log.lines.count == 2)
    }

    @Test func installingTabsFromALinkReportsOnlyTheLinksScreen() {
        let app = TabbedApp()
        let log = ScreenLog()
        app.navigator.addObserver(log)
        log.clear()
        app.navigator.open("myapp://article/42")
        #expect(log.lines == ["disappeared signin", "appeared article/42"])
        #expect(log.events.map(\.source) == [.deepLink, .deepLink])
    }

    @Test func theDerivationComparesEntriesNotRoutes() throws {
        var state = NavigationState(root: HomeRoute())
        let before = state
        #expect(VisibleScreenChange(from: before, to: state) == nil)
        try state.apply(.push([HomeRoute()]))
        let change = try #require(VisibleScreenChange(from: before, to: state))
        #expect(change.disappeared == before.visibleScreen)
        #expect(change.appeared == state.visibleScreen)
        #expect(change.appeared.route.isEqual(to: change.disappeared.route))
    }

    // MARK: - Model-based

    /// One random navigation of the tabbed app: tabs, pushes, pops, sheets, covers, alerts,
    /// links, new roots and the odd restoration.
    private func randomStep(
        _ app: TabbedApp, _ random: inout SeededRandom, saved: inout Data?
    ) async {
        let navigator = app.navigator
        let tabs: [TabID] = ["feed", "account", "search"]
        switch Int.random(in: 0..<16, using: &random) {
        case 0: navigator.switchTab(to: tabs.randomElement(using: &random)!)
        case 1, 2: navigator.userSelectedTab(tabs.randomElement(using: &random)!)
        case 3, 4: navigator.push(ArticleRoute(id: Int.random(in: 0..<3, using: &random)))
        case 5: navigator.navigate(to: ArticleRoute(id: Int.random(in: 0..<3, using: &random)))
        case 6: navigator.push(AccountRoute(user: ["me", "you"].randomElement(using: &random)!))
        case 7, 8: navigator.pop()
        case 9: navigator.popToRoot()
        case 10: navigator.navigate(to: ComposeRoute())
        case 11: navigator.navigate(to: SignInPromptRoute())
        case 12: navigator.presentAlert(SignOutAlertRoute())
        case 13: navigator.dismiss()
        case 14:
            let links = [
                "myapp://article/5", "myapp://search", "myapp://feed/article/6", "myapp://account/me",
            ]
            navigator.open(links.randomElement(using: &random)!)
        default:
            switch Int.random(in: 0..<20, using: &random) {
            case 0: navigator.setRoot(SignInRoute())
            case 1: navigator.setRoot(FeedRoute())
            case 2: saved = try? navigator.savedState()
            case 3: if let saved { _ = await navigator.restore(from: saved) }
            default: navigator.push(SearchRoute())
            }
        }
    }

    @Test func afterEveryRandomNavigationExactlyOneScreenIsVisibleAndItIsTheOutlinesTop() async {
        let app = TabbedApp()
        let log = ScreenLog()
        app.navigator.addObserver(log)
        var random = SeededRandom(seed: 0x5C2E_E7)
        var saved: Data?
        var changes = 0
        for step in 0..<10_000 {
            let before = log.events.count
            await randomStep(app, &random, saved: &saved)
            let emitted = log.events[before...]
            changes += emitted.count / 2
            let visible = log.visible
            let top = visibleTop(ofOutline: app.outline)
            guard log.contradictions.isEmpty, visible.count == 1, visible.first?.description == top,
                visible.first == app.navigator.state.visibleScreen,
                emitted.map(\.kind) == [] || emitted.map(\.kind) == [.screenDisappeared, .screenAppeared]
            else {
                Issue.record(
                    "step \(step): visible \(visible), outline top \(top), events \(emitted.map(\.logLine)), \(log.contradictions)\n\(app.outline)"
                )
                return
            }
        }
        // The walk really moved between screens, tabs and modals.
        #expect(changes > 3_000)
        #expect(app.host.transitionsInFlight == 0)
    }
}
