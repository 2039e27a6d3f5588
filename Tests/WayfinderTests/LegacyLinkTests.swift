import Foundation
import Testing
import Wayfinder
import WayfinderCore

/// A feature whose `orders/:id` screen asks a guard that always denies: a link that is the app's,
/// refused by a guard, is never "not handled".
private struct LockedOrdersFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(LockedOrderRoute.self, canNavigate: { _, _ in .deny("locked") }) { route in
            TestScreen(title: route.pathRepresentation)
        }
    }
}

@Route("locked/:id")
private struct LockedOrderRoute {
    let id: Int
}

@MainActor
@Suite("Links that are not ours: not handled, canOpen, one link door")
struct LegacyLinkTests {
    /// Links every navigator of these tests answers the same way, with whether they are the app's.
    static let links: [(url: String, ours: Bool)] = [
        ("myapp://post/42", true),
        ("https://example.com/post/42", true),
        ("myapp://home/profile/ada", true),
        ("myapp://post/abc", true),  // decoding fails
        ("myapp://admin", true),  // not externally reachable
        ("myapp://post/1/..", true),  // malformed by the policy
        ("myapp://post/" + String(repeating: "1", count: 9000), true),  // over the length limit
        ("myapp://settings/settings", true),  // breaks the link grammar (two modals)
        ("myapp://locked/7", true),  // a guard denies
        ("otherapp://post/42", false),  // a scheme the policy does not know
        ("https://shop.example.org/cart", false),  // a host the policy does not know
        ("https://shop.example.org:8443/cart", false),  // another site, with a port
        ("mailto:ada@example.com", false),
        ("myapp://orders/7", false),  // our scheme, no route answers
        ("myapp://home/orders/7", false),  // a route answers the start only
        ("myapp://", false),  // our scheme, no path
        ("https://example.com/", false),  // our host, no path
    ]

