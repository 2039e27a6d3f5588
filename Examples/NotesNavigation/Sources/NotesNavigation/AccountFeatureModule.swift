public import Wayfinder

/// The account feature: the account tab; editing the account, guarded (signed-in users only: the
/// others are redirected to the sign-in cover, and signing in resumes the edit); and the settings
/// sheet, which pushes its appearance page inside itself.
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
        context.register(SignInRoute.self) { [unowned navigator] _ in screens.signIn(navigator) }
        context.register(SettingsRoute.self) { [unowned navigator] _ in screens.settings(navigator) }
        context.register(AppearanceRoute.self) { [unowned navigator] _ in screens.appearance(navigator) }
        context.registerTab(
            TabSpec(
                id: "account", title: "Account", systemImage: "person.crop.circle", root: AccountRoute(),
                priority: 50))
    }
}
