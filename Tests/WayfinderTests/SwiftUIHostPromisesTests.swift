import Observation
import Testing
import WayfinderCore

@testable import Wayfinder

/// The decisions that let the SwiftUI host keep the promises the UIKit host keeps: a guarded
/// screen's back button and swipe are asked first, a double tap is coalesced while the change it
/// caused is shown, and a screen's builder runs once across width changes. The SwiftUI host only
/// draws what these decide; here they run on plain values and through the headless host.
@MainActor
@Suite("What the SwiftUI host keeps")
struct SwiftUIHostPromisesTests {
    let editor = DraftEditor()

    /// `home`, with drafts whose leave guard answers *stay* while the editor has changes.
    func makeNavigator() -> Navigator {
        let home = TestFeature(name: "Home", routes: [HomeRoute.self, LoginRoute.self, SettingsRoute.self])
        return Navigator(
            modules: [home, DraftFeature(editor: editor)], root: HomeRoute(), schemes: ["myapp"])
    }

    /// A pacer whose bounds run when the test says, never by the clock.
    @MainActor
    final class ManualClock {
        var pending: [(Duration, @MainActor () -> Void)] = []

        func schedule(_ duration: Duration, _ end: @escaping @MainActor () -> Void) {
            pending.append((duration, end))
        }

        /// Runs every bound scheduled so far, as if the time had passed.
        func elapse() {
            let due = pending
            pending = []
            for (_, end) in due { end() }
        }
    }

    func makePacer(_ navigator: Navigator, clock: ManualClock) -> TransitionPacer {
        let pacer = TransitionPacer(navigator: navigator, limit: .milliseconds(500)) { duration, end in
            clock.schedule(duration, end)
        }
        pacer.start()
        return pacer
    }

    // MARK: - The back button and the back swipe

    @Test func aGuardedScreenGetsTheHostsOwnBackButtonAndNoBackSwipe() async throws {
        let navigator = makeNavigator()
        let host = HeadlessHost(navigator: navigator)
        #expect(host.backButton == .none, "a root has no back button")
        #expect(!host.swipeBack())

        navigator.push(DraftRoute(id: 1))
        #expect(host.backButton == .guarded)
        #expect(!host.swipeBack(), "no swipe begins on a guarded screen")
        #expect(navigator.outline == "stack: home > draft/1")
        #expect(editor.asked.isEmpty, "a swipe that never began asks nobody")

        // The host's own back button asks the guard before anything moves.
        let stayed = try #require(host.tapBackButton())
        #expect(await stayed.outcome == .stayed(route: "draft/1", reason: "unsaved changes"))
        #expect(navigator.outline == "stack: home > draft/1")
        editor.hasChanges = false
        #expect(await host.tapBackButton()?.outcome == .applied)
        #expect(navigator.outline == "stack: home")
    }

    @Test func anUnguardedScreenKeepsTheSystemBackButtonAndItsSwipe() {
        let navigator = makeNavigator()
        let host = HeadlessHost(navigator: navigator)
        navigator.push(DraftRoute(id: 1))
        navigator.push(LoginRoute())
        #expect(host.backButton == .system, "the draft below has a guard, the top screen has none")
        #expect(host.swipeBack())
        #expect(navigator.outline == "stack: home > draft/1")
        #expect(editor.asked.isEmpty)
    }

    @Test func aLeaveGuardSetOnALiveScreenTurnsItsBackButtonIntoTheHostsAndTellsItsStacksReaders() throws {
        let navigator = makeNavigator()
        navigator.push(LoginRoute())
        let location = navigator.state.activeLocation
        let login = navigator.state.activeStack.top.id
        let snapshot = try #require(navigator.snapshot(at: location))
        #expect(navigator.backButton(of: login, in: snapshot) == .system)
        #expect(navigator.backButton(of: snapshot.root.id, in: snapshot) == .none)

        let watcher = ScopeProbe()
        watcher.watch("gained") { _ = navigator.backButton(of: login, in: snapshot) }
        navigator.setLeaveGuard(for: login) { _, _ in .stay("typing") }
        #expect(watcher.fired == ["gained"])
        #expect(navigator.backButton(of: login, in: snapshot) == .guarded)

        watcher.watch("kept or lost") { _ = navigator.backButton(of: login, in: snapshot) }
        navigator.setLeaveGuard(for: login) { _, _ in .leave }  // still a guard: nothing to redraw
        #expect(watcher.fired == ["gained"])
        navigator.setLeaveGuard(for: login, nil)
        #expect(watcher.fired == ["gained", "kept or lost"])
        #expect(navigator.backButton(of: login, in: snapshot) == .system)
    }

