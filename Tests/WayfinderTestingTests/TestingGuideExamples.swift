import Testing
import Wayfinder
import WayfinderCore
import WayfinderTesting

// The tests of Docs/Testing.md, kept here so the guide's code always builds and passes.

@MainActor
@Test func upgradingPresentsThePaywallAsASheet() {
    let navigator = RecordingNavigator()
    let model = PostViewModel(postID: 42, navigator: navigator)

    model.upgradeTapped()

    #expect(navigator.calls == [.present(PaywallRoute(), style: .sheet)])
}

@MainActor
@Test func aDeepLinkToAPostShowsItOverHome() {
    let modules: [any FeatureModule] = [
        Feature(name: "Home", routes: [HomeRoute.self, PaywallRoute.self]),
        Feature(name: "Post", routes: [PostRoute.self]),
    ]
    expectValidRoutes(modules: modules, root: HomeRoute())

    let navigator = Navigator(modules: modules, root: HomeRoute(), schemes: ["myapp"])
    let host = HeadlessHost(navigator: navigator)

    navigator.open("myapp://post/42")
    expectOutline(navigator, "stack: home > post/42")
    #expect(host.topScreen?.value(as: String.self) == "screen of post/42")

    PostViewModel(postID: 42, navigator: navigator).upgradeTapped()
    expectOutline(
        navigator,
        """
        stack: home > post/42
          sheet: paywall
        """)

    navigator.dismiss()
    navigator.pop()
    expectOutline(navigator, "stack: home")
    #expect(host.releaseCount == 2)
}

@MainActor
@Test func theChosenTipIsKeptAndDoneGoesBackHome() async {
    let navigator = RecordingNavigator()
    let model = CheckoutViewModel(navigator: navigator)
    navigator.respond(to: TipRoute.self, with: 15)

    await model.chooseTip()
    model.ordersTapped()
    model.doneTapped()

    #expect(model.tip == 15)
    #expect(
        navigator.calls == [.navigateForResult(TipRoute()), .switchTab("orders"), .popToType(HomeRoute.self)])
}
