public import WayfinderCore

/// Every route the feature modules registered, with the diagnostics found while registering and
/// the frozen matcher that resolves links.
///
/// Registration writes into the registry while the navigator is created; `freeze()` then
/// validates everything at once and builds the matcher, which never changes afterwards.
@MainActor
public final class RouteRegistry {
    /// The registrations in registration order.
    public private(set) var registrations: [RouteRegistration] = []
    /// Every problem found, in the order found.
    public private(set) var diagnostics: [RegistrationDiagnostic] = []
    /// The matcher over every registered route with a pattern; built by `freeze()`.
    public private(set) var matcher = RouteMatcher(routes: [])

    /// Every tab registered (or set at runtime), in registration order.
    public private(set) var tabs: [TabSpec] = [] {
        didSet {
            ranked = nil
            cachedPlanner = nil
        }
    }
    /// The fingerprint of the registered links, computed at the first save after a registration.
    var cachedLinkFingerprint: LinkFingerprint?
    /// The action tab, if a module registered one.
    public private(set) var actionTab: ActionTabSpec? {
        didSet { cachedPlanner = nil }
    }
    /// How the tabs show, from ``NavigatorConfiguration/tabBarStyle``: with
    /// ``TabBarStyle/sidebarAdaptable`` every tab has a place (the sidebar lists them all), so
    /// none overflows.
    public internal(set) var tabBarStyle: TabBarStyle = .tabBar {
        didSet { cachedPlanner = nil }
    }
    /// The name of the module that registered each tab.
    public private(set) var tabModules: [TabID: String] = [:]
    /// The splits the modules declared, in registration order.
    public private(set) var splits: [SplitDeclaration] = [] {
        didSet { cachedPlanner = nil }
    }
    private var splitModules: [String] = []
    /// What the detail column of a split shows while nothing is selected, by its list route's
    /// type, with the module that registered it.
    private var detailPlaceholders: [ObjectIdentifier: DetailPlaceholder] = [:]

    /// A registered detail placeholder.
    private struct DetailPlaceholder {
        /// The list route's type name and its identifier (``Route/routeIdentifier``).
        let route: String
        let identifier: String
        let module: String
        let make: @MainActor (any Route) -> ScreenContent
    }

    /// How many items a tab bar shows at most, the action tab included.
    public nonisolated static let maximumTabCount = 5

    /// The longest path, in UTF-8 bytes, that ``matcher`` resolves: 24 KB, the link policy's
    /// default length limit (`LinkPolicy.defaultMaximumLength`, 8 KB) times the most bytes
    /// percent-encoding writes for one byte (`RouteURLCoder.maximumEncodedBytesPerByte`, 3).
    ///
    /// Outside links are held to their policy's limit before they reach the matcher. The matcher
    /// also resolves the URLs of saved states, which are canonical, so up to three times as long
    /// as the link that opened the state: `myapp://profile/!!!…` is saved as `profile/%21%21%21…`.
    /// With this limit every state a link within the default limit opens restores whole. A
    /// navigator whose `LinkPolicy` allows longer links gives its matcher three times that
    /// policy's limit instead (``maximumPathLength(for:)``).
    public nonisolated static let maximumPathLength =
        LinkPolicy.defaultMaximumLength * RouteURLCoder.maximumEncodedBytesPerByte

    private var indexByType: [ObjectIdentifier: Int] = [:]
    private var alertActionHandlers: [ObjectIdentifier: AlertActionHandler] = [:]
    /// Registration positions by identifier, the first registration of an identifier winning,
    /// then by the identifiers of aliases (a state saved before a rename names the old pattern),
    /// which never take an identifier from a route whose own it is; made on first use
    /// (restoration, replay), not at launch: hashing every route's identifier is a cost
    /// proportional to the routes that most launches never need.
    private var identifierIndex: [String: Int]?

    private var indexByIdentifier: [String: Int] {
        if let identifierIndex { return identifierIndex }
        var index: [String: Int] = [:]
        index.reserveCapacity(registrations.count)
        for (position, registration) in registrations.enumerated() where index[registration.identifier] == nil
        {
            index[registration.identifier] = position
        }
        for (position, registration) in registrations.enumerated()
        where registration.routeType.routePattern != nil {
            for alias in registration.routeType.routeAliases where index[alias.pattern.string] == nil {
                index[alias.pattern.string] = position
            }
        }
        identifierIndex = index
        return index
    }

