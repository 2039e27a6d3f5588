import AuthInternal
import AuthUI
import Foundation
import HomeUI
import ProfileUI
import SettingsUI
import Testing
import Wayfinder
import WayfinderTesting

@testable import wayfinder_demo

/// The demo app end to end on the headless host, through the composition root: a full tour and
/// each framework feature the demo shows.
@MainActor
@Suite("The demo app on the headless host")
struct DemoTourTests {
    let account = DemoAccount()
    let navigator: Navigator
    let host: HeadlessHost

    init() {
        navigator = DemoApp.makeNavigator(account: account)
        navigator.configuration.unregisteredRouteBehavior = .report
        navigator.failureHandler = { _ in }
        host = HeadlessHost(navigator: navigator)
    }

    static let signedInHome = """
        tabs: home* profile search inbox
        home: home
        profile: profile/me
        search: search
        inbox: inbox
        """

    @Test func theFeaturesRegisterEveryRouteWithoutDiagnosticsButTheTabThatLosesItsSlot() {
        #expect(navigator.diagnostics.map(\.description).count == 1)
        #expect(navigator.registry.overflowTabs.map(\.id) == ["activity"])
        #expect(navigator.tabs.map(\.id) == ["home", "profile", "search", "inbox"])
        #expect(navigator.actionTab?.id == "compose")
        let problems = validateRoutes(modules: DemoApp.modules(account: DemoAccount()), root: LoginRoute())
        #expect(problems.allSatisfy { "\($0)".contains("activity") }, "\(problems)")
    }

    @Test func aFullTour() async {
        // Signed out, on the sign-in screen.
        expectOutline(navigator, "stack: login")

        // Sign in: the tab bar installs with home selected.
        #expect(await DemoApp.signIn(account: account, navigator: navigator) == .applied)
        expectOutline(navigator, Self.signedInHome)

        // Browse: a post, then back.
        _ = await navigator.push(PostRoute(id: 7)).outcome
        expectOutline(
            navigator, Self.signedInHome.replacingOccurrences(of: "home: home", with: "home: home > post/7"))
        _ = await navigator.pop().outcome

        // A deep link that is the stack itself.
        #expect(await navigator.open("myapp://home/profile/user99/post/42").outcome == .applied)
        #expect(navigator.outline.contains("home: home > profile/user99 > post/42"))
        #expect(host.visibleEntries.count == 3)

        // Someone else's profile cannot be edited: nothing changes.
        let before = navigator.outline
        let denied = await navigator.open("myapp://profile/user99/edit").outcome
        #expect(
            denied == .denied(route: "profile/user99/edit", reason: "you can only edit your own profile"))
        #expect(navigator.outline == before)

