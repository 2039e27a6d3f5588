import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderTesting

@MainActor
@Suite struct RecordingNavigatorTests {
    @Test func recordsThatAViewModelPresentedThePaywallAsASheet() {
        let navigator = RecordingNavigator()
        let model = PostViewModel(postID: 42, navigator: navigator)
        model.upgradeTapped()
        #expect(navigator.calls == [.present(PaywallRoute(), style: .sheet)])
        #expect(navigator.presented(PaywallRoute.self, style: .sheet) != nil)
        #expect(navigator.presented(PaywallRoute.self, style: .fullScreenCover) == nil)
        #expect(navigator.log == ["present sheet paywall"])
    }

    @Test func recordsEveryCallInOrderWithTheNavigatorsSummaries() throws {
        let navigator = RecordingNavigator()
        navigator.push(PostRoute(id: 1))
        navigator.navigate(to: PaywallRoute())
        navigator.present(HomeRoute())
        navigator.presentAlert(HomeRoute())
        navigator.setRoot(HomeRoute())
        navigator.pop()
        navigator.popToRoot()
        navigator.dismiss()
        navigator.open(try #require(URL(string: "myapp://post/2")))
        #expect(
            navigator.log == [
                "push post/1", "navigate paywall", "present sheet home", "alert home", "setRoot home", "pop",
                "popToRoot", "dismiss", "open myapp://post/2",
            ])
        #expect(navigator.pushed(PostRoute.self) == PostRoute(id: 1))
        #expect(navigator.presented(PaywallRoute.self) == PaywallRoute())
        navigator.reset()
        #expect(navigator.calls.isEmpty)
    }

    /// Every call a view model can make, with the same call made on a real navigator.
    static let everyCall: [(NavigationCall, @MainActor (any Navigating) -> NavigationRequest)] = [
        (.push(PostRoute(id: 1)), { $0.push(PostRoute(id: 1)) }),
        (.push(PostRoute(id: 1), options: .singleTop), { $0.push(PostRoute(id: 1), options: .singleTop) }),
        (.navigate(PaywallRoute()), { $0.navigate(to: PaywallRoute()) }),
        (
            .navigate(PostRoute(id: 4), options: .singleTop),
            { $0.navigate(to: PostRoute(id: 4), options: .singleTop) }
        ),
        (.present(HomeRoute(), style: .sheet), { $0.present(HomeRoute(), style: .sheet) }),
        (
            .present(PaywallRoute(), style: .fullScreenCover),
            { $0.present(PaywallRoute(), style: .fullScreenCover) }
        ),
        (.presentAlert(HomeRoute()), { $0.presentAlert(HomeRoute()) }),
        (.setRoot(HomeRoute()), { $0.setRoot(HomeRoute()) }),
        (.pop, { $0.pop() }),
        (.popTo(PostRoute(id: 3)), { $0.popTo(PostRoute(id: 3)) }),
        (.popToType(HomeRoute.self), { $0.popTo(HomeRoute.self) }),
        (.popToRoot, { $0.popToRoot() }),
        (.dismiss, { $0.dismiss() }),
        (.switchTab("orders"), { $0.switchTab(to: "orders") }),
        (.openLink("myapp://post/2"), { $0.open("myapp://post/2") }),
        (.open(URL(string: "myapp://post/5")!), { $0.open(URL(string: "myapp://post/5")!) }),
        (.openPushPayload(["url": "myapp://post/6"]), { $0.open(pushPayload: ["url": "myapp://post/6"]) }),
        (.finish(FinishedValue(10)), { $0.finish(returning: 10) }),
        (.replaceTop(PostRoute(id: 7)), { $0.replaceTop(with: PostRoute(id: 7)) }),
        (.remove(PostRoute(id: 3)), { $0.remove(PostRoute(id: 3)) }),
        (.setStack([HomeRoute(), PostRoute(id: 1)]), { $0.setStack([HomeRoute(), PostRoute(id: 1)]) }),
        (.reevaluateGuards, { $0.reevaluateGuards() }),
    ]

