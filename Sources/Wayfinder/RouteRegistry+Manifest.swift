import WayfinderCore

// MARK: - The manifest of a registry

extension RouteRegistry {
    /// Every registered route and tab with the registration diagnostics, as a ``RouteManifest``.
    ///
    /// Facts a route type does not state outright are read from sample values: the parent, the
    /// owning tab and the preferred presentation from a route made of sample placeholder values
    /// (unknown, so left out, for in-app-only routes), the parameter types from the type the
    /// route's decoder asks for, and the query parameters from the stored properties that are
    /// not placeholders.
    ///
    /// ```swift
    /// let dot = RouteGraph.render(navigator.registry.manifest, as: .dot)
    /// ```
    public var manifest: RouteManifest {
        let slotted = Set(tabsInSlots.map(\.id))
        var tabEntries = tabs.map { tab in
            RouteManifest.Tab(
                id: tab.id.rawValue, title: tab.title, rootType: type(of: tab.root).routeTypeName,
                priority: tab.priority, hasSlot: slotted.contains(tab.id), module: tabModules[tab.id] ?? "")
        }
        if let action = actionTab {
            tabEntries.append(
                RouteManifest.Tab(
                    id: action.id.rawValue, title: action.title, rootType: nil, priority: 0, hasSlot: true,
                    isAction: true, module: tabModules[action.id] ?? ""))
        }
        return RouteManifest(
            routes: registrations.map(manifestEntry), tabs: tabEntries,
            diagnostics: diagnostics.map(\.description))
    }

    private func manifestEntry(_ registration: RouteRegistration) -> RouteManifest.Entry {
        let routeType = registration.routeType
        let sample = Self.sampleRoute(of: routeType)
        let placeholders = routeType.routePattern?.placeholderNames ?? []
        var queryNames: [String] = []
        if let sample {
            for child in Mirror(reflecting: sample).children {
                guard let label = child.label, !placeholders.contains(label) else { continue }
                queryNames.append(label)
            }
        }
        func describe(_ name: String) -> RouteManifest.Parameter {
            RouteManifest.Parameter(
                name: name, type: Self.parameterType(of: routeType, name: name, placeholders: placeholders))
        }
        return RouteManifest.Entry(
            type: registration.typeName, identifier: registration.identifier,
            pattern: routeType.routePattern?.string, parameters: placeholders.map(describe),
            queryParameters: queryNames.map(describe),
            parentType: sample?.parent.map { type(of: $0).routeTypeName },
            owningTab: owningTab(ofType: routeType)?.id.rawValue,
            presentation: sample?.preferredPresentation.rawValue ?? "unknown",
            hasGuard: registration.hasGuard,
            transition: registration.transition?.description,
            externallyReachable: routeType.isExternallyReachable, module: registration.moduleName)
    }

    /// The type a route's decoder asks for a parameter: the parameter is given a value no
    /// parameter type accepts except `String`, and the decoding error names the expected type.
    /// Other placeholders get sample values until they decode.
    nonisolated static func parameterType(
        of routeType: any Route.Type, name: String, placeholders: [String]
    ) -> String {
        let samples = ["1", "true", "00000000-0000-0000-0000-000000000000", "sample"]
        var values: [String: String] = [:]
        var attempts: [String: Int] = [:]
        for placeholder in placeholders { values[placeholder] = samples[0] }
        values[name] = "\u{1}"
        for _ in 0..<(placeholders.count * samples.count + 2) {
            let parameters = RouteParameters(
                values.sorted { $0.key < $1.key }.map { RouteParameters.Item(name: $0.key, value: $0.value) })
            do throws(RouteDecodingError) {
                _ = try routeType.init(parameters: parameters)
                return "String"
            } catch {
                guard case .invalidValue(let parameter, _, let expectedType) = error else { return "String" }
                if parameter == name { return expectedType }
                let next = (attempts[parameter] ?? 0) + 1
                guard next < samples.count else { return "unknown" }
                attempts[parameter] = next
                values[parameter] = samples[next]
            }
        }
        return "unknown"
    }

    /// The route graph in a format, straight from the registry (no server needed).
    public func graph(format: RouteGraph.Format) -> String {
        RouteGraph.render(manifest, as: format)
    }
}
