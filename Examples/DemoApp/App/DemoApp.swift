import AuthInternal
import AuthUI
import HomeInternal
import ProfileInternal
import SettingsInternal
import Wayfinder

/// Who is signed in; the app owns it and hands the features what they need of it.
@MainActor
final class DemoAccount {
    /// The signed-in user's handle, nil when signed out.
    var user: String?
    /// How many sign-ups have started; numbers each sign-up's model.
    var signUpsStarted = 0
    /// What was typed into the edit-profile screen and not saved, if anything.
    var profileDraft: String?
}

/// The composition root: the only place the demo's features are listed.
@MainActor
enum DemoApp {
    /// The link scheme and the universal-link host the demo accepts.
    static let schemes: Set<String> = ["myapp"]
    static let hosts: Set<String> = ["wayfinder.example"]

    /// Every feature of the app.
    static func modules(account: DemoAccount) -> [any FeatureModule] {
        [
            AuthFeatureModule(nextSignUpNumber: {
                account.signUpsStarted += 1
                return account.signUpsStarted
            }),
            HomeFeatureModule(),
            ProfileFeatureModule(
                currentUser: { account.user },
                signOut: { navigator in signOut(account: account, navigator: navigator) },
                hasUnsavedEdits: { account.profileDraft != nil },
                discardEdits: { account.profileDraft = nil }),
            SettingsFeatureModule(),
        ]
    }

    /// The app's navigator, starting signed out on the sign-in screen.
    static func makeNavigator(account: DemoAccount) -> Navigator {
        Navigator(modules: modules(account: account), root: LoginRoute(), schemes: schemes, hosts: hosts)
    }

    /// Signs in: the sign-in cover goes away and the navigation a guard redirected to sign-in
    /// resumes; without one, the app shows the home tab.
    static func signIn(account: DemoAccount, navigator: Navigator) async -> NavigationOutcome {
        account.user = "me"
        if navigator.state.allEntries.contains(where: { $0.route is SignInRoute }) {
            _ = await navigator.dismiss().outcome
        }
        if let resumed = navigator.resumePendingNavigation() {
            return await resumed.outcome
        }
        if navigator.state.tabBar == nil {
            return await navigator.switchTab(to: "home").outcome
        }
        return .applied
    }

    /// Signs out: back to the sign-in screen as a single stack.
    @discardableResult
    static func signOut(account: DemoAccount, navigator: Navigator) -> NavigationRequest {
        account.user = nil
        navigator.discardPendingNavigation()
        return navigator.setRoot(LoginRoute())
    }
}
