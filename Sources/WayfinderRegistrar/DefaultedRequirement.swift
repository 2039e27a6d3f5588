/// A requirement of `RouteScreen`, `ExternalRouteScreen` or `RouteScreenModule` that has a default, watched for near
/// misses.
///
/// The compiler checks the type of a member that has a requirement's name (the generated file
/// makes a wrong type a compile error), but a member whose name or argument labels are slightly
/// off, or that is `static` where the requirement is not, is simply another member: Swift keeps
/// the requirement's default and never calls it. The registrar reports those by name.
struct DefaultedRequirement: Sendable {
    /// The protocol declaring the requirement.
    var protocolName: String
    /// The requirement's declaration, for messages.
    var declaration: String
    /// What the default does.
    var defaultBehaviour: String
    /// The requirement as the scanner reads ``declaration``: its name, its kind, its argument
    /// labels, whether it is `static`. Nil only if the declaration were not Swift.
    var requirement: FoundMember?

    /// Creates a requirement, reading its parts from its declaration.
    init(protocolName: String, declaration: String, defaultBehaviour: String) {
        self.protocolName = protocolName
        self.declaration = declaration
        self.defaultBehaviour = defaultBehaviour
        requirement =
            SourceScanner.scan(
                source: "extension \(protocolName) {\n    \(declaration)\n}", path: protocolName
            ).members.first
    }

    /// The defaulted requirements of `RouteScreen`.
    static let routeScreen = [
        DefaultedRequirement(
            protocolName: "RouteScreen",
            declaration: "static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>?",
            defaultBehaviour: "no guard"),
        DefaultedRequirement(
            protocolName: "RouteScreen", declaration: "static var transition: Transition?",
            defaultBehaviour: "the platform's transition"),
    ]

    /// The defaulted requirement of `ExternalRouteScreen`: its guard (it has no transition).
    static let externalRouteScreen = [
        DefaultedRequirement(
            protocolName: "ExternalRouteScreen",
            declaration: "static func canNavigate(_ dependencies: Dependencies) -> RouteGuard<ScreenRoute>?",
            defaultBehaviour: "no guard")
    ]

    /// The defaulted requirements of `RouteScreenModule`.
    static let routeScreenModule = [
        DefaultedRequirement(
            protocolName: "RouteScreenModule",
            declaration: "func makeDependencies(in context: FeatureRegistrationContext) -> Dependencies",
            defaultBehaviour: "no dependencies"),
        DefaultedRequirement(
            protocolName: "RouteScreenModule",
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
        guard let requirement, !member.isPrivate, !member.hasSameName(as: requirement) else { return false }
        let name = member.name.lowercased()
        let required = requirement.name.lowercased()
        if name == required { return true }
        guard member.isFunction == requirement.isFunction else { return false }
        return editDistance(name, required) <= max(2, required.count / 4)
    }
}
