#if RouteMacro
    /// Makes a struct a ``Route`` whose URL pattern is checked against its stored properties at
    /// compile time.
    ///
    /// ```swift
    /// @Route("post/:id")
    /// public struct PostRoute {
    ///     public let id: Int
    ///     public var sort: Order? = nil        // a query parameter: post/42?sort=newest
    ///     public var parent: (any Route)? { HomeRoute() }
    /// }
    /// ```
    ///
    /// The expansion generates ``Route/routePattern``, ``Route/init(parameters:)``,
    /// ``Route/parameters``, ``Route/pathRepresentation``, ``Route/sample`` (from the placeholders'
    /// ``RouteParameter/sampleParameter``, unless the struct declares its own), ``Route/linkRules``
    /// when the route reads more of a link than its path, and a memberwise initializer with the
    /// struct's access level. The macro owns these members: a struct that declares one of them
    /// itself (other than `sample`) gets a diagnostic saying so.
    ///
    /// ## Properties
    ///
    /// - A stored property named like a placeholder (`:id`) or the catch-all tail (`*path`) holds
    ///   that part of the path; it is not Optional.
    /// - Every other stored property is a query item of its name. An Optional or defaulted one may
    ///   be absent; one that is neither is required: a link without it does not open the route.
    /// - Property types are ``RouteParameter``s, or enums with a `String` or `Int` raw value.
    /// - Attributes say more: ``QueryItem(_:)`` names the query item differently,
    ///   ``RemainingQueryItems()`` receives every query item the route does not declare,
    ///   ``Fragment()`` the link's fragment, ``LinkURL()`` the whole link, and ``NestedLink()`` marks
    ///   a parameter whose value is another link that the route forwards to.
    ///
    /// ```swift
    /// @Route("discover/:category", requiring: ["staff_picks"], excluding: ["token"])
    /// struct DiscoverRoute {
    ///     let category: String
    ///     @QueryItem("tag_id") var tagID: Int?
    ///     @RemainingQueryItems var filters: [String: String] = [:]
    /// }
    /// ```
    ///
    /// Without a pattern (`@Route struct MealRoute { let entry: FoodEntry }`) the route is in-app
    /// only: its properties may be any `Hashable & Sendable` values and it is never opened by URL.
    /// A route with a pattern that outside links may open also conforms to
    /// ``ExternallyReachableRoute``.
    ///
    /// Compile errors name the offender: a placeholder without a stored property of that name, a
    /// repeated placeholder, a malformed pattern, an argument that is not a literal, a host that is
    /// not a host name, a misplaced or mistyped property attribute, two properties reading one
    /// query item, a member the macro generates declared by hand, or the attribute on something
    /// other than a struct.
    ///
    /// - Parameters:
    ///   - pattern: The URL pattern, such as `"post/:id"`, `"files/*path"` or `"*"`, or nil for an
    ///     in-app-only route.
    ///   - externallyReachable: Pass `false` for a route that outside URLs must never open; it stays
    ///     reachable in-app and by state restoration.
    ///   - aliases: Old patterns the route still answers after a rename (see ``RouteAlias``),
    ///     checked like the pattern: each placeholder, once renamed, names a stored property or is
    ///     dropped, and every placeholder of the pattern gets a value.
    ///   - requiring: Query items a link must carry for this route to answer it, in addition to the
    ///     route's required query properties (``RouteLinkRules/requiredQueryItems``). Routes of one
    ///     pattern may differ by the query items they require.
    ///   - excluding: Query items a link must not carry for this route to answer it
    ///     (``RouteLinkRules/forbiddenQueryItems``).
    ///   - host: The one host whose links the route answers, such as `"clicks.example.com"`
    ///     (``RouteLinkRules/host``).
    ///   - caseInsensitive: Pass `true` to match the pattern's literal segments in any case
    ///     (``RouteLinkRules/matchesCaseInsensitively``).
    ///   - lenient: Pass `true` to read the query leniently: of duplicate query items the first
    ///     wins, and an Optional or defaulted property whose value does not decode is nil or its
    ///     default (``RouteLinkRules/isLenient``).
    ///   - opensAnyWebLink: Pass `true` for a route that opens any `http` or `https` link no other
    ///     route answers (``RouteLinkRules/opensAnyWebLink``).
    @attached(
        member,
        names: named(init), named(routePattern), named(parameters), named(pathRepresentation),
        named(isExternallyReachable), named(sample), named(routeAliases), named(linkRules)
    )
    @attached(extension, conformances: Route, ExternallyReachableRoute)
    public macro Route(
        _ pattern: String? = nil, externallyReachable: Bool = true, aliases: [RouteAlias] = [],
        requiring: [String] = [], excluding: [String] = [], host: String? = nil,
        caseInsensitive: Bool = false,
        lenient: Bool = false, opensAnyWebLink: Bool = false
    ) = #externalMacro(module: "WayfinderMacros", type: "RouteMacro")
#endif
