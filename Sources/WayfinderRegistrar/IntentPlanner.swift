/// Pairs the `IntentRoute` conformances of an app and its modules with their `@Route`
/// declarations and the app's `RouteEntity` types, and plans one App Intent per route, reporting
/// every problem at once.
public struct IntentPlanner: Sendable {
    /// The app target's module, where the intents are generated and the entities are declared.
    public var appModule: String

    /// Creates a planner for an app target.
    public init(appModule: String) {
        self.appModule = appModule
    }

    /// The types an intent parameter may have without an entity: App Intents' own parameter
    /// types that a route's link also carries.
    public static let parameterTypes: Set<String> = [
        "Int", "String", "Double", "Bool", "Swift.Int", "Swift.String", "Swift.Double", "Swift.Bool",
    ]

    /// What to generate.
    public struct Plan: Hashable, Sendable {
        /// The modules to import besides App Intents and Wayfinder, sorted.
        public var imports: [String]
        /// The intents, sorted by name.
        public var intents: [Intent]
    }

    /// One generated intent.
    public struct Intent: Hashable, Sendable {
        /// The intent type's name (`OpenNoteIntent`).
        public var name: String
        /// The title's string literal as written, quotes included.
        public var titleLiteral: String
        /// The route type's name, with the types it is nested in (`Routes.NoteRoute`).
        public var route: String
        /// Where the intent's parameters come from.
        public var source: Source
    }

    /// Where an intent's parameters come from.
    public enum Source: Hashable, Sendable {
        /// One parameter, `target`, of the app's entity type; an `OpenIntent`.
        case entity(type: String, title: String)
        /// One parameter per route property.
        case parameters([Parameter])
    }

    /// One intent parameter made from a route property.
    public struct Parameter: Hashable, Sendable {
        /// The property's (and the parameter's) name.
        public var name: String
        /// The title Shortcuts shows.
        public var title: String
        /// The type without its Optional.
        public var type: String
        /// Whether the parameter is optional.
        public var isOptional: Bool
        /// Whether the route's initializer takes it (otherwise it is set after, when given: a
        /// defaulted `var`).
        public var isInitializerArgument: Bool
    }

    /// The problems that stopped generation.
    public struct Failure: Error, Hashable, Sendable {
        /// Every problem, sorted by position.
        public var diagnostics: [RegistrarDiagnostic]
    }

