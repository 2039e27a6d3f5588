import WayfinderCore

/// The flows of a navigator: which routes own a model, and the models of the entries in its
/// state. The navigator hands it every state it stores; it makes the models of entries that
/// arrived and drops those of entries that left, so a model lives exactly as long as its route's
/// entry, whatever removed it.
@MainActor
final class FlowScopes {
    /// How one route's model is made.
    struct Declaration {
        let modelType: any AnyObject.Type
        let moduleName: String
        let make: @MainActor (any Route) -> AnyObject
    }

    private var declarations: [ObjectIdentifier: [Declaration]] = [:]
    private var routeTypes: [ObjectIdentifier: any Route.Type] = [:]
    /// The live models, by the entry that owns them.
    private var models: [RouteEntry.ID: [AnyObject]] = [:]

    /// Whether any route owns a model; without one the navigator skips the work.
    var isEmpty: Bool { declarations.isEmpty }

    /// How many models are alive.
    var liveModelCount: Int { models.values.reduce(0) { $0 + $1.count } }

    /// Adds a declaration; a second model of the same type for the same route is a diagnostic.
    func declare(
        _ route: any Route.Type, _ declaration: Declaration, diagnostics: inout [RegistrationDiagnostic]
    ) {
        let key = ObjectIdentifier(route)
        if let existing = declarations[key]?.first(where: { $0.modelType == declaration.modelType }) {
            diagnostics.append(
                .duplicateFlowModel(
                    route: route.routeTypeName, model: "\(declaration.modelType)",
                    firstModule: existing.moduleName,
                    secondModule: declaration.moduleName))
            return
        }
        declarations[key, default: []].append(declaration)
        routeTypes[key] = route
    }

    /// The declarations whose route no module registers.
    func unregisteredRoutes(in registry: RouteRegistry) -> [RegistrationDiagnostic] {
        routeTypes.values.filter { !registry.isRegistered(type: $0) }.sorted {
            $0.routeTypeName < $1.routeTypeName
        }
        .flatMap { route in
            (declarations[ObjectIdentifier(route)] ?? []).map {
                .flowModelWithoutRoute(
                    route: route.routeTypeName, model: "\($0.modelType)", module: $0.moduleName)
            }
        }
    }

    /// Makes the models of the owners that entered `state` and drops those of the owners that
    /// left it. Outer flows are made before the flows inside them.
    func update(to state: NavigationState) {
        guard !declarations.isEmpty else { return }
        let entries = state.allEntries
        let alive = Set(entries.map(\.id))
        for id in models.keys where !alive.contains(id) { models[id] = nil }
        for entry in entries where models[entry.id] == nil {
            guard let owned = declarations[ObjectIdentifier(type(of: entry.route))] else { continue }
            models[entry.id] = owned.map { $0.make(entry.route) }
        }
    }

    /// The model of type `Model` of the nearest flow `entry` is part of in `state`.
    func model<Model: AnyObject>(_ type: Model.Type, for entry: RouteEntry.ID, in state: NavigationState)
        -> Model?
    {
        guard !models.isEmpty else { return nil }
        for owner in Self.owners(of: entry, in: state) {
            for model in models[owner] ?? [] {
                if let model = model as? Model { return model }
            }
        }
        return nil
    }

    /// The entries whose flows `entry` is part of, nearest first: itself, the entries below it on
    /// its stack, then the stack that presents it, down to the root. Empty for an entry not in
    /// `state`.
    static func owners(of entry: RouteEntry.ID, in state: NavigationState) -> [RouteEntry.ID] {
        let bases: [NavigationState.Stack] =
            switch state.root {
            case .stack(let stack): [stack]
            case .tabs(let bar): bar.tabs.map(\.stack)
            }
        for base in bases {
            var below: [RouteEntry.ID] = []
            var stack: NavigationState.Stack? = base
            while let current = stack {
                if let index = current.entries.firstIndex(where: { $0.id == entry }) {
                    return (below + current.entries[...index].map(\.id)).reversed()
                }
                below += current.entries.map(\.id)
                if current.alert?.id == entry { return ([entry] + below.reversed()) }
                stack = current.presented?.stack
            }
        }
        return []
    }
}
