public import WayfinderCore

/// What a ``FeatureModule`` registers its routes with.
///
/// The context is handed to ``FeatureModule/register(in:)`` while the navigator is created.
/// It gives the module the ``navigator`` (for coordinators that navigate) and records each
/// registration under the module's name.
@MainActor
public final class FeatureRegistrationContext {
    /// The navigator the module registers with.
    public unowned let navigator: Navigator
    /// The name of the module registering.
    public let moduleName: String
    let registry: RouteRegistry

    init(navigator: Navigator, moduleName: String, registry: RouteRegistry) {
        self.navigator = navigator
        self.moduleName = moduleName
        self.registry = registry
    }

    /// Registers the screen of a route.
    ///
    /// The builder's return type picks the adapter: a SwiftUI `View`, a `UIViewController`, or on
    /// other platforms any value a headless host can show.
    ///
    /// ```swift
    /// context.register(PostRoute.self) { route in PostScreen(id: route.id) }
    /// ```
    ///
    /// Registering a route twice is a ``RegistrationDiagnostic``; the first registration stays.
    public func register<R: Route, Screen>(
        _ route: R.Type, screen: @escaping @MainActor (R) -> Screen
    ) {
        registry.add(
            RouteRegistration(
                routeType: route, moduleName: moduleName,
                makeScreen: { route in screen(route as! R) }))
    }
}
