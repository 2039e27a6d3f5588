import Foundation
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
    /// The link of a route made from sample values is refused by the navigator's link policy:
    /// the app can make a URL it cannot open (a value holding `/` while the policy refuses `%2F`).
    case linkRefused(route: String, url: String, reason: RouteURLError)

    public var description: String {
        switch self {
        case .registration(let diagnostic): diagnostic.description
        case .roundTrip(let route, let path, let reason):
            "\(route) does not round-trip through its URL \"\(path)\": \(reason)"
        case .missingScreen(let route): "\(route) has no screen: no module registers it"
        case .linkRefused(let route, let url, let reason):
            "\(route) makes the link \"\(url)\", which its navigator refuses: \(reason)"
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
/// Given the app's link policy, it also opens each sample route's own link (`route.url(scheme:)`)
/// through that policy, once more with `a/b` in each placeholder that takes text, and reports a
/// ``RouteValidationProblem/linkRefused(route:url:reason:)`` for every link the app's navigator
/// would refuse:
///
/// ```swift
/// let problems = validateRoutes(
///     modules: [ProfileFeatureModule()], linkPolicy: LinkPolicy(schemes: ["myapp"]))
/// // ProfileRoute makes the link "myapp://profile/a%2Fb", which its navigator refuses: …
/// ```
///
/// - Parameters:
///   - modules: The feature modules.
///   - root: The app's root route; when nil, the root is not checked.
///   - requiredRoutes: Routes that must have a screen.
///   - linkPolicy: The policy the app's navigator uses; when nil, links are not checked.
/// - Returns: Every problem found, or an empty array.
@MainActor
public func validateRoutes(
    modules: [any FeatureModule], root: (any Route)? = nil,
    requiringScreensFor requiredRoutes: [any Route.Type] = [], linkPolicy: LinkPolicy? = nil
) -> [RouteValidationProblem] {
    var configuration = NavigatorConfiguration()
    configuration.unregisteredRouteBehavior = .report
    let navigator = Navigator(
        modules: modules, root: root ?? ValidationRootRoute(),
        linkPolicy: linkPolicy ?? LinkPolicy(), configuration: configuration)
    var problems: [RouteValidationProblem] = []
    for diagnostic in navigator.diagnostics {
        if root == nil, case .unregisteredRoot = diagnostic { continue }
        problems.append(.registration(diagnostic))
    }
    if !RouteRegistry.checksParentsAtLaunch {
        // A release build's navigator skips this check at launch.
        problems += navigator.registry.unregisteredParents().map(RouteValidationProblem.registration)
    }
    for registration in navigator.registry.registrations {
        if let problem = roundTripProblem(of: registration.routeType, matcher: navigator.registry.matcher) {
            problems.append(problem)
        }
    }
    if let linkPolicy {
        for registration in navigator.registry.registrations {
            if let problem = linkProblem(
                of: registration.routeType, policy: linkPolicy, matcher: navigator.registry.matcher)
            {
                problems.append(problem)
            }
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
    for sample in sampleValues {
        guard let route = try? type.init(parameters: parameters(pattern.placeholderNames, sample)) else {
            continue
        }
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

/// The first link of a sample route of a type that the policy refuses, or nil: the link with
/// the first sample values that decode, then one per placeholder that takes `a/b`.
private func linkProblem(of type: any Route.Type, policy: LinkPolicy, matcher: RouteMatcher)
    -> RouteValidationProblem?
{
    guard let pattern = type.routePattern, type.isExternallyReachable else { return nil }
    let names = pattern.placeholderNames
    guard
        let base = sampleValues.first(where: { (try? type.init(parameters: parameters(names, $0))) != nil })
    else { return nil }
    // A policy without schemes or hosts is checked with a scheme of its own.
    let checked =
        policy.schemes.isEmpty && policy.hosts.isEmpty
        ? LinkPolicy(
            schemes: ["validation"], maximumLength: policy.maximumLength,
            allowsEncodedSlash: policy.allowsEncodedSlash)
        : policy
    var candidates = [parameters(names, base)]
    for name in names {
        var withSlash = parameters(names, base)
        withSlash[name] = "a/b"
        candidates.append(withSlash)
    }
    for values in candidates {
        guard let route = try? type.init(parameters: values) else { continue }
        // The link the app would hand out: its first scheme, else its first host.
        let url =
            checked.schemes.min().map { route.url(scheme: $0).absoluteString }
            ?? route.url(host: checked.hosts.min()!).absoluteString
        do throws(RouteURLError) {
            _ = try matcher.routes(for: checked.linkPath(of: url))
        } catch {
            return .linkRefused(route: type.routeTypeName, url: url, reason: error)
        }
    }
    return nil
}

/// The values validation gives every placeholder, in order, until a route accepts one.
private let sampleValues = ["1", "true", "00000000-0000-0000-0000-000000000000", "sample"]

private func parameters(_ names: [String], _ value: String) -> RouteParameters {
    var parameters = RouteParameters()
    for name in names { parameters[name] = value }
    return parameters
}

/// The root of the navigator made for validation when the caller names none.
private struct ValidationRootRoute: Route {}
