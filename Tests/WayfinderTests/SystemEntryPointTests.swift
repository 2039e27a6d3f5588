import Foundation
import Testing
import Wayfinder
import WayfinderCore

// Routes with activities: a note (renamed from memo/:id, which its alias keeps), an in-app-only
// draft and a route that refuses outside links, both conforming but publishing nothing.

@Route("notes/:id", aliases: ["memo/:id"])
private struct ActivityNoteRoute {
    let id: Int
    var parent: (any Route)? { HomeRoute() }
}

extension ActivityNoteRoute: UserActivityRoute {
    var activityTitle: String { "Note \(id)" }
    static var activityEligibility: RouteActivity.Eligibility { [.handoff, .search] }
}

@Route
private struct EntryDraftRoute {
    let text: String
}

extension EntryDraftRoute: UserActivityRoute {
    var activityTitle: String { "Draft" }
}

@Route("vault", externallyReachable: false)
private struct EntryVaultRoute {}

extension EntryVaultRoute: UserActivityRoute {
    var activityTitle: String { "Vault" }
}

@Route("shop/:id", host: "shop.example.com")
private struct ShopRoute {
    let id: Int
}

extension ShopRoute: UserActivityRoute {
    var activityTitle: String { "Shop \(id)" }
    static var activityType: String { "com.example.shop.item" }
}

extension ActivityNoteRoute: IntentRoute {
    static let intentTitle = "Open Note"
}

extension ShopRoute: IntentRoute {
    static let intentTitle = "Open Item"
    static let intentName = "ShowShopItemIntent"
}

private let activityFeature = TestFeature(
    name: "Notes",
    routes: [ActivityNoteRoute.self, EntryDraftRoute.self, EntryVaultRoute.self, ShopRoute.self])

@MainActor
private func makeApp() -> TestApp {
    TestApp(root: HomeRoute(), extraModules: [activityFeature])
}

@MainActor
@Suite("System entry points: activities of the visible screen, continuing them, new windows")
struct SystemEntryPointTests {
    // MARK: - The activity of a route

