import Foundation
import Testing
import Wayfinder
import WayfinderCore

// An outside link whose guard redirects to a route no outside link may open: a sign-in screen
// declared without a pattern, or one that opts out of outside links. The redirect's target is
// chosen by the app's guard, not by the link, so it is shown (Docs/Decisions/redirect-reachability.md).

/// The screen an outside link asks for: it has a URL, and its guard wants a signed-in user.
@Route("vouchers/:code")
private struct VoucherRoute {
    let code: String
}

/// Signing in, in-app only: declared without a pattern, it has no URL at all.
@Route
private struct InAppSignInRoute {
    var preferredPresentation: Presentation { .fullScreenCover }
}

/// Signing in with a URL that refuses outside links.
@Route("signin/private", externallyReachable: false)
private struct PrivateSignInRoute {
    var preferredPresentation: Presentation { .fullScreenCover }
}

@MainActor
private final class VoucherSession {
    var isSignedIn = false
    var signIn: any Route = InAppSignInRoute()
}

private struct VoucherFeature: FeatureModule {
    let session: VoucherSession

    func register(in context: FeatureRegistrationContext) {
        context.register(HomeRoute.self) { _ in "home" }
        context.register(
            VoucherRoute.self,
            canNavigate: { [session] _, _ in session.isSignedIn ? .allow : .redirect(to: session.signIn) }
        ) { route in "voucher \(route.code)" }
        context.register(InAppSignInRoute.self) { _ in "sign in" }
        context.register(PrivateSignInRoute.self) { _ in "sign in" }
    }
}

@MainActor
@Suite("Redirects from outside links to routes outside links cannot open")
struct RedirectReachabilityTests {
    private func makeNavigator(_ session: VoucherSession) -> Navigator {
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        return Navigator(
            modules: [VoucherFeature(session: session)], root: HomeRoute(), schemes: ["myapp"],
            configuration: configuration)
    }

    @Test func aLinksGuardMayRedirectToAnInAppOnlyRouteAndTheLinkResumesAfterIt() async {
        let session = VoucherSession()
        let navigator = makeNavigator(session)
        let recorder = EventRecorder()
        navigator.addObserver(recorder)

        let outcome = await navigator.open("myapp://vouchers/SPRING").outcome
        #expect(outcome == .redirected(route: "vouchers/SPRING", to: InAppSignInRoute()))
        #expect(navigator.outline == "stack: home\n  cover: InAppSignInRoute")
        #expect(navigator.pendingNavigation?.source == .deepLink)
        #expect(recorder.events.contains { $0.kind == .presented && $0.source == .deepLink })
        #expect(!recorder.events.contains { $0.kind == .deepLinkRejected })

        session.isSignedIn = true
        navigator.dismiss()
        let resumed = navigator.resumePendingNavigation()
        #expect(await resumed?.outcome == .applied)
        #expect(navigator.outline == "stack: home > vouchers/SPRING")
    }

    @Test func aLinksGuardMayRedirectToARouteThatRefusesOutsideLinks() async {
        let session = VoucherSession()
        session.signIn = PrivateSignInRoute()
        let navigator = makeNavigator(session)

        let outcome = await navigator.open("myapp://vouchers/SPRING").outcome
        #expect(outcome == .redirected(route: "vouchers/SPRING", to: PrivateSignInRoute()))
        #expect(navigator.outline == "stack: home\n  cover: signin/private")
    }

    @Test func theSameRouteNamedByTheLinkItselfIsStillRefused() async {
        let navigator = makeNavigator(VoucherSession())
        let outcome = await navigator.open("myapp://signin/private").outcome
        guard case .failed(.unresolvableLink(let url, _)) = outcome else {
            Issue.record("expected the link to be refused, got \(outcome)")
            return
        }
        #expect(url == "myapp://signin/private")
        #expect(navigator.outline == "stack: home")
    }
}
