import Foundation
import NotesNavigation
import Testing
import Wayfinder

/// The samples' half-height details sheet and note actions dialog, on the headless host.
@MainActor
@Suite("The sample apps' detent sheet and confirmation dialog")
struct SamplePresentationTests {
    let navigator: Navigator
    let host: HeadlessHost
    let failures = FailureRecorder()

    init() {
        navigator = SampleNavigation.makeNavigator(session: Session(), screens: .titles)
        navigator.failureHandler = { [failures] in failures.all.append($0) }
        host = HeadlessHost(navigator: navigator)
    }

    @Test func aNotesDetailsOpenAtHalfHeightAndTheDragIsKept() async {
        _ = await navigator.push(NoteRoute(id: 2)).outcome
        _ = await navigator.navigate(to: NoteDetailsRoute(id: 2)).outcome
        #expect(
            navigator.outline == """
                tabs: notes* account
                notes: notes > notes/2
                  sheet[medium* large]: notes/2/details
                account: account
                """)
        #expect(host.topScreen?.value(as: String.self) == "Details of note 2")
        _ = await host.dragSheet(to: .large)?.outcome
        #expect(navigator.outline.contains("  sheet[medium large*]: notes/2/details"))
        #expect(failures.all.isEmpty)
    }

    @Test func theNoteActionsDialogShowsItsButtonsAndItsDetailsButtonOpensTheSheet() async {
        _ = await navigator.push(NoteRoute(id: 3)).outcome
        _ = await navigator.navigate(to: NoteActionsRoute(id: 3)).outcome
        #expect(navigator.outline.contains("notes: notes > notes/3\n  dialog: notes/3/actions"))
        let content = navigator.alertContent(for: NoteActionsRoute(id: 3))
        #expect(content?.buttons.map(\.title) == ["Details", "Delete Note", "Cancel"])
        _ = await navigator.userTappedAlertButton(at: 0).outcome
        #expect(await waitUntil { navigator.outline.contains("sheet[medium* large]: notes/3/details") })
        #expect(failures.all.isEmpty)
    }

    @Test func theDialogsDeleteButtonLeavesTheNote() async {
        _ = await navigator.push(NoteRoute(id: 1)).outcome
        _ = await navigator.navigate(to: NoteActionsRoute(id: 1)).outcome
        _ = await navigator.userTappedAlertButton(at: 1).outcome
        #expect(await waitUntil { navigator.outline.hasPrefix("tabs: notes* account\nnotes: notes\n") })
    }

    @Test func theDialogAndADraggedSheetDeepLinkAndRestore() async throws {
        _ = await navigator.open("wayfinder-notes://notes/2/details").outcome
        _ = await host.dragSheet(to: .large)?.outcome
        let saved = try navigator.savedState()
        let restored = SampleNavigation.makeNavigator(session: Session(), screens: .titles)
        _ = await restored.restore(from: saved)
        #expect(restored.outline == navigator.outline)
        #expect(restored.outline.contains("sheet[medium large*]: notes/2/details"))
    }
}
