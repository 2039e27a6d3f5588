public import Testing
public import Wayfinder
public import WayfinderCore

/// A problem ``validateRoutes(modules:root:requiringScreensFor:)`` found.
public enum RouteValidationProblem: Hashable, Sendable, CustomStringConvertible {
    /// A problem the registry found while the modules registered: two registrations of one
    /// route, conflicting patterns, an unregistered parent or root.
    case registration(RegistrationDiagnostic)
    /// A route made from sample values did not come back from its own URL.
    case roundTrip(route: String, path: String, reason: String)
    /// A route that needs a screen has no registration.
    case missingScreen(route: String)

    public var description: String {
        switch self {
        case .registration(let diagnostic): diagnostic.description
        case .roundTrip(let route, let path, let reason):
            "\(route) does not round-trip through its URL \"\(path)\": \(reason)"
        case .missingScreen(let route): "\(route) has no screen: no module registers it"
        }
    }
}

/// Validates a set of feature modules in one call: creates a navigator over them and checks
/// that
///
/// - the registry reports nothing (no duplicate registration, no two patterns matching the same
///   URLs, every parent, tab root and the root registered);
/// - every registered route with a pattern, made from sample values, resolves from its own URL
///   to an equal route;
/// - every route in `requiredRoutes` (for example every route of a feature's UI module) has a
///   screen.
///
/// ```swift
/// @Test func routesAreValid() {
///     #expect(validateRoutes(modules: [HomeFeatureModule(), PostFeatureModule()]).isEmpty)
/// }
/// ```
///
/// Routes whose placeholders accept none of the sample values (`1`, `true`, a UUID, `sample`),
/// such as enums with specific raw values, are not round-tripped.
///
/// - Parameters:
///   - modules: The feature modules.
///   - root: The app's root route; when nil, the root is not checked.
///   - requiredRoutes: Routes that must have a screen.
/// - Returns: Every problem found, or an empty array.
@MainActor
public func validateRoutes(
    modules: [any FeatureModule], root: (any Route)? = nil,
    requiringScreensFor requiredRoutes: [any Route.Type] = []
) -> [RouteValidationProblem] {
    var configuration = NavigatorConfiguration()
    configuration.unregisteredRouteBehavior = .report
    let navigator = Navigator(
        modules: modules, root: root ?? ValidationRootRoute(), configuration: configuration)
    var problems: [RouteValidationProblem] = []
    for diagnostic in navigator.diagnostics {
        if root == nil, case .unregisteredRoot = diagnostic { continue }
        problems.append(.registration(diagnostic))
    }
    for registration in navigator.registry.registrations {
        if let problem = roundTripProblem(of: registration.routeType, matcher: navigator.registry.matcher) {
            problems.append(problem)
        }
    }
    for route in requiredRoutes where navigator.registry.registration(for: route) == nil {
        problems.append(.missingScreen(route: route.routeTypeName))
    }
    return problems
}

/// Validates feature modules like ``validateRoutes(modules:root:requiringScreensFor:)`` and
/// records one test issue per problem.
///
/// ```swift
/// @Test func routesAreValid() {
///     expectValidRoutes(modules: [HomeFeatureModule(), PostFeatureModule()], root: HomeRoute())
/// }
/// ```
@MainActor
public func expectValidRoutes(
    modules: [any FeatureModule], root: (any Route)? = nil,
    requiringScreensFor requiredRoutes: [any Route.Type] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for problem in validateRoutes(modules: modules, root: root, requiringScreensFor: requiredRoutes) {
        Issue.record(Comment(rawValue: problem.description), sourceLocation: sourceLocation)
    }
}

/// The round-trip problem of a route type, or nil when it round-trips (or has no pattern, or no
/// sample decodes).
private func roundTripProblem(of type: any Route.Type, matcher: RouteMatcher) -> RouteValidationProblem? {
    guard let pattern = type.routePattern else { return nil }
    for sample in ["1", "true", "00000000-0000-0000-0000-000000000000", "sample"] {
        var parameters = RouteParameters()
        for name in pattern.placeholderNames { parameters[name] = sample }
        guard let route = try? type.init(parameters: parameters) else { continue }
        let path = route.pathRepresentation
        do {
            let resolved = try matcher.routes(forPath: path)
            if resolved.count == 1, resolved[0].isEqual(to: route) { return nil }
            let found = resolved.map { Swift.type(of: $0).routeTypeName }.joined(separator: ", ")
            return .roundTrip(route: type.routeTypeName, path: path, reason: "it resolves to \(found)")
        } catch {
            return .roundTrip(route: type.routeTypeName, path: path, reason: "\(error)")
        }
    }
    return nil
}

/// The root of the navigator made for validation when the caller names none.
private struct ValidationRootRoute: Route {}
