import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

@Route("drafts/new")
struct NewDraftRoute {
    var preferredPresentation: Presentation { .sheet(detents: [.medium, .large], selected: .medium) }
}

@Route("drafts/quick")
struct QuickDraftRoute {
    var preferredPresentation: Presentation { .sheet(detents: [.fraction(0.25), .height(240), .large]) }
}

@Route("preferences")
struct PreferencesRoute {
    var preferredPresentation: Presentation { .sheet(sizing: .form) }
}

@Route("notes/:id/tags")
struct NoteTagsRoute {
    let id: Int
    var preferredPresentation: Presentation { .popover(from: "tags-\(id)") }
}

@Route("notes/:id/actions")
struct NoteActionsRoute {
    let id: Int
    var preferredPresentation: Presentation { .confirmationDialog }
    typealias NavigationResult = AlertAction
}

@Route("notes/:id/info")
struct NoteInfoRoute {
    let id: Int
    var preferredPresentation: Presentation { .inspector }
}

@Route("drafts/broken")
struct BrokenDetentRoute {
    var preferredPresentation: Presentation { .sheet(detents: [.fraction(2)]) }
}

@Route("drafts/unoffered")
struct UnofferedDetentRoute {
    var preferredPresentation: Presentation { .sheet(detents: [.medium], selected: .large) }
}

extension AlertAction {
    static let duplicateNote: AlertAction = "duplicateNote"
}

@MainActor
private final class DialogLog {
    var handled: [String] = []
}

@MainActor
private final class PresentationFailures {
    var failures: [NavigationFailure] = []
}

/// The modal presented last (the deepest), or nil.
@MainActor
private func topModal(of navigator: Navigator) -> NavigationState.Modal? {
    var stack = navigator.state.baseStack
    var modal: NavigationState.Modal?
    while let presented = stack.presented {
        modal = presented
        stack = presented.stack
    }
    return modal
}

@MainActor
private struct PresentationsModule: FeatureModule {
    let log: DialogLog

    func register(in context: FeatureRegistrationContext) {
        context.register(HomeRoute.self) { _ in TestScreen(title: "home") }
        context.register(NewDraftRoute.self) { _ in TestScreen(title: "new draft") }
        context.register(QuickDraftRoute.self) { _ in TestScreen(title: "quick draft") }
        context.register(PreferencesRoute.self) { _ in TestScreen(title: "preferences") }
        context.register(NoteTagsRoute.self) { _ in TestScreen(title: "tags") }
        context.register(NoteInfoRoute.self) { _ in TestScreen(title: "info") }
        context.register(SettingsRoute.self) { _ in TestScreen(title: "settings") }
        context.register(BrokenDetentRoute.self) { _ in TestScreen(title: "broken") }
        context.register(UnofferedDetentRoute.self) { _ in TestScreen(title: "unoffered") }
        context.register(NoteActionsRoute.self) { route in
            AlertContent(
                title: "Note \(route.id)",
                buttons: [
                    AlertButton("Duplicate", action: .duplicateNote),
                    AlertButton("Delete", role: .destructive, action: .deleteNote),
                    AlertButton("Cancel", role: .cancel),
                ])
        }
        context.handleAlertActions(of: NoteActionsRoute.self) { [log] action, route, navigator in
            log.handled.append("\(action) note \(route.id) at \(navigator.outline)")
        }
    }
}

@MainActor
@Suite("Every presentation style is a route: detents, sizing, popovers, dialogs, inspectors")
struct PresentationStyleTests {
    private let log = DialogLog()
    private let failureLog = PresentationFailures()
    private var failures: [NavigationFailure] { failureLog.failures }

    private func makeNavigator() -> Navigator {
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        let navigator = Navigator(
            modules: [PresentationsModule(log: log)], root: HomeRoute(), schemes: ["myapp"],
            configuration: configuration)
        navigator.failureHandler = { [failureLog] in failureLog.failures.append($0) }
        return navigator
    }

    // MARK: Detents

    @Test func aSheetWithDetentsOpensAtItsSelectedDetentAndDismisses() async {
        let navigator = makeNavigator()
        _ = await navigator.navigate(to: NewDraftRoute()).outcome
        #expect(navigator.outline == "stack: home\n  sheet[medium* large]: drafts/new")
        #expect(navigator.state.activeLocation.depth == 1)
        _ = await navigator.dismiss().outcome
        #expect(navigator.outline == "stack: home")
    }

