import Foundation
import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("Events carry typed fields")
struct TypedEventFieldsTests {
    @Test func aFailureCarriesTheFailureItself() async {
        let app = TestApp()
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        _ = await app.navigator.switchTab(to: "nowhere").outcome
        let failure = app.failures.last
        #expect(failure != nil)
        let event = recorder.events.last
        #expect(event?.kind == .navigationFailed)
        #expect(event?.outcome == failure.map(NavigationOutcome.failed))
        #expect(event?.reason == failure?.description)
    }

    @Test func aGuardsDenialCarriesTheOutcomeAndShowsItsReason() async {
        let app = TabbedApp()
        app.session.user = "me"
        _ = await app.navigator.navigate(to: EditAccountRoute(user: "someone")).outcome
        let event = app.recorder.events.last
        #expect(event?.kind == .navigationBlocked)
        #expect(
            event?.outcome
                == .denied(route: "account/someone/edit", reason: "you can only edit your own account"))
        #expect(event?.reason == "you can only edit your own account")
        #expect(event?.requestSummary == nil)
    }

    @Test func aSizeClassChangeCarriesTheSizeClass() async {
        let app = TestApp()
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        _ = await app.navigator.setHorizontalSizeClass(.regular).outcome
        let event = recorder.events.last { $0.kind == .sizeClassChanged }
        #expect(event?.sizeClass == .regular)
        #expect(event?.logLine == "event=sizeClassChanged source=user reason=regular")
    }

    @Test func aJournalJumpCarriesTheEntryNumber() async {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        _ = await app.navigator.push(PostRoute(id: 1)).outcome
        let number = app.navigator.journal.entries.last?.number ?? 0
        _ = await app.navigator.jump(toJournalEntry: number)
        let event = recorder.events.first { $0.kind == .journalJump }
        #expect(event?.journalEntry == number)
        #expect(event?.reason == "entry \(number)")
    }

    @Test func anEventMadeByHandKeepsItsWordsAsItsDetail() {
        let event = NavigationEvent(
            sequence: 1, kind: .restored, source: .restoration, reason: "2 part(s) dropped")
        #expect(event.detail == "2 part(s) dropped")
        #expect(event.reason == "2 part(s) dropped")
        #expect(event.outcome == nil && event.sizeClass == nil && event.journalEntry == nil)
    }
}

@MainActor
@Suite("Saved states keep typed modal styles")
struct SavedModalStyleTests {
    /// A document as every version so far wrote it: the modal's style as its name.
    static let sheetDocument = #"""
        {"checksum":"ace4f690","format":"wayfinder.navigation-state","tree":{"stack":{"entries":[{"route":"home","url":"home"}],"modal":{"stack":{"entries":[{"route":"settings","url":"settings"}]},"style":"sheet"}}},"version":1}
        """#

    @Test func aDocumentWrittenWithTheStyleAsTextReadsAsAModalStyleAndRestores() async throws {
        let data = Data(Self.sheetDocument.utf8)
        let saved = try SavedNavigationState(decoding: data)
        #expect(saved.tree.stack?.modal?.style == .known(.sheet))
        let app = TestApp()
        let report = await app.navigator.restore(from: data)
        #expect(report.restored)
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(app.outline == "stack: home\n  sheet: settings")
    }

    @Test func aStyleThisVersionDoesNotKnowIsKeptByNameAndItsModalReported() async throws {
        let data = Data(
            Self.sheetDocument.replacingOccurrences(of: #""sheet""#, with: #""drawer""#)
                .replacingOccurrences(of: "ace4f690", with: "e77545dc").utf8)
        let saved = try SavedNavigationState(decoding: data)
        #expect(saved.tree.stack?.modal?.style == .unknown("drawer"))
        let app = TestApp()
        let report = await app.navigator.restore(from: data)
        #expect(
            report.issues == [
                .entryDropped(route: "settings", url: "settings", reason: .unknownModalStyle("drawer"))
            ])
        #expect(app.outline == "stack: home")
    }

    @Test func aModalWritesItsStyleAsTheStylesName() throws {
        let stack = SavedNavigationState.Stack(
            entries: [.init(route: "home", url: "home")],
            modal: .init(style: .sheet, stack: .init(entries: [.init(route: "settings", url: "settings")])))
        let data = try SavedNavigationState(tree: .init(stack: stack)).encoded()
        #expect(String(decoding: data, as: UTF8.self) == Self.sheetDocument)
    }
}

@Suite("One error for a navigation document that cannot be read")
struct NavigationDocumentErrorTests {
    @Test func aJournalAndASavedStateRefuseTheSameProblemWithTheSameError() {
        let data = Data(#"{"format":"x","version":1}"#.utf8)
        #expect(throws: NavigationDocumentError.tooLarge(size: data.count, limit: 4)) {
            try NavigationJournal(decoding: data, sizeLimit: 4)
        }
        #expect(throws: NavigationDocumentError.tooLarge(size: data.count, limit: 4)) {
            try SavedNavigationState(decoding: data, sizeLimit: 4)
        }
        #expect(
            throws: NavigationDocumentError.malformed("the format is not \(NavigationJournal.formatName)")
        ) {
            try NavigationJournal(decoding: data)
        }
        #expect(
            throws: NavigationDocumentError.malformed("the format is not \(SavedNavigationState.formatName)")
        ) {
            try SavedNavigationState(decoding: data)
        }
    }
}

@Suite("One outcome, one Codable projection")
struct OutcomeProjectionTests {
    @Test(arguments: [
        NavigationOutcome.applied, .denied(route: "account/me/edit", reason: "not yours"),
        .timedOut(route: "search"),
        .superseded, .failed(.unknownTab("inbox")), .handedOff(route: "legacy/settings"),
    ])
    func anOutcomesRecordRoundTripsAndReadsAsTheOutcome(outcome: NavigationOutcome) throws {
        let data = try JSONEncoder().encode(outcome.recorded)
        let decoded = try JSONDecoder().decode(RecordedOutcome.self, from: data)
        #expect(decoded == outcome.recorded)
        #expect(decoded.description == outcome.description)
        #expect(decoded.isApplied == outcome.isApplied)
    }
}
