import Foundation
import Testing
import Wayfinder
import WayfinderCore

/// The multi-route link grammar (Docs/Decisions/link-grammar.md), the re-presenting rule and the
/// nesting limits, proven on the tabbed app through every outside door.
@MainActor
@Suite("Links build only states the app's own calls build")
struct LinkGrammarTests {
    /// A tabbed app already on its feed tab.
    private func appOnFeed() async -> TabbedApp {
        let app = TabbedApp()
        #expect(await app.navigator.open("myapp://feed").outcome == .applied)
        return app
    }

    private func expectRefused(
        _ link: String, in app: TabbedApp, reason expected: String, door: OutsideDoor,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let before = app.navigator.state
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let outcome = await door.open(link, in: app.navigator).outcome
        #expect(app.navigator.state == before, "\(link)", sourceLocation: sourceLocation)
        guard case .failed(.unresolvableLink(_, let reason)) = outcome else {
            Issue.record("\(link): expected a refusal, got \(outcome)", sourceLocation: sourceLocation)
            return
        }
        #expect(kind(of: reason) == expected, "\(link): \(reason)", sourceLocation: sourceLocation)
        #expect(recorder.events.map(\.kind) == [.deepLinkRejected], sourceLocation: sourceLocation)
    }

    @Test(arguments: [OutsideDoor.customScheme, .universalLink, .pushPayload])
    func aTabRootAfterTheFirstRouteIsRefusedWhole(door: OutsideDoor) async {
        let app = await appOnFeed()
        await expectRefused(
            door.link(for: "feed/article/1/account/me"), in: app, reason: "tabRootNotFirst", door: door)
        await expectRefused(door.link(for: "search/feed"), in: app, reason: "tabRootNotFirst", door: door)
    }

    @Test(arguments: [OutsideDoor.customScheme, .pushPayload])
    func anAlertRouteMayOnlyComeLast(door: OutsideDoor) async {
        let app = await appOnFeed()
        await expectRefused(
            door.link(for: "account/me/signout/account/me/signout"), in: app, reason: "alertNotLast",
            door: door)
        await expectRefused(
            door.link(for: "account/me/signout/feed"), in: app, reason: "alertNotLast", door: door)
    }

