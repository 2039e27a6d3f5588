import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

@MainActor
@Suite("Saving says what it leaves out")
struct SaveOmissionTests {
    @Test func aSaveThatCutsAStackRecordsWhatItLeftOut() throws {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(NoteRoute(note: Note(text: "draft")))
        app.navigator.push(PostRoute(id: 2))
        app.navigator.present(SettingsRoute(), style: .sheet)
        #expect(app.outline == "stack: home > post/1 > NoteRoute > post/2\n  sheet: settings")

        let saved = try SavedNavigationState(decoding: app.navigator.savedState())
        #expect(saved.tree.stack?.entries.map(\.url) == ["home", "post/1"])
        #expect(saved.omitted == [SavedNavigationState.Omission(route: "NoteRoute", screens: 3)])
    }

    @Test func aSaveThatLeavesNothingOutRecordsNothing() throws {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        let data = try app.navigator.savedState()
        #expect(try SavedNavigationState(decoding: data).omitted == nil)
        #expect(!String(decoding: data, as: UTF8.self).contains("omitted"))
    }

    @Test func theRestoreOfACutDocumentIsNotComplete() async throws {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(NoteRoute(note: Note(text: "draft")))
        app.navigator.push(PostRoute(id: 2))
        let data = try app.navigator.savedState()

        let later = TestApp(root: HomeRoute())
        let report = await later.navigator.restore(from: data)
        #expect(later.outline == "stack: home > post/1")
        #expect(report.restored)
        #expect(!report.isComplete)
        #expect(report.issues == [.notSaved(SavedNavigationState.Omission(route: "NoteRoute", screens: 2))])
        #expect(report.description == "restored in part: not saved: 2 screens from NoteRoute up, in-app only")
    }

    @Test func aCutInsideATabsModalNamesTheTab() throws {
        let app = TestApp(root: HomeRoute())
        app.navigator.setTabs([
            TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute()),
            TabSpec(id: "profile", title: "Profile", systemImage: "person", root: ProfileRoute(user: "me")),
        ])
        app.navigator.switchTab(to: "home")
        app.navigator.present(NoteRoute(note: Note(text: "draft")), style: .sheet)
        let saved = try SavedNavigationState(decoding: app.navigator.savedState())
        #expect(saved.omitted == [SavedNavigationState.Omission(tab: "home", route: "NoteRoute", screens: 1)])
        #expect(
            saved.omitted?.first?.description == "1 screen from NoteRoute up, in-app only, in the tab 'home'")
    }

    @Test func aDocumentsOmissionsAreShownEscaped() async throws {
        let app = TestApp(root: HomeRoute())
        var saved = try SavedNavigationState(decoding: app.navigator.savedState())
        saved.omitted = [
            SavedNavigationState.Omission(tab: "\u{1B}]0;pwned\u{07}", route: "Note\u{202E}gpj", screens: 1)
        ]
        let report = await TestApp(root: HomeRoute()).navigator.restore(from: try saved.encoded())
        #expect(report.issues.count == 1)
        #expect(
            !report.description.unicodeScalars.contains {
                $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}"
            })
        #expect(report.description.contains("Note\\u{202E}gpj"))
    }
}
