#if canImport(SwiftUI)
    import NotesNavigation
    import SwiftUI
    import Wayfinder

    /// The account screen, the root of the account tab.
    struct AccountScreen: View {
        @Environment(Navigator.self) private var navigator
        let session: Session

        var body: some View {
            List {
                Text(session.isSignedIn ? "Signed in" : "Signed out")
                Button("Edit account") { navigator.push(EditAccountRoute()) }
                Button("Settings", systemImage: "gear") { navigator.navigate(to: SettingsRoute()) }
                if session.isSignedIn {
                    Button("Sign out") { session.signOut() }
                } else {
                    Button("Sign in") { navigator.navigate(to: SignInRoute()) }
                }
            }
            .navigationTitle("Account")
        }
    }

    /// The sign-in cover. Its close button comes from the adapter; signing in resumes the
    /// navigation the guard redirected away from.
    struct SignInScreen: View {
        @Environment(Navigator.self) private var navigator
        let session: Session

        var body: some View {
            Button("Sign in") { session.signIn(navigator: navigator) }
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
#endif