    @Test func anAlertRouteLastShowsOverTheStackItFollows() async {
        let app = await appOnFeed()
        #expect(await app.navigator.open("myapp://account/me/account/me/signout").outcome == .applied)
        #expect(
            app.outline
                == "tabs: feed account* search\nfeed: feed\naccount: account/me\n  alert: account/me/signout\nsearch: search"
        )
        #expect(app.navigator.state.activeStack.top.route is AccountRoute)
    }

    @Test func aSecondModalRouteIsRefusedWhole() async {
        let app = await appOnFeed()
        await expectRefused("myapp://compose/compose", in: app, reason: "secondModal", door: .customScheme)
        await expectRefused(
            "myapp://compose/article/1/signin/prompt", in: app, reason: "secondModal", door: .customScheme)
    }

    @Test func aLinkRootedOutsideEveryTabIsPushedAndNeverReplacesATabsRoot() async {
        let app = await appOnFeed()
        #expect(await app.navigator.open("myapp://account/ann/account/bob").outcome == .applied)
        #expect(
            app.outline
                == "tabs: feed* account search\nfeed: feed > account/ann > account/bob\naccount: account/me\nsearch: search"
        )
        // Tapping the tab pops back to the tab's own root.
        #expect(await app.navigator.userSelectedTab("feed").outcome == .applied)
        #expect(app.outline.contains("feed: feed\n"))
    }

    @Test func anInAppChainRootedOutsideEveryTabIsPushedToo() async {
        let app = await appOnFeed()
        app.session.user = "ann"
        #expect(await app.navigator.navigate(to: EditAccountRoute(user: "ann")).outcome == .applied)
        #expect(app.outline.contains("feed: feed > account/ann > account/ann/edit\n"))
    }

    @Test func theFirstRouteOfALinkBringsItsParentChain() async {
        let app = await appOnFeed()
        #expect(await app.navigator.open("myapp://article/1/account/ann").outcome == .applied)
        #expect(app.outline.contains("feed: feed > article/1 > account/ann\n"))
    }

    @Test(arguments: [OutsideDoor.customScheme, .universalLink, .pushPayload])
    func openingTheSameModalLinkAgainShowsOneModal(door: OutsideDoor) async {
        let app = await appOnFeed()
        for _ in 0..<200 {
            #expect(await door.open(door.link(for: "compose"), in: app.navigator).outcome == .applied)
        }
        #expect(
            app.outline
                == "tabs: feed* account search\nfeed: feed\n  sheet: compose\naccount: account/me\nsearch: search"
        )
    }

    @Test func reopeningAModalLinkPopsThatModalBackToItsRoot() async {
        let app = await appOnFeed()
        #expect(await app.navigator.open("myapp://compose/article/4").outcome == .applied)
        #expect(app.outline.contains("  sheet: compose > article/4\n"))
        #expect(await app.navigator.open("myapp://compose").outcome == .applied)
        #expect(app.outline.contains("  sheet: compose\n"))
    }

    @Test func presentingTheTopModalsRootAgainChangesNothing() async {
        let app = await appOnFeed()
        #expect(await app.navigator.present(ComposeRoute()).outcome == .applied)
        #expect(await app.navigator.push(ArticleRoute(id: 2)).outcome == .applied)
        let before = app.navigator.state
        #expect(await app.navigator.present(ComposeRoute()).outcome == .applied)
        #expect(app.navigator.state == before)
        // Another style is another modal.
        #expect(await app.navigator.present(ComposeRoute(), style: .fullScreenCover).outcome == .applied)
        #expect(app.outline.contains("  sheet: compose > article/2\n    cover: compose\n"))
    }
}

@MainActor
@Suite("Nesting depth and stack length are limited, saved and restored whole")
struct NavigationLimitsTests {
    private func app(limits: NavigationLimits) -> Navigator {
        var configuration = NavigatorConfiguration()
        configuration.limits = limits
        configuration.unregisteredRouteBehavior = .report
        let navigator = Navigator(
            modules: makeFeatures(), root: HomeRoute(), schemes: ["myapp"], configuration: configuration)
        navigator.failureHandler = { _ in }
        return navigator
    }

    @Test func aPushPastTheStackLimitIsRefusedWhole() async {
        let navigator = app(limits: NavigationLimits(maximumStackLength: 3))
        #expect(await navigator.push(PostRoute(id: 1)).outcome == .applied)
        #expect(await navigator.push(PostRoute(id: 2)).outcome == .applied)
        let before = navigator.state
        let outcome = await navigator.push(PostRoute(id: 3)).outcome
        #expect(outcome == .failed(.invalidCommand(.stackTooLong(length: 4, limit: 3))))
        #expect(navigator.state == before)
        #expect(navigator.outline == "stack: home > post/1 > post/2")
    }

