public import WayfinderCore

/// Every route the feature modules registered, with the diagnostics found while registering and
/// the frozen matcher that resolves links.
///
/// Registration writes into the registry while the navigator is created; ``freeze()`` then
/// validates everything at once and builds the matcher, which never changes afterwards.
@MainActor
public final class RouteRegistry {
    /// The registrations in registration order.
    public private(set) var registrations: [RouteRegistration] = []
    /// Every problem found, in the order found.
    public private(set) var diagnostics: [RegistrationDiagnostic] = []
    /// The matcher over every registered route with a pattern; built by ``freeze()``.
    public private(set) var matcher = RouteMatcher(routes: [])

    private var indexByType: [ObjectIdentifier: Int] = [:]
    private var indexByIdentifier: [String: Int] = [:]

    init() {}

    /// The registration of a route type, or nil.
    public func registration(for type: any Route.Type) -> RouteRegistration? {
        indexByType[ObjectIdentifier(type)].map { registrations[$0] }
    }

    /// The registration of the route type with this stable identifier, or nil.
    public func registration(forIdentifier identifier: String) -> RouteRegistration? {
        indexByIdentifier[identifier].map { registrations[$0] }
    }

    /// Whether the route's type is registered.
    public func isRegistered(_ route: any Route) -> Bool {
        indexByType[ObjectIdentifier(type(of: route))] != nil
    }

    func add(_ registration: RouteRegistration) {
        let key = ObjectIdentifier(registration.routeType)
        if let existing = indexByType[key] {
            diagnostics.append(
                .duplicateRegistration(
                    route: registration.typeName, firstModule: registrations[existing].moduleName,
                    secondModule: registration.moduleName))
            return
        }
        indexByType[key] = registrations.count
        if indexByIdentifier[registration.identifier] == nil {
            indexByIdentifier[registration.identifier] = registrations.count
        }
        registrations.append(registration)
    }

    func addDiagnostic(_ diagnostic: RegistrationDiagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Validates the registrations and builds the matcher.
    func freeze() {
        matcher = RouteMatcher(routes: registrations.map(\.routeType))
        for conflict in matcher.conflicts {
            diagnostics.append(
                .conflictingPatterns(
                    first: conflict.winningPattern.string, second: conflict.shadowedPattern.string))
        }
        for registration in registrations {
            guard let sample = Self.sampleRoute(of: registration.routeType), let parent = sample.parent else {
                continue
            }
            if !isRegistered(parent) {
                diagnostics.append(
                    .unregisteredParent(route: registration.typeName, parent: type(of: parent).routeTypeName))
            }
        }
    }

    /// A value of a route type made from sample placeholder values, used to check its parent;
    /// nil when none of the samples decode (or the route is in-app only).
    static func sampleRoute(of type: any Route.Type) -> (any Route)? {
        guard let pattern = type.routePattern else { return nil }
        let samples = ["1", "true", "00000000-0000-0000-0000-000000000000", "sample"]
        for sample in samples {
            var parameters = RouteParameters()
            for name in pattern.placeholderNames { parameters[name] = sample }
            if let route = try? type.init(parameters: parameters) { return route }
        }
        return nil
    }
}
