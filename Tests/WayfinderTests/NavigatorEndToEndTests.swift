import Foundation
import Observation
import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("Navigator end to end on the headless host")
struct NavigatorEndToEndTests {
    @Test func aColdDeepLinkRebuildsTheBackStackFromTheParentChain() async {
        let app = TestApp()
        let outcome = await app.navigator.open("myapp://post/42").outcome
        #expect(outcome == .applied)
        #expect(app.outline == "stack: home > post/42")
    }

    @Test func aMultiRouteLinkIsTheStackItself() {
        let app = TestApp()
        app.navigator.open("myapp://home/profile/user99/post/42")
        #expect(app.outline == "stack: home > profile/user99 > post/42")
    }

    @Test func aUniversalLinkOnAnAllowedHostOpensLikeACustomSchemeLink() {
        let app = TestApp()
        app.navigator.open(URL(string: "https://example.com/post/7")!)
        #expect(app.outline == "stack: home > post/7")
    }

    @Test func aLinkWithOneBadSegmentChangesNothingAndSaysWhy() async {
        let app = TestApp()
        app.navigator.open("myapp://home/profile/user99")
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let before = app.outline
        let outcome = await app.navigator.open("myapp://home/profile/user99/post/abc").outcome
        #expect(app.outline == before)
        guard case .failed(.unresolvableLink(_, let reason)) = outcome else {
            Issue.record("expected an unresolvable link, got \(outcome)")
            return
        }
        #expect(reason.description.contains("id"))
        #expect(recorder.events.map(\.kind) == [.deepLinkRejected])
        #expect(
            recorder.lines[0].hasPrefix(
                "event=deepLinkRejected url=myapp://home/profile/user99/post/abc source=deepLink"))
    }

    @Test(arguments: [
        "otherapp://post/42", "https://evil.example/post/42", "myapp://post//42", "myapp://post/%ZZ",
        "myapp://a@post/42", "myapp://nowhere", "myapp://admin",
    ])
    func rejectedLinksLeaveTheStateExactlyAsItWas(link: String) async {
        let app = TestApp()
        app.navigator.open("myapp://post/1")
        let before = app.navigator.state
        let outcome = await app.navigator.open(link).outcome
        #expect(app.navigator.state == before)
        #expect(!outcome.isApplied)
        #expect(app.failures.count == 1)
    }

    @Test func aRouteThatIsNotExternallyReachableOpensInApp() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(AdminRoute())
        #expect(app.outline == "stack: home > admin")
    }

    @Test func queryItemsGoToTheLastRouteOfALink() {
        let app = TestApp()
        app.navigator.open("myapp://reset-password?token=a%20b")
        #expect(app.outline == "stack: login > reset-password?token=a%20b")
        let top = app.navigator.state.activeStack.top.route as? ResetPasswordRoute
        #expect(top?.token == "a b")
    }

    @Test func aSheetPushesInsideItselfAndDismissesBack() {
        let app = TestApp(root: HomeRoute())
        app.navigator.navigate(to: SettingsRoute())
        app.navigator.push(NotificationSettingsRoute())
        #expect(app.outline == "stack: home\n  sheet: settings > settings/notifications")
        app.navigator.pop()
        #expect(app.outline == "stack: home\n  sheet: settings")
        app.navigator.dismiss()
        #expect(app.outline == "stack: home")
    }

    @Test func navigatingToAChildOfAPresentedFlowRebuildsThatFlowNotTheBottomStack() {
        let app = TestApp(root: HomeRoute())
        app.navigator.present(SettingsRoute())
        app.navigator.navigate(to: NotificationSettingsRoute())
        #expect(app.outline == "stack: home\n  sheet: settings > settings/notifications")
    }

    @Test func anAlertRouteShowsOverTheActiveStack() {
        let app = TestApp(root: HomeRoute())
        app.navigator.open("myapp://profile/me/signout")
        #expect(app.outline == "stack: home\n  alert: profile/me/signout")
        app.navigator.dismiss()
        #expect(app.outline == "stack: home")
    }

    @Test func setRootAfterSignOutLeavesOneStack() {
        let app = TestApp()
        app.navigator.open("myapp://home/profile/user99")
        app.navigator.present(SettingsRoute(), style: .fullScreenCover)
        app.navigator.setRoot(LoginRoute())
        #expect(app.outline == "stack: login")
    }

    @Test func aLoneRouteWithoutParentIsPushedOntoTheActiveStack() {
        let app = TestApp(root: HomeRoute())
        app.navigator.navigate(to: NoteRoute(note: Note(text: "x")))
        #expect(app.outline == "stack: home > NoteRoute")
    }

    @Test func navigateKeepsTheScreensOfEntriesAlreadyOnTheStack() {
        let app = TestApp()
        app.navigator.open("myapp://home/profile/user99")
        let builds = app.host.buildCount
        app.navigator.navigate(to: PostRoute(id: 42))
        #expect(app.outline == "stack: home > post/42")
        #expect(app.host.buildCount == builds + 1)
        #expect(app.host.lastBuilt.count == 1)
        #expect(app.host.topScreen?.value(as: TestScreen.self)?.title == "post/42")
    }

    @Test func theHostReleasesScreensWhenTheirEntriesGo() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        #expect(app.host.screens.count == 3)
        app.navigator.popToRoot()
        #expect(app.host.screens.count == 1)
        #expect(app.host.releaseCount == 2)
    }

    @Test func observationFiresOncePerNavigationEvenWhenItChangesSeveralThings() {
        let app = TestApp()
        app.navigator.present(SettingsRoute())
        let notifications = Counter()
        withObservationTracking {
            _ = app.navigator.state
        } onChange: {
            notifications.increment()
        }
        // Dismisses the sheet, replaces the root and pushes two screens: one navigation.
        app.navigator.open("myapp://home/profile/user99/post/42")
        #expect(notifications.value == 1)
        #expect(app.outline == "stack: home > profile/user99 > post/42")
    }

    @Test func pushPayloadsOpenTheLinkAtTheConfiguredKeyPath() {
        let app = TestApp()
        app.navigator.configuration.pushPayloadURLKeyPath = ["aps", "link"]
        app.navigator.open(pushPayload: ["aps": ["link": "myapp://post/5"]])
        #expect(app.outline == "stack: home > post/5")
    }

    @Test func aPushPayloadWithoutALinkIsAReportedNoOp() async {
        let app = TestApp()
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let outcome = await app.navigator.open(pushPayload: ["alert": "hello"]).outcome
        #expect(app.outline == "stack: login")
        #expect(outcome == .failed(.invalidPushPayload("nothing at url")))
        #expect(
            recorder.lines == [
                "event=deepLinkRejected source=pushNotification reason=\"the push payload has no usable link: nothing at url\""
            ])
    }

    @Test func anUnregisteredRouteIsAFailureDeliveredToTheHandler() async {
        let app = TestApp(root: HomeRoute(), removing: [PostRoute.self])
        let outcome = await app.navigator.push(PostRoute(id: 1)).outcome
        #expect(outcome == .failed(.unregisteredRoute("PostRoute")))
        #expect(app.failures == [.unregisteredRoute("PostRoute")])
        #expect(app.outline == "stack: home")
    }

    /// The matcher holds registered routes only, so a link can name no unregistered route: a
    /// route type that is not registered matches nothing, and the link is not handled (the app's
    /// own handler may take it), reported as a rejected link.
    @Test func aLinkToAnUnregisteredRouteMatchesNothingAndIsNotHandled() async {
        let app = TestApp(root: HomeRoute(), removing: [PostRoute.self])
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let outcome = await app.navigator.open("myapp://post/1").outcome
        #expect(
            outcome
                == .failed(
                    .linkNotHandled(
                        url: "myapp://post/1", reason: .noMatchingRoute(segmentIndex: 0, segment: "post"))))
        #expect(recorder.events.map(\.kind) == [.deepLinkRejected])
        #expect(recorder.events.first?.url == "myapp://post/1")
        #expect(app.outline == "stack: home")
    }

    /// The routes a link brings in beyond its own, its first route's parent chain, are checked by
    /// the one registration check every navigation passes, before anything changes.
    @Test func aLinkWhoseParentIsUnregisteredChangesNothingAndNamesTheParent() async {
        let app = TestApp(removing: [HomeRoute.self])
        let outcome = await app.navigator.open("myapp://post/1").outcome
        #expect(outcome == .failed(.unregisteredRoute("HomeRoute")))
        #expect(app.failures == [.unregisteredRoute("HomeRoute")])
        #expect(app.outline == "stack: login")
    }

    /// Whether or not the journal records, a link refused by the registration check is a refused
    /// link: `deepLinkRejected`, with its URL.
    @Test(arguments: [0, 1_000])
    func aLinkWhoseParentIsUnregisteredIsRejectedAsALinkWithItsURL(journalCapacity: Int) async {
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        configuration.journalCapacity = journalCapacity
        let navigator = Navigator(
            modules: makeFeatures(removing: [HomeRoute.self]), root: LoginRoute(), schemes: ["myapp"],
            configuration: configuration)
        navigator.failureHandler = { _ in }
        let recorder = EventRecorder()
        navigator.addObserver(recorder)
        _ = await navigator.open("myapp://post/1").outcome
        #expect(recorder.events.map(\.kind) == [.deepLinkRejected])
        #expect(recorder.events.first?.url == "myapp://post/1")
    }

    @Test func poppingARootAndDismissingNothingAreReportedNoOps() async {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        #expect(await app.navigator.pop().outcome == .failed(.invalidCommand(.nothingToPop)))
        #expect(await app.navigator.dismiss().outcome == .failed(.invalidCommand(.nothingToDismiss)))
        #expect(app.outline == "stack: home")
        #expect(recorder.events.map(\.kind) == [.navigationFailed, .navigationFailed])
    }

    @Test func everyChangeIsAnEventWithItsLogLine() {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        app.navigator.open("myapp://post/42")
        app.navigator.present(SettingsRoute())
        app.navigator.dismiss()
        #expect(
            recorder.lines == [
                "event=deepLinkOpened route=post/42 url=myapp://post/42 source=deepLink",
                "event=pushed route=post/42 source=deepLink",
                "event=presented route=settings presentation=sheet source=app",
                "event=dismissed route=settings presentation=sheet source=app",
            ])
    }

    @Test func eventStreamsDeliverEventsInOrder() async {
        let app = TestApp(root: HomeRoute())
        let stream = app.navigator.events()
        app.navigator.push(PostRoute(id: 1))
        app.navigator.pop()
        var kinds: [NavigationEvent.Kind] = []
        for await event in stream {
            kinds.append(event.kind)
            if kinds.count == 6 { break }
        }
        #expect(
            kinds == [
                .pushed, .screenDisappeared, .screenAppeared, .popped, .screenDisappeared, .screenAppeared,
            ])
    }

    @Test func aSlowSubscriberNeverBlocksNavigationAndCountsWhatItDropped() async {
        let app = TestApp(root: HomeRoute())
        let stream = app.navigator.events(bufferSize: 4)
        for id in 1...10 { app.navigator.push(PostRoute(id: id)) }
        #expect(app.navigator.state.activeStack.entries.count == 11)
        // Each push is three events: pushed, then the old top disappearing and the new appearing.
        #expect(stream.droppedCount == 26)
        var received: [String] = []
        for await event in stream {
            received.append("\(event.kind) \(event.routes.joined(separator: ","))")
            if received.count == 4 { break }
        }
        #expect(
            received == [
                "screenAppeared post/9", "pushed post/10", "screenDisappeared post/9",
                "screenAppeared post/10",
            ])
    }

    @Test func registrationProblemsAreAllCollected() {
        struct Duplicate: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                context.register(PostRoute.self) { _ in 0 }
                context.register(ProfileRoute.self) { _ in 0 }
            }
        }
        struct Orphans: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                context.register(PostRoute.self) { _ in 0 }
                context.register(ProfileRoute.self) { _ in 0 }
            }
        }
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        let navigator = Navigator(
            modules: [Duplicate(), Orphans()], root: LoginRoute(), configuration: configuration)
        #expect(
            navigator.diagnostics.map(\.description) == [
                "PostRoute is registered by both Duplicate and Orphans; the registration of Duplicate is used",
                "ProfileRoute is registered by both Duplicate and Orphans; the registration of Duplicate is used",
                "PostRoute names HomeRoute as its parent, but no module registers HomeRoute",
                "ProfileRoute names HomeRoute as its parent, but no module registers HomeRoute",
                "the root route LoginRoute is not registered",
            ])
    }

    @Test func theFiveFeaturesRegisterWithoutDiagnostics() {
        let app = TestApp()
        #expect(app.navigator.diagnostics.isEmpty)
    }
}

