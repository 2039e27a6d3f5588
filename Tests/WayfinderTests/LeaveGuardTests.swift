import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

@Route("draft/:id")
struct DraftRoute {
    let id: Int
    typealias NavigationResult = String
}

/// Whether the editor may be left; set by each test.
@MainActor
final class DraftEditor {
    var hasChanges = true
    var asked: [NavigationSource] = []
}

struct DraftFeature: FeatureModule {
    let name = "Drafts"
    let editor: DraftEditor

    func register(in context: FeatureRegistrationContext) {
        context.register(DraftRoute.self) { route in "draft \(route.id)" }
        context.registerLeaveGuard(for: DraftRoute.self) { [editor] _, source in
            editor.asked.append(source)
            return editor.hasChanges ? .stay("unsaved changes") : .leave
        }
    }
}

@Route("draft/discard")
struct DiscardDraftAlertRoute {
    var preferredPresentation: Presentation { .alert }
}

extension AlertAction {
    static let discardDraft: AlertAction = "discardDraft"
}

/// Drafts whose leave guard asks: a "Discard?" alert whose buttons resume or drop the navigation.
struct AskingDraftFeature: FeatureModule {
    let name = "Drafts"

    func register(in context: FeatureRegistrationContext) {
        context.register(DraftRoute.self) { route in "draft \(route.id)" }
        context.registerLeaveGuard(for: DraftRoute.self) { _, _ in .ask(DiscardDraftAlertRoute()) }
        context.register(DiscardDraftAlertRoute.self) { _ in
            AlertContent(
                title: "Discard your changes?",
                buttons: [
                    AlertButton("Keep editing", role: .cancel, action: "keepEditing"),
                    AlertButton("Discard", role: .destructive, action: .discardDraft),
                ])
        }
        context.handleAlertActions(of: DiscardDraftAlertRoute.self) { action, _, navigator in
            if action == .discardDraft {
                navigator.resumePendingNavigation()
            } else {
                navigator.discardPendingNavigation()
            }
        }
    }
}

/// Whether the user signed in, for the inbox's guard.
@MainActor
final class InboxSession {
    var isSignedIn = false
}

/// The inbox, for signed-in users: its guard sends others to sign in.
@Route("inbox")
struct InboxRoute {
    var parent: (any Route)? { HomeRoute() }
}

struct InboxFeature: FeatureModule {
    let name = "Inbox"
    let session: InboxSession

    func register(in context: FeatureRegistrationContext) {
        context.register(
            InboxRoute.self,
            canNavigate: { [session] _, _ in
                session.isSignedIn ? .allow : .redirect(to: LoginRoute())
            }
        ) { _ in "inbox" }
    }
}

/// A sheet that asks whether to discard a draft.
@Route("draft/discard-sheet")
struct DiscardDraftSheetRoute {
    var preferredPresentation: Presentation { .sheet }
}

/// Drafts whose leave guard asks with a sheet rather than an alert.
struct SheetConfirmingDraftFeature: FeatureModule {
    let name = "Drafts"

    func register(in context: FeatureRegistrationContext) {
        context.register(DraftRoute.self) { route in "draft \(route.id)" }
        context.registerLeaveGuard(for: DraftRoute.self) { _, _ in .ask(DiscardDraftSheetRoute()) }
        context.register(DiscardDraftSheetRoute.self) { _ in "discard?" }
    }
}

@MainActor
private func makeNavigator(_ editor: DraftEditor, tabs: Bool = false, timeout: Duration? = nil) -> Navigator {
    var configuration = NavigatorConfiguration()
    configuration.guardTimeout = timeout
    let home = TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self, SettingsRoute.self])
    let navigator = Navigator(
        modules: [home, DraftFeature(editor: editor)], root: HomeRoute(), schemes: ["myapp"],
        configuration: configuration)
    if tabs { installHomeAndSettingsTabs(on: navigator) }
    return navigator
}

/// Every way a screen can be removed, each from the state it starts in.
enum LeaveWay: String, CaseIterable, CustomStringConvertible {
    case pop, popTo, popToRoot, dismiss, setRoot, switchTabReset, removeTab, link, restoration, finish
    case backSwipe, sheetDrag, tabRetap