    @Test func aLinkOfAnUnknownSchemeEndsNotHandledAndChangesNothing() {
        let app = TestApp(root: HomeRoute())
        let request = app.navigator.open("otherapp://post/42")
        // Decided before any guard runs: the outcome is there when the call returns.
        #expect(
            request.currentOutcome
                == .failed(.linkNotHandled(url: "otherapp://post/42", reason: .unknownScheme("otherapp"))))
        #expect(request.currentOutcome?.isNotHandled == true)
        #expect(app.outline == "stack: home")
    }

    @Test func aLinkOfAnotherSiteEndsNotHandledEvenWithAPort() {
        let app = TestApp(root: HomeRoute())
        let outcome = app.navigator.open("https://shop.example.org:8443/cart").currentOutcome
        #expect(
            outcome
                == .failed(
                    .linkNotHandled(
                        url: "https://shop.example.org:8443/cart", reason: .unknownHost("shop.example.org"))))
        #expect(app.outline == "stack: home")
    }

    @Test func aLinkOfOurSchemeThatNoRouteAnswersEndsNotHandled() {
        let app = TestApp(root: HomeRoute())
        let outcome = app.navigator.open(URL(string: "myapp://orders/7")!).currentOutcome
        #expect(
            outcome
                == .failed(
                    .linkNotHandled(
                        url: "myapp://orders/7", reason: .noMatchingRoute(segmentIndex: 0, segment: "orders"))
                ))
        #expect(app.outline == "stack: home")
    }

    @Test func aLinkThatIsOursButRefusedIsNeverNotHandled() async {
        let app = TestApp(root: HomeRoute(), extraModules: [LockedOrdersFeature()])
        let refused = [
            "myapp://post/abc", "myapp://admin", "myapp://post/1/..", "myapp://settings/settings",
            "myapp://locked/7",
        ]
        for url in refused {
            let outcome = await app.navigator.open(url).outcome
            #expect(!outcome.isNotHandled, "\(url): \(outcome)")
            #expect(!outcome.isApplied, "\(url)")
        }
        #expect(
            await app.navigator.open("myapp://admin").outcome
                == .failed(
                    .unresolvableLink(url: "myapp://admin", reason: .notExternallyReachable(route: "admin"))))
        #expect(
            await app.navigator.open("myapp://locked/7").outcome
                == .denied(route: "locked/7", reason: "locked"))
        #expect(app.outline == "stack: home")
    }

    @Test func aNotHandledLinkIsReportedAsARejectedLinkAndJournaled() {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        app.navigator.open("myapp://orders/7")
        #expect(recorder.events.map(\.kind) == [.deepLinkRejected])
        #expect(app.failures.map(\.isNotHandled) == [true])
        guard case .failed(let failure)? = app.navigator.journal.entries.last?.outcome else {
            Issue.record("the journal has no failed entry")
            return
        }
        #expect(failure.kind == .linkNotHandled)
    }

    @Test func canOpenIsTrueExactlyWhenOpenDoesNotEndNotHandled() async {
        for (url, ours) in Self.links {
            let app = TestApp(root: HomeRoute(), extraModules: [LockedOrdersFeature()])
            #expect(app.navigator.canOpen(url) == ours, "\(url)")
            let outcome = await app.navigator.open(url).outcome
            #expect(app.navigator.canOpen(url) == !outcome.isNotHandled, "\(url): \(outcome)")
        }
    }

    @Test func canOpenAsksNoGuardAndChangesNothing() {
        let app = TestApp(root: HomeRoute(), extraModules: [LockedOrdersFeature()])
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let journalLength = app.navigator.journal.entries.count
        #expect(app.navigator.canOpen("myapp://locked/7"))
        #expect(app.navigator.canOpen(URL(string: "https://example.com/post/42")!))
        #expect(!app.navigator.canOpen(URL(string: "https://example.org/post/42")!))
        #expect(app.outline == "stack: home")
        #expect(recorder.events.isEmpty)
        #expect(app.navigator.journal.entries.count == journalLength)
        #expect(!app.navigator.isWaitingOnGuards)
    }

    @Test func canOpenAnswersAnOldLinkThroughItsAlias() {
        let app = TestApp(root: HomeRoute())
        let navigator = Navigator(
            modules: [TestFeature(name: "Renamed", routes: [HomeRoute.self, RenamedProfileRoute.self])],
            root: HomeRoute(),
            schemes: ["myapp"])
        #expect(navigator.canOpen("myapp://members/ada"))
        #expect(navigator.canOpen("myapp://people/ada"))
        #expect(!app.navigator.canOpen("myapp://people/ada"))
    }

    // MARK: - One link door

    @Test func theDirectorySendsEachLinkToTheNavigatorThatOwnsItsRoute() {
        let (directory, posts, settings) = Self.legacyAppDirectory()
        directory.activate("settings")
        let request = directory.open("myapp://post/42")
        #expect(request?.currentOutcome == .applied)
        #expect(posts.outline == "stack: home > post/42")
        #expect(settings.outline == "stack: settings")
        directory.open(URL(string: "myapp://settings/notifications")!)
        #expect(settings.outline == "stack: settings\n  sheet: settings > settings/notifications")
        #expect(directory.canOpen("myapp://post/1"))
        #expect(directory.owner(of: "myapp://settings/notifications") === settings)
    }

    @Test func theDirectoryEndsALinkNoNavigatorOwnsNotHandled() {
        let (directory, posts, settings) = Self.legacyAppDirectory()
        let request = directory.open("myapp://orders/7")
        #expect(request?.currentOutcome?.isNotHandled == true)
        #expect(!directory.canOpen("myapp://orders/7"))
        #expect(directory.owner(of: "myapp://orders/7") == nil)
        #expect(posts.outline == "stack: home")
        #expect(settings.outline == "stack: settings")
    }

    @Test func theDirectoryKeepsItsRouterForScenesByDefault() {
        let (directory, posts, settings) = Self.legacyAppDirectory(routesToOwners: false)
        directory.activate("settings")
        directory.open("myapp://post/42")
        // Without the owner rule, the active scene gets the link, as before.
        #expect(settings.outline == "stack: settings")
        #expect(posts.outline == "stack: home")
    }

    /// Two navigators of one app, each owning a feature: posts, and settings.
    static func legacyAppDirectory(routesToOwners: Bool = true) -> (NavigatorDirectory, Navigator, Navigator)
    {
        var configuration = NavigatorConfiguration()
        configuration.failureHandler = { _ in }
        let posts = Navigator(
            modules: [TestFeature(name: "Post", routes: [HomeRoute.self, PostRoute.self])], root: HomeRoute(),
            schemes: ["myapp"], configuration: configuration)
        let settings = Navigator(
            modules: [
                TestFeature(name: "Settings", routes: [SettingsRoute.self, NotificationSettingsRoute.self])
            ],
            root: SettingsRoute(), schemes: ["myapp"], configuration: configuration)
        let directory = NavigatorDirectory()
        directory.add(posts, for: "posts")
        directory.add(settings, for: "settings")
        if routesToOwners { directory.linkRouter = NavigatorDirectory.sceneOwningLink }
        return (directory, posts, settings)
    }
}

@Route("members/:user", aliases: ["people/:user"])
private struct RenamedProfileRoute {
    let user: String
}