    @Test func recordsTheStackEditsAndTheGuardReevaluationAViewModelMakes() {
        let navigator = RecordingNavigator()
        navigator.replaceTop(with: PostRoute(id: 2))
        navigator.remove(PostRoute(id: 1))
        navigator.setStack([HomeRoute(), PaywallRoute()])
        navigator.reevaluateGuards()
        #expect(
            navigator.calls == [
                .replaceTop(PostRoute(id: 2)), .remove(PostRoute(id: 1)),
                .setStack([HomeRoute(), PaywallRoute()]),
                .reevaluateGuards,
            ])
        #expect(navigator.calls[2] != .setStack([HomeRoute()]))
        #expect(
            navigator.calls.map(\.routes.last?.pathRepresentation) == ["post/2", "post/1", "paywall", nil])
        #expect(
            navigator.log == [
                "replaceTop post/2", "remove post/1", "setStack home > paywall", "reevaluateGuards",
            ])
    }

    @Test func everyCallReadsAsTheRealNavigatorsSummaryOfIt() {
        for (call, make) in Self.everyCall {
            let navigator = Navigator(
                modules: [Feature(name: "App", routes: [HomeRoute.self, PostRoute.self, PaywallRoute.self])],
                root: HomeRoute())
            let request = make(navigator)
            #expect(call.summary == request.summary, "\(call)")
            #expect(call.recorded == navigator.journal.entries.last?.call, "\(call)")
            let recorder = RecordingNavigator()
            #expect(make(recorder).summary == request.summary, "\(call)")
            #expect(recorder.calls == [call])
        }
    }

    @Test func navigateForResultReadsAsTheCallTheRoutesPresentationMakes() async {
        let navigator = Navigator(
            modules: [Feature(name: "App", routes: [HomeRoute.self, PostRoute.self, TipRoute.self])],
            root: HomeRoute())
        let choosing = Task { await navigator.navigateForResult(to: TipRoute()) }
        while navigator.journal.entries.isEmpty { await Task.yield() }
        navigator.dismiss()
        _ = await choosing.value
        let call = NavigationCall.navigateForResult(TipRoute())
        #expect(call.recorded == navigator.journal.entries.first?.call)
        #expect(call.summary == navigator.journal.entries.first?.call.summary)
        #expect(call.summary == "present sheet tip")
        #expect(!NavigationCall.resumePendingNavigation.isReplayable)
        #expect(NavigationCall.resumePendingNavigation.summary == "resumePendingNavigation")
        #expect(NavigationCall.discardPendingNavigation.summary == "discardPendingNavigation")
    }

    @Test func recordsAPushPayloadAndReadsItsLinkWhereTheAppKeepsIt() throws {
        let navigator = RecordingNavigator()
        navigator.open(pushPayload: ["url": "myapp://post/7", "badge": 2])
        #expect(navigator.calls == [.openPushPayload(["url": "myapp://post/7", "badge": 2])])
        #expect(navigator.calls != [.openPushPayload(["url": "myapp://post/7"])])
        #expect(navigator.log == ["open myapp://post/7"])

        navigator.reset()
        navigator.pushPayloadURLKeyPath = ["aps", "link"]
        let nested: [AnyHashable: Any] = ["aps": ["link": "myapp://post/8", "tags": ["a", "b"]]]
        navigator.open(pushPayload: nested)
        #expect(navigator.calls == [.openPushPayload(PushPayload(nested))])
        guard case .openPushPayload(let payload, _) = try #require(navigator.lastCall) else {
            Issue.record("expected a push payload call")
            return
        }
        #expect(payload.link == "myapp://post/8")
        #expect(navigator.log == ["open myapp://post/8"])

        // A payload without a link is recorded as it is; the real navigator fails it.
        navigator.reset()
        navigator.open(pushPayload: ["title": "Hello"])
        #expect(navigator.calls == [.openPushPayload(["title": "Hello"])])
        #expect(navigator.lastCall?.recorded == .open(url: ""))
    }

    @Test func aPushPayloadWithoutALinkReadsAsTheRealNavigatorsFailedCall() {
        let navigator = Navigator(
            modules: [Feature(name: "App", routes: [HomeRoute.self, PostRoute.self])], root: HomeRoute(),
            configuration: {
                var configuration = NavigatorConfiguration()
                configuration.unregisteredRouteBehavior = .report
                return configuration
            }())
        navigator.failureHandler = { _ in }
        let request = navigator.open(pushPayload: ["title": "Hello"])
        let call = NavigationCall.openPushPayload(["title": "Hello"])
        #expect(call.summary == request.summary)
        #expect(call.recorded == navigator.journal.entries.last?.call)
    }

    @Test func callsCompareByRouteValue() {
        #expect(NavigationCall.push(PostRoute(id: 1)) == .push(PostRoute(id: 1)))
        #expect(NavigationCall.push(PostRoute(id: 1)) != .push(PostRoute(id: 2)))
        #expect(NavigationCall.push(PostRoute(id: 1)) != .navigate(PostRoute(id: 1)))
        #expect(
            NavigationCall.present(HomeRoute(), style: .sheet)
                != .present(HomeRoute(), style: .fullScreenCover))
    }

    @Test func returnsFinishedRequestsWithTheConfiguredOutcome() async {
        let navigator = RecordingNavigator()
        let model = PostViewModel(postID: 42, navigator: navigator)
        await model.relatedTapped(7)
        #expect(model.message == nil)
        navigator.nextOutcome = .denied(route: "post/8", reason: "signed out")
        await model.relatedTapped(8)
        #expect(model.message == "could not open post 8")
        #expect(navigator.log == ["push post/7", "push post/8"])
    }

    @Test func theRealNavigatorServesTheSameViewModel() {
        let navigator = Navigator(
            modules: [Feature(name: "App", routes: [HomeRoute.self, PostRoute.self, PaywallRoute.self])],
            root: HomeRoute())
        let model = PostViewModel(postID: 42, navigator: navigator)
        model.upgradeTapped()
        expectOutline(
            navigator,
            """
            stack: home
              sheet: paywall
            """)
    }

    @Test func aViewModelsTypedResultComesFromTheScriptedResponse() async {
        let navigator = RecordingNavigator()
        let model = CheckoutViewModel(navigator: navigator)
        await model.chooseTip()
        #expect(model.tip == nil)  // nothing scripted: as if the sheet were dismissed
        navigator.respond(to: TipRoute.self, with: 15)
        await model.chooseTip()
        #expect(model.tip == 15)
        #expect(navigator.calls == [.navigateForResult(TipRoute()), .navigateForResult(TipRoute())])
        #expect(navigator.presented(TipRoute.self, style: .sheet) == TipRoute())
        navigator.nextOutcome = .denied(route: "tip", reason: "closed")
        await model.chooseTip()
        #expect(model.tip == nil)
    }

    @Test func recordsTabsPopsLinksOptionsFinishingAndResuming() {
        let navigator = RecordingNavigator()
        let model = CheckoutViewModel(navigator: navigator)
        model.ordersTapped()
        model.doneTapped()
        model.backToPostTapped(3)
        model.helpTapped()
        model.relatedTapped(4)
        model.tipTapped(10)
        model.signedIn()
        navigator.hasPendingNavigation = false
        model.signedIn()
        #expect(
            navigator.calls == [
                .switchTab("orders"), .popToType(HomeRoute.self), .popTo(PostRoute(id: 3)),
                .openLink("myapp://help"), .navigate(PostRoute(id: 4), options: .singleTop),
                .finish(FinishedValue(10)), .resumePendingNavigation, .setRoot(HomeRoute()),
            ])
        #expect(
            navigator.log == [
                "switchTab orders", "popTo home", "popTo post/3", "open myapp://help",
                "navigate post/4 singleTop", "finish Int", "resumePendingNavigation", "setRoot home",
            ])
        #expect(navigator.finishedValue(as: Int.self) == 10)
        #expect(navigator.finishedValue(as: String.self) == nil)
    }

    @Test func finishedValuesCompareByTypeAndValue() {
        #expect(FinishedValue(10) == FinishedValue(10))
        #expect(FinishedValue(10) != FinishedValue(11))
        #expect(FinishedValue(10) != FinishedValue("10"))
        #expect(NavigationCall.push(HomeRoute()) != .push(HomeRoute(), options: .singleTop))
        #expect(NavigationCall.popToType(HomeRoute.self) != .popToType(PostRoute.self))
    }

    @Test func theRealNavigatorHandsTheTypedResultToTheSameViewModel() async {
        let navigator = Navigator(
            modules: [Feature(name: "App", routes: [HomeRoute.self, PostRoute.self, TipRoute.self])],
            root: HomeRoute())
        let model = CheckoutViewModel(navigator: navigator)
        let choosing = Task { await model.chooseTip() }
        await waitForOutline(navigator, "stack: home\n  sheet: tip")
        CheckoutViewModel(navigator: navigator).tipTapped(20)
        await choosing.value
        #expect(model.tip == 20)
        expectOutline(navigator, "stack: home")
    }
}