    /// Plans the intents, or returns every problem found.
    ///
    /// - Parameter declarations: What the files of the app and of its modules declare.
    public func plan(_ declarations: [FoundIntentDeclaration]) -> Result<Plan, Failure> {
        var diagnostics: [RegistrarDiagnostic] = []
        let modules = Set(declarations.map(\.module)).sorted()
        var routeStructs: [String: FoundIntentDeclaration] = [:]
        for declaration in declarations
        where declaration.isRouteStruct && routeStructs[declaration.name] == nil {
            routeStructs[declaration.name] = declaration
        }
        let byName = Dictionary(grouping: declarations, by: \.name)
        let intentRouteNames = Set(
            declarations.filter { $0.conformances.contains("IntentRoute") }.map(\.name))

        // The app's entities, by the route they open.
        var entities: [String: FoundIntentDeclaration] = [:]
        for entity in declarations
        where entity.module == appModule && entity.conformances.contains("RouteEntity") {
            let declared = byName[entity.name, default: []].compactMap(\.routePropertyType).first
            guard let routeType = declared.map(Self.lastComponent) else {
                diagnostics.append(.entityWithoutRoute(entity))
                continue
            }
            guard intentRouteNames.contains(routeType) else {
                diagnostics.append(.entityForPlainRoute(entity, route: routeType))
                continue
            }
            if let first = entities[routeType] {
                diagnostics.append(.duplicateEntity(entity, first: first, route: routeType))
                continue
            }
            entities[routeType] = entity
        }

        var intents: [Intent] = []
        var imports: Set<String> = []
        for name in intentRouteNames.sorted() {
            let parts = byName[name, default: []]
            let conformance = parts.first { $0.conformances.contains("IntentRoute") }!
            guard let route = routeStructs[name] else {
                diagnostics.append(.intentRouteWithoutDeclaration(conformance, modules: modules))
                continue
            }
            guard route.pattern != nil else {
                diagnostics.append(.intentRouteWithoutPattern(route))
                continue
            }
            guard let title = parts.compactMap(\.intentTitle).first else {
                diagnostics.append(.missingIntentTitle(conformance))
                continue
            }
            guard case .literal(let titleLiteral) = title.value else {
                diagnostics.append(.nonLiteral("intentTitle", of: name, title))
                continue
            }
            var intentName = Self.defaultIntentName(forRouteType: name)
            if let declared = parts.compactMap(\.intentName).first {
                guard case .literal(let literal) = declared.value else {
                    diagnostics.append(.nonLiteral("intentName", of: name, declared))
                    continue
                }
                let unquoted = String(literal.dropFirst().dropLast())
                guard Self.isIdentifier(unquoted) else {
                    diagnostics.append(.intentNameNotAnIdentifier(unquoted, of: name, declared))
                    continue
                }
                intentName = unquoted
            }
            let source: Source
            if let entity = entities[name] {
                source = .entity(type: entity.name, title: Self.entityTitle(entity.name))
            } else {
                var parameters: [Parameter] = []
                var unsupported = false
                for property in route.storedProperties {
                    if property.isLet && property.hasDefault { continue }
                    let supported =
                        Self.parameterTypes.contains(property.wrappedType)
                        && !property.attributes.contains("RemainingQueryItems")
                    guard supported else {
                        if !(property.isOptional || property.hasDefault) {
                            diagnostics.append(.unsupportedParameter(property, route: name))
                            unsupported = true
                        }
                        continue
                    }
                    parameters.append(
                        Parameter(
                            name: property.name, title: Self.titleCase(property.name),
                            type: Self.lastComponent(property.wrappedType),
                            isOptional: property.isOptional || property.hasDefault,
                            isInitializerArgument: property.isOptional || !property.hasDefault))
                }
                if unsupported { continue }
                source = .parameters(parameters)
            }
            if route.module != appModule { imports.insert(route.module) }
            intents.append(
                Intent(
                    name: intentName, titleLiteral: titleLiteral, route: route.qualifiedName, source: source))
        }

        // One intent per name: Shortcuts refer to intents by name.
        var seen: [String: Intent] = [:]
        for intent in intents {
            if let first = seen[intent.name] {
                let position = routeStructs[Self.lastComponent(intent.route)]!.position
                diagnostics.append(
                    .duplicateIntentName(intent.name, routes: [first.route, intent.route], at: position))
            }
            seen[intent.name] = intent
        }

        if !diagnostics.isEmpty {
            return .failure(
                Failure(
                    diagnostics: diagnostics.sorted {
                        ($0.position.file, $0.position.line, $0.position.column)
                            < ($1.position.file, $1.position.line, $1.position.column)
                    }))
        }
        return .success(Plan(imports: imports.sorted(), intents: intents.sorted { $0.name < $1.name }))
    }

    // MARK: - Naming

    /// `Open` + the type name without a trailing `Route` + `Intent`, as `IntentRoute.intentName`
    /// derives it at run time.
    public static func defaultIntentName(forRouteType name: String) -> String {
        let base =
            name.hasSuffix("Route") && name.count > "Route".count
            ? String(name.dropLast("Route".count)) : name
        return "Open\(base)Intent"
    }

    /// `tagID` → `Tag ID`, `id` → `ID`, `shelf` → `Shelf`.
    public static func titleCase(_ name: String) -> String {
        if name.lowercased() == "id" || name.lowercased() == "url" { return name.uppercased() }
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// `NoteEntity` → `Note`.
    static func entityTitle(_ name: String) -> String {
        let base =
            name.hasSuffix("Entity") && name.count > "Entity".count
            ? String(name.dropLast("Entity".count)) : name
        return titleCase(base)
    }

    static func lastComponent(_ type: String) -> String {
        String(type.split(separator: ".").last ?? Substring(type))
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && text.allSatisfy(\.isASCII)
    }
}
