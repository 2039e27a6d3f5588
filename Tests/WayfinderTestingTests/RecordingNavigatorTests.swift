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

    @Test func callsCompareByRouteValue() {
        #expect(RecordingNavigator.Call.push(PostRoute(id: 1)) == .push(PostRoute(id: 1)))
        #expect(RecordingNavigator.Call.push(PostRoute(id: 1)) != .push(PostRoute(id: 2)))
        #expect(RecordingNavigator.Call.push(PostRoute(id: 1)) != .navigate(PostRoute(id: 1)))
        #expect(
            RecordingNavigator.Call.present(HomeRoute(), style: .sheet)
                != .present(HomeRoute(), style: .fullScreenCover))
    }

    @Test func returnsFinishedRequestsWithTheConfiguredOutcome() async {
        let navigator = RecordingNavigator()
        let model = PostViewModel(postID: 42, navigator: navigator)
        await model.relatedTapped(7)
        #expect(model.message == nil)
        navigator.nextOutcome = .blocked(route: "post/8", reason: "signed out")
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
}
