import WayfinderCore

// MARK: - The manifest of a registry

extension RouteRegistry {
    /// Every registered route and tab with the registration diagnostics, as a ``RouteManifest``.
    ///
    /// Facts a route type does not state outright are read from its ``Route/sample``: the parent,
    /// the owning tab, the preferred presentation, the parameter types (from the types of its
    /// stored properties) and the query parameters (its stored properties that are not
    /// placeholders). They are unknown, so left out, for a route without a sample.
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

    /// The fingerprint of the links the registered routes open: the ``LinkBaseline/fingerprint``
    /// of the baseline of ``manifest``, which every saved state records.
    ///
    /// A `Links.json` written from this app's manifest has the same fingerprint.
    public var linkFingerprint: LinkFingerprint {
        if let cachedLinkFingerprint { return cachedLinkFingerprint }
        let fingerprint = LinkBaseline(manifest: manifest).fingerprint
        cachedLinkFingerprint = fingerprint
        return fingerprint
    }

    private func manifestEntry(_ registration: RouteRegistration) -> RouteManifest.Entry {
        let routeType = registration.routeType
        let sample = routeType.sample
        let placeholders = routeType.routePattern?.placeholderNames ?? []
        // The sample's stored properties: the placeholders' and query parameters' types.
        var types: [String: String] = [:]
        var queryNames: [String] = []
        if let sample {
            for child in Mirror(reflecting: sample).children {
                guard let label = child.label else { continue }
                types[label] = Self.parameterTypeName(of: child.value)
                if !placeholders.contains(label) { queryNames.append(label) }
            }
        }
        func describe(_ name: String) -> RouteManifest.Parameter {
            RouteManifest.Parameter(name: name, type: types[name] ?? "unknown")
        }
        return RouteManifest.Entry(
            type: registration.typeName, identifier: registration.identifier,
            pattern: routeType.routePattern?.string,
            aliases: routeType.routePattern == nil ? [] : routeType.routeAliases.map(\.pattern.string),
            parameters: placeholders.map(describe),
            queryParameters: queryNames.map(describe),
            parentType: sample?.parent.map { type(of: $0).routeTypeName },
            owningTab: owningTab(ofType: routeType)?.id.rawValue,
            presentation: sample?.preferredPresentation.rawValue ?? "unknown",
            hasGuard: registration.hasGuard,
            transition: registration.transition?.description,
            externallyReachable: routeType.isExternallyReachable, module: registration.moduleName,
            isExternal: registration.isExternal, linkRules: routeType.linkRules,
            inAppOnlyAliases: routeType.routePattern == nil
                ? [] : routeType.routeAliases.filter { !$0.isExternallyReachable }.map(\.pattern.string),
            activity: Self.manifestActivity(of: routeType),
            intent: (routeType as? any IntentRoute.Type).map {
                RouteManifest.Intent(name: $0.intentName, title: $0.intentTitle)
            })
    }

    /// The activity an `UserActivityRoute` with a pattern that outside links may open publishes.
    private static func manifestActivity(of routeType: any Route.Type) -> RouteManifest.Activity? {
        guard let activityType = routeType as? any UserActivityRoute.Type, routeType.opensFromOutsideLinks
        else { return nil }
        return RouteManifest.Activity(
            activityType: activityType.activityType, eligibility: activityType.activityEligibility.names)
    }

    /// The name of a stored value's type as a decoding error names it: `Int` for an `Int` and for
    /// an `Int?`.
    nonisolated static func parameterTypeName(of value: Any) -> String {
        // A display name only: the type an Optional wraps is named inside `Optional<…>`.
        let name = String(describing: type(of: value))
        guard name.hasPrefix("Optional<"), name.hasSuffix(">") else { return name }
        return String(name.dropFirst("Optional<".count).dropLast())
    }

    /// The route graph in a format, straight from the registry (no server needed).
    public func graph(format: RouteGraph.Format) -> String {
        RouteGraph.render(manifest, as: format)
    }
}
