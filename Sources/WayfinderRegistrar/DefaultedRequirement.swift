/// A requirement of `RouteScreen` or `RouteScreenModule` that has a default, watched for near
/// misses.
///
/// The compiler checks the type of a member that has a requirement's name (the generated file
/// makes a wrong type a compile error), but a member whose name or argument labels are slightly
/// off, or that is `static` where the requirement is not, is simply another member: Swift keeps
/// the requirement's default and never calls it. The registrar reports those by name.
struct DefaultedRequirement: Sendable {
    /// The protocol declaring the requirement.
    var protocolName: String
    /// The requirement's name with argument labels, as ``FoundMember/signature`` spells it.
    var signature: String
    /// Whether the requirement is `static`.
    var isStatic: Bool
    /// The requirement's declaration, for messages.
    var declaration: String
    /// What the default does.
    var defaultBehaviour: String

    /// The requirement's name without labels.
    var baseName: String { String(signature.prefix { $0 != "(" }) }

    /// The defaulted requirements of `RouteScreen`.
    static let routeScreen = [
        DefaultedRequirement(
            protocolName: "RouteScreen", signature: "canNavigate(_:)", isStatic: true,
            declaration: "static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>?",
            defaultBehaviour: "no guard"),
        DefaultedRequirement(
            protocolName: "RouteScreen", signature: "transition", isStatic: true,
            declaration: "static var transition: Transition?", defaultBehaviour: "the platform's transition"),
    ]

    /// The defaulted requirements of `RouteScreenModule`.
    static let routeScreenModule = [
        DefaultedRequirement(
            protocolName: "RouteScreenModule", signature: "makeDependencies(in:)", isStatic: false,
            declaration: "func makeDependencies(in context: FeatureRegistrationContext) -> Dependencies",
            defaultBehaviour: "no dependencies"),
        DefaultedRequirement(
            protocolName: "RouteScreenModule", signature: "configure(in:)", isStatic: false,
            declaration: "func configure(in context: FeatureRegistrationContext)",
            defaultBehaviour: "nothing configured"),
    ]

    /// Whether a member looks meant for this requirement but is not it, and is not private
    /// (private members are someone else's):
    ///
    /// - the requirement's name with other argument labels, as a property instead of a function
    ///   or the other way round, or with the other `static`-ness;
    /// - or a function for a function requirement (a property for a property requirement) whose
    ///   name is a few edits away: two, or a quarter of a long name (`makeDependency(in:)`). A
    ///   stored `dependencies` beside `makeDependencies(in:)` is not one.
    func isNearlyMatched(by member: FoundMember) -> Bool {
        guard !member.isPrivate else { return false }
        guard member.signature != signature || member.isStatic != isStatic else { return false }
        let name = member.baseName.lowercased()
        if name == baseName.lowercased() { return true }
        guard member.isFunction == isFunction else { return false }
        return editDistance(name, baseName.lowercased()) <= max(2, baseName.count / 4)
    }

    /// Whether the requirement is a function (its signature has argument labels in parentheses).
    var isFunction: Bool { signature.contains("(") }
}
