import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

@MainActor
@Suite("The navigation journal")
struct NavigationJournalTests {
    @Test func everyAppliedOrRefusedNavigationIsAnEntryWithItsCallOutcomeChangesAndOutline() async {
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
        #expect(entries[1].changes == ["event=pushed route=article/2 source=app"])
        #expect(entries[2].outcome.hasPrefix("failed"))
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
            -> NavigationJournalError?
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
        let future = Data(text.replacingOccurrences(of: #""version":1"#, with: #""version":2"#).utf8)
        #expect(refusal(future) == .unsupportedVersion(2))
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
    /// A bidi control inside a string literal reorders what an editor shows of the exported test
    /// (and of the code after it on that line): the test writes it as a Swift escape.
    @Test func theExportedTestWritesBidiAndInvisibleCharactersAsSwiftEscapes() {
        let call = NavigationCall.open(url: "myapp://feed/\u{202E}\u{200B}x\u{FEFF}")
        let entry = NavigationJournal.Entry(
            number: 1, call: call, source: .deepLink, outcome: "failed", applied: false,
            outline: "tabs: feed\u{2066}* account")
        let journal = NavigationJournal(initialOutline: "stack: signin", entries: [entry])
        let test = journal.swiftTest(checkingEveryStep: true)
        #expect(
            test.contains(
                #"ReplayStep(.open(url: "myapp://feed/\u{202e}\u{200b}x\u{feff}"), source: .deepLink, outline: "tabs: feed\u{2066}* account"),"#
            ), "\(test)")
        #expect(test.contains(#"        tabs: feed\u{2066}* account"#))
        #expect(!test.unicodeScalars.contains { DisplayTextTests.invisible.contains($0) })
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
