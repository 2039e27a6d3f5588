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
        app.navigator.setTabs([
            TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute()),
            TabSpec(id: "profile", title: "Profile", systemImage: "person", root: ProfileRoute(user: "me")),
        ])
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
        #expect(throws: NavigationDocumentError.self) { try app.navigator.savedState() }
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

    // MARK: - A hostile document

    /// A document whose tabs are `tabs`, each a stack of `home`, with `selection` selected.
    private func document(tabs: [String], selection: String?) throws -> Data {
        let home = SavedNavigationState.Stack(entries: [.init(route: "home", url: "home")])
        let tree = SavedNavigationState.Tree(
            tabs: tabs.map { SavedNavigationState.Tab(id: $0, stack: home) }, selection: selection)
        return try SavedNavigationState(tree: tree).encoded()
    }

    /// A document's single stack: `home`, presenting `modal` (a style and its entries), with
    /// `alert`.
    private func document(
        entries: [SavedNavigationState.Entry],
        modal: (style: String, entry: SavedNavigationState.Entry)? = nil
    ) throws -> Data {
        let stack = SavedNavigationState.Stack(
            entries: entries,
            modal: modal.map { .init(style: $0.style, stack: .init(entries: [$0.entry])) })
        return try SavedNavigationState(tree: .init(stack: stack)).encoded()
    }

    /// An app whose modules registered the tabs `home` and `settings`, not yet installed.
    private func appWithHomeAndSettingsTabs() -> TestApp {
        let app = TestApp()
        installHomeAndSettingsTabs(on: app.navigator)
        return app
    }

    @Test func aDocumentOfOnlyUnregisteredDuplicatedAndEmptyTabsRestoresNothing() async throws {
        let app = appWithHomeAndSettingsTabs()
        let report = await app.navigator.restore(
            from: try document(tabs: ["evil", "evil", ""], selection: "evil"))
        #expect(!report.restored)
        #expect(app.outline == "stack: login")
        #expect(
            report.issues == [
                .tabDropped(id: "evil", reason: .unregistered),
                .tabDropped(id: "evil", reason: .unregistered),
                .tabDropped(id: "", reason: .emptyIdentifier), .nothingRestorable,
            ])
    }

    @Test func onlyTheTabsTheAppRegisteredAreRestoredEachOnce() async throws {
        let app = appWithHomeAndSettingsTabs()
        let data = try document(tabs: ["evil", "home", "evil", "", "home", "settings"], selection: "evil")
        let report = await app.navigator.restore(from: data)
        #expect(report.restored)
        #expect(app.outline == "tabs: home* settings\nhome: home\nsettings: home")
        #expect(
            report.issues == [
                .tabDropped(id: "evil", reason: .unregistered),
                .tabDropped(id: "evil", reason: .unregistered),
                .tabDropped(id: "", reason: .emptyIdentifier), .tabDropped(id: "home", reason: .duplicate),
            ])
        #expect(
            report.issues.map(\.description) == [
                "dropped the tab 'evil': no tab of the app has this identifier",
                "dropped the tab 'evil': no tab of the app has this identifier",
                "dropped the tab '': its identifier is empty",
                "dropped the tab 'home': the saved state holds this tab more than once; the first one was restored",
            ])
        #expect(await app.navigator.switchTab(to: "settings").outcome == .applied)
        #expect(app.failures.isEmpty)
    }

    @Test func aLaterSaveDoesNotWriteTheDroppedTabsBack() async throws {
        let app = appWithHomeAndSettingsTabs()
        await app.navigator.restore(
            from: try document(tabs: ["home", "evil", "home", ""], selection: "home"))
        let saved = try SavedNavigationState(decoding: app.navigator.savedState())
        // The app's two tabs, `settings` at its root: none of the dropped ones.
        #expect(saved.tree.tabs?.map(\.id) == ["home", "settings"])
        #expect(saved.tree.selection == "home")
    }

    @Test func theTabsOfADocumentRestoreOnlyWhereTheAppRegisteredTabs() async throws {
        let app = TestApp()
        let report = await app.navigator.restore(from: try document(tabs: ["home"], selection: "home"))
        #expect(!report.restored)
        #expect(app.outline == "stack: login")
        #expect(report.issues == [.tabDropped(id: "home", reason: .unregistered), .nothingRestorable])
    }

    /// A state saved before an update added a tab restores into the app's tab bar as it is now:
    /// the new tab is there, at its root, and the saved tabs keep their stacks and selection.
    @Test func aTabAddedAfterTheSaveIsInTheRestoredTabBarAtItsRoot() async throws {
        let app = appWithHomeAndSettingsTabs()
        let post = SavedNavigationState.Entry(route: "post/:id", url: "post/7")
        let tree = SavedNavigationState.Tree(
            tabs: [.init(id: "home", stack: .init(entries: [.init(route: "home", url: "home"), post]))],
            selection: "home")
        let report = await app.navigator.restore(from: try SavedNavigationState(tree: tree).encoded())
        #expect(report.restored)
        #expect(report.issues.isEmpty)
        #expect(app.outline == "tabs: home* settings\nhome: home > post/7\nsettings: login")
        #expect(await app.navigator.switchTab(to: "settings").outcome == .applied)
        #expect(app.failures.isEmpty)
    }

    /// The restored tab bar is the app's, in the app's order, whatever order the document kept.
    @Test func theRestoredTabBarKeepsTheAppsOrder() async throws {
        let app = appWithHomeAndSettingsTabs()
        let data = try document(tabs: ["settings", "home"], selection: "settings")
        #expect(await app.navigator.restore(from: data).restored)
        #expect(app.outline == "tabs: home settings*\nhome: home\nsettings: home")
    }

    @Test func aRegisteredTabWhoseScreensAllFailToResolveRestartsAtItsRootAndIsReported() async throws {
        let app = appWithHomeAndSettingsTabs()
        let gone = SavedNavigationState.Entry(route: "gone", url: "gone")
        let tree = SavedNavigationState.Tree(
            tabs: [
                .init(id: "home", stack: .init(entries: [.init(route: "home", url: "home")])),
                .init(id: "settings", stack: .init(entries: [gone])),
            ],
            selection: "settings")
        let report = await app.navigator.restore(from: try SavedNavigationState(tree: tree).encoded())
        #expect(app.outline == "tabs: home settings*\nhome: home\nsettings: login")
        #expect(
            report.issues == [
                .entryDropped(route: "gone", url: "gone", reason: .unregistered),
                .tabStartedAtRoot(id: "settings"),
            ])
    }

    /// Text of the document a person reads (the report's description, the outline, the events)
    /// shows its control and format characters escaped.
    @Test(
        arguments: [
            "\u{1B}]0;pwned\u{07}", "\u{202E}gpj.exe", "\r\nid: 9", "\u{9B}2J", "\u{200B}",
            "\u{E0041}\u{E007F}",
        ]
            + DisplayTextTests.separatorsFillersAndTags.map { "\($0)x" })
    func aDocumentsControlAndFormatCharactersAreShownEscaped(_ hostile: String) async throws {
        let shown = DisplayText.escaped(hostile)
        #expect(shown != hostile)
        let app = appWithHomeAndSettingsTabs()
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let tabs = try document(tabs: ["home", "home" + hostile], selection: "home" + hostile)
        let tabsReport = await app.navigator.restore(from: tabs)
        let entries = try document(
            entries: [
                .init(route: "home", url: "home"),
                .init(route: "post/:id" + hostile, url: "post/1" + hostile),
            ])
        let entriesReport = await app.navigator.restore(from: entries)
        let modal = try document(
            entries: [.init(route: "home", url: "home")],
            modal: ("sheet" + hostile, .init(route: "settings", url: "settings")))
        let modalReport = await app.navigator.restore(from: modal)
        // The fingerprint is outside the checksum: any text.
        let fingerprinted = try SavedNavigationState(
            tree: .init(stack: .init(entries: [.init(route: "home", url: "home")])),
            links: LinkFingerprint(rawValue: "0" + hostile)
        ).encoded()
        let linksReport = await app.navigator.restore(from: fingerprinted)
        var texts = [
            tabsReport.description, entriesReport.description, modalReport.description,
            linksReport.description,
            app.outline,
        ]
        for event in recorder.events {
            texts += [event.logLine, event.reason ?? ""] + event.routes + event.tabs.map(\.rawValue)
        }
        for text in texts {
            #expect(DisplayTextTests.controlCharacters(in: text).isEmpty, "\(text.debugDescription)")
        }
        #expect(tabsReport.description.contains("home" + shown), "\(tabsReport)")
        #expect(entriesReport.description.contains("post/1" + shown), "\(entriesReport)")
        #expect(entriesReport.description.contains("post/:id" + shown), "\(entriesReport)")
        #expect(modalReport.description.contains("sheet" + shown), "\(modalReport)")
        #expect(linksReport.description.contains("saved under links 0" + shown), "\(linksReport)")
    }

    /// A route whose path shows what the document's URL decodes to, unencoded, is shown escaped
    /// in the outline (and so in the journal, the trace and the CLI's `state`).
    @Test(
        arguments: [("%1B%5D0;b%07", #"\u{1B}]0;b\u{7}"#), ("%E2%80%AE", #"\u{202E}"#)]
            + DisplayTextTests.separatorsFillersAndTags.map { scalar in
                let encoded = String(scalar).utf8.map { "%" + String($0, radix: 16, uppercase: true) }
                    .joined()
                return (encoded, "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
            })
    func aDocumentsDecodedTextIsShownEscapedInTheOutline(encoded: String, shown: String) async throws {
        let app = TestApp(
            root: HomeRoute(), extraModules: [TestFeature(name: "Raw", routes: [RawTextRoute.self])])
        let data = try document(
            entries: [.init(route: "home", url: "home"), .init(route: "raw/:text", url: "raw/a\(encoded)c")])
        #expect(await app.navigator.restore(from: data).isComplete)
        #expect(app.outline == "stack: home > raw/a\(shown)c")
        #expect(app.navigator.journal.entries.last?.outline == app.outline)
    }
}

/// A hand-written route whose path shows its text decoded, as it is: what a document's URL
/// decodes to reaches its ``Route/pathRepresentation`` unencoded.
struct RawTextRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "raw/:text")
    static var sample: RawTextRoute? { RawTextRoute(text: "a") }
    let text: String
    init(text: String) { self.text = text }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        text = try parameters.decode(String.self, for: "text")
    }
    var parameters: RouteParameters { RouteParameters(["text": text]) }
    var pathRepresentation: String { "raw/" + text }
}