    /// Whether any registration is external, so that a navigator without external routes asks
    /// nothing more per navigation.
    private(set) var hasExternalRoutes = false

    init() {}

    /// The registration of a route type, or nil.
    public func registration(for type: any Route.Type) -> RouteRegistration? {
        indexByType[ObjectIdentifier(type)].map { registrations[$0] }
    }

    /// The registration of the route type with this stable identifier, or nil. An identifier a
    /// route had before a rename, one of its aliases' patterns, finds it too.
    public func registration(forIdentifier identifier: String) -> RouteRegistration? {
        indexByIdentifier[identifier].map { registrations[$0] }
    }

    /// Whether the route's type is registered.
    public func isRegistered(_ route: any Route) -> Bool {
        indexByType[ObjectIdentifier(type(of: route))] != nil
    }

    /// Whether a route type is registered.
    func isRegistered(type: any Route.Type) -> Bool {
        indexByType[ObjectIdentifier(type)] != nil
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
        registrations.append(registration)
        if registration.isExternal { hasExternalRoutes = true }
        identifierIndex = nil
        cachedLinkFingerprint = nil
    }

    /// The handler of a route's alert actions, or nil.
    func alertActionHandler(for type: any Route.Type) -> AlertActionHandler? {
        alertActionHandlers[ObjectIdentifier(type)]
    }

    func addAlertActionHandler(_ handler: AlertActionHandler) {
        let key = ObjectIdentifier(handler.routeType)
        if let existing = alertActionHandlers[key] {
            diagnostics.append(
                .duplicateAlertActionHandler(
                    route: handler.routeType.routeTypeName, firstModule: existing.moduleName,
                    secondModule: handler.moduleName))
            return
        }
        alertActionHandlers[key] = handler
    }

    func addTab(_ tab: TabSpec, moduleName: String) {
        if tabs.contains(where: { $0.id == tab.id }) {
            diagnostics.append(.duplicateTab(tab.id, module: moduleName))
            return
        }
        tabs.append(tab)
        tabModules[tab.id] = moduleName
    }

    func addSplit(_ split: SplitDeclaration, moduleName: String) {
        if let index = splits.firstIndex(where: { $0.columnRoutes[0] == split.columnRoutes[0] }) {
            diagnostics.append(
                .duplicateSplit(
                    route: split.columnRoutes[0], firstModule: splitModules[index], secondModule: moduleName))
            return
        }
        splits.append(split)
        splitModules.append(moduleName)
    }

    func addDetailPlaceholder<List: Route>(
        for list: List.Type, moduleName: String, make: @escaping @MainActor (any Route) -> ScreenContent
    ) {
        guard detailPlaceholders[ObjectIdentifier(list)] == nil else {
            diagnostics.append(.detailPlaceholderWithoutSplit(route: List.routeTypeName, module: moduleName))
            return
        }
        detailPlaceholders[ObjectIdentifier(list)] = DetailPlaceholder(
            route: List.routeTypeName, identifier: List.routeIdentifier, module: moduleName, make: make)
    }

    /// The detail placeholder of splits rooted at `list`'s type, built for that list route; nil
    /// when none is registered.
    func detailPlaceholder(for list: any Route) -> ScreenContent? {
        detailPlaceholders[ObjectIdentifier(type(of: list))].map { $0.make(list) }
    }

    func addActionTab(_ tab: ActionTabSpec, moduleName: String) {
        if let existing = actionTab {
            diagnostics.append(.duplicateActionTab(existing.id, tab.id))
            return
        }
        actionTab = tab
        tabModules[tab.id] = moduleName
    }

    /// A `tabRootNotPushed` diagnostic for each tab whose root prefers a sheet, cover or alert.
    static func unpushedRoots(of tabs: [TabSpec]) -> [RegistrationDiagnostic] {
        tabs.compactMap { tab in
            let presentation = tab.root.preferredPresentation
            guard presentation.kind != .push else { return nil }
            return .tabRootNotPushed(
                tab.id, route: type(of: tab.root).routeTypeName, presentation: presentation)
        }
    }

    /// Replaces the set of tabs (runtime changes).
    func setTabs(_ newTabs: [TabSpec]) {
        tabs = Self.unique(newTabs)
    }

    /// Sets the badge of the tab or the action tab `id`; false when neither has it.
    func setBadge(_ badge: TabBadge?, forTab id: TabID) -> Bool {
        if actionTab?.id == id {
            actionTab?.badge = badge
            return true
        }
        guard let index = tabs.firstIndex(where: { $0.id == id }) else { return false }
        tabs[index].badge = badge
        return true
    }

