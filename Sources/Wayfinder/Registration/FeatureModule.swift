/// A feature's entry point: it registers the feature's screens, guards, tabs and alert-action
/// handlers with the navigator.
///
/// Only the app lists feature modules; features never import each other's modules.
///
/// ```swift
/// public struct HomeFeatureModule: FeatureModule {
///     public init() {}
///     public func register(in context: FeatureRegistrationContext) {
///         context.register(HomeRoute.self) { _ in HomeScreen() }
///         context.register(PostRoute.self) { route in PostScreen(id: route.id) }
///     }
/// }
/// ```
@MainActor
public protocol FeatureModule {
    /// A name for diagnostics and the manifest; defaults to the type's name.
    var name: String { get }

    /// Registers the feature's routes with the navigator.
    func register(in context: FeatureRegistrationContext)
}

extension FeatureModule {
    public var name: String { String(describing: Self.self) }
}