        // Your own can: the profile tab is selected.
        #expect(await navigator.open("myapp://profile/me/edit").outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: home profile* search inbox
            home: home > profile/user99 > post/42
            profile: profile/me > profile/me/edit
            search: search
            inbox: inbox
            """)

        // Sign out through the alert's destructive button.
        _ = await navigator.open("myapp://profile/me/signout").outcome
        #expect(navigator.outline.contains("  alert: profile/me/signout"))
        #expect(navigator.alertContent(for: SignOutRoute())?.buttons.map(\.title) == ["Cancel", "Sign out"])
        _ = await navigator.userTappedAlertButton(at: 1).outcome
        // Signing out replaces the edit screen, whose leave guard is asked first (it lets go).
        let deadline = Date() + 10
        while navigator.outline != "stack: login" && Date() < deadline {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        expectOutline(navigator, "stack: login")
        #expect(account.user == nil)
    }

    @Test func signedOutTheGuardedEditRedirectsToSignInAndSigningInResumesIt() async {
        let outcome = await navigator.open("myapp://profile/me/edit").outcome
        #expect(outcome == .redirected(route: "profile/me/edit", to: SignInRoute()))
        expectOutline(
            navigator,
            """
            stack: login
              cover: signin
            """)
        #expect(await DemoApp.signIn(account: account, navigator: navigator) == .applied)
        expectOutline(
            navigator,
            """
            tabs: home profile* search inbox
            home: home
            profile: profile/me > profile/me/edit
            search: search
            inbox: inbox
            """)
    }

    @Test func leavingTheEditScreenWithUnsavedChangesAsksAndItsButtonsKeepOrDiscard() async throws {
        _ = await DemoApp.signIn(account: account, navigator: navigator)
        _ = await navigator.open("myapp://profile/me/edit").outcome
        #expect(await navigator.pop().outcome == .applied, "nothing typed: it goes without asking")
        _ = await navigator.push(EditProfileRoute(user: "me")).outcome
        account.profileDraft = "a new bio"

        let asked = await navigator.pop().outcome
        #expect(asked == .redirected(route: "profile/me/edit", to: DiscardProfileEditsRoute()))
        #expect(
            navigator.outline.contains(
                "profile: profile/me > profile/me/edit\n  alert: profile/me/edit/discard"))
        #expect(
            navigator.activeAlert.flatMap { host.screen(for: $0.id)?.alert?.title } == "Discard your changes?"
        )

        let alert = try #require(navigator.activeAlert)
        _ = await navigator.userTappedAlertButton(at: 0, of: alert.id).outcome  // Keep editing
        #expect(navigator.outline.contains("profile: profile/me > profile/me/edit\nsearch"))
        #expect(account.profileDraft == "a new bio")
        #expect(navigator.pendingNavigation == nil)

        _ = await navigator.pop().outcome
        let again = try #require(navigator.activeAlert)
        _ = await navigator.userTappedAlertButton(at: 1, of: again.id).outcome  // Discard
        #expect(navigator.outline.contains("profile: profile/me\nsearch"))
        #expect(account.profileDraft == nil)
    }

    @Test func theSettingsSheetPushesAndTheResetLinkCarriesItsToken() async {
        _ = await DemoApp.signIn(account: account, navigator: navigator)
        _ = await navigator.open("myapp://settings").outcome
        _ = await navigator.push(NotificationSettingsRoute()).outcome
        #expect(navigator.outline.contains("home: home\n  sheet: settings > settings/notifications"))
        _ = await navigator.dismiss().outcome
        _ = await navigator.open("myapp://reset-password?token=abc").outcome
        #expect(host.topScreen?.value(as: String.self) == "Reset password (token abc)")
    }

    @Test func aPostLinkOfTheEarlierReleaseOpensThePostThroughItsAlias() async {
        _ = await DemoApp.signIn(account: account, navigator: navigator)
        let links = LinkRecorder()
        navigator.addObserver(links)
        #expect(await navigator.open("myapp://posts/7").outcome == .applied)
        #expect(navigator.outline.contains("home: home > post/7"))
        #expect(host.topScreen?.value(as: String.self) == "Post #7")
        #expect(links.opened.map(\.aliases) == [["posts/:id"]])
        #expect(PostRoute(id: 7).url(scheme: "myapp").absoluteString == "myapp://post/7")
    }

    @Test func theInboxIsASplitThatKeepsItsMessageAcrossWidthsAndSelectsAnotherOnPush() async {
        _ = await DemoApp.signIn(account: account, navigator: navigator)
        #expect(await navigator.open("myapp://inbox/3").outcome == .applied)
        #expect(navigator.outline.contains("inbox: inbox > inbox/3"))
        #expect(host.splitColumns == nil)
        host.horizontalSizeClass = .regular
        #expect(navigator.outline.contains("inbox: inbox | inbox/3"))
        #expect(host.splitColumns?.detail.map(\.route.pathRepresentation) == ["inbox/3"])
        #expect(await navigator.push(MessageRoute(id: 4)).outcome == .applied)
        #expect(await navigator.push(PostRoute(id: 7)).outcome == .applied)
        #expect(navigator.outline.contains("inbox: inbox | inbox/4 > post/7"))
        host.horizontalSizeClass = .compact
        #expect(navigator.outline.contains("inbox: inbox > inbox/4 > post/7"))
        #expect(await navigator.pop().outcome == .applied)
        #expect(navigator.outline.contains("inbox: inbox > inbox/4"))
        #expect(host.topScreen?.value(as: String.self) == "Message #4")
    }

    @Test func everyLinkOfTheDemosBaselineStillOpens() {
        let baseline = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Links.json")
        #expect(expectLinksStillOpen(modules: DemoApp.modules(account: account), baseline: baseline).isEmpty)
    }

    @Test func theStatesTheDemoSavesRecordTheFingerprintOfItsCheckedInBaseline() throws {
        let file = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Links.json")
        let baseline = try LinkBaseline(decoding: Data(contentsOf: file))
        #expect(navigator.registry.linkFingerprint == baseline.fingerprint)
        let saved = try SavedNavigationState(decoding: navigator.savedState())
        #expect(saved.links == baseline.fingerprint)
    }

    @Test func theActionTabPresentsComposeAndUnknownTabsFail() async {
        _ = await DemoApp.signIn(account: account, navigator: navigator)
        _ = await navigator.switchTab(to: "compose").outcome
        #expect(navigator.outline.contains("home: home\n  sheet: compose"))
        let before = navigator.outline
        // `activity` is registered but gets no slot (the demo registers six tabs).
        #expect(await navigator.switchTab(to: "activity").outcome == .failed(.tabHasNoSlot("activity")))
        #expect(await navigator.switchTab(to: "nowhere").outcome == .failed(.unknownTab("nowhere")))
        #expect(navigator.outline == before)
    }

    @Test func onboardingIsACoverPostsFadeAndTheMealRouteIsInAppOnly() async {
        _ = await navigator.open("myapp://onboarding").outcome
        #expect(navigator.outline == "stack: login\n  cover: onboarding")
        #expect(navigator.transition(for: PostRoute(id: 1)) == .fade)
        #expect(MealDetailsRoute.routePattern == nil)
        #expect(await navigator.open("myapp://debug/menu").outcome != .applied)
        _ = await navigator.dismiss().outcome
        _ = await navigator.push(MealDetailsRoute(entry: FoodEntry(name: "Porridge", calories: 320))).outcome
        #expect(navigator.outline == "stack: login > MealDetailsRoute")
        #expect(host.topScreen?.value(as: String.self) == "Porridge, 320 kcal")
    }

    @Test func savingAndRestoringKeepsTheTabs() async throws {
        _ = await DemoApp.signIn(account: account, navigator: navigator)
        _ = await navigator.open("myapp://home/profile/user99/post/42").outcome
        let saved = try navigator.savedState()
        DemoApp.signOut(account: account, navigator: navigator)
        expectOutline(navigator, "stack: login")
        let report = await navigator.restore(from: saved)
        #expect(report.isComplete)
        #expect(navigator.outline.contains("home: home > profile/user99 > post/42"))
    }

    @Test func theThreeSignUpScreensShareOneModel() async throws {
        #expect(await navigator.open("myapp://signup").outcome == .applied)
        let model = try #require(navigator.flowModel(SignUpModel.self))
        #expect(model.number == 1)
        _ = await navigator.push(SignUpNameRoute()).outcome
        #expect(navigator.flowModel(SignUpModel.self) === model)
        _ = await navigator.push(SignUpPasswordRoute()).outcome
        #expect(navigator.flowModel(SignUpModel.self) === model)
        expectOutline(
            navigator,
            """
            stack: login
              sheet: signup > signup/name > signup/password
            """)
        #expect(
            host.visibleEntries.compactMap { host.screen(for: $0.id)?.value(as: String.self) } == [
                "Sign in", "Sign up: email (sign-up #1)", "Sign up: name (sign-up #1)",
                "Sign up: password (sign-up #1)",
            ])
    }

    @Test func dismissingTheSignUpReleasesItsModelAndTheNextSignUpGetsANewOne() async {
        _ = await navigator.open("myapp://signup").outcome
        _ = await navigator.push(SignUpNameRoute()).outcome
        weak let first = navigator.flowModel(SignUpModel.self)
        #expect(first?.number == 1)
        _ = await navigator.dismiss().outcome
        expectOutline(navigator, "stack: login")
        #expect(first == nil)
        #expect(navigator.flowModel(SignUpModel.self) == nil)
        _ = await navigator.open("myapp://signup").outcome
        #expect(host.topScreen?.value(as: String.self) == "Sign up: email (sign-up #2)")
    }

    @Test func anOutsideLinkStartsASignUpAtItsFirstStepOnly() async {
        for link in ["myapp://signup/name", "myapp://signup/password"] {
            #expect(await navigator.open(link).outcome != .applied, "\(link)")
            expectOutline(navigator, "stack: login")
        }
        #expect(await navigator.open("myapp://signup").outcome == .applied)
        expectOutline(navigator, "stack: login\n  sheet: signup")
    }

    @Test func theReporterCountsATabSwitchAndARevealingDismissalButNotTheScreensUnderALink() async {
        _ = await DemoApp.signIn(account: account, navigator: navigator)
        var views: [String] = []
        let reporter = ScreenViewReporter { views.append($0) }
        navigator.addObserver(reporter)
        #expect(views == ["screen_view screen=home"])

        // A link that builds three screens reports the last one only.
        _ = await navigator.open("myapp://home/profile/user99/post/42").outcome
        #expect(host.visibleEntries.count == 3)
        #expect(views.last == "screen_view screen=post/42")

        // A tab switch shows the other tab's top.
        _ = await navigator.switchTab(to: "search").outcome

        // A sheet hides the search screen; dismissing it reveals the search screen again.
        _ = await navigator.open("myapp://settings").outcome
        _ = await navigator.dismiss().outcome
        #expect(navigator.outline.contains("search: search\ninbox"))
        #expect(
            views == [
                "screen_view screen=home", "screen_view screen=post/42", "screen_view screen=search",
                "screen_view screen=settings", "screen_view screen=search",
            ])
        navigator.removeObserver(reporter)
    }
}

/// The links a navigator opened, as their events.
@MainActor
private final class LinkRecorder: NavigationObserver {
    private(set) var opened: [NavigationEvent] = []

    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {
        if event.kind == .deepLinkOpened { opened.append(event) }
    }
}
