import Testing
// Only `Wayfinder`: it re-exports WayfinderCore, so a screen file needs one import. This file
// uses `@Route`, `Route`, `Presentation` and `NavigationState` without importing WayfinderCore.
import Wayfinder

// The defaults a team assumes on its first day, each proved on the outline.

@Route("first-day/cover")
struct FirstDayCoverRoute {
    var preferredPresentation: Presentation { .fullScreenCover }
}

@Route("first-day/pushed")
struct FirstDayPushedRoute {}

@Route("first-day/alert")
struct FirstDayAlertRoute {
    var preferredPresentation: Presentation { .alert }
}

struct FirstDayFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(FirstDayCoverRoute.self) { _ in "Cover" }
        context.register(FirstDayPushedRoute.self) { _ in "Pushed" }
        context.register(FirstDayAlertRoute.self) { _ in AlertContent(title: "Hello") }
    }
}

/// Registers `FirstDayPushedRoute` a second time: a duplicate-registration diagnostic.
struct FirstDayDuplicateFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(FirstDayPushedRoute.self) { _ in "Again" }
    }
}

/// Collects failures from the moment a navigator is created.
@MainActor
final class FailureInbox {
    var failures: [NavigationFailure] = []

    /// A configuration whose failure handler puts every failure here.
    func configuration() -> NavigatorConfiguration {
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        configuration.failureHandler = { [unowned self] failure in failures.append(failure) }
        return configuration
    }
}

@MainActor
@Suite("First-day defaults")
struct FirstDayDefaultsTests {
    private func tabbedNavigator(
        root: any Route, configuration: NavigatorConfiguration = NavigatorConfiguration()
    )
        -> Navigator
    {
        Navigator(
            modules: [
                AuthFeature(), FeedFeature(session: Session(), log: GuardLog()),
                AccountFeature(session: Session(), log: GuardLog()), SearchFeature(), FirstDayFeature(),
            ],
            root: root, configuration: configuration)
    }

    @Test func aNavigatorRootedAtATabsRootLaunchesWithItsTabBar() {
        let navigator = tabbedNavigator(root: AccountRoute(user: "me"))
        #expect(
            navigator.outline == """
                tabs: feed account* search
                feed: feed
                account: account/me
                search: search
                """)
        #expect(navigator.state.selectedTab == "account")
    }

    @Test func aNavigatorRootedElsewhereLaunchesAsOneStack() {
        let navigator = tabbedNavigator(root: SignInRoute())
        #expect(navigator.outline == "stack: signin")
        #expect(navigator.state.tabBar == nil)
    }

    @Test func theLaunchStateIsTheJournalsFirstState() {
        let navigator = tabbedNavigator(root: FeedRoute())
        navigator.push(ArticleRoute(id: 1))
        #expect(
            navigator.journal.initialOutline
                == "tabs: feed* account search\nfeed: feed\naccount: account/me\nsearch: search")
        #expect(navigator.journal.entries.count == 1)
    }

    @Test func presentWithoutAStyleUsesTheRoutesCover() {
        let navigator = tabbedNavigator(root: SignInRoute())
        navigator.present(FirstDayCoverRoute())
        #expect(navigator.outline == "stack: signin\n  cover: first-day/cover")
    }

    @Test func presentWithoutAStyleShowsASheetForARouteThatPrefersAPush() {
        let navigator = tabbedNavigator(root: SignInRoute())
        navigator.present(FirstDayPushedRoute())
        #expect(navigator.outline == "stack: signin\n  sheet: first-day/pushed")
    }

    @Test func anExplicitStyleStillWins() {
        let navigator = tabbedNavigator(root: SignInRoute())
        navigator.present(FirstDayCoverRoute(), style: .sheet)
        #expect(navigator.outline == "stack: signin\n  sheet: first-day/cover")
    }

    @Test func presentThroughNavigatingUsesTheRoutesCoverToo() {
        let navigator: any Navigating = tabbedNavigator(root: SignInRoute())
        navigator.present(FirstDayCoverRoute())
        #expect((navigator as? Navigator)?.outline == "stack: signin\n  cover: first-day/cover")
    }

    @Test func registrationDiagnosticsReachTheFailureHandlerWhenTheNavigatorIsCreated() {
        let inbox = FailureInbox()
        var configuration = inbox.configuration()
        configuration.reportsRegistrationDiagnostics = true
        let navigator = Navigator(
            modules: [FirstDayFeature(), FirstDayDuplicateFeature()], root: FirstDayPushedRoute(),
            configuration: configuration)
        #expect(navigator.diagnostics.count == 1)
        #expect(inbox.failures == navigator.diagnostics.map { NavigationFailure.registration($0) })
        #expect(inbox.failures.first?.description.contains("FirstDayPushedRoute") == true)
    }

    @Test func diagnosticsAreQuietWhenReportingIsOff() {
        let inbox = FailureInbox()
        var configuration = inbox.configuration()
        configuration.reportsRegistrationDiagnostics = false
        let navigator = Navigator(
            modules: [FirstDayFeature(), FirstDayDuplicateFeature()], root: FirstDayPushedRoute(),
            configuration: configuration)
        #expect(navigator.diagnostics.count == 1)
        #expect(inbox.failures.isEmpty)
    }

    @Test func diagnosticsAreReportedByDefaultInDebugBuilds() {
        #if DEBUG
            #expect(NavigatorConfiguration().reportsRegistrationDiagnostics)
        #else
            #expect(!NavigatorConfiguration().reportsRegistrationDiagnostics)
        #endif
    }

    @Test func theFailureHandlerSetOnTheNavigatorIsTheConfigurations() {
        let inbox = FailureInbox()
        let navigator = tabbedNavigator(root: SignInRoute(), configuration: inbox.configuration())
        navigator.switchTab(to: "nope")
        #expect(inbox.failures == [.unknownTab("nope")])
        var later: [NavigationFailure] = []
        navigator.failureHandler = { later.append($0) }
        navigator.switchTab(to: "nope")
        #expect(later == [.unknownTab("nope")])
        #expect(inbox.failures.count == 1)
    }

    @Test func aScreenFileNeedsOnlyImportWayfinder() {
        // Compiles only because `Wayfinder` re-exports WayfinderCore's types and macro.
        let state = NavigationState(root: FirstDayPushedRoute())
        #expect(state.outline == "stack: first-day/pushed")
        #expect(FirstDayCoverRoute().preferredPresentation == .fullScreenCover)
    }
}
