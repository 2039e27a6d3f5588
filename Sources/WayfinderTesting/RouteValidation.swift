import Foundation
public import Testing
public import Wayfinder
public import WayfinderCore

/// A problem ``validateRoutes(modules:root:requiringScreensFor:)`` found.
public enum RouteValidationProblem: Hashable, Sendable, CustomStringConvertible {
    /// A problem the registry found while the modules registered: two registrations of one
    /// route, conflicting patterns, an unregistered parent or root.
    case registration(RegistrationDiagnostic)
    /// A route's ``Route/sample`` did not come back from its own URL.
    case roundTrip(route: String, path: String, reason: String)
    /// A route with a pattern has no ``Route/sample``, so its parent, its round trip and its
    /// link cannot be checked: a hand-written conformance that does not declare one, or a
    /// `@Route` struct with a placeholder whose type has no ``RouteParameter/sampleParameter``.
    case missingSample(route: String)
    /// A route that needs a screen has no registration.
    case missingScreen(route: String)
    /// The link of a route's ``Route/sample`` is refused by the navigator's link policy:
    /// the app can make a URL it cannot open (a value holding `/` while the policy refuses `%2F`).
    case linkRefused(route: String, url: String, reason: RouteURLError)

    public var description: String {
        switch self {
        case .registration(let diagnostic): diagnostic.description
        case .roundTrip(let route, let path, let reason):
            "\(route) does not round-trip through its URL \"\(path)\": \(reason)"
        case .missingScreen(let route): "\(route) has no screen: no module registers it"
        case .missingSample(let route):
            "\(route) has no sample, so its parent and its URL cannot be checked: add `static var sample: \(route)? { … }` to it, or a `static var sampleParameter` to the type of its placeholder that has none"
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
/// - every registered route with a pattern has a ``Route/sample``, which resolves from its own
///   URL to an equal route;
/// - every route in `requiredRoutes` (for example every route of a feature's UI module) has a
///   screen.
///
/// ```swift
/// @Test func routesAreValid() {
///     #expect(validateRoutes(modules: [HomeFeatureModule(), PostFeatureModule()]).isEmpty)
/// }
/// ```
///
/// A route with a pattern and no sample (a hand-written conformance without `static var sample`,
/// or a placeholder whose type has no ``RouteParameter/sampleParameter``) is reported as
/// ``RouteValidationProblem/missingSample(route:)``, since none of these checks can be made for
/// it. A route without a pattern is checked only when it has a sample.
///
/// Given the app's link policy, it also opens each route's sample's own link (`route.url(scheme:)`)
/// through that policy, once more with `a/b` in each placeholder whose type may hold a `/`, and
/// reports a ``RouteValidationProblem/linkRefused(route:url:reason:)`` for every link the app's
/// navigator would refuse. A placeholder of a type that never holds `/` is not tried with one:
/// `Int`, `Double`, `Bool`, `UUID`, an enum whose raw values hold none, and any type whose
/// ``RouteParameter/routeValueMayContainSlash`` is false, such as an app's slug type. An app whose
/// text placeholders all use such types gets an empty list:
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
    // Reported once, though the parent, round-trip and link checks each miss it.
    for registration in navigator.registry.registrations
    where registration.routeType.routePattern != nil && registration.routeType.sample == nil {
        problems.append(.missingSample(route: registration.routeType.routeTypeName))
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

/// The round-trip problem of a route type, or nil when its sample round-trips (or it has no
/// pattern, or no sample: reported as a missing sample).
private func roundTripProblem(of type: any Route.Type, matcher: RouteMatcher) -> RouteValidationProblem? {
    guard type.routePattern != nil, let route = type.sample else { return nil }
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

/// The first link of a route type that the policy refuses, or nil: the link of its sample, then
/// one per placeholder that takes `a/b` in place of the sample's value (a placeholder whose type
/// never holds `/` refuses it, so the route does not decode and that link is never made).
private func linkProblem(of type: any Route.Type, policy: LinkPolicy, matcher: RouteMatcher)
    -> RouteValidationProblem?
{
    guard let pattern = type.routePattern, type.isExternallyReachable, let sample = type.sample else {
        return nil
    }
    // A policy without schemes or hosts is checked with a scheme of its own.
    let checked =
        policy.schemes.isEmpty && policy.hosts.isEmpty
        ? LinkPolicy(
            schemes: ["validation"], maximumLength: policy.maximumLength,
            allowsEncodedSlash: policy.allowsEncodedSlash)
        : policy
    var candidates: [any Route] = [sample]
    for name in pattern.placeholderNames {
        var withSlash = sample.parameters
        withSlash[name] = "a/b"
        if let route = try? type.init(parameters: withSlash) { candidates.append(route) }
    }
    for route in candidates {
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

/// The root of the navigator made for validation when the caller names none.
private struct ValidationRootRoute: Route {}
