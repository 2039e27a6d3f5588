import HomeInternal
import HomeUI
import ProfileInternal
import ProfileUI
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
struct AppTests {
    func makeModules(signedIn: Bool) -> [any FeatureModule] {
        [HomeFeatureModule(), ProfileFeatureModule(isSignedIn: { signedIn })]
    }

    @Test func everyRouteIsRegisteredAndRoundTripsItsURL() {
        expectValidRoutes(
            modules: makeModules(signedIn: false), root: HomeRoute(),
            requiringScreensFor: [HomeRoute.self, PostRoute.self, ProfileRoute.self, EditProfileRoute.self])
    }

    @Test func aColdLinkToAPostShowsItOverTheFeedInTheHomeTab() async {
        let navigator = Navigator(
            modules: makeModules(signedIn: false), root: HomeRoute(), schemes: ["myapp"])
        let outcome = await navigator.open("myapp://post/7?highlight=intro").outcome
        #expect(outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: home* profile
            home: home > post/7?highlight=intro
            profile: profile/me
            """)
    }

    @Test func aLinkOfTheFirstReleaseOpensThePostThroughItsAlias() async {
        let navigator = Navigator(
            modules: makeModules(signedIn: false), root: HomeRoute(), schemes: ["myapp"])
        #expect(await navigator.open("myapp://p/7?highlight=intro").outcome == .applied)
        #expect(navigator.state.activeStack.top.route.isEqual(to: PostRoute(id: 7, highlight: "intro")))
        #expect(navigator.outline.contains("home: home > post/7?highlight=intro"))
    }

    @Test func signedOutTheEditScreenRedirectsToSignIn() async {
        let navigator = Navigator(
            modules: makeModules(signedIn: false), root: HomeRoute(), schemes: ["myapp"])
        _ = await navigator.open("myapp://profile/me/edit").outcome
        #expect(navigator.outline.contains("cover: signin"), "\(navigator.outline)")
        #expect(navigator.pendingNavigation != nil)
    }

    @Test func onAnIPadAColdLinkShowsThePostBesideTheFeedAndANarrowWindowOverIt() async {
        let navigator = Navigator(
            modules: makeModules(signedIn: false), root: HomeRoute(), schemes: ["myapp"])
        let host = HeadlessHost(navigator: navigator)
        host.horizontalSizeClass = .regular
        #expect(await navigator.open("myapp://post/7").outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: home* profile
            home: home | post/7
            profile: profile/me
            """)
        #expect(host.splitColumns?.detail.map(\.route.pathRepresentation) == ["post/7"])

        host.horizontalSizeClass = .compact
        #expect(navigator.outline.contains("home: home > post/7\n"))
        #expect(host.splitColumns == nil)
    }

    @Test func aPostZoomsOutOfItsRowAndItsSharingSheetAndReportDialogRestore() async throws {
        let navigator = Navigator(
            modules: makeModules(signedIn: false), root: HomeRoute(), schemes: ["myapp"])
        let host = HeadlessHost(navigator: navigator)
        host.markZoomSource(for: PostRoute(id: 7))
        #expect(await navigator.push(PostRoute(id: 7), options: .zoom).outcome == .applied)
        #expect(host.lastTransition?.zoomSource == ZoomSourceID(PostRoute(id: 7)))

        #expect(await navigator.open("myapp://post/7/share").outcome == .applied)
        #expect(navigator.outline.contains("  sheet[medium* large]: post/7/share"), "\(navigator.outline)")
        #expect(await host.dragSheet(to: .large)?.outcome == .applied)
        #expect(await navigator.navigate(to: ReportPostRoute(id: 7)).outcome == .applied)
        #expect(navigator.outline.contains("  sheet[medium large*]: post/7/share\n    dialog: post/7/report"))

        let restored = Navigator(
            modules: makeModules(signedIn: false), root: HomeRoute(), schemes: ["myapp"])
        #expect(await restored.restore(from: try navigator.savedState()).isComplete)
        #expect(restored.outline == navigator.outline)
    }

    @Test func withTheSidebarAnIPadShowsEveryTabAndALinkSelectsOne() async {
        var configuration = NavigatorConfiguration()
        configuration.tabBarStyle = .sidebarAdaptable
        let navigator = Navigator(
            modules: makeModules(signedIn: false), root: HomeRoute(), schemes: ["myapp"],
            configuration: configuration)
        #expect(await navigator.open("myapp://profile/me").outcome == .applied)
        #expect(navigator.state.selectedTab == "profile")
        #expect(navigator.outline.hasPrefix("tabs: home profile*"), "\(navigator.outline)")
    }

    @Test func tappingTheAuthorPushesTheirProfile() {
        let navigator = RecordingNavigator()
        PostViewModel(author: "ann", navigator: navigator).authorTapped()
        #expect(navigator.calls == [.push(ProfileRoute(user: "ann"))])
    }

    @Test func aShortcutOpensThePostOverTheFeedThroughTheAppsNavigators() throws {
        // What the generated OpenPostIntent's perform() does; the manifest records the intent,
        // so the link baseline keeps it.
        let navigator = Navigator(
            modules: makeModules(signedIn: false), root: HomeRoute(), schemes: ["myapp"])
        #expect(
            navigator.registry.manifest.route(ofType: "PostRoute")?.intent
                == RouteManifest.Intent(name: "OpenPostIntent", title: "Open Post"))
        let directory = NavigatorDirectory()
        directory.add(navigator, for: "main")
        #expect(try directory.open(PostRoute(id: 7))?.currentOutcome == .applied)
        #expect(navigator.outline.contains("home: home > post/7"))
    }
}
