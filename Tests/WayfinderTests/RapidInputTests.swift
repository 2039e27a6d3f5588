import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("Rapid input and in-flight transitions")
struct TransitionTests {
    @Test func twoDifferentInAppOnlyRoutesDuringOneTransitionAreBothPushed() async {
        // Their summaries read alike ("push NoteRoute"); coalescing must compare the routes.
        let app = TestApp(root: HomeRoute())
        app.host.animation = .manual
        let first = app.navigator.push(NoteRoute(note: Note(text: "a")))
        let second = app.navigator.push(NoteRoute(note: Note(text: "b")))
        while app.host.transitionsInFlight > 0 { app.host.completeTransition() }
        #expect(await first.outcome == .applied)
        #expect(await second.outcome == .applied)
        #expect(app.navigator.state.activeStack.entries.count == 3)
        #expect(app.outline == "stack: home > NoteRoute > NoteRoute")
    }

    @Test func dismissalsOfTwoDifferentModalsDuringOneTransitionBothApply() async {
        // Both are "dismiss modal" from the user; coalescing must tell the modals apart.
        let app = TabbedApp()
        #expect(await app.navigator.open("myapp://feed").outcome == .applied)
        #expect(await app.navigator.present(ComposeRoute()).outcome == .applied)
        #expect(await app.navigator.userSelectedTab("search").outcome == .applied)
        #expect(await app.navigator.present(ComposeRoute()).outcome == .applied)
        let feed = StackLocation(tab: "feed", depth: 0)
        let search = StackLocation(tab: "search", depth: 0)
        let feedSheet = app.navigator.state.stack(at: feed)!.presented!.stack.root.id
        let searchSheet = app.navigator.state.stack(at: search)!.presented!.stack.root.id
        app.host.animation = .manual
        app.navigator.push(ArticleRoute(id: 1))
        let first = app.navigator.userDismissedModal(feedSheet, presentedFrom: feed)
        let second = app.navigator.userDismissedModal(searchSheet, presentedFrom: search)
        while app.host.transitionsInFlight > 0 { app.host.completeTransition() }
        #expect(await first.outcome == .applied)
        #expect(await second.outcome == .applied)
        #expect(app.navigator.state.stack(at: feed)?.presented == nil)
        #expect(app.navigator.state.stack(at: search)?.presented == nil)
    }

    @Test func aDoubleTapWithinOneTransitionPushesOnce() async {
        let app = makePickerApp()
        app.host.animation = .manual
        let first = app.navigator.push(PostRoute(id: 1))
        let second = app.navigator.push(PostRoute(id: 1))
        app.host.completeTransition()
        #expect(app.outline == "stack: home > post/1")
        #expect(await first.outcome == .applied)
        #expect(await second.outcome == .applied)
        #expect(app.navigator.queuedNavigationCount == 0)
    }

    @Test func aDoubleBackPopsOneScreenWhenTheUIShowedOneBackAction() {
        let app = makePickerApp()
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        app.host.animation = .manual
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        app.navigator.pop()
        app.navigator.pop()
        app.host.completeTransition()
        #expect(app.outline == "stack: home > post/1")
        #expect(recorder.events.map(\.kind) == [.popped, .coalesced])
    }

    @Test func coalescingCanBeTurnedOff() {
        let app = makePickerApp()
        app.navigator.configuration.coalescesRepeatedNavigations = false
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        app.host.animation = .manual
        app.navigator.pop()
        app.navigator.pop()
        while app.host.transitionsInFlight > 0 { app.host.completeTransition() }
        #expect(app.outline == "stack: home")
    }

    @Test func navigationsDuringAnAnimationAreQueuedAndAppliedInOrderAfterIt() async {
        let app = makePickerApp()
        app.host.animation = .manual
        app.navigator.push(PostRoute(id: 1))
        let queued = app.navigator.present(SettingsRoute())
        app.navigator.push(NotificationSettingsRoute())
        #expect(app.outline == "stack: home > post/1")
        #expect(queued.currentOutcome == nil)
        #expect(app.navigator.queuedNavigationCount == 2)
        app.host.completeTransition()
        #expect(app.outline == "stack: home > post/1\n  sheet: settings")
        app.host.completeTransition()
        #expect(app.outline == "stack: home > post/1\n  sheet: settings > settings/notifications")
        #expect(await queued.outcome == .applied)
    }

    @Test func timedAnimationsEndOnTheirOwn() async throws {
        let app = makePickerApp()
        app.host.animation = .timed(.milliseconds(5))
        app.navigator.push(PostRoute(id: 1))
        let later = app.navigator.push(PostRoute(id: 2))
        #expect(await later.outcome == .applied)
        #expect(app.outline == "stack: home > post/1 > post/2")
    }

    /// 1,000 random programs of navigations interleaved with animation ends give the same
    /// state as the same calls applied one after the other without animations.
    @Test func randomInterleavingsEqualTheSequentialApplication() async {
        var random = SeededRandom(seed: 7)
        for round in 0..<1_000 {
            // The suite runs beside tests that need the main actor: give it up now and then.
            if round.isMultiple(of: 50) { await Task.yield() }
            let animated = makePickerApp()
            animated.navigator.configuration.coalescesRepeatedNavigations = false
            animated.host.animation = .manual
            let sequential = makePickerApp()
            var script: [String] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let call = Int.random(in: 0..<6, using: &random)
                script.append("\(call)")
                for app in [animated, sequential] { Self.perform(call, on: app.navigator) }
                if Bool.random(using: &random) { animated.host.completeTransition() }
            }
            while animated.host.transitionsInFlight > 0 { animated.host.completeTransition() }
            #expect(animated.outline == sequential.outline, "round \(round), calls \(script)")
            #expect(animated.navigator.queuedNavigationCount == 0)
        }
    }

    static func perform(_ call: Int, on navigator: Navigator) {
        switch call {
        case 0: navigator.push(PostRoute(id: 1))
        case 1: navigator.pop()
        case 2: navigator.present(SettingsRoute())
        case 3: navigator.dismiss()
        case 4: navigator.navigate(to: ProfileRoute(user: "u"))
        default: navigator.presentAlert(SignOutRoute())
        }
    }
}
