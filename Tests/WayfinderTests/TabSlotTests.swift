import Testing
import Wayfinder
import WayfinderCore

// Three more tabs for the tabbed app: with feed (100), account (90) and search (80) there are
// six, so the one of lowest priority, notifications, gets no slot.

@Route("inbox")
struct InboxTabRoute {}

@Route("likes")
struct LikesTabRoute {}

@Route("notifications")
struct NotificationsTabRoute {}

@Route("notifications/statuses/:id")
struct NotificationStatusRoute {
    let id: Int
    var parent: (any Route)? { NotificationsTabRoute() }
}

struct CrowdedTabsFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(InboxTabRoute.self) { _ in "Inbox" }
        context.register(LikesTabRoute.self) { _ in "Likes" }
        context.register(NotificationsTabRoute.self) { _ in "Notifications" }
        context.register(NotificationStatusRoute.self) { route in "Status \(route.id)" }
        context.registerTab(
            TabSpec(id: "inbox", title: "Inbox", systemImage: "tray", root: InboxTabRoute(), priority: 20))
        context.registerTab(
            TabSpec(id: "likes", title: "Likes", systemImage: "heart", root: LikesTabRoute(), priority: 10))
        context.registerTab(
            TabSpec(
                id: "notifications", title: "Notifications", systemImage: "bell",
                root: NotificationsTabRoute(), priority: 1))
    }
}

@MainActor
@Suite("Tabs without a slot in the tab bar")
struct TabSlotTests {
    static let fiveTabs =
        "tabs: feed* account search inbox likes\nfeed: feed\naccount: account/me\nsearch: search\ninbox: inbox\nlikes: likes"

    @Test func aLinkIntoATabWithoutASlotIsRejectedNamingTheTabAndChangesNothing() async {
        let app = TabbedApp(extraModules: [CrowdedTabsFeature()])
        app.navigator.open("myapp://feed")
        #expect(app.outline == Self.fiveTabs)
        let outcome = await app.navigator.open("myapp://notifications/statuses/42").outcome
        #expect(app.outline == Self.fiveTabs)
        #expect(outcome == .failed(.tabHasNoSlot("notifications")))
        #expect(
            NavigationFailure.tabHasNoSlot("notifications").description
                == "the tab 'notifications' has no slot in the tab bar: at most 5 items show, and tabs of higher priority took them"
        )
        #expect(
            app.recorder.events.last?.logLine
                == "event=deepLinkRejected url=myapp://notifications/statuses/42 source=deepLink reason=\"\(NavigationFailure.tabHasNoSlot("notifications"))\""
        )
        #expect(app.failures.last == .tabHasNoSlot("notifications"))
        #expect(app.navigator.journal.entries.last?.outcome == RecordedOutcome(outcome))
        #expect(RecordedFailure.Kind(.tabHasNoSlot("notifications")) == .tabHasNoSlot)
    }

    @Test func aLinkIntoATabWithoutASlotIsRejectedBeforeTheTabBarExists() async {
        let app = TabbedApp(extraModules: [CrowdedTabsFeature()])
        let outcome = await app.navigator.open("myapp://notifications/statuses/42").outcome
        #expect(outcome == .failed(.tabHasNoSlot("notifications")))
        #expect(app.outline == "stack: signin")
    }

    @Test func navigatingInTheAppToAScreenOfATabWithoutASlotFailsTheSameWay() async {
        let app = TabbedApp(extraModules: [CrowdedTabsFeature()])
        app.navigator.open("myapp://feed")
        let outcome = await app.navigator.navigate(to: NotificationStatusRoute(id: 7)).outcome
        #expect(outcome == .failed(.tabHasNoSlot("notifications")))
        #expect(app.outline == Self.fiveTabs)
        #expect(app.recorder.events.last?.kind == .navigationFailed)
    }

    @Test func switchingToARegisteredTabWithoutASlotSaysItHasNoSlot() async {
        let app = TabbedApp(extraModules: [CrowdedTabsFeature()])
        app.navigator.open("myapp://feed")
        let switched = await app.navigator.switchTab(to: "notifications").outcome
        #expect(switched == .failed(.tabHasNoSlot("notifications")))
        #expect(await app.navigator.userSelectedTab("notifications").outcome == switched)
        #expect(await app.navigator.switchTab(to: "nope").outcome == .failed(.unknownTab("nope")))
        #expect(app.outline == Self.fiveTabs)
    }

    @Test func aTabWithoutASlotThatTheAppPresentedTakesALinkIntoItsStack() async {
        let app = TabbedApp(extraModules: [CrowdedTabsFeature()])
        app.navigator.open("myapp://feed")
        app.navigator.present(NotificationsTabRoute())
        #expect(await app.navigator.open("myapp://notifications/statuses/3").outcome == .applied)
        #expect(app.outline.contains("feed: feed\n  sheet: notifications > notifications/statuses/3\n"))
    }

    @Test func aLinkIntoATabInASlotStillSelectsIt() async {
        let app = TabbedApp(extraModules: [CrowdedTabsFeature()])
        #expect(await app.navigator.open("myapp://likes").outcome == .applied)
        #expect(app.navigator.state.selectedTab == "likes")
    }
}