/// Waits, yielding, until the navigator's outline is `expected` (at most 10,000 turns).
@MainActor
private func waitForOutline(_ navigator: Navigator, _ expected: String) async {
    for _ in 0..<10_000 where navigator.outline != expected { await Task.yield() }
    #expect(navigator.outline == expected)
}

@MainActor
@Suite struct RecordingNavigatorPlacementTests {
    @Test func recordsTheLinkPlacementACallChose() throws {
        let navigator = RecordingNavigator()
        navigator.open("myapp://post/1", placement: .appendToCurrentStack)
        navigator.open(try #require(URL(string: "myapp://post/2")), placement: .parentChain)
        navigator.open(pushPayload: ["url": "myapp://post/3"], placement: .appendToCurrentStack)
        #expect(
            navigator.calls.first == .placed(.openLink("myapp://post/1"), placement: .appendToCurrentStack))
        #expect(navigator.calls.first != .openLink("myapp://post/1"))
        #expect(navigator.calls.first != .placed(.openLink("myapp://post/1"), placement: .parentChain))
        #expect(
            navigator.calls.map(\.recorded) == [
                .openPlaced(url: "myapp://post/1", placement: .appendToCurrentStack),
                .openPlaced(url: "myapp://post/2", placement: .parentChain),
                .openPlaced(url: "myapp://post/3", placement: .appendToCurrentStack),
            ])
        #expect(
            navigator.log == [
                "open myapp://post/1 appendToCurrentStack", "open myapp://post/2 parentChain",
                "open myapp://post/3 appendToCurrentStack",
            ])
    }
}
