import Foundation
import HomeUI
import Testing
import Wayfinder
import WayfinderTesting

@testable import wayfinder_demo

/// The links an outside team used to build states no in-app call builds (issue 15, part 1),
/// against the demo app, signed in on its home tab.
@MainActor
@Suite("Demo links follow the multi-route grammar")
struct DemoLinkGrammarTests {
    let account = DemoAccount()
    let navigator: Navigator

    init() {
        navigator = DemoApp.makeNavigator(account: account)
        navigator.configuration.unregisteredRouteBehavior = .report
        navigator.failureHandler = { _ in }
    }

    private func signedIn() async {
        #expect(await DemoApp.signIn(account: account, navigator: navigator) == .applied)
    }

    @Test(arguments: [
        ("myapp://home/post/1/profile/me", "route 3 ('profile/me') is a tab's root"),
        ("myapp://profile/me/signout/profile/me/signout", "route 1 ('profile/me/signout') is an alert"),
        ("myapp://settings/settings", "route 2 ('settings') opens a second modal"),
    ])
    func aLinkBreakingTheGrammarIsRejectedWholeNamingTheRoute(link: String, reason: String) async {
        await signedIn()
        let before = navigator.state
        let outcome = await navigator.open(link).outcome
        #expect(navigator.state == before)
        guard case .failed(let failure) = outcome else {
            Issue.record("\(link): \(outcome)")
            return
        }
        #expect(failure.description.contains(reason), "\(failure)")
    }

    @Test func anAlertLastShowsOverTheStackInsteadOfBeingPushed() async {
        await signedIn()
        #expect(await navigator.open("myapp://home/post/1/profile/me/signout").outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: home* profile search inbox
            home: home > post/1
              alert: profile/me/signout
            profile: profile/me
            search: search
            inbox: inbox
            """)
    }

    @Test func theSettingsLinkOpenedTwoHundredTimesShowsOneSheet() async {
        await signedIn()
        for _ in 0..<200 { navigator.open("myapp://settings") }
        #expect(await navigator.open("myapp://settings").outcome == .applied)
        #expect(navigator.state.baseStack.modalDepth == 1)
        #expect(navigator.outline.contains("home: home\n  sheet: settings\n"))
    }

    @Test func aLinkOfProfilesIsPushedOnTheHomeTabWhoseRootStaysHome() async {
        await signedIn()
        #expect(await navigator.open("myapp://profile/ann/profile/bob").outcome == .applied)
        #expect(navigator.outline.contains("home: home > profile/ann > profile/bob\n"))
        #expect(await navigator.userSelectedTab("home").outcome == .applied)
        #expect(navigator.outline.contains("home: home\n"))
    }

    @Test func aTwoHundredSegmentLinkIsRejected() async {
        await signedIn()
        let before = navigator.state
        let link = "myapp://home/" + Array(repeating: "post/1", count: 200).joined(separator: "/")
        #expect(
            await navigator.open(link).outcome
                == .failed(.unresolvableLink(url: link, reason: .tooManyRoutes(count: 201, limit: 128))))
        #expect(navigator.state == before)
    }
}