    /// Replaces the action tab, or removes it with nil (runtime changes).
    func setActionTab(_ tab: ActionTabSpec?) {
        actionTab = tab
    }

    /// How many content tabs get a place: five items less the action tab in a tab bar, every
    /// one with a sidebar.
    private func contentSlots(withAction hasAction: Bool) -> Int {
        tabBarStyle == .sidebarAdaptable ? Int.max : Self.maximumTabCount - (hasAction ? 1 : 0)
    }

    /// `tabs` without the repeats of an identifier (the first one stays).
    private static func unique(_ tabs: [TabSpec]) -> [TabSpec] {
        var seen: Set<TabID> = []
        return tabs.filter { seen.insert($0.id).inserted }
    }

    /// `tabs` by rank: the highest priorities first, ties to the earlier one.
    private static func ranked(_ tabs: [TabSpec]) -> [TabSpec] {
        tabs.enumerated().sorted { lhs, rhs in
            lhs.element.priority != rhs.element.priority
                ? lhs.element.priority > rhs.element.priority : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The tabs that win a slot: the highest priorities first, ties to the earlier registration,
    /// at most five items in all (four when there is an action tab), shown in priority order.
    /// With ``TabBarStyle/sidebarAdaptable`` every tab has a place, in priority order.
    public var tabsInSlots: [TabSpec] {
        Array(rankedTabs.prefix(contentSlots(withAction: actionTab != nil)))
    }

    /// The tabs of `candidates` that would win a slot (duplicates after the first dropped) beside
    /// an action tab or none, by the rule of ``tabsInSlots``: for a change of the tabs before it
    /// applies.
    func tabsInSlots(of candidates: [TabSpec], withAction hasAction: Bool) -> [TabSpec] {
        Array(Self.ranked(Self.unique(candidates)).prefix(contentSlots(withAction: hasAction)))
    }

    /// The tabs that lost their slot; always empty with ``TabBarStyle/sidebarAdaptable``.
    public var overflowTabs: [TabSpec] {
        Array(rankedTabs.dropFirst(contentSlots(withAction: actionTab != nil)))
    }

    /// The planner over the tabs in the tab bar's slots, those left without one, and the splits:
    /// made once per change of the tabs, the action tab or the splits, rather than on every
    /// navigation (every push and every split layout asks for it).
    var planner: NavigationPlanner {
        if let cachedPlanner { return cachedPlanner }
        func roots(_ tabs: [TabSpec]) -> [TabRoot] { tabs.map { TabRoot(id: $0.id, root: $0.root) } }
        let planner = NavigationPlanner(
            tabs: roots(tabsInSlots), tabsWithoutSlot: roots(overflowTabs), splits: splits)
        cachedPlanner = planner
        return planner
    }

    private var cachedPlanner: NavigationPlanner?

    /// The tabs by rank, sorted once per change of ``tabs`` rather than on every navigation that
    /// asks which tab a route belongs to.
    private var ranked: [TabSpec]?

    private var rankedTabs: [TabSpec] {
        if let ranked { return ranked }
        let sorted = Self.ranked(tabs)
        ranked = sorted
        return sorted
    }

    /// The tab in a slot whose root route equals this route, if any.
    public func tab(rootedAt route: any Route) -> TabSpec? {
        tabsInSlots.first { $0.root.isEqual(to: route) }
    }

    /// The tab a route belongs to: the tab in a slot whose root is the root of the route's
    /// parent chain, if any.
    public func owningTab(of route: any Route) -> TabSpec? {
        guard let first = route.parentChain().first else { return nil }
        return tab(rootedAt: first)
    }

    /// The tab routes of a type usually belong to, judged from its ``Route/sample`` (for the
    /// manifest); nil when the type has no sample or its sample belongs to no tab.
    public func owningTab(ofType type: any Route.Type) -> TabSpec? {
        type.sample.flatMap(owningTab(of:))
    }

    func addDiagnostic(_ diagnostic: RegistrationDiagnostic) {
        diagnostics.append(diagnostic)
    }

    func addDiagnostics(_ found: [RegistrationDiagnostic]) {
        diagnostics += found
    }

    /// Validates the registrations and builds the matcher.
    /// The matcher's limit for links held to `policy`: three times the policy's limit, and never
    /// less than ``maximumPathLength``.
    public nonisolated static func maximumPathLength(for policy: LinkPolicy) -> Int {
        max(maximumPathLength, policy.maximumLength * RouteURLCoder.maximumEncodedBytesPerByte)
    }

    func freeze(maximumPathLength: Int = RouteRegistry.maximumPathLength) {
        // The registrations live as long as the navigator; appending grew their array by
        // doubling, so up to half of it is spare. Copied once at their exact size.
        if registrations.capacity > registrations.count {
            registrations = registrations.withUnsafeBufferPointer { Array($0) }
        }
        matcher = RouteMatcher(
            routes: registrations.map(\.routeType), maximumPathLength: maximumPathLength)
        if !matcher.conflicts.isEmpty || !matcher.ambiguities.isEmpty {
            // Module names by qualified type name, made only when there is a conflict to report:
            // `String(reflecting:)` of every route type is most of a launch otherwise.
            let registeredBy = Dictionary(
                registrations.map { (String(reflecting: $0.routeType), $0.moduleName) },
                uniquingKeysWith: { first, _ in first })
            for ambiguity in matcher.ambiguities {
                diagnostics.append(
                    .ambiguousRoutes(
                        ambiguity, answeringRegisteredBy: registeredBy[ambiguity.answeringRoute] ?? "?",
                        otherRegisteredBy: registeredBy[ambiguity.otherRoute] ?? "?"))
            }
            for conflict in matcher.conflicts {
                diagnostics.append(
                    .conflictingPatterns(
                        conflict, winnerRegisteredBy: registeredBy[conflict.winningRoute] ?? "?",
                        shadowedRegisteredBy: registeredBy[conflict.shadowedRoute] ?? "?"))
            }
        }
        for tab in overflowTabs {
            diagnostics.append(.tabOverflow(tab.id, priority: tab.priority))
        }
        for tab in tabs where !isRegistered(tab.root) {
            diagnostics.append(.unregisteredTabRoot(tab.id, route: type(of: tab.root).routeTypeName))
        }
        for tab in tabs where registration(for: type(of: tab.root))?.isExternal == true {
            diagnostics.append(.externalRouteOnStack(route: type(of: tab.root).routeTypeName, tab: tab.id))
        }
        diagnostics += Self.unpushedRoots(of: tabs)
        for (split, module) in zip(splits, splitModules) {
            for route in split.columnRoutes where registration(forIdentifier: route) == nil {
                diagnostics.append(.splitRouteWithoutRegistration(route: route, module: module))
            }
        }
        let lists = Set(splits.map { $0.columnRoutes[0] })
        for placeholder in detailPlaceholders.values.sorted(by: { $0.route < $1.route })
        where !lists.contains(placeholder.identifier) {
            diagnostics.append(
                .detailPlaceholderWithoutSplit(route: placeholder.route, module: placeholder.module))
        }
        if Self.checksParentsAtLaunch { diagnostics += unregisteredParents() }
        let handled = alertActionHandlers.values.filter { indexByType[ObjectIdentifier($0.routeType)] == nil }
        for handler in handled.sorted(by: { $0.routeType.routeTypeName < $1.routeType.routeTypeName }) {
            diagnostics.append(
                .alertActionHandlerWithoutRoute(
                    route: handler.routeType.routeTypeName, module: handler.moduleName))
        }
    }

    /// Whether ``freeze()`` looks for unregistered parents: in debug builds only. It makes the
    /// ``Route/sample`` of every registered type, a cost proportional to the routes at every launch;
    /// in release a parent no module registers is still caught when a navigation brings it in
    /// (`NavigationFailure.unregisteredRoute`), and `validateRoutes` checks for it in any build.
    #if DEBUG
        package nonisolated static let checksParentsAtLaunch = true
    #else
        package nonisolated static let checksParentsAtLaunch = false
    #endif

    /// An `unregisteredParent` diagnostic for every registered route whose parent (judged from its
    /// ``Route/sample``) no module registers, in registration order. A route without a sample
    /// cannot be checked here; `validateRoutes` reports it as
    /// `RouteValidationProblem.missingSample`.
    package func unregisteredParents() -> [RegistrationDiagnostic] {
        registrations.compactMap { registration in
            guard let sample = registration.routeType.sample, let parent = sample.parent,
                !isRegistered(parent)
            else { return nil }
            return .unregisteredParent(route: registration.typeName, parent: type(of: parent).routeTypeName)
        }
    }
}
