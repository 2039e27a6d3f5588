import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

@MainActor
@Suite("The navigation journal")
struct NavigationJournalTests {
    @Test func everyAppliedOrRefusedNavigationIsAnEntryWithItsCallOutcomeChangesAndOutline() async throws {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        app.navigator.push(ArticleRoute(id: 2))
        app.navigator.open("myapp://nowhere")
        app.navigator.userSelectedTab("search")
        let entries = app.navigator.journal.entries
        #expect(
            entries.map(\.call.description) == [
                "open(myapp://feed)", "push(article/2)", "open(myapp://nowhere)", "userSelectedTab(search)",
            ])
        #expect(entries.map(\.source) == [.deepLink, .app, .deepLink, .user])
        #expect(entries.map(\.applied) == [true, true, false, true])
        let pushed = try #require(entries[1].changes.first)
        guard case .pushed(let added, let location) = pushed else {
            Issue.record("expected a push, got \(pushed)")
            return
        }
        #expect(entries[1].changes.count == 1)
        #expect(added.map(\.route) == [RecordedRoute(ArticleRoute(id: 2))])
        #expect(location == RecordedLocation(tab: "feed", depth: 0))
        #expect(entries[1].changes.map(\.description) == ["pushed article/2"], "the display text")
        guard case .failed(let failure) = entries[2].outcome else {
            Issue.record("expected a failure, got \(entries[2].outcome)")
            return
        }
        #expect(failure.kind == .linkNotHandled, "no route answers the link")
        #expect(entries[2].outcome.description == "failed: \(failure.message)")
        #expect(entries[2].outline == entries[1].outline, "a refused link changes nothing")
        #expect(entries[3].outline == app.outline)
        #expect(app.navigator.journal.initialOutline == "stack: signin")
    }

    @Test func aRedirectsTargetAndAnAlertHandlersCallAreConsequencesOfTheirCause() async {
        let app = TabbedApp()
        _ = await app.navigator.navigate(to: EditAccountRoute(user: "me")).outcome
        app.navigator.open("myapp://feed")
        app.navigator.presentAlert(SignOutAlertRoute())
        _ = await app.navigator.userTappedAlertButton(at: 1).outcome
        let entries = app.navigator.journal.entries
        let edit = entries.first { $0.call.description == "navigate(account/me/edit)" }!
        let prompt = entries.first { $0.call.description == "navigate(signin/prompt)" }!
        #expect(edit.cause == nil && prompt.cause == edit.number)
        let tap = entries.first { $0.call == .userTappedAlertButton(index: 1) }!
        let signOut = entries.first { $0.call.description == "setRoot(signin)" }!
        #expect(signOut.cause == tap.number)
        #expect(
            app.navigator.journal.replaySteps.map(\.call.description) == [
                "navigate(account/me/edit)", "open(myapp://feed)", "presentAlert(account/me/signout)",
                "userTappedAlertButton(1)",
            ])
        #expect(app.navigator.journal.replaySteps.last?.outline == "stack: signin")
    }

    @Test func theRingKeepsTheLastEntriesAndStartsFromTheStateBeforeThem() {
        var configuration = NavigatorConfiguration()
        configuration.journalCapacity = 3
        let navigator = Navigator(
            modules: makeFeatures(), root: HomeRoute(), schemes: ["myapp"], configuration: configuration)
        for id in 1...5 { navigator.push(PostRoute(id: id)) }
        let journal = navigator.journal
        #expect(journal.entries.map(\.call.description) == ["push(post/3)", "push(post/4)", "push(post/5)"])
        #expect(journal.droppedCount == 2)
        #expect(journal.initialOutline == "stack: home > post/1 > post/2")
        #expect(
            journal.initialState == SavedNavigationState(NavigationState(root: HomeRoute()).pushing(1, 2)))
    }

    @Test func changingTheCapacityOnALiveNavigatorResizesItsJournalKeepingTheNewest() {
        var configuration = NavigatorConfiguration()
        configuration.journalCapacity = 4
        let navigator = Navigator(
            modules: makeFeatures(), root: HomeRoute(), schemes: ["myapp"], configuration: configuration)
        for id in 1...4 { navigator.push(PostRoute(id: id)) }
        navigator.configuration.journalCapacity = 2
        #expect(navigator.journal.entries.map(\.call.description) == ["push(post/3)", "push(post/4)"])
        #expect(navigator.journal.droppedCount == 2)
        #expect(navigator.journal.initialOutline == "stack: home > post/1 > post/2")

        navigator.configuration.journalCapacity = 3
        for id in 5...6 { navigator.push(PostRoute(id: id)) }
        #expect(
            navigator.journal.entries.map(\.call.description) == [
                "push(post/4)", "push(post/5)", "push(post/6)",
            ])
        #expect(navigator.journal.initialOutline == "stack: home > post/1 > post/2 > post/3")

        navigator.configuration.journalCapacity = 0
        navigator.push(PostRoute(id: 7))
        #expect(navigator.journal.entries.isEmpty)
        navigator.configuration.journalCapacity = 5
        navigator.push(PostRoute(id: 8))
        #expect(navigator.journal.entries.map(\.call.description) == ["push(post/8)"])
        #expect(
            navigator.journal.initialOutline
                == "stack: home > post/1 > post/2 > post/3 > post/4 > post/5 > post/6 > post/7")
    }

    @Test func turningTheJournalOffFromAnActionTabsActionKeepsTheNavigatorWorking() {
        struct Off: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                context.registerActionTab(
                    ActionTabSpec(id: "off", title: "Off", systemImage: "xmark") { navigator in
                        navigator.configuration.journalCapacity = 0
                        navigator.present(ComposeRoute())
                    })
            }
        }
        let app = TabbedApp(extraModules: [Off()])
        app.navigator.open("myapp://feed")
        app.navigator.userSelectedTab("off")
        #expect(app.outline.contains("feed: feed\n  sheet: compose"))
        #expect(app.navigator.journal.entries.isEmpty)
        app.navigator.configuration.journalCapacity = 10
        app.navigator.dismiss()
        #expect(app.navigator.journal.entries.map(\.call.description) == ["dismiss()"])
    }

    @Test func aJournalOfCapacityZeroRecordsNothing() {
        var configuration = NavigatorConfiguration()
        configuration.journalCapacity = 0
        let navigator = Navigator(modules: makeFeatures(), root: HomeRoute(), configuration: configuration)
        navigator.push(PostRoute(id: 1))
        #expect(navigator.journal.entries.isEmpty)
    }

    @Test func routesWithoutALinkAreRecordedByTypeNameAndMarkedNotReplayable() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(NoteRoute(note: Note(text: "a")))
        app.navigator.show(.sheet) { TestScreen(title: "picker") }
        let calls = app.navigator.journal.entries.map(\.call)
        #expect(calls[0] == .push(route: RecordedRoute(route: "NoteRoute", url: nil)))
        #expect(calls[0].notReplayableReason == "NoteRoute has no link to record its values")
        #expect(calls[1] == .show(screen: "TestScreen"))
        #expect(!calls[1].isReplayable)
    }

    @Test func theDocumentRoundTripsAndRefusesTamperedTruncatedNoisyAndFutureDocuments() throws {
        let app = TabbedApp()
        app.navigator.open("myapp://feed/article/2")
        let journal = app.navigator.journal
        let data = try journal.encoded()
        #expect(try NavigationJournal(decoding: data) == journal)

        func refusal(_ data: Data, sizeLimit: Int = NavigationJournal.defaultSizeLimit)
            -> NavigationDocumentError?
        {
            do {
                _ = try NavigationJournal(decoding: data, sizeLimit: sizeLimit)
                return nil
            } catch { return error }
        }
        let text = String(decoding: data, as: UTF8.self)
        let tampered = Data(text.replacingOccurrences(of: "article/2", with: "article/3").utf8)
        #expect(refusal(tampered) == .checksumMismatch)
        #expect(refusal(data.prefix(data.count / 2)) == .malformed("not a JSON object"))
        #expect(
            refusal(Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) }))
                == .malformed("not a JSON object"))
        #expect(text.contains(#""version":2"#))
        let future = Data(text.replacingOccurrences(of: #""version":2"#, with: #""version":3"#).utf8)
        #expect(refusal(future) == .unsupportedVersion(3))
        let unknown = Data(text.replacingOccurrences(of: #""version":2"#, with: #""version":0"#).utf8)
        #expect(refusal(unknown) == .unsupportedVersion(0))
        #expect(refusal(data, sizeLimit: 10) == .tooLarge(size: data.count, limit: 10))
        let other = Data(text.replacingOccurrences(of: "wayfinder.navigation-journal", with: "x").utf8)
        #expect(refusal(other) == .malformed("the format is not wayfinder.navigation-journal"))
    }

    @Test func theExportedTestReplaysEveryStepAndExpectsTheFinalOutline() {
        let app = TabbedApp()
        app.navigator.open("myapp://feed/article/2")
        app.navigator.pop()
        let test = app.navigator.journal.swiftTest(named: "tour")
        #expect(test.contains("@Test func tour() async {"))
        #expect(test.contains("    let navigator: Navigator = makeAppNavigator()"))
        #expect(
            test.contains(#"        ReplayStep(.open(url: "myapp://feed/article/2"), source: .deepLink),"#))
        #expect(
            test.contains(
                #"        ReplayStep(.pop, outline: "tabs: feed* account search\nfeed: feed\naccount: account/me\nsearch: search"),"#
            ))
        #expect(test.contains("        feed: feed\n        account: account/me\n"))
        let everyStep = app.navigator.journal.swiftTest(checkingEveryStep: true)
        #expect(
            everyStep.contains(
                #"source: .deepLink, outline: "tabs: feed* account search\nfeed: feed > article/2"#))
    }
    @Test func theExportedTestExpectsTheRefusalTheRecordingSaw() {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        app.navigator.pop()
        let test = app.navigator.journal.swiftTest(named: "refusal")
        #expect(
            test.contains(
                #"        ReplayStep(.pop, outline: "tabs: feed* account search\nfeed: feed\naccount: account/me\nsearch: search", outcome: .failed(RecordedFailure(kind: .invalidCommand, message: "the stack holds only its root screen; there is nothing to pop"))),"#
            ), "\(test)")
        #expect(!test.contains("outcome: .applied"), "an applied outcome goes without saying")
    }

    /// A bidi control inside a string literal reorders what an editor shows of the exported test
    /// (and of the code after it on that line): the test writes it as a Swift escape.
    @Test func theExportedTestWritesBidiAndInvisibleCharactersAsSwiftEscapes() {
        let call = RecordedCall.open(url: "myapp://feed/\u{202E}\u{200B}x\u{FEFF}")
        let entry = NavigationJournal.Entry(
            number: 1, call: call, source: .deepLink,
            outcome: .failed(RecordedFailure(kind: .unresolvableLink, message: "no route")),
            outline: "tabs: feed\u{2066}* account")
        let journal = NavigationJournal(initialOutline: "stack: signin", entries: [entry])
        let test = journal.swiftTest(checkingEveryStep: true)
        #expect(
            test.contains(
                #"ReplayStep(.open(url: "myapp://feed/\u{202e}\u{200b}x\u{feff}"), source: .deepLink, outline: "tabs: feed\u{2066}* account", outcome: .failed(RecordedFailure(kind: .unresolvableLink, message: "no route"))),"#
            ), "\(test)")
        #expect(test.contains(#"        tabs: feed\u{2066}* account"#))
        #expect(!test.unicodeScalars.contains { DisplayTextTests.invisible.contains($0) })
    }

    /// A separator ends a line of the literal in some editors, and a Hangul filler or a tag
    /// character hides text: the exported test writes each as a Swift escape.
    @Test(arguments: DisplayTextTests.separatorsFillersAndTags)
    func theExportedTestWritesSeparatorsFillersAndTagCharactersAsSwiftEscapes(_ scalar: Unicode.Scalar) {
        let escape = "\\u{" + String(scalar.value, radix: 16) + "}"
        let call = RecordedCall.open(url: "myapp://feed/a\(scalar)b")
        let entry = NavigationJournal.Entry(
            number: 1, call: call, source: .deepLink,
            outcome: .failed(RecordedFailure(kind: .unresolvableLink, message: "no route \(scalar)")),
            outline: "tabs: feed\(scalar)* account")
        let journal = NavigationJournal(initialOutline: "stack: signin", entries: [entry])
        let test = journal.swiftTest(checkingEveryStep: true)
        #expect(test.contains("url: \"myapp://feed/a\(escape)b\""), "\(test)")
        #expect(test.contains("message: \"no route \(escape)\""), "\(test)")
        #expect(test.contains("        tabs: feed\(escape)* account"), "\(test)")
        #expect(!test.unicodeScalars.contains(scalar))
    }
}

@MainActor
@Suite("The navigation journal's typed outcomes and changes")
struct NavigationJournalOutcomeTests {
    /// One entry for each outcome a navigation can have, with changes of every shape.
    static let entries: [NavigationJournal.Entry] = {
        let post = RecordedEntry(id: 2, route: RecordedRoute(route: "post/:id", url: "post/42"))
        let settings = RecordedEntry(id: 3, route: RecordedRoute(route: "settings", url: "settings"))
        let feed = RecordedLocation(tab: "feed", depth: 0)
        let outcomes: [(RecordedOutcome, [RecordedChange])] = [
            (
                .applied,
                [
                    .pushed(entries: [post], location: feed), .popped(entries: [post], location: feed),
                    .presented(style: .sheet, entries: [settings], location: feed),
                    .dismissed(style: .fullScreenCover, entries: [settings], location: feed),
                    .alertPresented(entry: settings, location: feed),
                    .alertDismissed(entry: settings, location: feed), .rootSet(entries: [post]),
                    .tabsInstalled(tabs: ["feed", "search"]), .tabsAdded(tabs: ["inbox"]),
                    .tabsRemoved(tabs: ["inbox"], entries: [settings]), .tabSelected(tab: "search"),
                ]
            ),
            (.denied(route: "account/me/edit", reason: "not \"yours\": locked"), []),
            (
                .redirected(
                    route: "account/me/edit", to: RecordedRoute(route: "signin/prompt", url: "signin/prompt")),
                []
            ),
            (.timedOut(route: "search"), []),
            (.superseded, []),
            (
                .failed(
                    RecordedFailure(
                        kind: .routeNotOnStack, message: "no screen of post/:id is on the active stack")), []
            ),
        ]
        return outcomes.enumerated().map { index, recorded in
            NavigationJournal.Entry(
                number: UInt64(index + 1),
                call: .push(route: RecordedRoute(route: "post/:id", url: "post/42")),
                source: .app, outcome: recorded.0, changes: recorded.1, outline: "stack: home > post/42")
        }
    }()

    @Test func aJournalRoundTripsTypedOutcomesAndChangesThroughItsDocument() throws {
        let journal = NavigationJournal(initialOutline: "stack: home", entries: Self.entries)
        let decoded = try NavigationJournal(decoding: try journal.encoded())
        #expect(decoded == journal)
        #expect(decoded.entries.map(\.outcome) == Self.entries.map(\.outcome))
        #expect(decoded.entries.map(\.changes) == Self.entries.map(\.changes))
        #expect(decoded.entries.map(\.applied) == [true, false, false, false, false, false])
    }

    @Test func aRecordedOutcomeIsTheNavigatorsOutcomeWithItsRoutesRecorded() {
        #expect(RecordedOutcome(.applied) == .applied)
        #expect(RecordedOutcome(.denied(route: "a", reason: "no")) == .denied(route: "a", reason: "no"))
        #expect(
            RecordedOutcome(.redirected(route: "a", to: PostRoute(id: 4)))
                == .redirected(route: "a", to: RecordedRoute(route: "post/:id", url: "post/4")))
        #expect(RecordedOutcome(.timedOut(route: "a")) == .timedOut(route: "a"))
        #expect(RecordedOutcome(.superseded) == .superseded)
        #expect(
            RecordedOutcome(.failed(.noResultExpected))
                == .failed(
                    RecordedFailure(
                        kind: .noResultExpected, message: NavigationFailure.noResultExpected.description)))
    }

    /// The text of an outcome is the navigator's: the journal's display and the logs agree.
    nonisolated static let outcomes: [NavigationOutcome] = [
        .applied, .denied(route: "account/me/edit", reason: "not yours"),
        .redirected(route: "account/me/edit", to: PostRoute(id: 4)), .timedOut(route: "search"), .superseded,
        .failed(.routeNotOnStack("post/:id")), .failed(.unknownTab("inbox")),
    ]

    @Test(arguments: outcomes)
    func aRecordedOutcomeReadsAsTheNavigatorsOutcome(outcome: NavigationOutcome) {
        #expect(RecordedOutcome(outcome).description == outcome.description)
        #expect(RecordedOutcome(outcome).isApplied == outcome.isApplied)
    }

    @Test func aRecordedChangeReadsAsTheChangeItRecords() {
        let entry = RouteEntry(id: RouteEntry.ID(rawValue: 7), route: PostRoute(id: 42))
        let location = StackLocation(tab: TabID("feed"), depth: 1)
        let changes: [NavigationChange] = [
            .pushed([entry], in: location), .popped([entry], in: location),
            .presented(.sheet, [entry], in: location),
            .alertPresented(entry, in: location), .dismissed(.fullScreenCover, [entry], in: location),
            .alertDismissed(entry, in: location), .rootSet([entry]), .tabsInstalled(["feed", "search"]),
            .tabsRemoved(["feed"], [entry]), .tabsAdded(["inbox"]), .tabSelected("feed"),
        ]
        #expect(changes.map { RecordedChange($0).description } == changes.map(\.description))
        #expect(
            RecordedChange(.pushed([entry], in: location))
                == .pushed(
                    entries: [RecordedEntry(id: 7, route: RecordedRoute(route: "post/:id", url: "post/42"))],
                    location: RecordedLocation(tab: "feed", depth: 1)))
    }

    @Test func aGuardsRedirectIsRecordedWithItsTarget() async {
        let app = TabbedApp()
        _ = await app.navigator.navigate(to: EditAccountRoute(user: "me")).outcome
        let edit = app.navigator.journal.entries.first { $0.call.description == "navigate(account/me/edit)" }
        guard case .redirected(let route, let target) = edit?.outcome else {
            Issue.record("expected a redirect, got \(String(describing: edit?.outcome))")
            return
        }
        #expect(route == "account/me/edit")
        #expect(target.url == "signin/prompt")
    }

    /// A journal as version 1 wrote it, as users attached it to bug reports: outcomes and changes
    /// as text.
    static let version1Document = #"""
        {
          "checksum": "5305a6a9",
          "droppedCount": 0,
          "entries": [
            {
              "applied": true,
              "call": {
                "open": {
                  "url": "myapp://feed"
                }
              },
              "changes": [
                "event=tabSelected tab=feed source=deepLink"
              ],
              "number": 1,
              "outcome": "applied",
              "outline": "tabs: feed* account search\nfeed: feed",
              "source": "deepLink"
            },
            {
              "applied": false,
              "call": {
                "pop": {}
              },
              "changes": [],
              "number": 2,
              "outcome": "blocked at account/me/edit: not yours: locked",
              "outline": "tabs: feed* account search\nfeed: feed",
              "source": "app"
            },
            {
              "applied": false,
              "call": {
                "pop": {}
              },
              "cause": 2,
              "changes": [],
              "number": 3,
              "outcome": "blocked at account/me/edit: redirected to signin/prompt",
              "outline": "tabs: feed* account search\nfeed: feed",
              "source": "app"
            },
            {
              "applied": false,
              "call": {
                "pop": {}
              },
              "changes": [],
              "number": 4,
              "outcome": "blocked at search: timeout",
              "outline": "tabs: feed* account search\nfeed: feed",
              "source": "app"
            },
            {
              "applied": false,
              "call": {
                "pop": {}
              },
              "changes": [],
              "number": 5,
              "outcome": "superseded",
              "outline": "tabs: feed* account search\nfeed: feed",
              "source": "app"
            },
            {
              "applied": false,
              "call": {
                "pop": {}
              },
              "changes": [],
              "number": 6,
              "outcome": "failed: the stack holds only its root screen; there is nothing to pop",
              "outline": "tabs: feed* account search\nfeed: feed",
              "source": "app"
            }
          ],
          "format": "wayfinder.navigation-journal",
          "initialOutline": "stack: signin",
          "version": 1
        }
        """#

    @Test func aVersion1JournalStillLoadsWithItsOutcomesAsValues() throws {
        let journal = try NavigationJournal(decoding: Data(Self.version1Document.utf8))
        #expect(journal.version == NavigationJournal.currentVersion)
        #expect(journal.initialOutline == "stack: signin")
        #expect(journal.entries.map(\.number) == [1, 2, 3, 4, 5, 6])
        #expect(journal.entries.map(\.call) == [.open(url: "myapp://feed"), .pop, .pop, .pop, .pop, .pop])
        #expect(journal.entries.map(\.source) == [.deepLink, .app, .app, .app, .app, .app])
        #expect(journal.entries.map(\.cause) == [nil, nil, 2, nil, nil, nil])
        #expect(
            journal.entries.map(\.outcome) == [
                .applied, .denied(route: "account/me/edit", reason: "not yours: locked"),
                .redirected(
                    route: "account/me/edit", to: RecordedRoute(route: "signin/prompt", url: "signin/prompt")),
                .timedOut(route: "search"), .superseded,
                .failed(
                    RecordedFailure(
                        kind: .unrecorded,
                        message: "the stack holds only its root screen; there is nothing to pop")),
            ])
        let changes = journal.entries.flatMap(\.changes)
        #expect(changes.isEmpty, "version 1's log lines are dropped")
        #expect(journal.entries[0].outline == "tabs: feed* account search\nfeed: feed")
        #expect(try NavigationJournal(decoding: try journal.encoded()) == journal, "it saves as version 2")
    }

    @Test func aTamperedVersion1JournalIsRefused() {
        let tampered = Self.version1Document.replacingOccurrences(of: "not yours", with: "not mine")
        #expect(throws: NavigationDocumentError.checksumMismatch) {
            try NavigationJournal(decoding: Data(tampered.utf8))
        }
    }
}

extension NavigationState {
    /// The state with posts `ids` pushed.
    fileprivate func pushing(_ ids: Int...) -> NavigationState {
        var state = self
        _ = try? state.apply(.push(ids.map { PostRoute(id: $0) }))
        return state
    }
}