    var description: String { rawValue }
    var presentsTheDraft: Bool { [.dismiss, .sheetDrag, .finish].contains(self) }
    var usesTabs: Bool { [.switchTabReset, .removeTab, .tabRetap].contains(self) }
}

@MainActor
@Suite("Leave guards: asked before any navigation removes their screen")
struct LeaveGuardTests {
    /// Shows the draft the way `way` then removes it, and carries out the removal.
    private func show(_ way: LeaveWay, in navigator: Navigator) async -> Task<String?, Never>? {
        if way.usesTabs { navigator.switchTab(to: "settings") }
        switch way {
        case .finish:
            let result = Task { @MainActor in await navigator.navigateForResult(to: DraftRoute(id: 1)) }
            _ = await waitUntil { navigator.outline.contains("draft/1") }
            return result
        case .dismiss, .sheetDrag: navigator.present(DraftRoute(id: 1), style: .sheet)
        default: navigator.push(DraftRoute(id: 1))
        }
        // Switching to a tab resets it: away first, so the switch back would remove the draft.
        if way == .switchTabReset { navigator.switchTab(to: "home") }
        return nil
    }

    private func remove(_ way: LeaveWay, in navigator: Navigator, saved: Data) async -> NavigationOutcome {
        let location = navigator.state.activeLocation
        switch way {
        case .pop: return await navigator.pop().outcome
        case .popTo: return await navigator.popTo(HomeRoute.self).outcome
        case .popToRoot: return await navigator.popToRoot().outcome
        case .dismiss: return await navigator.dismiss().outcome
        case .setRoot: return await navigator.setRoot(LoginRoute()).outcome
        case .switchTabReset: return await navigator.switchTab(to: "settings").outcome
        case .removeTab: return await navigator.removeTab("settings").outcome
        case .link: return await navigator.open("myapp://home/settings").outcome
        case .restoration:
            let report = await navigator.restore(from: saved)
            guard case .notApplied(let outcome)? = report.issues.last else { return .applied }
            return outcome
        case .finish: return await navigator.finish(returning: "done").outcome
        case .backSwipe: return await navigator.userSetPath([], at: location).outcome
        case .sheetDrag:
            guard case .stack(let stack) = navigator.snapshot, let sheet = stack.sheet else {
                return .superseded
            }
            return await navigator.userDismissedModal(sheet.id, presentedFrom: sheet.presenter).outcome
        case .tabRetap: return await navigator.userSelectedTab("settings").outcome
        }
    }

    @Test(arguments: LeaveWay.allCases)
    func stayChangesNothingWhicheverWayTheScreenWouldGo(way: LeaveWay) async throws {
        let editor = DraftEditor()
        let navigator = makeNavigator(editor, tabs: way.usesTabs)
        let saved = try navigator.savedState()
        let recorder = EventRecorder()
        navigator.addObserver(recorder)
        let result = await show(way, in: navigator)
        let before = navigator.outline
        #expect(before.contains("draft/1"))
        let outcome = await remove(way, in: navigator, saved: saved)
        #expect(outcome == .stayed(route: "draft/1", reason: "unsaved changes"), "\(way)")
        #expect(navigator.outline == before, "\(way)")
        #expect(editor.asked.count == 1, "\(way): asked \(editor.asked)")
        let refused = recorder.events.last { $0.kind == .leaveRefused }
        #expect(refused?.routes == ["draft/1"])
        #expect(refused?.reason == "stayed: unsaved changes")
        result?.cancel()
    }

