import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("Tabs, alerts and transitions")
struct TabTests {
    @Test func theAppStartsAsOneStackAndTabsInstallWhenNavigationEntersTabContent() {
        let app = TabbedApp()
        #expect(app.outline == "stack: signin")
        app.navigator.open("myapp://article/42")
        #expect(
            app.outline
                == "tabs: feed* account search\nfeed: feed > article/42\naccount: account/me\nsearch: search")
        #expect(app.recorder.events.map(\.kind) == [.deepLinkOpened, .tabsInstalled, .tabSelected, .pushed])
        #expect(app.recorder.lines[1] == "event=tabsInstalled tab=feed,account,search source=deepLink")
    }

    @Test func anAppStartingOnATabRootLaunchesWithItsTabBarAndALinkEntersThatTab() {
        let navigator = Navigator(
            modules: [AuthFeature(), FeedFeature(session: Session(), log: GuardLog()), SearchFeature()],
            root: FeedRoute(), schemes: ["myapp"])
        #expect(navigator.outline == "tabs: feed* search\nfeed: feed\nsearch: search")
        navigator.open("myapp://feed/article/3")
        #expect(navigator.outline == "tabs: feed* search\nfeed: feed > article/3\nsearch: search")
        navigator.navigate(to: ArticleRoute(id: 4))
        #expect(navigator.outline == "tabs: feed* search\nfeed: feed > article/4\nsearch: search")
    }

    @Test func aDeepLinkSelectsTheTabItsParentChainBelongsTo() {
        let app = TabbedApp()
        app.navigator.open("myapp://article/1")
        app.navigator.open("myapp://account/me/edit")  // guarded: redirects, session is empty
        app.session.user = "me"
        app.navigator.setRoot(FeedRoute())
        app.navigator.navigate(to: AccountRoute(user: "me"))
        #expect(app.navigator.state.selectedTab == "account")
        #expect(app.navigator.owningTab(of: ArticleRoute(id: 3)) == "feed")
        #expect(app.navigator.owningTab(of: EditAccountRoute(user: "me")) == "account")
        #expect(app.navigator.owningTab(of: EditAccountRoute(user: "else")) == nil)
    }

    @Test func navigatingToAnotherTabDismissesTheModalsOfTheCurrentOne() {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        app.navigator.navigate(to: ComposeRoute())
        #expect(
            app.outline
                == "tabs: feed* account search\nfeed: feed\n  sheet: compose\naccount: account/me\nsearch: search"
        )
        app.navigator.open("myapp://search")
        #expect(app.outline == "tabs: feed account search*\nfeed: feed\naccount: account/me\nsearch: search")
    }

    @Test func sevenTabsKeepTheFiveOfHighestPriorityAndReportTheRest() {
        struct ManyTabs: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                for (index, priority) in [10, 50, 50, 5, 70, 1, 50].enumerated() {
                    context.register(NumberedTabRoute.self) { _ in "tab" }
                    context.registerTab(
                        TabSpec(
                            id: TabID("t\(index)"), title: "T\(index)", systemImage: "circle",
                            root: NumberedTabRoute(number: index), priority: priority))
                }
            }
        }
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        // t3 gets no slot, so the app launches as its single stack and the tabs install on the
        // first switch, which reports the tabs left out.
        let navigator = Navigator(
            modules: [ManyTabs()], root: NumberedTabRoute(number: 3), configuration: configuration)
        let recorder = EventRecorder()
        navigator.addObserver(recorder)
        #expect(navigator.tabs.map(\.id) == ["t4", "t1", "t2", "t6", "t0"])
        let overflow = navigator.diagnostics.filter {
            if case .tabOverflow = $0 { return true }
            return false
        }
        #expect(overflow == [.tabOverflow("t3", priority: 5), .tabOverflow("t5", priority: 1)])
        navigator.switchTab(to: "t1")
        #expect(navigator.outline.hasPrefix("tabs: t4 t1* t2 t6 t0\n"))
        #expect(
            recorder.lines.filter { $0.hasPrefix("event=tabOverflow") } == [
                "event=tabOverflow tab=t3 source=app reason=\"priority 5 gets no slot; at most 5 tabs show\"",
                "event=tabOverflow tab=t5 source=app reason=\"priority 1 gets no slot; at most 5 tabs show\"",
            ])
    }

    @Test func switchTabDismissesModalsOnBothTabsAndPopsTheTarget() {
        let app = TabbedApp()
        app.navigator.open("myapp://search")
        app.navigator.present(ComposeRoute())
        app.navigator.open("myapp://feed/article/1")
        app.navigator.present(ComposeRoute())
        app.navigator.userSelectedTab("search")
        app.navigator.switchTab(to: "feed")
        #expect(app.outline == "tabs: feed* account search\nfeed: feed\naccount: account/me\nsearch: search")
    }

    @Test func anUnknownTabIsAFailureNotACrash() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        let before = app.navigator.state
        #expect(await app.navigator.switchTab(to: "nope").outcome == .failed(.unknownTab("nope")))
        #expect(await app.navigator.userSelectedTab("nope").outcome == .failed(.unknownTab("nope")))
        #expect(app.navigator.state == before)
    }

    @Test func tappingAnotherTabKeepsItsStackAndTappingTheSelectedTabPopsToRoot() {
        let app = TabbedApp()
        app.navigator.open("myapp://feed/article/1/article/2")
        app.navigator.userSelectedTab("search")
        app.navigator.userSelectedTab("feed")
        #expect(app.outline.contains("feed: feed > article/1 > article/2"))
        app.navigator.userSelectedTab("feed")
        #expect(app.outline.contains("feed: feed\n"))
        #expect(app.recorder.events.last?.source == .user)
    }

    @Test func switchTabBeforeTabsExistInstallsThem() {
        let app = TabbedApp()
        app.navigator.switchTab(to: "search")
        #expect(app.outline == "tabs: feed account search*\nfeed: feed\naccount: account/me\nsearch: search")
    }

    @Test func addingATabAtRuntimeKeepsTheOtherStacks() {
        let app = TabbedApp()
        app.navigator.open("myapp://feed/article/1")
        app.navigator.addTab(
            TabSpec(id: "pro", title: "Pro", systemImage: "star", root: SearchRoute(), priority: 85))
        #expect(
            app.outline
                == "tabs: feed* account pro search\nfeed: feed > article/1\naccount: account/me\npro: search\nsearch: search"
        )
        #expect(app.recorder.events.last?.kind == .tabsAdded)
        #expect(app.recorder.events.last?.tabs == ["pro"])
    }

    @Test func twoTabChangesQueuedBehindATransitionBothTakeEffect() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed/article/1")
        app.navigator.transitionDidStart()
        let first = app.navigator.addTab(
            TabSpec(id: "pro", title: "Pro", systemImage: "star", root: SearchRoute(), priority: 85))
        let second = app.navigator.removeTab("account")
        app.navigator.transitionDidEnd()
        #expect(await first.outcome == .applied)
        #expect(await second.outcome == .applied)
        #expect(app.navigator.tabs.map(\.id) == ["feed", "pro", "search"])
        #expect(app.outline == "tabs: feed* pro search\nfeed: feed > article/1\npro: search\nsearch: search")
    }

    @Test func aTabWhoseRootIsNotRegisteredIsRefusedAndTheTabBarStaysAsItWas() {
        let app = TabbedApp()
        app.navigator.open("myapp://feed/article/1")
        let before = (app.outline, app.navigator.tabs.map(\.id))
        let added = app.navigator.addTab(
            TabSpec(id: "admin", title: "Admin", systemImage: "lock", root: AdminRoute()))
        #expect(added.currentOutcome == .failed(.unregisteredRoute("AdminRoute")))
        #expect(app.outline == before.0)
        #expect(app.navigator.tabs.map(\.id) == before.1)
    }

    @Test func removingTheSelectedTabWhileItPresentsASheetFallsBackToTheFirstTab() {
        let app = TabbedApp()
        app.navigator.open("myapp://feed/article/1")
        app.navigator.switchTab(to: "search")
        app.navigator.present(ComposeRoute())
        let builds = app.host.buildCount
        app.navigator.removeTab("search")
        #expect(app.outline == "tabs: feed* account\nfeed: feed > article/1\naccount: account/me")
        #expect(app.host.screens[app.navigator.state.activeStack.top.id] != nil)
        #expect(app.host.buildCount == builds)  // feed's screens were kept, not rebuilt
        let changes = app.recorder.events.suffix(2).map(\.logLine)
        #expect(
            changes == [
                "event=tabsRemoved tab=search source=app",
                "event=tabSelected tab=feed source=app",
            ])
    }

    @Test func anActionTabTakesTheLastSlotRunsItsActionAndIsNeverSelected() {
        struct Store: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                context.registerActionTab(
                    ActionTabSpec(id: "store", title: "Store", systemImage: "bag") { navigator in
                        navigator.present(ComposeRoute())
                    })
            }
        }
        let app = TabbedApp(extraModules: [Store()])
        app.navigator.open("myapp://feed")
        app.navigator.userSelectedTab("store")
        #expect(app.navigator.state.selectedTab == "feed")
        #expect(app.outline.contains("feed: feed\n  sheet: compose"))
        #expect(app.navigator.actionTab?.id == "store")
    }

    @Test func theActionTabShrinksTheSlotsToFour() {
        struct Store: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                context.registerActionTab(
                    ActionTabSpec(id: "store", title: "Store", systemImage: "bag") { _ in })
                for index in 0..<2 {
                    context.registerTab(
                        TabSpec(
                            id: TabID("extra\(index)"), title: "E", systemImage: "e", root: SearchRoute(),
                            priority: 1))
                }
            }
        }
        let app = TabbedApp(extraModules: [Store()])
        #expect(app.navigator.tabs.map(\.id) == ["feed", "account", "search", "extra0"])
        #expect(app.navigator.diagnostics.contains(.tabOverflow("extra1", priority: 1)))
    }

    @Test func setRootToAPreTabRouteRemovesTheTabBar() {
        let app = TabbedApp()
        app.navigator.open("myapp://feed/article/1")
        app.navigator.setRoot(SignInRoute())
        #expect(app.outline == "stack: signin")
        app.navigator.setRoot(FeedRoute())
        #expect(app.outline == "tabs: feed* account search\nfeed: feed\naccount: account/me\nsearch: search")
    }

    @Test func anAlertRouteOpensByDeepLinkAndItsButtonsReceiveTheNavigator() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        app.navigator.open("myapp://account/me/signout")
        #expect(app.outline.contains("feed: feed\n  alert: account/me/signout"))
        let content = app.navigator.activeAlert.flatMap { app.navigator.alertContent(for: $0.route) }
        #expect(content?.title == "Sign out?")
        #expect(content?.buttons.map(\.role) == [.cancel, .destructive])
        #expect(await app.navigator.userTappedAlertButton(at: 1).outcome == .applied)
        #expect(app.outline == "stack: signin")
    }

    @Test func anAlertButtonTappedDuringATransitionRunsItsActionWhenTheTapApplies() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        app.navigator.open("myapp://account/me/signout")
        let reporter = TransitionReporter(navigator: app.navigator)
        let animation = reporter.began(.present)  // the alert is still animating in
        let tap = app.navigator.userTappedAlertButton(at: 1)
        #expect(app.navigator.queuedNavigationCount == 1)
        reporter.completed(animation)
        #expect(await tap.outcome == .applied)
        #expect(app.outline == "stack: signin")  // the button's action ran
    }

    @Test func aCancelButtonOnlyDismissesAndAStaleButtonPressChangesNothing() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        app.navigator.presentAlert(SignOutAlertRoute())
        app.navigator.userTappedAlertButton(at: 0)
        #expect(app.outline.contains("feed: feed\naccount"))
        let before = app.navigator.state
        #expect(!(await app.navigator.userTappedAlertButton(at: 0).outcome.isApplied))
        #expect(app.navigator.state == before)
    }

    @Test func transitionsAreKeptInTheRegistryForTheAdapters() {
        let app = TabbedApp()
        #expect(app.navigator.transition(for: ArticleRoute(id: 1)) == .fade)
        #expect(app.navigator.transition(for: ComposeRoute()) == .slideUp)
        #expect(app.navigator.transition(for: FeedRoute()) == nil)
        #expect(app.navigator.registry.registration(for: VaultRoute.self)?.hasGuard == true)
    }
}

@Route("numbered/:number")
struct NumberedTabRoute {
    let number: Int
}
