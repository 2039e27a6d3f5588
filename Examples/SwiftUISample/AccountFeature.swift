import Observation
import SampleRoutes
import SwiftUI
import Wayfinder
import WayfinderCore

/// Whether the user is signed in; the account feature's guard and sign-in screen share it.
@MainActor @Observable
final class Session {
    /// True once the user signed in.
    var isSignedIn = false
}

/// The account feature: the account tab, editing the account (guarded: signed-in users only,
/// the others are sent to the sign-in cover), signing in, and the settings sheet, which pushes
/// its appearance page inside itself.
struct AccountFeatureModule: FeatureModule {
    private let session = Session()

    func register(in context: FeatureRegistrationContext) {
        context.register(AccountRoute.self) { [session] _ in AccountScreen(session: session) }
        context.register(
            EditAccountRoute.self,
            canNavigate: { [session] _, _ in session.isSignedIn ? .allow : .redirect(to: SignInRoute()) }
        ) { _ in Text("Edit your account").navigationTitle("Edit account") }
        context.register(SignInRoute.self) { [session] _ in SignInScreen(session: session) }
        context.register(SettingsRoute.self) { _ in SettingsScreen() }
        context.register(AppearanceRoute.self) { _ in Text("Light or dark").navigationTitle("Appearance") }
        context.registerTab(
            TabSpec(id: "account", title: "Account", systemImage: "person.crop.circle", root: AccountRoute()))
    }
}

/// The account screen, the root of the account tab.
struct AccountScreen: View {
    @Environment(Navigator.self) private var navigator
    let session: Session

    var body: some View {
        List {
            Text(session.isSignedIn ? "Signed in" : "Signed out")
            Button("Edit account") { navigator.push(EditAccountRoute()) }
            Button("Settings", systemImage: "gear") { navigator.navigate(to: SettingsRoute()) }
        }
        .navigationTitle("Account")
    }
}

/// The sign-in cover. Its close button comes from the adapter; signing in resumes the navigation
/// the guard redirected away from.
struct SignInScreen: View {
    @Environment(Navigator.self) private var navigator
    let session: Session

    var body: some View {
        Button("Sign in") {
            session.isSignedIn = true
            navigator.dismiss()
            navigator.resumePendingNavigation()
        }
        .navigationTitle("Sign in")
    }
}

/// The settings sheet; its appearance page is pushed onto the sheet's own stack.
struct SettingsScreen: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        List {
            Button("Appearance") { navigator.push(AppearanceRoute()) }
        }
        .navigationTitle("Settings")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { navigator.dismiss() }
            }
        }
    }
}