    @Test func aLinkLongerThanTheStackLimitIsRejectedAsALink() async {
        let navigator = app(limits: .standard)
        let link = "myapp://home/" + Array(repeating: "post/1", count: 200).joined(separator: "/")
        let outcome = await navigator.open(link).outcome
        #expect(
            outcome == .failed(.unresolvableLink(url: link, reason: .tooManyRoutes(count: 201, limit: 128))))
        #expect(navigator.outline == "stack: home")
    }

    @Test func presentingPastTheModalLimitIsRefusedWhole() async {
        let navigator = app(limits: NavigationLimits(maximumModalDepth: 2))
        #expect(await navigator.present(SettingsRoute()).outcome == .applied)
        #expect(await navigator.present(PostRoute(id: 1)).outcome == .applied)
        let before = navigator.state
        #expect(
            await navigator.present(PostRoute(id: 2)).outcome
                == .failed(.invalidCommand(.modalsTooDeep(depth: 3, limit: 2))))
        #expect(navigator.state == before)
    }

    @Test func aStateAtTheCeilingsSavesAndRestoresWhole() async throws {
        let limits = NavigationLimits(
            maximumStackLength: 300, maximumModalDepth: NavigationLimits.modalDepthCeiling)
        let navigator = app(limits: limits)
        for id in 1..<300 { navigator.push(PostRoute(id: id)) }
        for depth in 0..<NavigationLimits.modalDepthCeiling {
            #expect(await navigator.present(PostRoute(id: 1_000 + depth)).outcome == .applied)
        }
        #expect(navigator.state.baseStack.modalDepth == NavigationLimits.modalDepthCeiling)
        #expect(navigator.state.baseStack.entries.count == 300)
        let data = try navigator.savedState()
        #expect(!data.isEmpty)
        let restored = app(limits: limits)
        let report = await restored.restore(from: data)
        #expect(report.isComplete, "\(report.issues)")
        #expect(restored.outline == navigator.outline)
    }

    @Test func aTreeDeeperThanAnyNavigatorAllowsIsRefusedOnSaveWithoutCrashing() throws {
        var stack = SavedNavigationState.Stack(entries: [.init(route: "post/:id", url: "post/1")])
        for _ in 0..<3_000 {
            stack = SavedNavigationState.Stack(
                entries: [.init(route: "post/:id", url: "post/1")], modal: .init(style: "sheet", stack: stack)
            )
        }
        let document = SavedNavigationState(tree: .init(stack: stack))
        #expect(
            throws: NavigationDocumentError.tooDeep(depth: 3_000, limit: NavigationLimits.modalDepthCeiling)
        ) {
            try document.encoded()
        }
    }

    @Test func aStateBuiltDeeperThanAnyNavigatorAllowsIsRefusedOnSave() throws {
        var state = NavigationState(root: HomeRoute())
        let limits = NavigationLimits(maximumModalDepth: NavigationLimits.modalDepthCeiling)
        for id in 0..<NavigationLimits.modalDepthCeiling {
            try state.apply(.present([PostRoute(id: id)], style: .sheet), within: limits)
        }
        // One more than the ceiling, built by hand around the reducer.
        var tree = state.baseStack
        tree = NavigationState.Stack(
            entries: [RouteEntry(id: RouteEntry.ID(rawValue: 10_000), route: HomeRoute())],
            presented: NavigationState.Modal(style: .sheet, stack: tree))
        let deeper = NavigationState(root: .stack(tree))
        #expect(throws: NavigationDocumentError.tooDeep(depth: 65, limit: 64)) {
            try SavedNavigationState(deeper).encoded()
        }
    }

    @Test func aDocumentPastThisNavigatorsStackLimitRestoresWhatFitsAndReportsTheRest() async throws {
        let roomy = app(limits: NavigationLimits(maximumStackLength: 10))
        for id in 1...5 { roomy.push(PostRoute(id: id)) }
        let data = try roomy.savedState()
        let tight = app(limits: NavigationLimits(maximumStackLength: 3))
        let report = await tight.restore(from: data)
        #expect(report.restored)
        #expect(tight.outline == "stack: home > post/1 > post/2")
        #expect(
            report.issues == [
                .entryDropped(route: "post/:id", url: "post/3", reason: .stackLimit(3))
            ])
    }

    @Test func aDocumentPastThisNavigatorsModalLimitRestoresWhatFitsAndReportsTheRest() async throws {
        let roomy = app(limits: NavigationLimits(maximumModalDepth: 4))
        roomy.present(SettingsRoute())
        roomy.present(PostRoute(id: 9))
        let data = try roomy.savedState()
        let tight = app(limits: NavigationLimits(maximumModalDepth: 1))
        let report = await tight.restore(from: data)
        #expect(report.restored)
        #expect(tight.outline == "stack: home\n  sheet: settings")
        #expect(
            report.issues == [
                .entryDropped(route: "post/:id", url: "post/9", reason: .modalDepthLimit(1))
            ])
    }
}
