/// A feature module whose ``FeatureModule/register(in:)`` the `RouteRegistrarPlugin` generates
/// from the ``RouteScreen``s of its target.
///
/// Declare the module as a `FeatureModule` (the generated file adds this conformance) or as a
/// `RouteScreenModule`, and write only what is not a screen:
///
/// ```swift
/// public struct ProfileFeatureModule: RouteScreenModule {
///     let account: Account
///     public init(account: Account) { self.account = account }
///
///     public func makeDependencies(in context: FeatureRegistrationContext) -> Account { account }
///
///     public func configure(in context: FeatureRegistrationContext) {
///         context.registerTab(TabSpec(id: "profile", title: "Profile", systemImage: "person", root: ProfileRoute()))
///     }
/// }
/// ```
///
/// The generated `register(in:)` calls ``makeDependencies(in:)`` once when a screen takes
/// dependencies, registers every screen with ``FeatureRegistrationContext/register(_:dependencies:)-7ajzy``
/// (or ``FeatureRegistrationContext/register(_:)-4f6kd`` for a screen that takes `Void`), then calls
/// ``configure(in:)``. Both have defaults: no dependencies (`Void`) and nothing to configure.
/// A requirement of a public protocol is public, so a public module's implementations are
/// public as well.
@MainActor
public protocol RouteScreenModule: FeatureModule {
    /// What the module's screens and guards take besides their routes; `Void` when nothing.
    associatedtype Dependencies = Void

    /// Makes the dependencies of the module's screens, once per registration.
    ///
    /// - Parameter context: The registration under way (its navigator, for coordinators).
    /// - Returns: The value every screen that takes dependencies gets.
    func makeDependencies(in context: FeatureRegistrationContext) -> Dependencies

    /// Registers what is not a screen (tabs, action tabs), after every screen is registered.
    ///
    /// The default does nothing.
    ///
    /// - Parameter context: The registration under way.
    func configure(in context: FeatureRegistrationContext)
}

extension RouteScreenModule where Dependencies == Void {
    /// No dependencies.
    ///
    /// - Parameter context: Unused.
    public func makeDependencies(in context: FeatureRegistrationContext) {}
}

extension RouteScreenModule {
    /// Nothing to configure.
    ///
    /// - Parameter context: Unused.
    public func configure(in context: FeatureRegistrationContext) {}
}