    @Test(arguments: LeaveWay.allCases)
    func leaveLetsTheNavigationGoOn(way: LeaveWay) async throws {
        let editor = DraftEditor()
        editor.hasChanges = false
        let navigator = makeNavigator(editor, tabs: way.usesTabs)
        let saved = try navigator.savedState()
        let result = await show(way, in: navigator)
        let outcome = await remove(way, in: navigator, saved: saved)
        #expect(outcome == .applied, "\(way)")
        #expect(!navigator.outline.contains("draft/1"), "\(way): \(navigator.outline)")
        #expect(editor.asked.count == 1, "\(way)")
        if way == .finish { #expect(await result?.value == "done") }
    }

    @Test func aTabRemovalThatALeaveGuardRefusesKeepsTheTab() async {
        let editor = DraftEditor()
        let navigator = makeNavigator(editor, tabs: true)
        navigator.switchTab(to: "settings")
        navigator.push(DraftRoute(id: 1))
        let before = navigator.outline
        let tabs = navigator.tabs.map(\.id)
        let outcome = await navigator.removeTab("settings").outcome
        #expect(outcome == .stayed(route: "draft/1", reason: "unsaved changes"))
        #expect(navigator.outline == before)
        #expect(navigator.tabs.map(\.id) == tabs, "the refused removal left the tab bar as it was")
        #expect(await navigator.switchTab(to: "home").outcome == .applied)
        #expect(
            await navigator.switchTab(to: "settings").outcome
                == .stayed(route: "draft/1", reason: "unsaved changes"))
    }

    @Test func aGestureIsAskedWithTheUserAsItsSource() async {
        let editor = DraftEditor()
        let navigator = makeNavigator(editor)
        navigator.push(DraftRoute(id: 1))
        _ = await navigator.userSetPath([], at: navigator.state.activeLocation).outcome
        #expect(editor.asked == [.user])
    }

    @Test func aNavigationThatKeepsTheScreenDoesNotAskIt() async {
        let editor = DraftEditor()
        let navigator = makeNavigator(editor)
        navigator.push(DraftRoute(id: 1))
        #expect(await navigator.push(LoginRoute()).outcome == .applied)
        #expect(await navigator.present(SettingsRoute(), style: .sheet).outcome == .applied)
        #expect(editor.asked.isEmpty)
    }

