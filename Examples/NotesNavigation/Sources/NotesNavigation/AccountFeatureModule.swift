public import Wayfinder

extension AlertAction {
    /// The discard confirmation's destructive button: drop the typed name and leave the edit.
    public static let discardAccountChanges: AlertAction = "discard-account-changes"
    /// The discard confirmation's cancel button: stay on the edit screen.
    public static let keepEditingAccount: AlertAction = "keep-editing-account"
}

/// The account feature: the account tab; editing the account, guarded (signed-in users only: the
/// others are redirected to the sign-in cover, and signing in resumes the edit) and with a leave
/// guard (an unsaved name asks "Discard your changes?" before the screen goes, and the back swipe
/// is off); and the settings sheet, which pushes its appearance page inside itself.
public struct AccountFeatureModule<Screen>: FeatureModule {
    /// Whether the user is signed in; the guard reads it.
    public let session: Session
    /// What the app shows for each route.
    public let screens: AccountScreens<Screen>

    /// Creates the feature with the session its guard checks and the app's screens.
    public init(session: Session, screens: AccountScreens<Screen>) {
        self.session = session
        self.screens = screens
    }

    public func register(in context: FeatureRegistrationContext) {
        let screens = screens
        let session = session
        let navigator = context.navigator
        context.register(AccountRoute.self) { [unowned navigator] _ in screens.account(navigator) }
        context.register(
            EditAccountRoute.self,
            canNavigate: { _, _ in session.isSignedIn ? .allow : .redirect(to: SignInRoute()) }
        ) { [unowned navigator] _ in screens.editAccount(navigator) }
        // Any navigation that would remove the edit screen (its back button, a link, a tab's
        // reset) asks first while the name is unsaved. The guard makes the adapters draw their
        // own back button and turn the back swipe off on this screen.
        let draft = session.accountDraft
        context.registerLeaveGuard(for: EditAccountRoute.self) { _, _ in
            draft.hasUnsavedChanges ? .ask(DiscardAccountChangesRoute()) : .leave
        }
        context.register(DiscardAccountChangesRoute.self) { _ in
            AlertContent(
                title: "Discard your changes?", message: "Your new name is not saved.",
                buttons: [
                    AlertButton("Keep editing", role: .cancel, action: .keepEditingAccount),
                    AlertButton("Discard", role: .destructive, action: .discardAccountChanges),
                ])
        }
        // "Discard" drops the name and lets the waiting navigation go on (the guard is not asked
        // again); "Keep editing" drops the navigation, and the edit screen stays.
        context.handleAlertActions(of: DiscardAccountChangesRoute.self) { action, _, navigator in
            if action == .discardAccountChanges {
                draft.discard()
                navigator.resumePendingNavigation()
            } else {
                navigator.discardPendingNavigation()
            }
        }
        context.register(SignInRoute.self) { [unowned navigator] _ in screens.signIn(navigator) }
        context.register(SettingsRoute.self) { [unowned navigator] _ in screens.settings(navigator) }
        context.register(AppearanceRoute.self) { [unowned navigator] _ in screens.appearance(navigator) }
        context.registerTab(
            TabSpec(
                id: "account", title: "Account", systemImage: "person.crop.circle", root: AccountRoute(),
                priority: 50))
    }
}
