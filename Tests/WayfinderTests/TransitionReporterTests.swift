import Testing
import Wayfinder
import WayfinderCore

/// The callback orders UIKit produces, replayed through the reporter the UIKit adapter drives:
/// queueing, coalescing and the state must agree with what the screen shows.
@MainActor
@Suite("Transition reporting")
struct TransitionReporterTests {
    /// An app on `home > post/1 > post/2`, with a reporter and no simulated animation.
    func makeApp() -> (TestApp, TransitionReporter) {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        return (app, TransitionReporter(navigator: app.navigator))
    }

    let single = StackLocation(tab: nil, depth: 0)

    @Test func aNavigationDuringAnAnimationWaitsForItsEnd() async {
        let (app, reporter) = makeApp()
        let push = reporter.began(.push)
        let request = app.navigator.push(PostRoute(id: 3))
        #expect(app.outline == "stack: home > post/1 > post/2")
        #expect(app.navigator.queuedNavigationCount == 1)
        reporter.completed(push)
        #expect(await request.outcome == .applied)
        #expect(app.outline == "stack: home > post/1 > post/2 > post/3")
        #expect(!app.navigator.isTransitionInFlight)
    }

    @Test func aCancelledBackSwipeChangesNothingAndThenRunsWhatWaited() {
        let (app, reporter) = makeApp()
        let swipe = reporter.began(.interactivePop)
        app.navigator.present(SettingsRoute())
        reporter.cancelled(swipe)
        #expect(app.outline == "stack: home > post/1 > post/2\n  sheet: settings")
        #expect(!app.navigator.isTransitionInFlight)
    }

    @Test func aPushDuringACompletedBackSwipeLandsOnTheScreenTheSwipeRevealed() {
        let (app, reporter) = makeApp()
        let shownAfterSwipe = [app.navigator.state.activeStack.entries[1].id]  // post/1
        let swipe = reporter.began(.interactivePop)
        app.navigator.push(PostRoute(id: 9))
        reporter.completed(swipe, userChange: .path(shownAfterSwipe, at: single))
        #expect(app.outline == "stack: home > post/1 > post/9")
    }

    @Test func aSheetDraggedAwayDuringAPushInsideItEndsWithBothDoneAndTheSheetGone() {
        let (app, reporter) = makeApp()
        app.navigator.navigate(to: NotificationSettingsRoute())
        #expect(app.outline == "stack: home > post/1 > post/2\n  sheet: settings > settings/notifications")
        let sheet = app.navigator.state.stack(at: single)!.presented!.stack.root.id
        let push = reporter.began(.push)
        let drag = reporter.began(.interactiveDismiss)
        app.navigator.push(PostRoute(id: 5))  // queued behind both animations
        reporter.completed(drag, userChange: .dismissedModal(sheet, presentedFrom: single))
        #expect(app.outline == "stack: home > post/1 > post/2")
        #expect(app.navigator.isTransitionInFlight)
        reporter.completed(push)
        #expect(app.outline == "stack: home > post/1 > post/2 > post/5")
        #expect(reporter.inFlight.isEmpty)
    }

    @Test func anEndReportedTwiceOrForAnUnknownAnimationIsIgnored() {
        let (app, reporter) = makeApp()
        let first = reporter.began(.push)
        let second = reporter.began(.present)
        reporter.completed(first)
        reporter.completed(first)  // UIKit's delegate and coordinator both report one pop
        reporter.cancelled(first)
        let other = TransitionReporter(navigator: app.navigator)
        let othersFirst = other.began(.push)  // the same kind and number as `first`
        other.completed(first)  // another reporter's token
        #expect(other.inFlight == [othersFirst])
        other.completed(othersFirst)
        #expect(app.navigator.isTransitionInFlight)
        app.navigator.push(PostRoute(id: 3))
        #expect(app.navigator.queuedNavigationCount == 1)
        reporter.completed(second)
        #expect(!app.navigator.isTransitionInFlight)
        #expect(app.outline == "stack: home > post/1 > post/2 > post/3")
    }

    @Test func aDoubleTapDuringThePushItCausedIsCoalesced() async {
        let (app, reporter) = makeApp()
        app.navigator.push(PostRoute(id: 3))
        let push = reporter.began(.push)
        let twin = app.navigator.push(PostRoute(id: 3))
        reporter.completed(push)
        #expect(await twin.outcome == .applied)
        #expect(app.outline == "stack: home > post/1 > post/2 > post/3")
    }

    @Test func theSameNavigationDuringABackSwipeIsNotMistakenForADoubleTap() {
        let (app, reporter) = makeApp()
        app.navigator.push(PostRoute(id: 3))  // the last navigation, long before the swipe
        let shown = app.navigator.state.activeStack.entries.dropFirst().dropLast().map(\.id)
        let swipe = reporter.began(.interactivePop)
        app.navigator.push(PostRoute(id: 3))
        #expect(app.navigator.queuedNavigationCount == 1)
        reporter.completed(swipe, userChange: .path(Array(shown), at: single))
        #expect(app.outline == "stack: home > post/1 > post/2 > post/3")
    }

    @Test func theSameNavigationDuringABackButtonPopIsANavigationOfItsOwn() {
        let (app, reporter) = makeApp()
        app.navigator.push(PostRoute(id: 3))  // tapped a row
        let shown = app.navigator.state.activeStack.entries.dropFirst().dropLast().map(\.id)
        let back = reporter.began(.pop, causedByUser: true)  // tapped Back
        app.navigator.push(PostRoute(id: 3))  // tapped the row again during the animation
        #expect(app.navigator.queuedNavigationCount == 1)
        reporter.completed(back, userChange: .path(Array(shown), at: single))
        #expect(app.outline == "stack: home > post/1 > post/2 > post/3")
    }

    @Test func theHeadlessHostReportsItsSimulatedAnimationsThroughAReporter() {
        let app = TestApp(root: HomeRoute())
        app.host.animation = .manual
        app.navigator.push(PostRoute(id: 1))
        #expect(app.host.transitions.inFlight.map(\.kind) == [.push])
        app.navigator.present(SettingsRoute())
        #expect(app.host.transitionsInFlight == 1)
        app.host.completeTransition()
        #expect(app.host.transitions.inFlight.map(\.kind) == [.present])
        app.host.completeTransition()
        #expect(app.outline == "stack: home > post/1\n  sheet: settings")
    }
}