    @Test func anActivityRouteCarriesItsTitleLinkUniversalLinkAndEligibility() {
        let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])
        let activity = RouteActivity(route: ActivityNoteRoute(id: 7), policy: policy)
        #expect(activity?.activityType == RouteActivity.defaultActivityType)
        #expect(activity?.title == "Note 7")
        #expect(activity?.link.absoluteString == "myapp://notes/7")
        #expect(activity?.webpageURL?.absoluteString == "https://example.com/notes/7")
        #expect(activity?.eligibility == [.handoff, .search])
        #expect(activity?.userInfo == [RouteActivity.linkKey: "myapp://notes/7"])
        #expect(activity?.routeIdentifier == "notes/:id")
    }

    @Test func anAppWithoutUniversalLinksPublishesNoWebpageURL() {
        let activity = RouteActivity(route: ActivityNoteRoute(id: 7), policy: LinkPolicy(schemes: ["myapp"]))
        #expect(activity?.link.absoluteString == "myapp://notes/7")
        #expect(activity?.webpageURL == nil)
    }

    @Test func aRouteBoundToAHostLinksToItsHostAndKeepsItsOwnActivityType() {
        let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com", "shop.example.com"])
        let activity = RouteActivity(route: ShopRoute(id: 3), policy: policy)
        #expect(activity?.activityType == "com.example.shop.item")
        #expect(activity?.link.absoluteString == "https://shop.example.com/shop/3")
        #expect(activity?.webpageURL?.absoluteString == "https://shop.example.com/shop/3")
        #expect(activity?.eligibility == .handoff)
    }

    @Test func routesOutsideLinksMayNotOpenAndPlainRoutesPublishNothing() {
        let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])
        #expect(RouteActivity(route: EntryDraftRoute(text: "x"), policy: policy) == nil)
        #expect(RouteActivity(route: EntryVaultRoute(), policy: policy) == nil)
        #expect(RouteActivity(route: PostRoute(id: 1), policy: policy) == nil)
        #expect(RouteActivity(route: ActivityNoteRoute(id: 1), policy: LinkPolicy()) == nil)
    }

    @Test func eligibilityNamesRoundTripAndRefuseUnknownNames() {
        let all: RouteActivity.Eligibility = [.handoff, .search, .prediction]
        #expect(all.names == ["handoff", "search", "prediction"])
        #expect(RouteActivity.Eligibility(names: all.names) == all)
        #expect(RouteActivity.Eligibility(names: ["handoff", "siri"]) == nil)
    }

    // MARK: - The visible screen's activity, through the screen-visible events

    @Test func thePublisherFollowsTheVisibleScreen() {
        let app = makeApp()
        let publisher = RouteActivityPublisher(navigator: app.navigator)
        #expect(publisher.activity == nil)  // home publishes nothing
        app.navigator.navigate(to: ActivityNoteRoute(id: 7))
        #expect(publisher.activity?.link.absoluteString == "myapp://notes/7")
        #expect(publisher.screen == app.navigator.state.visibleScreen.id)
        app.navigator.push(EntryDraftRoute(text: "x"))
        #expect(publisher.activity == nil)  // in-app only: nothing
        app.navigator.pop()
        #expect(publisher.activity?.title == "Note 7")
        app.navigator.push(EntryVaultRoute())
        #expect(publisher.activity == nil)  // refuses outside links: nothing
    }

    @Test func aPublisherAddedLaterTakesTheScreenVisibleThen() {
        let app = makeApp()
        app.navigator.navigate(to: ActivityNoteRoute(id: 2))
        let publisher = RouteActivityPublisher(navigator: app.navigator)
        #expect(publisher.activity?.title == "Note 2")
    }

    // MARK: - Continuing an activity

    @Test func continuingAnActivityOpensItsLinkWithItsParentChain() {
        let app = makeApp()
        let request = app.navigator.continueActivity(
            webpageURL: nil, userInfo: [RouteActivity.linkKey: "myapp://notes/7"])
        #expect(request?.currentOutcome == .applied)
        #expect(app.outline == "stack: home > notes/7")
    }

    @Test func continuingABrowsingWebActivityOpensItsUniversalLink() {
        let app = makeApp()
        app.navigator.continueActivity(webpageURL: URL(string: "https://example.com/notes/8"), userInfo: nil)
        #expect(app.outline == "stack: home > notes/8")
    }

    @Test func anActivityOfARenamedRouteOpensThroughItsAlias() {
        let app = makeApp()
        // Published by a version of the app in which the route was memo/:id.
        let request = app.navigator.continueActivity(
            webpageURL: URL(string: "https://example.com/memo/9"),
            userInfo: [RouteActivity.linkKey: "myapp://memo/9"])
        #expect(request?.currentOutcome == .applied)
        #expect(app.outline == "stack: home > notes/9")
    }

    @Test func anActivityWithoutALinkIsNotTheNavigatorsAndChangesNothing() {
        let app = makeApp()
        #expect(app.navigator.continueActivity(webpageURL: nil, userInfo: ["other": "x"]) == nil)
        #expect(app.outline == "stack: home")
    }

    @Test func anActivityNamingARouteOutsideLinksMayNotOpenIsRefused() {
        let app = makeApp()
        let request = app.navigator.continueActivity(
            webpageURL: nil, userInfo: [RouteActivity.linkKey: "myapp://vault"])
        guard case .failed(.unresolvableLink(let url, _))? = request?.currentOutcome else {
            Issue.record("expected a refused link, got \(String(describing: request?.currentOutcome))")
            return
        }
        #expect(url == "myapp://vault")
        #expect(app.outline == "stack: home")
    }

    @Test func aPublishedActivityContinuesOnAnotherDeviceAtTheSameScreen() {
        let phone = makeApp()
        let publisher = RouteActivityPublisher(navigator: phone.navigator)
        phone.navigator.navigate(to: ActivityNoteRoute(id: 5))
        let tablet = makeApp()
        let activity = try! #require(publisher.activity)
        tablet.navigator.continueActivity(webpageURL: activity.webpageURL, userInfo: activity.userInfo)
        #expect(tablet.outline == phone.outline)
    }

    // MARK: - The manifest

    @Test func theManifestRecordsTheActivityOfEachRouteThatPublishesOne() {
        let manifest = makeApp().navigator.registry.manifest
        #expect(
            manifest.route(ofType: "ActivityNoteRoute")?.activity
                == RouteManifest.Activity(
                    activityType: "wayfinder.route", eligibility: ["handoff", "search"]))
        #expect(
            manifest.route(ofType: "ShopRoute")?.activity
                == RouteManifest.Activity(activityType: "com.example.shop.item", eligibility: ["handoff"]))
        #expect(manifest.route(ofType: "EntryDraftRoute")?.activity == nil)
        #expect(manifest.route(ofType: "EntryVaultRoute")?.activity == nil)
        #expect(manifest.route(ofType: "PostRoute")?.activity == nil)
    }

    @Test func theManifestRecordsTheIntentOfEachIntentRouteByItsNameAndTitle() {
        let manifest = makeApp().navigator.registry.manifest
        #expect(
            manifest.route(ofType: "ActivityNoteRoute")?.intent
                == RouteManifest.Intent(name: "OpenActivityNoteIntent", title: "Open Note"))
        #expect(
            manifest.route(ofType: "ShopRoute")?.intent
                == RouteManifest.Intent(name: "ShowShopItemIntent", title: "Open Item"))
        #expect(manifest.route(ofType: "EntryDraftRoute")?.intent == nil)
        #expect(manifest.route(ofType: "PostRoute")?.intent == nil)
    }

    @Test func theDefaultIntentNameDropsTheRouteSuffixOnly() {
        #expect(ActivityNoteRoute.intentName == "OpenActivityNoteIntent")
        #expect(IntentRouteNaming.defaultIntentName(forRouteType: "NoteRoute") == "OpenNoteIntent")
        #expect(IntentRouteNaming.defaultIntentName(forRouteType: "Route") == "OpenRouteIntent")
        #expect(IntentRouteNaming.defaultIntentName(forRouteType: "Inbox") == "OpenInboxIntent")
    }

    // MARK: - New windows

    @Test func aRouteOpensInANewWindowWithItsOwnNavigatorAtItsParentChain() throws {
        let first = makeApp()
        let directory = NavigatorDirectory()
        directory.add(first.navigator, for: "main")
        var opened: [RouteLink] = []
        directory.windowOpener = { opened.append($0) }
        try directory.openInNewWindow(ActivityNoteRoute(id: 7))
        #expect(opened == [RouteLink("myapp://notes/7")])
        // The window the system opens with that value makes its navigator through the directory.
        let window = makeApp()
        let request = directory.add(window.navigator, for: "window-2", opening: opened[0])
        #expect(request.currentOutcome == .applied)
        #expect(window.outline == "stack: home > notes/7")
        #expect(directory.navigator(for: "window-2") === window.navigator)
        #expect(first.outline == "stack: home")
    }

    @Test func aRestoredWindowValueOfARenamedRouteOpensThroughItsAlias() throws {
        let directory = NavigatorDirectory()
        let window = makeApp()
        let saved = try JSONEncoder().encode(RouteLink("myapp://memo/4"))
        #expect(String(decoding: saved, as: UTF8.self) == #""myapp:\/\/memo\/4""#)
        let link = try JSONDecoder().decode(RouteLink.self, from: saved)
        directory.add(window.navigator, for: "restored", opening: link)
        #expect(window.outline == "stack: home > notes/4")
    }

    @Test func anInAppOnlyRouteOpensNoWindow() {
        let directory = NavigatorDirectory()
        directory.add(makeApp().navigator, for: "main")
        var opened: [RouteLink] = []
        directory.windowOpener = { opened.append($0) }
        #expect(throws: NewWindowError.inAppOnly(route: "EntryDraftRoute")) {
            try directory.openInNewWindow(EntryDraftRoute(text: "x"))
        }
        #expect(throws: NewWindowError.inAppOnly(route: "EntryVaultRoute")) {
            try directory.openInNewWindow(EntryVaultRoute())
        }
        #expect(opened.isEmpty)
    }

    @Test func anUnregisteredRouteOpensNoWindow() {
        let directory = NavigatorDirectory()
        directory.add(TestApp(root: HomeRoute()).navigator, for: "main")
        var opened: [RouteLink] = []
        directory.windowOpener = { opened.append($0) }
        #expect {
            try directory.openInNewWindow(ActivityNoteRoute(id: 1))
        } throws: { error in
            guard case .unresolvableLink(let url, _) = error as? NewWindowError else { return false }
            return url == "myapp://notes/1"
        }
        #expect(opened.isEmpty)
    }

    @Test func noWindowOpensWithoutAnOpenerOrANavigator() {
        let directory = NavigatorDirectory()
        #expect(throws: NewWindowError.noNavigator) {
            try directory.openInNewWindow(ActivityNoteRoute(id: 1))
        }
        directory.add(makeApp().navigator, for: "main")
        #expect(throws: NewWindowError.noWindowOpener) {
            try directory.openInNewWindow(ActivityNoteRoute(id: 1))
        }
    }
}
