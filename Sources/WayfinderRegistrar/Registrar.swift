/// Pairs the routes of a feature's UI target with the `RouteScreen`s and `ExternalRouteScreen`s
/// of its Internal target and plans the generated `register(in:)`, reporting every problem at
/// once.
public struct Registrar: Sendable {
    /// The Internal target's name (`PostInternal`).
    public var internalModule: String
    /// The UI target's name (`PostUI`), or nil when the Internal target has none.
    public var uiModule: String?

    /// Creates a registrar for one Internal target.
    public init(internalModule: String, uiModule: String?) {
        self.internalModule = internalModule
        self.uiModule = uiModule
    }

    /// The feature's name: the Internal target's name without `Internal`.
    public var featureName: String {
        internalModule.hasSuffix("Internal") && internalModule != "Internal"
            ? String(internalModule.dropLast("Internal".count)) : internalModule
    }

    /// What to generate.
    public struct Plan: Hashable, Sendable {
        /// One registration: a route and the screen that shows it.
        public struct Entry: Hashable, Sendable {
            /// The route type's name.
            public var route: String
            /// The screen type's name.
            public var screen: String
            /// Whether the screen takes the module's dependencies (otherwise `Void`).
            public var takesDependencies: Bool
            /// Whether the screen is an `ExternalRouteScreen`, registered with `registerExternal`.
            public var isExternal: Bool = false
        }

        /// The feature module type that gets `register(in:)`.
        public var moduleName: String
        /// Whether the module type is declared in the sources (extend it) or generated.
        public var moduleIsDeclared: Bool
        /// Whether the declared module names `RouteScreenModule` itself; otherwise the generated
        /// extension adds the conformance.
        public var moduleAdoptsRouteScreenModule: Bool = false
        /// Whether `register(in:)` is public.
        public var isPublic: Bool
        /// The registrations, sorted by route name.
        public var entries: [Entry]
    }

    /// Plans the registration, or returns every problem found.
    ///
    /// - Parameters:
    ///   - internalSources: What the Internal target's files declare.
    ///   - uiSources: What the UI target's files declare.
    /// - Returns: The plan, or the diagnostics (sorted by position) when there is any problem.
    public func plan(internalSources: ScanResult, uiSources: ScanResult) -> Result<Plan, Failure> {
        var diagnostics: [RegistrarDiagnostic] = []
        let knownRoutes = Set((uiSources.routes + internalSources.routes).map(\.name))

        // The module: one type, which may name its conformances in several places.
        var modules: [FoundModule] = []
        for found in internalSources.modules {
            if let index = modules.firstIndex(where: { $0.name == found.name }) {
                modules[index].isPublic = modules[index].isPublic || found.isPublic
                modules[index].adoptsRouteScreenModule =
                    modules[index].adoptsRouteScreenModule || found.adoptsRouteScreenModule
            } else {
                modules.append(found)
            }
        }
        let module = modules.first
        for extra in modules.dropFirst() {
            diagnostics.append(.severalModules(extra, first: modules[0], internalModule: internalModule))
        }
        let moduleName = module?.name ?? "\(featureName)FeatureModule"
        let moduleMembers = internalSources.members.filter { $0.typeName == moduleName }
        for member in moduleMembers
        where member.name == "register" && member.function?.argumentLabels == ["in"] {
            diagnostics.append(.handWrittenRegister(member, internalModule: internalModule))
        }
        diagnostics += nearMisses(of: DefaultedRequirement.routeScreenModule, among: moduleMembers)

        // The screens.
        var screenByRoute: [String: FoundScreen] = [:]
        let searched = [uiModule, internalModule].compactMap { $0 }
        for screen in internalSources.screens {
            guard let route = screen.routeName else {
                diagnostics.append(.screenWithoutRoute(screen))
                continue
            }
            guard knownRoutes.contains(route) else {
                diagnostics.append(
                    .unknownRoute(
                        screen, route: route, modules: searched,
                        suggestion: closestMatch(to: route, among: knownRoutes.sorted())))
                continue
            }
            if let first = screenByRoute[route] {
                diagnostics.append(.duplicateScreen(screen, route: route, first: first))
                continue
            }
            screenByRoute[route] = screen
            diagnostics += nearMisses(
                of: screen.isExternal
                    ? DefaultedRequirement.externalRouteScreen : DefaultedRequirement.routeScreen,
                among: internalSources.members.filter { $0.typeName == screen.name })
        }

        // Every route of the UI target needs a screen.
        if let uiModule {
            for route in uiSources.routes where screenByRoute[route.name] == nil {
                diagnostics.append(.missingScreen(route, uiModule: uiModule, internalModule: internalModule))
            }
        }

        if !diagnostics.isEmpty {
            return .failure(
                Failure(
                    diagnostics: diagnostics.sorted {
                        ($0.position.file, $0.position.line, $0.position.column)
                            < ($1.position.file, $1.position.line, $1.position.column)
                    }))
        }
        let entries = screenByRoute.keys.sorted().map { route in
            let screen = screenByRoute[route]!
            return Plan.Entry(
                route: route, screen: screen.name, takesDependencies: !screen.takesNoDependencies,
                isExternal: screen.isExternal)
        }
        return .success(
            Plan(
                moduleName: moduleName, moduleIsDeclared: module != nil,
                moduleAdoptsRouteScreenModule: module?.adoptsRouteScreenModule ?? false,
                isPublic: module?.isPublic ?? true, entries: entries))
    }

    /// The members of a type that look meant for one of its protocol's defaulted requirements but
    /// are not it (see ``DefaultedRequirement``).
    private func nearMisses(
        of requirements: [DefaultedRequirement], among members: [FoundMember]
    ) -> [RegistrarDiagnostic] {
        members.compactMap { member in
            requirements.first { $0.isNearlyMatched(by: member) }.map {
                RegistrarDiagnostic.nearMiss(member, of: $0)
            }
        }
    }

    /// The problems that stopped generation.
    public struct Failure: Error, Hashable, Sendable {
        /// Every problem, sorted by position.
        public var diagnostics: [RegistrarDiagnostic]
    }
}
