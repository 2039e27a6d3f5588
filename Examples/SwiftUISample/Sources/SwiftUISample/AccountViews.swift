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
                    .accessibilityIdentifier(SampleAccessibilityID.editAccountButton)
                Button("Settings", systemImage: "gear") { navigator.navigate(to: SettingsRoute()) }
                    .accessibilityIdentifier(SampleAccessibilityID.settingsButton)
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
                .accessibilityIdentifier(SampleAccessibilityID.signInButton)
                .navigationTitle("Sign in")
        }
    }

    /// Editing the account's name, for signed-in users. Its leave guard (in NotesNavigation) asks
    /// "Discard your changes?" before an unsaved name goes, so the host draws its own Back
    /// button here and the back swipe is off.
    struct EditAccountScreen: View {
        @Environment(Navigator.self) private var navigator
        let draft: AccountDraft

        var body: some View {
            List {
                TextField("Name", text: name)
                    .accessibilityIdentifier(SampleAccessibilityID.nameField)
                Button("Save") {
                    draft.save()
                    navigator.pop()
                }
                .accessibilityIdentifier(SampleAccessibilityID.saveAccountButton)
            }
            .navigationTitle("Edit account")
        }

        /// The field's binding to the draft, which the leave guard reads.
        private var name: Binding<String> {
            Binding(get: { @MainActor in draft.name }, set: { @MainActor in draft.name = $0 })
        }
    }

    /// The settings sheet; its appearance page is pushed onto the sheet's own stack.
    struct SettingsScreen: View {
        @Environment(Navigator.self) private var navigator

        var body: some View {
            List {
                Button("Appearance") { navigator.push(AppearanceRoute()) }
                    .accessibilityIdentifier(SampleAccessibilityID.appearanceButton)
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { navigator.dismiss() }
                        .accessibilityIdentifier(SampleAccessibilityID.settingsDoneButton)
                }
            }
        }
    }
#endif