    @Test func aLiveScreensGuardIsAskedAndForgottenWithItsEntry() async throws {
        let navigator = Navigator(
            modules: [TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self])], root: HomeRoute()
        )
        navigator.push(LoginRoute())
        let entry = try #require(navigator.state.activeStack.entries.last)
        let editor = DraftEditor()
        navigator.setLeaveGuard(for: entry.id) { _, _ in editor.hasChanges ? .stay("typing") : .leave }
        #expect(await navigator.pop().outcome == .stayed(route: "login", reason: "typing"))
        #expect(navigator.outline == "stack: home > login")
        editor.hasChanges = false
        #expect(await navigator.pop().outcome == .applied)
        #expect(navigator.leaveGuards.isEmpty, "the guard went with its entry")
    }

    @Test func aGuardThatNeverAnswersTimesOutAndChangesNothing() async {
        let navigator = Navigator(
            modules: [TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self])],
            root: HomeRoute(),
            configuration: {
                var configuration = NavigatorConfiguration()
                configuration.guardTimeout = .milliseconds(50)
                return configuration
            }())
        navigator.push(LoginRoute())
        let entry = navigator.state.activeStack.top.id
        navigator.setLeaveGuard(for: entry) { _, _ in
            try? await Task.sleep(for: .seconds(600))
            return .leave
        }
        #expect(await navigator.pop().outcome == .timedOut(route: "login"))
        #expect(navigator.outline == "stack: home > login")
    }

    @Test func aNewerNavigationSupersedesOneWaitingOnALeaveGuard() async {
        let navigator = Navigator(
            modules: [
                TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self, SettingsRoute.self])
            ],
            root: HomeRoute())
        navigator.push(LoginRoute())
        let entry = navigator.state.activeStack.top.id
        navigator.setLeaveGuard(for: entry) { _, _ in
            try? await Task.sleep(for: .seconds(600))
            return .leave
        }
        let waiting = navigator.pop()
        #expect(await navigator.push(SettingsRoute()).outcome == .applied)
        #expect(await waiting.outcome == .superseded)
        #expect(navigator.outline == "stack: home > login > settings")
    }

    @Test func aGuardedScreenTurnsOffTheGesturesThatWouldTakeItAwayUnasked() throws {
        let editor = DraftEditor()
        let navigator = makeNavigator(editor)
        let root = navigator.state.activeLocation
        #expect(navigator.allowsInteractivePop(at: root))
        navigator.push(DraftRoute(id: 1))
        #expect(!navigator.allowsInteractivePop(at: root))
        #expect(navigator.hasLeaveGuard(navigator.state.activeStack.top.id))
        navigator.push(LoginRoute())
        #expect(navigator.allowsInteractivePop(at: root), "the top screen has no guard")
        navigator.popToRoot()
        // popToRoot asked the draft's guard, which kept it.
        #expect(navigator.outline == "stack: home > draft/1 > login")

        let sheeted = makeNavigator(editor)
        sheeted.present(SettingsRoute(), style: .sheet)
        guard case .stack(let stack) = sheeted.snapshot, let sheet = stack.sheet else {
            Issue.record("no sheet")
            return
        }
        #expect(sheeted.allowsInteractiveDismissal(of: sheet.id, presentedFrom: sheet.presenter))
        sheeted.push(DraftRoute(id: 2))
        #expect(!sheeted.allowsInteractiveDismissal(of: sheet.id, presentedFrom: sheet.presenter))
    }

    @Test func aRefusedGestureTellsTheUIToReadTheUnchangedStateAgain() async {
        let editor = DraftEditor()
        let navigator = makeNavigator(editor)
        navigator.push(DraftRoute(id: 1))
        var told: [NavigationState] = []
        _ = navigator.addStateListener { state, _ in told.append(state) }
        let outcome = await navigator.userSetPath([], at: navigator.state.activeLocation).outcome
        #expect(outcome == .stayed(route: "draft/1", reason: "unsaved changes"))
        #expect(told.map(\.outline) == ["stack: home > draft/1"])
        // A refusal in code needs no such nudge: nothing on screen moved.
        _ = await navigator.pop().outcome
        #expect(told.count == 1)
    }

    @Test func askShowsTheConfirmationAndItsButtonsResumeOrDropTheNavigation() async {
        let home = TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self])
        let navigator = Navigator(modules: [home, AskingDraftFeature()], root: HomeRoute())
        navigator.push(DraftRoute(id: 1))
        let asked = await navigator.pop().outcome
        #expect(asked == .redirected(route: "draft/1", to: DiscardDraftAlertRoute()))
        #expect(navigator.outline == "stack: home > draft/1\n  alert: draft/discard")
        #expect(navigator.pendingNavigation != nil)

        // "Keep editing": the navigation is dropped and the draft stays.
        _ = await navigator.userTappedAlertButton(at: 0).outcome
        #expect(await waitUntil { navigator.pendingNavigation == nil })
        #expect(navigator.outline == "stack: home > draft/1")

        // "Discard": the pop goes on, and the guard is not asked a second time.
        _ = await navigator.pop().outcome
        #expect(navigator.outline == "stack: home > draft/1\n  alert: draft/discard")
        _ = await navigator.userTappedAlertButton(at: 1).outcome
        #expect(await waitUntil { navigator.outline == "stack: home" })
        #expect(navigator.pendingNavigation == nil)
    }

    @Test func aNewerNavigationSupersedesAWaitingConfirmationAndTakesItsAlertDown() async throws {
        let home = TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self])
        let navigator = Navigator(modules: [home, AskingDraftFeature()], root: HomeRoute())
        let recorder = EventRecorder()
        navigator.addObserver(recorder)
        navigator.push(DraftRoute(id: 1))
        #expect(await navigator.pop().outcome == .redirected(route: "draft/1", to: DiscardDraftAlertRoute()))
        #expect(navigator.outline == "stack: home > draft/1\n  alert: draft/discard")

        let newer = navigator.push(LoginRoute())
        #expect(await newer.outcome == .applied)
        // What the push alone gives: the confirmation went with the navigation it asked about.
        #expect(navigator.outline == "stack: home > draft/1 > login")
        #expect(navigator.pendingNavigation == nil)
        #expect(navigator.resumePendingNavigation() == nil)
        let superseded = recorder.events.last { $0.kind == .superseded }
        #expect(superseded?.reason == "pop")
        // The journal records the dismissal as a consequence of the newer navigation.
        let entries = navigator.journal.entries
        let dismissal = try #require(entries.last { $0.call == .dismiss })
        #expect(dismissal.cause == newer.id)
        #expect(entries.last?.number == newer.id)
        #expect(entries.last?.outline == "stack: home > draft/1 > login")
    }

    @Test func aNewerNavigationThatRemovesTheGuardedScreenIsAskedAgain() async {
        let home = TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self])
        let navigator = Navigator(modules: [home, AskingDraftFeature()], root: HomeRoute())
        navigator.push(LoginRoute())
        navigator.push(DraftRoute(id: 1))
        _ = await navigator.pop().outcome
        let again = await navigator.popToRoot().outcome
        #expect(again == .redirected(route: "draft/1", to: DiscardDraftAlertRoute()))
        #expect(navigator.outline == "stack: home > login > draft/1\n  alert: draft/discard")
        #expect(navigator.pendingNavigation?.summary == "popToRoot")
        // "Discard" now confirms the newer navigation, not the superseded pop.
        _ = await navigator.userTappedAlertButton(at: 1).outcome
        #expect(await waitUntil { navigator.outline == "stack: home" })
    }

    @Test func aNewerNavigationThatStaysStillTakesTheSupersededConfirmationDown() async {
        let home = TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self])
        let navigator = Navigator(modules: [home, AskingDraftFeature()], root: HomeRoute())
        navigator.push(DraftRoute(id: 1))
        let entry = navigator.state.activeStack.top.id
        _ = await navigator.pop().outcome
        navigator.setLeaveGuard(for: entry) { _, _ in .stay("typing") }
        #expect(await navigator.popToRoot().outcome == .stayed(route: "draft/1", reason: "typing"))
        #expect(navigator.outline == "stack: home > draft/1")
        #expect(navigator.pendingNavigation == nil)
    }

    @Test func theConfirmationsButtonsAndWhatTheirActionsDoDoNotSupersedeIt() async {
        let home = TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self])
        let navigator = Navigator(modules: [home, AskingDraftFeature()], root: HomeRoute())
        let recorder = EventRecorder()
        navigator.addObserver(recorder)
        navigator.push(DraftRoute(id: 1))
        _ = await navigator.pop().outcome
        _ = await navigator.userTappedAlertButton(at: 1).outcome
        #expect(await waitUntil { navigator.outline == "stack: home" })
        #expect(!recorder.events.contains { $0.kind == .superseded })
        // "Keep editing" neither.
        navigator.push(DraftRoute(id: 2))
        _ = await navigator.pop().outcome
        _ = await navigator.userTappedAlertButton(at: 0).outcome
        #expect(await waitUntil { navigator.pendingNavigation == nil })
        #expect(navigator.outline == "stack: home > draft/2")
        #expect(!recorder.events.contains { $0.kind == .superseded })
    }

    @Test func aResumedNavigationAsksAgainEveryLeaveGuardThatDidNotAskBefore() async {
        // A clean draft lets an outside link go; the link's own guard sends the user to sign in.
        let editor = DraftEditor()
        editor.hasChanges = false
        let session = InboxSession()
        let navigator = Navigator(
            modules: [
                TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self]),
                DraftFeature(editor: editor), InboxFeature(session: session),
            ],
            root: HomeRoute(), schemes: ["myapp"])
        navigator.push(DraftRoute(id: 1))
        let opened = await navigator.open("myapp://inbox").outcome
        #expect(opened == .redirected(route: "inbox", to: LoginRoute()))
        #expect(navigator.outline == "stack: home > draft/1 > login")
        #expect(editor.asked.count == 1)

        // Back on the draft, the user types; then signs in, and the app resumes the link.
        navigator.pop()
        editor.hasChanges = true
        session.isSignedIn = true
        let resumed = await navigator.resumePendingNavigation()?.outcome
        #expect(resumed == .stayed(route: "draft/1", reason: "unsaved changes"))
        #expect(navigator.outline == "stack: home > draft/1")
        #expect(editor.asked.count == 2)
    }

    @Test func aConfirmationDoesNotOutliveARedirectOfTheNavigationItConfirmed() async {
        let session = InboxSession()
        session.isSignedIn = true
        let navigator = Navigator(
            modules: [
                TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self]), AskingDraftFeature(),
                InboxFeature(session: session),
            ],
            root: HomeRoute(), schemes: ["myapp"])
        navigator.push(DraftRoute(id: 1))
        let opened = await navigator.open("myapp://inbox").outcome
        #expect(opened == .redirected(route: "draft/1", to: DiscardDraftAlertRoute()))
        // The session expires before the user answers; "Discard" resumes the link, whose own
        // guard now sends the user to sign in.
        session.isSignedIn = false
        _ = await navigator.userTappedAlertButton(at: 1).outcome
        #expect(await waitUntil { navigator.outline == "stack: home > draft/1 > login" })
        // Back on the draft, the user types again, then signs in: the draft is asked again.
        navigator.pop()
        session.isSignedIn = true
        let resumed = await navigator.resumePendingNavigation()?.outcome
        #expect(resumed == .redirected(route: "draft/1", to: DiscardDraftAlertRoute()))
        #expect(navigator.outline == "stack: home > draft/1\n  alert: draft/discard")
    }

    @Test func aConfirmationCoversOnlyTheScreensWhoseGuardsAsked() async {
        let home = TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self])
        let navigator = Navigator(modules: [home, SheetConfirmingDraftFeature()], root: HomeRoute())
        navigator.push(DraftRoute(id: 1))
        let asked = await navigator.popToRoot().outcome
        #expect(asked == .redirected(route: "draft/1", to: DiscardDraftSheetRoute()))
        #expect(navigator.outline == "stack: home > draft/1\n  sheet: draft/discard-sheet")

        // While the confirmation sheet is up, a screen with a guard of its own is pushed in it.
        navigator.push(LoginRoute())
        let inner = navigator.state.activeStack.top.id
        var innerAsked = 0
        navigator.setLeaveGuard(for: inner) { _, _ in
            innerAsked += 1
            return .stay("typing in the sheet")
        }
        // The user confirmed the draft only: the pushed screen is asked, and it stays.
        let resumed = await navigator.resumePendingNavigation()?.outcome
        #expect(resumed == .stayed(route: "login", reason: "typing in the sheet"))
        #expect(innerAsked == 1)
        #expect(navigator.outline == "stack: home > draft/1\n  sheet: draft/discard-sheet > login")
    }

    @Test func theBackButtonAsksTheLeaveGuardBeforeAnythingMoves() async throws {
        let editor = DraftEditor()
        let navigator = makeNavigator(editor)
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapBackButton() == nil, "a root has no back button")
        navigator.push(LoginRoute())
        navigator.push(DraftRoute(id: 1))
        let stayed = try #require(host.tapBackButton())
        #expect(await stayed.outcome == .stayed(route: "draft/1", reason: "unsaved changes"))
        #expect(navigator.outline == "stack: home > login > draft/1")
        #expect(editor.asked == [.user])
        #expect(navigator.journal.entries.last?.source == .user)
        editor.hasChanges = false
        #expect(await host.tapBackButton()?.outcome == .applied)
        #expect(navigator.outline == "stack: home > login")
    }

    @Test func theJournalRecordsTheStay() async {
        let editor = DraftEditor()
        let navigator = makeNavigator(editor)
        navigator.push(DraftRoute(id: 1))
        _ = await navigator.pop().outcome
        #expect(
            navigator.journal.entries.last?.outcome == .stayed(route: "draft/1", reason: "unsaved changes"))
    }

    @Test func aSecondLeaveGuardForARouteIsADiagnostic() {
        struct Again: FeatureModule {
            let name = "Again"
            func register(in context: FeatureRegistrationContext) {
                context.registerLeaveGuard(for: DraftRoute.self) { _, _ in .leave }
            }
        }
        var configuration = NavigatorConfiguration()
        configuration.reportsRegistrationDiagnostics = false
        let navigator = Navigator(
            modules: [
                TestFeature(name: "Home", routes: [HomeRoute.self]), DraftFeature(editor: DraftEditor()),
                Again(),
            ],
            root: HomeRoute(), configuration: configuration)
        #expect(navigator.diagnostics.contains(.duplicateLeaveGuard(route: "DraftRoute", module: "Again")))
    }
}
