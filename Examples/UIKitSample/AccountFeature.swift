import SampleRoutes
import UIKit
import Wayfinder
import WayfinderCore

/// The account feature: the account tab, editing (guarded: signed-in users only), the sign-in
/// cover, and the settings sheet with its appearance page.
struct AccountFeatureModule: FeatureModule {
    let account: Account

    func register(in context: FeatureRegistrationContext) {
        let navigator = context.navigator
        let account = account
        context.register(AccountRoute.self) { _ in
            ScreenViewController(
                title: "Account", navigator: navigator,
                actions: [
                    UIAction(title: "Edit account") { _ in navigator.push(EditAccountRoute()) },
                    UIAction(title: "Settings") { _ in navigator.navigate(to: SettingsRoute()) },
                    UIAction(title: "Sign out") { _ in account.isSignedIn = false },
                ])
        }
        // Signed out, the guard sends the navigation to sign-in and keeps it to resume.
        context.register(
            EditAccountRoute.self,
            canNavigate: { _, _ in account.isSignedIn ? .allow : .redirect(to: SignInRoute()) }
        ) { _ in
            ScreenViewController(
                title: "Edit account", message: "Only signed-in users get here.", navigator: navigator)
        }
        // A full-screen cover: the host gives its first screen a close button.
        context.register(SignInRoute.self) { _ in
            ScreenViewController(
                title: "Sign in", navigator: navigator,
                actions: [
                    UIAction(title: "Sign in") { _ in
                        account.isSignedIn = true
                        navigator.dismiss()
                        navigator.resumePendingNavigation()
                    }
                ])
        }
        // A sheet with a stack of its own: Appearance is pushed inside it.
        context.register(SettingsRoute.self) { _ in
            ScreenViewController(
                title: "Settings", navigator: navigator,
                actions: [
                    UIAction(title: "Appearance") { _ in navigator.push(AppearanceRoute()) },
                    UIAction(title: "Done") { _ in navigator.dismiss() },
                ])
        }
        context.register(AppearanceRoute.self) { _ in
            ScreenViewController(
                title: "Appearance", message: "Pushed inside the settings sheet.", navigator: navigator)
        }
        context.registerTab(
            TabSpec(id: "account", title: "Account", systemImage: "person.crop.circle", root: AccountRoute()))
    }
}