    @Test func aSheetWithoutASelectedDetentOpensAtItsSmallestAndListsItsDetentsInOrder() async {
        let navigator = makeNavigator()
        _ = await navigator.navigate(to: QuickDraftRoute()).outcome
        #expect(navigator.outline == "stack: home\n  sheet[fraction:0.25* height:240 large]: drafts/quick")
    }

    @Test func aDetentSheetDeepLinks() async {
        let navigator = makeNavigator()
        _ = await navigator.open("myapp://drafts/new").outcome
        #expect(navigator.outline == "stack: home\n  sheet[medium* large]: drafts/new")
    }

    @Test func aDragWritesTheDetentBackAndIsJournaled() async {
        let navigator = makeNavigator()
        let host = HeadlessHost(navigator: navigator)
        _ = await navigator.navigate(to: NewDraftRoute()).outcome
        #expect(await host.dragSheet(to: .large)?.outcome == .applied)
        #expect(navigator.outline == "stack: home\n  sheet[medium large*]: drafts/new")
        #expect(topModal(of: navigator)?.selectedDetent == .large)
        #expect(
            navigator.journal.entries.last?.call
                == .userSelectedDetent(detent: .large, presenter: RecordedLocation(tab: nil, depth: 0)))
        #expect(navigator.journal.entries.last?.call.summary == "drag sheet large")
    }

    @Test func aStaleDragIsIgnored() async {
        let navigator = makeNavigator()
        _ = await navigator.navigate(to: NewDraftRoute()).outcome
        let shown = try! #require(navigator.state.stack(at: StackLocation(tab: nil, depth: 0))?.presented)
        _ = await navigator.dismiss().outcome
        _ = await navigator.navigate(to: NewDraftRoute()).outcome
        // The drag names the sheet the UI showed, which was dismissed since.
        let request = navigator.userSelectedDetent(
            .large, of: shown.stack.root.id, presentedFrom: StackLocation(tab: nil, depth: 0))
        #expect(await request.outcome != .applied)
        #expect(navigator.outline == "stack: home\n  sheet[medium* large]: drafts/new")
        #expect(failures.contains { if case .staleWriteBack = $0 { true } else { false } })
    }

    @Test func aDragToADetentTheSheetLacksIsIgnored() async {
        let navigator = makeNavigator()
        let host = HeadlessHost(navigator: navigator)
        _ = await navigator.navigate(to: NewDraftRoute()).outcome
        _ = await host.dragSheet(to: .fraction(0.3))?.outcome
        #expect(navigator.outline == "stack: home\n  sheet[medium* large]: drafts/new")
        #expect(
            failures.last == .staleWriteBack("the sheet presented from stack does not offer fraction:0.3"))
    }

    @Test func aDetentOutOfRangeOrNotOfferedFailsWithATypedErrorAndChangesNothing() async {
        let navigator = makeNavigator()
        _ = await navigator.navigate(to: BrokenDetentRoute()).outcome
        #expect(failures.last == .invalidCommand(.invalidDetent(.fraction(2))))
        _ = await navigator.navigate(to: UnofferedDetentRoute()).outcome
        #expect(failures.last == .invalidCommand(.invalidDetent(.large)))
        #expect(navigator.outline == "stack: home")
    }

    // MARK: Sizing

    @Test func aSheetsSizingIsInTheOutline() async {
        let navigator = makeNavigator()
        _ = await navigator.navigate(to: PreferencesRoute()).outcome
        #expect(navigator.outline == "stack: home\n  sheet[form]: preferences")
    }

    @Test func aPlainSheetAndCoverPrintAsBefore() async {
        let navigator = makeNavigator()
        _ = await navigator.navigate(to: SettingsRoute()).outcome
        #expect(navigator.outline == "stack: home\n  sheet: settings")
        _ = await navigator.dismiss().outcome
        _ = await navigator.present(SettingsRoute(), style: .fullScreenCover).outcome
        #expect(navigator.outline == "stack: home\n  cover: settings")
    }

    // MARK: Popovers

    @Test func aPopoverPointsAtItsSourceInTheRegularWidthAndIsASheetInTheCompactWidth() async {
        let navigator = makeNavigator()
        _ = await navigator.navigate(to: NoteTagsRoute(id: 3)).outcome
        #expect(navigator.state.horizontalSizeClass == .compact)
        #expect(navigator.outline == "stack: home\n  sheet[popover, from tags-3]: notes/3/tags")
        _ = await navigator.setHorizontalSizeClass(.regular).outcome
        #expect(navigator.outline == "stack: home\n  popover[from tags-3]: notes/3/tags")
        // The state is the same in both widths: the popover and its source.
        let modal = try! #require(topModal(of: navigator))
        #expect(modal.style == .popover && modal.source == "tags-3")
        _ = await navigator.dismiss().outcome
        #expect(navigator.outline == "stack: home")
    }

    @Test func aPopoverDeepLinks() async {
        let navigator = makeNavigator()
        _ = await navigator.setHorizontalSizeClass(.regular).outcome
        _ = await navigator.open("myapp://notes/8/tags").outcome
        #expect(navigator.outline == "stack: home\n  popover[from tags-8]: notes/8/tags")
    }

    @Test func aCallCanAskForAPopoverOrAnInspectorForAnyRoute() async {
        let navigator = makeNavigator()
        _ = await navigator.setHorizontalSizeClass(.regular).outcome
        _ = await navigator.present(SettingsRoute(), style: .popover).outcome
        #expect(navigator.outline == "stack: home\n  popover: settings")
        _ = await navigator.dismiss().outcome
        _ = await navigator.present(SettingsRoute(), style: .inspector).outcome
        #expect(navigator.outline == "stack: home\n  inspector: settings")
    }

    @Test func aCallCanAskForDetentsAndASourceWhateverTheRoutePrefers() async {
        let navigator = makeNavigator()
        _ = await navigator.setHorizontalSizeClass(.regular).outcome
        _ = await navigator.present(SettingsRoute(), as: .sheet(detents: [.medium, .large], sizing: .page))
            .outcome
        #expect(navigator.outline == "stack: home\n  sheet[medium* large, page]: settings")
        #expect(navigator.journal.entries.last?.call.summary == "present sheet[medium* large, page] settings")
        _ = await navigator.dismiss().outcome
        _ = await navigator.present(NoteInfoRoute(id: 4), as: .popover(from: "info-4")).outcome
        #expect(navigator.outline == "stack: home\n  popover[from info-4]: notes/4/info")
        _ = await navigator.dismiss().outcome
        _ = await navigator.present(NoteActionsRoute(id: 4), as: .confirmationDialog).outcome
        #expect(navigator.outline == "stack: home\n  dialog: notes/4/actions")
        _ = await navigator.dismiss().outcome
        _ = await navigator.present(SettingsRoute(), as: .sheet(detents: [.medium], selected: .large)).outcome
        #expect(failures.last == .invalidCommand(.invalidDetent(.large)))
        #expect(navigator.outline == "stack: home")
    }

    @Test func aJournalOfPresentationsAskedForByCallsReplays() async throws {
        let navigator = makeNavigator()
        _ = await navigator.present(SettingsRoute(), as: .sheet(detents: [.fraction(0.4), .large])).outcome
        _ = await HeadlessHost(navigator: navigator).dragSheet(to: .large)?.outcome
        let journal = try NavigationJournal(decoding: navigator.journal.encoded())
        let replayed = makeNavigator()
        for entry in journal.entries {
            if let request = replayed.replay(entry.call, source: entry.source) { _ = await request.outcome }
        }
        #expect(replayed.outline == "stack: home\n  sheet[fraction:0.4 large*]: settings")
        #expect(replayed.outline == navigator.outline)
    }

    // MARK: Confirmation dialogs

    @Test func aConfirmationDialogShowsInTheAlertSlotAndDeepLinks() async {
        let navigator = makeNavigator()
        _ = await navigator.open("myapp://notes/3/actions").outcome
        #expect(navigator.outline == "stack: home\n  dialog: notes/3/actions")
        #expect(navigator.state.activeStack.alertStyle == .confirmationDialog)
        #expect(navigator.alertContent(for: NoteActionsRoute(id: 3))?.buttons.count == 3)
        _ = await navigator.dismiss().outcome
        #expect(navigator.outline == "stack: home")
    }

    @Test func aDialogsButtonRunsItsActionAfterTheDialogIsDismissed() async {
        let navigator = makeNavigator()
        _ = await navigator.navigate(to: NoteActionsRoute(id: 3)).outcome
        #expect(await navigator.userTappedAlertButton(at: 1).outcome == .applied)
        #expect(log.handled == ["deleteNote note 3 at stack: home"])
        #expect(failures.isEmpty)
    }

    @Test func aCallerAwaitingADialogGetsTheChosenAction() async {
        let navigator = makeNavigator()
        let choice = Task { await navigator.navigateForResult(to: NoteActionsRoute(id: 5)) }
        // The task presents the dialog once it runs; a bounded number of yields lets it.
        for _ in 0..<1_000 where navigator.activeAlert == nil { await Task.yield() }
        #expect(navigator.outline == "stack: home\n  dialog: notes/5/actions")
        navigator.userTappedAlertButton(at: 0)
        #expect(await choice.value == .duplicateNote)
    }

    // MARK: Inspectors

    @Test func anInspectorPresentsDeepLinksAndDismisses() async {
        let navigator = makeNavigator()
        _ = await navigator.open("myapp://notes/2/info").outcome
        #expect(navigator.outline == "stack: home\n  inspector: notes/2/info")
        _ = await navigator.dismiss().outcome
        #expect(navigator.outline == "stack: home")
    }

    // MARK: Saving, restoring, replaying

    /// A detent sheet dragged to large, a popover over it, and a confirmation dialog over that.
    private func makeLayeredState(_ navigator: Navigator, width: SizeClass) async {
        _ = await navigator.setHorizontalSizeClass(width).outcome
        _ = await navigator.navigate(to: NewDraftRoute()).outcome
        navigator.userSelectedDetent(
            .large, of: topModal(of: navigator)!.stack.root.id,
            presentedFrom: StackLocation(tab: nil, depth: 0))
        _ = await navigator.present(NoteTagsRoute(id: 3), style: .popover).outcome
        _ = await navigator.presentAlert(NoteActionsRoute(id: 3)).outcome
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func aDetentSheetAPopoverAndADialogRestoreEqual(_ width: SizeClass) async throws {
        let navigator = makeNavigator()
        await makeLayeredState(navigator, width: width)
        let popover = width == .regular ? "popover[from tags-3]" : "sheet[popover, from tags-3]"
        #expect(
            navigator.outline == """
                stack: home
                  sheet[medium large*]: drafts/new
                    \(popover): notes/3/tags
                      dialog: notes/3/actions
                """)
        let data = try navigator.savedState()
        let restored = makeNavigator()
        _ = await restored.setHorizontalSizeClass(width).outcome
        let report = await restored.restore(from: data)
        #expect(report.issues.isEmpty)
        #expect(restored.outline == navigator.outline)
        #expect(topModal(of: restored)?.source == "tags-3")
        #expect(try restored.savedState() == data)
    }

    @Test func aJournalOfThoseNavigationsReplays() async throws {
        let navigator = makeNavigator()
        await makeLayeredState(navigator, width: .regular)
        let journal = try NavigationJournal(decoding: navigator.journal.encoded())
        let replayed = makeNavigator()
        for entry in journal.entries {
            if let request = replayed.replay(entry.call, source: entry.source) { _ = await request.outcome }
            #expect(replayed.outline == entry.outline, "replaying \(entry.call)")
        }
        #expect(replayed.outline == navigator.outline)
        #expect(journal.entries.contains { $0.call.summary == "drag sheet large" })
    }

    @Test func anOldDocumentWithASheetOrACoverStillRestores() async throws {
        // Documents written before sheets had detents: no detents, sizing or source. Their
        // checksums are CRC-32s of the trees' sorted-key JSON, worked out apart from this build.
        let sheet = #"""
            {"checksum":"ace4f690","format":"wayfinder.navigation-state","tree":{"stack":{"entries":[{"route":"home","url":"home"}],"modal":{"stack":{"entries":[{"route":"settings","url":"settings"}]},"style":"sheet"}}},"version":1}
            """#
        let cover = #"""
            {"checksum":"6d2ccc39","format":"wayfinder.navigation-state","tree":{"stack":{"entries":[{"route":"home","url":"home"}],"modal":{"stack":{"entries":[{"route":"settings","url":"settings"}]},"style":"fullScreenCover"}}},"version":1}
            """#
        let navigator = makeNavigator()
        #expect(await navigator.restore(from: Data(sheet.utf8)).issues.isEmpty)
        #expect(navigator.outline == "stack: home\n  sheet: settings")
        #expect(await navigator.restore(from: Data(cover.utf8)).issues.isEmpty)
        #expect(navigator.outline == "stack: home\n  cover: settings")
    }
}
