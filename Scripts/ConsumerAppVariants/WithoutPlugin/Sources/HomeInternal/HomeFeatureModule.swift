import HomeUI
public import Wayfinder

/// The Home feature: the feed and posts, and the home tab.
///
/// Registered by hand: what RouteRegistrarPlugin generates for this target, written out.
public struct HomeFeatureModule: FeatureModule {
    /// Creates the module.
    public init() {}

    /// Registers the home screens and the home tab.
    public func register(in context: FeatureRegistrationContext) {
        context.register(HomeScreen.self)
        context.register(PostScreen.self)
        context.register(SharePostScreen.self)
        context.register(ReportPostScreen.self)
        context.registerTab(
            TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute(), priority: 100))
    }
}