/// A counter that observation's `@Sendable` change handler can bump.
///
/// `@unchecked Sendable` is sound: `count` is only touched while `lock` is held.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}

@MainActor
@Suite("Link sources")
struct LinkSourceTests {
    @Test(arguments: [NavigationSource.deepLink, .pushNotification, .debugConsole])
    func outsideSourcesCannotOpenARouteThatOptedOut(source: NavigationSource) async {
        let app = TestApp(root: HomeRoute())
        let outcome: NavigationOutcome
        switch source {
        case .pushNotification:
            outcome = await app.navigator.open(pushPayload: ["url": "myapp://admin"]).outcome
        case .debugConsole: outcome = await app.navigator.openFromDebugConsole("myapp://admin").outcome
        default: outcome = await app.navigator.open("myapp://admin").outcome
        }
        #expect(
            outcome
                == .failed(
                    .unresolvableLink(url: "myapp://admin", reason: .notExternallyReachable(route: "admin"))))
        #expect(app.outline == "stack: home")
    }
}

@MainActor
@Suite("Chains through modal routes")
struct ModalChainTests {
    @Test func aColdLinkToAScreenInsideASheetPresentsTheSheetWithTheScreenPushed() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.open("myapp://settings/notifications")
        #expect(app.outline == "stack: home > post/1\n  sheet: settings > settings/notifications")
    }

    @Test func navigatingInsideAPresentedFlowRebuildsThatFlow() {
        let app = TestApp(root: HomeRoute())
        app.navigator.present(SettingsRoute())
        app.navigator.push(NotificationSettingsRoute())
        app.navigator.pop()
        app.navigator.navigate(to: NotificationSettingsRoute())
        #expect(app.outline == "stack: home\n  sheet: settings > settings/notifications")
    }

    @Test func aMultiRouteLinkWhoseMiddleRoutePrefersASheetPresentsTheRest() {
        let app = TestApp()
        app.navigator.open("myapp://home/post/3/settings/settings/notifications")
        #expect(app.outline == "stack: home > post/3\n  sheet: settings > settings/notifications")
    }
}