    @Test func aSplitsDetailRootHasNoBackButtonBesideTheListAndOneInTheCompactWidth() throws {
        let navigator = Navigator(
            modules: [MailFeature()], root: MailboxRoute(box: "inbox"), schemes: ["myapp"])
        navigator.push(MessageRoute(box: "inbox", id: 42))
        let message = navigator.state.activeStack.top.id
        let location = navigator.state.activeLocation
        #expect(
            navigator.backButton(of: message, in: try #require(navigator.snapshot(at: location))) == .system)
        navigator.setHorizontalSizeClass(.regular)
        #expect(
            navigator.backButton(of: message, in: try #require(navigator.snapshot(at: location))) == .none)
    }

    // MARK: - Transitions the UI does not report

    @Test func aDoubleTapIsCoalescedWhileThePacedPushIsShown() async {
        let navigator = makeNavigator()
        let clock = ManualClock()
        let pacer = makePacer(navigator, clock: clock)
        let recorder = EventRecorder()
        navigator.addObserver(recorder)

        let first = navigator.push(LoginRoute())
        let second = navigator.push(LoginRoute())  // the second tap, within the push's animation
        #expect(navigator.outline == "stack: home > login")
        #expect(pacer.inFlight.map(\.kind) == [.push])
        #expect(recorder.events.map(\.kind) == [.pushed, .coalesced])

        clock.elapse()
        #expect(!navigator.isTransitionInFlight)
        #expect(await first.outcome == .applied)
        #expect(await second.outcome == .applied)
        #expect(navigator.outline == "stack: home > login")
    }

    @Test func aNavigationDuringAPacedTransitionWaitsForTheLimitAtMost() {
        let navigator = makeNavigator()
        let clock = ManualClock()
        let pacer = makePacer(navigator, clock: clock)
        navigator.push(LoginRoute())
        navigator.present(SettingsRoute())
        #expect(navigator.outline == "stack: home > login")
        #expect(navigator.queuedNavigationCount == 1)
        #expect(clock.pending.map(\.0) == [.milliseconds(500)])

        clock.elapse()  // the push's bound: the sheet is presented, and paced in turn
        #expect(navigator.outline == "stack: home > login\n  sheet: settings")
        #expect(pacer.inFlight.map(\.kind) == [.present])
        clock.elapse()
        #expect(!navigator.isTransitionInFlight)
    }

    @Test func theUIsOwnSignalEndsATransitionBeforeItsLimitAndTheLimitThenChangesNothing() {
        let navigator = makeNavigator()
        let clock = ManualClock()
        let pacer = makePacer(navigator, clock: clock)
        navigator.push(LoginRoute())
        navigator.push(SettingsRoute())  // waits
        pacer.completed(.present)  // no presentation in flight: ignored
        #expect(navigator.queuedNavigationCount == 1)
        pacer.completed(.push)
        #expect(navigator.outline == "stack: home > login > settings")
        #expect(pacer.inFlight.map(\.kind) == [.push], "the queued push is paced in turn")

        let reporter = pacer.reporter
        #expect(reporter.inFlight.count == 1)
        clock.elapse()  // both bounds: the first transition's ended already, the second's ends now
        #expect(reporter.inFlight.isEmpty)
        #expect(!navigator.isTransitionInFlight)
    }

    @Test func aSwipeTheUIAlreadyShowsIsWrittenBackAtOnceAndBeginsNoTransition() {
        let navigator = makeNavigator()
        let clock = ManualClock()
        let pacer = makePacer(navigator, clock: clock)
        navigator.push(LoginRoute())
        navigator.push(SettingsRoute())  // waits behind the push
        let location = navigator.state.activeLocation

        pacer.userChangeShown(.path([], at: location))  // the user swiped back from login
        #expect(navigator.outline == "stack: home")
        #expect(pacer.inFlight.map(\.kind) == [.push], "the swipe began nothing of its own")
        #expect(navigator.queuedNavigationCount == 1, "the push is still shown, so the rest waits")

        clock.elapse()
        #expect(navigator.outline == "stack: home > settings")
    }

    @Test func aSheetDraggedAwayIsWrittenBackAtOnce() throws {
        let navigator = makeNavigator()
        let clock = ManualClock()
        let pacer = makePacer(navigator, clock: clock)
        navigator.present(SettingsRoute())
        clock.elapse()
        guard case .stack(let stack) = navigator.snapshot, let sheet = stack.sheet else {
            Issue.record("no sheet")
            return
        }
        pacer.userChangeShown(.dismissedModal(sheet.id, presentedFrom: sheet.presenter))
        #expect(navigator.outline == "stack: home")
        #expect(pacer.inFlight.isEmpty)
    }

    @Test func stoppingThePacerEndsWhatItBeganAndBeginsNothingMore() {
        let navigator = makeNavigator()
        let clock = ManualClock()
        let pacer = makePacer(navigator, clock: clock)
        navigator.push(LoginRoute())
        navigator.push(SettingsRoute())
        pacer.stop()
        #expect(navigator.outline == "stack: home > login > settings")
        #expect(!navigator.isTransitionInFlight)
        navigator.pop()
        #expect(!navigator.isTransitionInFlight)
        #expect(!pacer.isStarted)
    }

    @Test func aPacerThatWasNeverStartedBeginsNothing() {
        let navigator = makeNavigator()
        let pacer = TransitionPacer(navigator: navigator)
        navigator.push(LoginRoute())
        navigator.push(LoginRoute())
        #expect(navigator.outline == "stack: home > login > login")
        #expect(pacer.inFlight.isEmpty)
    }

    @Test(arguments: [
        (NavigationChange.rootSet([]), TransitionReporter.Kind?.none),
        (.tabSelected("home"), nil),
        (.horizontalSizeClassChanged(.regular), nil),
        (.pushed([], in: StackLocation(tab: nil, depth: 0)), .push),
        (.popped([], in: StackLocation(tab: nil, depth: 0)), .pop),
        (.presented(.sheet, [], in: StackLocation(tab: nil, depth: 0)), .present),
        (.dismissed(.fullScreenCover, [], in: StackLocation(tab: nil, depth: 0)), .dismiss),
    ])
    func eachChangeIsShownByTheAnimationAUIRunsForIt(
        _ change: NavigationChange, _ kind: TransitionReporter.Kind?
    ) {
        #expect(TransitionReporter.Kind(showing: change) == kind)
    }

    // MARK: - Screens across widths

    @Test func aSplitScreensBuilderRunsOnceAcrossWidthChangesSoWhatItMakesSurvives() {
        final class MessageModel {}
        let navigator = Navigator(
            modules: [MailFeature()], root: MailboxRoute(box: "inbox"), schemes: ["myapp"])
        navigator.push(MessageRoute(box: "inbox", id: 42))
        // What the SwiftUI host's cache holds per entry: here, the model a builder would hand its view.
        let cache = ScreenCache(navigator: navigator) { _, _ in MessageModel() }
        let location = navigator.state.activeLocation
        func shownModels() -> [ObjectIdentifier] {
            guard let snapshot = navigator.snapshot(at: location) else { return [] }
            let entries = (snapshot.split.map { [$0.list] } ?? []) + snapshot.navigationEntries
            return entries.map { ObjectIdentifier(cache.screen(for: $0)) }
        }
        let compact = shownModels()
        #expect(compact.count == 2, "the list and the message")
        navigator.setHorizontalSizeClass(.regular)
        let regular = shownModels()
        navigator.setHorizontalSizeClass(.compact)
        #expect(shownModels() == compact)
        #expect(regular == compact)
        #expect(cache.buildCount == 2)
    }
}
