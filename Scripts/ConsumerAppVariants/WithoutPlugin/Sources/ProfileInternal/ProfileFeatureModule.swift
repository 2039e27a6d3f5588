import ProfileUI
public import Wayfinder

/// What the profile screens and guards need from the app.
///
/// Public because it is the module's `RouteScreenModule.Dependencies`; its members are not.
public struct ProfileDependencies: Sendable {
    let isSignedIn: @MainActor @Sendable () -> Bool
}

/// The Profile feature: profiles, the guarded edit screen, sign-in and the profile tab.
///
/// Registered by hand: what RouteRegistrarPlugin generates for this target, written out.
public struct ProfileFeatureModule: RouteScreenModule {
    let dependencies: ProfileDependencies

    /// Creates the module.
    ///
    /// - Parameter isSignedIn: Whether a user is signed in.
    public init(isSignedIn: @escaping @MainActor @Sendable () -> Bool) {
        dependencies = ProfileDependencies(isSignedIn: isSignedIn)
    }

    /// The dependencies the app passed in.
    public func makeDependencies(in context: FeatureRegistrationContext) -> ProfileDependencies {
        dependencies
    }

    /// Registers the profile screens, then the tab.
    public func register(in context: FeatureRegistrationContext) {
        let dependencies = makeDependencies(in: context)
        context.register(EditProfileScreen.self, dependencies: dependencies)
        context.register(ProfileScreen.self)
        context.register(SignInScreen.self)
        configure(in: context)
    }

    /// Registers the profile tab.
    public func configure(in context: FeatureRegistrationContext) {
        context.registerTab(
            TabSpec(
                id: "profile", title: "Profile", systemImage: "person", root: ProfileRoute(user: "me"),
                priority: 90))
    }
}
