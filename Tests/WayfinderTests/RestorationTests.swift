import Foundation
import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("State restoration")
struct RestorationTests {
    @Test func saveThenRestoreGivesTheSameOutline() async throws {
        let app = TestApp()
        app.navigator.open("myapp://home/profile/user99/post/42")
        app.navigator.present(SettingsRoute())
        app.navigator.push(NotificationSettingsRoute())
        app.navigator.presentAlert(SignOutRoute())
        let saved = try app.navigator.savedState()

        let restored = TestApp()
        let report = await restored.navigator.restore(from: saved)
        #expect(report.isComplete)
        #expect(restored.outline == app.outline)
    }

    @Test func tabsAreSavedAndRestoredWithTheirSelection() async throws {
        var state = NavigationState(root: LoginRoute())
        try state.apply(
            .installTabs(
                [
                    TabRoot(id: "home", root: HomeRoute()),
                    TabRoot(id: "profile", root: ProfileRoute(user: "me")),
                ],
                selection: "profile"))
        try state.apply(.push([PostRoute(id: 3)]))
        let data = try SavedNavigationState(state).encoded()
        let app = TestApp()
        let report = await app.navigator.restore(from: data)
        #expect(report.isComplete)
        #expect(app.outline == state.outline)
    }

    @Test func aRemovedMiddleRouteKeepsTheValidPrefixAndIsReported() async throws {
        let app = TestApp()
        app.navigator.open("myapp://home/profile/user99/post/42")
        let saved = try app.navigator.savedState()

        let newer = TestApp(removing: [ProfileRoute.self])
        let report = await newer.navigator.restore(from: saved)
        #expect(newer.outline == "stack: home")
        #expect(report.restored)
        #expect(report.issues.count == 1)
        #expect(report.issues.first?.description.contains("profile/user99") == true)
    }

    @Test func inAppOnlyRoutesEndTheSavedStackBeforeThem() async throws {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(NoteRoute(note: Note(text: "x")))
        app.navigator.push(PostRoute(id: 2))
        let saved = try app.navigator.savedState()
        let restored = TestApp()
        let report = await restored.navigator.restore(from: saved)
        #expect(report.restored)
        #expect(report.issues == [.notSaved(SavedNavigationState.Omission(route: "NoteRoute", screens: 2))])
        #expect(restored.outline == "stack: home > post/1")
    }

    @Test func theDocumentStoresRouteURLsAndIdentifiersNeverTypeNames() throws {
        let app = TestApp()
        app.navigator.open("myapp://home/post/42")
        let text = String(decoding: try app.navigator.savedState(), as: UTF8.self)
        #expect(text.contains("\"url\":\"post/42\""))
        #expect(text.contains("\"route\":\"post/:id\""))
        #expect(!text.contains("PostRoute"))
    }

    @Test(arguments: [
        ("garbage", Data("not json at all".utf8)),
        ("future version", Data(#"{"format":"wayfinder.navigation-state","version":99}"#.utf8)),
        ("wrong format", Data(#"{"format":"other","version":1}"#.utf8)),
        ("empty", Data()),
    ])
    func unreadableDocumentsRestoreNothing(name: String, data: Data) async {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        let before = app.navigator.state
        let report = await app.navigator.restore(from: data)
        #expect(!report.restored, "\(name)")
        #expect(app.navigator.state == before)
    }

    @Test func aTruncatedDocumentRestoresNothing() async throws {
        let app = TestApp()
        app.navigator.open("myapp://home/post/42")
        let saved = try app.navigator.savedState()
        let other = TestApp()
        let report = await other.navigator.restore(from: saved.prefix(saved.count / 2))
        #expect(!report.restored)
        #expect(other.outline == "stack: login")
    }

    @Test func anEditedDocumentFailsItsChecksumAndRestoresNothing() async throws {
        let app = TestApp()
        app.navigator.open("myapp://home/post/42")
        let text = String(decoding: try app.navigator.savedState(), as: UTF8.self)
        let tampered = Data(text.replacingOccurrences(of: "post/42", with: "post/43").utf8)
        let other = TestApp()
        let report = await other.navigator.restore(from: tampered)
        #expect(report.issues == [.documentRefused(.checksumMismatch)])
        #expect(other.outline == "stack: login")
    }

    @Test func tenMegabytesOfNoiseIsRefusedBySize() async {
        var generator = SystemRandomNumberGenerator()
        var noise = Data(count: 10 * 1024 * 1024)
        noise.withUnsafeMutableBytes { buffer in
            for index in stride(from: 0, to: buffer.count, by: 8) {
                buffer.storeBytes(of: generator.next(), toByteOffset: index, as: UInt64.self)
            }
        }
        let app = TestApp()
        let report = await app.navigator.restore(from: noise)
        #expect(report.issues == [.documentRefused(.tooLarge(size: noise.count, limit: 256 * 1024))])
        #expect(app.outline == "stack: login")
    }

    @Test func savingReportsADocumentOverTheSizeLimit() {
        let app = TestApp(root: HomeRoute())
        app.navigator.configuration.restorationSizeLimit = 200
        for id in 1...20 { app.navigator.push(PostRoute(id: id)) }
        #expect(throws: SavedStateError.self) { try app.navigator.savedState() }
    }

    @Test func restoredEntriesGetFreshIdentitiesSoScreensAreRebuilt() async throws {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        let saved = try app.navigator.savedState()
        let builds = app.host.buildCount
        #expect(await app.navigator.restore(from: saved).isComplete)
        #expect(app.host.buildCount == builds + 2)
        #expect(app.host.screens.count == 2)
    }
}
