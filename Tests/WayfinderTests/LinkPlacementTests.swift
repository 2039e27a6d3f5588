import Foundation
import Testing
import Wayfinder
import WayfinderCore

// An app with a home tab and a notifications tab. A notification about a post is pushed onto the
// notifications stack the user reads; other links rebuild their parent chain.

@Route("ps-login")
struct PlacementLoginRoute {}

@Route("ps-home")
struct PlacementHomeRoute {}

@Route("ps-alerts")
struct PlacementAlertsRoute {}

@Route("ps-post/:id")
struct PlacementPostRoute {
    let id: Int
    var parent: (any Route)? { PlacementHomeRoute() }
}

@Route("ps-notified/:id")
struct NotifiedPostRoute {
    let id: Int
    var parent: (any Route)? { PlacementAlertsRoute() }
    var linkPlacement: LinkPlacement { .appendToCurrentStack }
}

@Route("ps-pinned/:id")
struct PinnedNotificationRoute {
    let id: Int
    var parent: (any Route)? { PlacementAlertsRoute() }
    var linkPlacement: LinkPlacement { .appendToCurrentStack }
}

@Route("ps-loose/:id")
struct LooseRoute {
    let id: Int
    var linkPlacement: LinkPlacement { .appendToCurrentStack }
}

@Route("ps-compose")
struct PlacementComposeRoute {
    var preferredPresentation: Presentation { .sheet }
}

struct PlacementFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(PlacementLoginRoute.self) { _ in "Login" }
        context.register(PlacementHomeRoute.self) { _ in "Home" }
        context.register(PlacementAlertsRoute.self) { _ in "Alerts" }
        context.register(PlacementPostRoute.self) { route in "Post \(route.id)" }
        context.register(NotifiedPostRoute.self) { route in "Notified \(route.id)" }
        context.register(PinnedNotificationRoute.self, options: .singleTop) { route in "Pinned \(route.id)" }
        context.register(LooseRoute.self) { route in "Loose \(route.id)" }
        context.register(PlacementComposeRoute.self) { _ in "Compose" }
        context.registerTab(
            TabSpec(
                id: "home", title: "Home", systemImage: "house", root: PlacementHomeRoute(), priority: 100))
        context.registerTab(
            TabSpec(
                id: "alerts", title: "Alerts", systemImage: "bell", root: PlacementAlertsRoute(), priority: 90
            ))
    }
}

@MainActor
func placementNavigator(root: any Route = PlacementHomeRoute()) -> Navigator {
    var configuration = NavigatorConfiguration()
    configuration.unregisteredRouteBehavior = .report
    return Navigator(
        modules: [PlacementFeature()], root: root, schemes: ["myapp"], configuration: configuration)
}

@Suite("Links that append onto the current stack")
@MainActor
struct LinkPlacementTests {
    /// home: ps-home > ps-post/1, alerts: ps-alerts > ps-notified/1, the alerts tab selected.
    func readingNotifications() -> Navigator {
        let navigator = placementNavigator()
        navigator.navigate(to: PlacementPostRoute(id: 1))
        navigator.navigate(to: NotifiedPostRoute(id: 1))
        return navigator
    }

    @Test func aRouteThatAppendsIsPushedOntoItsTabsCurrentStack() {
        let navigator = readingNotifications()
        navigator.userSelectedTab("home")
        navigator.open("myapp://ps-notified/2")
        #expect(
            navigator.outline == """
                tabs: home alerts*
                home: ps-home > ps-post/1
                alerts: ps-alerts > ps-notified/1 > ps-notified/2
                """)
    }

    @Test func aRouteWithTheDefaultPlacementRebuildsItsParentChain() {
        let navigator = readingNotifications()
        navigator.push(PlacementPostRoute(id: 5))
        navigator.open("myapp://ps-post/2")
        #expect(
            navigator.outline == """
                tabs: home* alerts
                home: ps-home > ps-post/2
                alerts: ps-alerts > ps-notified/1 > ps-post/5
                """)
    }

    @Test func aCallChoosesToAppendForOneLink() {
        let navigator = readingNotifications()
        navigator.open("myapp://ps-post/2", placement: .appendToCurrentStack)
        #expect(
            navigator.outline == """
                tabs: home* alerts
                home: ps-home > ps-post/1 > ps-post/2
                alerts: ps-alerts > ps-notified/1
                """)
    }

    @Test func aCallChoosesTheParentChainForARouteThatAppends() {
        let navigator = readingNotifications()
        navigator.open("myapp://ps-notified/2", placement: .parentChain)
        #expect(navigator.outline.hasSuffix("alerts: ps-alerts > ps-notified/2"))
    }

    @Test func aRouteWithoutATabGoesOntoTheSelectedTab() {
        let navigator = readingNotifications()
        navigator.open("myapp://ps-loose/3")
        #expect(
            navigator.outline == """
                tabs: home alerts*
                home: ps-home > ps-post/1
                alerts: ps-alerts > ps-notified/1 > ps-loose/3
                """)
    }

    @Test func whatTheTabPresentsIsDismissedAndTheRouteGoesOnItsOwnStack() {
        let navigator = readingNotifications()
        navigator.present(PlacementComposeRoute())
        #expect(navigator.outline.contains("sheet: ps-compose"))
        navigator.open("myapp://ps-notified/2")
        #expect(
            navigator.outline == """
                tabs: home alerts*
                home: ps-home > ps-post/1
                alerts: ps-alerts > ps-notified/1 > ps-notified/2
                """)
    }

    @Test func anEqualRouteOnTopIsNotPushedTwice() async {
        let navigator = readingNotifications()
        #expect(await navigator.open("myapp://ps-notified/1").outcome == .applied)
        #expect(navigator.outline.hasSuffix("alerts: ps-alerts > ps-notified/1"))
    }

    @Test func aSingleTopRouteIsPoppedBackToInsteadOfPushedAgain() {
        let navigator = readingNotifications()
        navigator.open("myapp://ps-pinned/1")
        navigator.open("myapp://ps-notified/2")
        #expect(
            navigator.outline.hasSuffix("alerts: ps-alerts > ps-notified/1 > ps-pinned/1 > ps-notified/2"))
        navigator.open("myapp://ps-pinned/1")
        #expect(navigator.outline.hasSuffix("alerts: ps-alerts > ps-notified/1 > ps-pinned/1"))
        // Without single-top, an equal route lower on the stack stays where it is.
        navigator.open("myapp://ps-notified/1")
        #expect(
            navigator.outline.hasSuffix("alerts: ps-alerts > ps-notified/1 > ps-pinned/1 > ps-notified/1"))
    }

    @Test func beforeTheTabBarExistsTheRoutesTabIsInstalledAndAppendedTo() {
        let navigator = placementNavigator(root: PlacementLoginRoute())
        navigator.open("myapp://ps-notified/2")
        #expect(
            navigator.outline == """
                tabs: home alerts*
                home: ps-home
                alerts: ps-alerts > ps-notified/2
                """)
    }

    @Test func aSingleStackAppGetsTheRouteOnTopOfItsStack() {
        let navigator = placementNavigator(root: PlacementLoginRoute())
        navigator.present(PlacementComposeRoute())
        navigator.open("myapp://ps-loose/4")
        #expect(navigator.outline == "stack: ps-login > ps-loose/4")
    }

    @Test func aPushNotificationAppendsWithTheCallsPlacement() async {
        let navigator = readingNotifications()
        let request = navigator.open(
            pushPayload: ["url": "myapp://ps-post/9"], placement: .appendToCurrentStack)
        #expect(await request.outcome == .applied)
        #expect(navigator.outline.contains("home: ps-home > ps-post/1 > ps-post/9"))
        let entry = navigator.journal.entries.last
        #expect(entry?.call == .openPlaced(url: "myapp://ps-post/9", placement: .appendToCurrentStack))
        #expect(entry?.source == .pushNotification)
        #expect(entry?.call.summary == "open myapp://ps-post/9 appendToCurrentStack")
    }

    @Test func aReplayOfTheJournalAppendsAgain() async throws {
        let navigator = readingNotifications()
        navigator.userSelectedTab("home")
        navigator.open("myapp://ps-notified/2")
        navigator.open("myapp://ps-post/3", placement: .appendToCurrentStack)
        let journal = navigator.journal
        let again = placementNavigator()
        for step in journal.replaySteps {
            let request = try #require(again.replay(step.call, source: step.source))
            _ = await request.outcome
            #expect(again.outline == step.outline)
        }
        #expect(again.outline == navigator.outline)
    }

    @Test func anExportedTestMakesThePlacedCallAgain() {
        let navigator = readingNotifications()
        navigator.open("myapp://ps-post/3", placement: .appendToCurrentStack)
        let test = navigator.journal.swiftTest()
        #expect(test.contains(".openPlaced(url: \"myapp://ps-post/3\", placement: .appendToCurrentStack)"))
    }

    @Test func anAppendedStackIsSavedAndRestored() async throws {
        let navigator = readingNotifications()
        navigator.userSelectedTab("home")
        navigator.open("myapp://ps-notified/2")
        let saved = try navigator.savedState()
        let restored = placementNavigator()
        let report = await restored.restore(from: saved)
        #expect(report.isComplete)
        #expect(restored.outline == navigator.outline)
    }

    @Test func aReplacementFromALinkIsPlacedAsItsLinkPlacementSays() async {
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        let navigator = Navigator(
            modules: [PlacementFeature(), ShortLinkFeature()], root: PlacementHomeRoute(), schemes: ["myapp"],
            configuration: configuration)
        navigator.navigate(to: NotifiedPostRoute(id: 1))
        navigator.userSelectedTab("home")
        #expect(await navigator.open("myapp://ps-short/2").outcome == .applied)
        #expect(navigator.outline.hasSuffix("alerts: ps-alerts > ps-notified/1 > ps-notified/2"))
    }
}

@Route("ps-short/:id")
struct ShortLinkRoute {
    let id: Int
}

struct ShortLinkFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(
            ShortLinkRoute.self, canNavigate: { route, _ in .replace(with: NotifiedPostRoute(id: route.id)) }
        ) { _ in "Short" }
    }
}
