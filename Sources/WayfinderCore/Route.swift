/// A value that names one screen of the app.
///
/// Features navigate to each other by constructing routes, never by importing each other's
/// screens. Declare a route with the ``Route(_:externallyReachable:aliases:requiring:excluding:host:caseInsensitive:lenient:opensAnyWebLink:)`` macro, which checks the
/// pattern against the struct's stored properties at compile time and generates the whole
/// conformance:
///
/// ```swift
/// @Route("post/:id")
/// public struct PostRoute {
///     public let id: Int
///     public var parent: (any Route)? { HomeRoute() }
/// }
/// ```
///
/// Placeholders (`:id`) map onto same-named stored properties; every other stored property is a
/// query parameter, required unless it is Optional or has a default value. A route declared without a
/// pattern (`@Route struct MealRoute { let entry: FoodEntry }`) is in-app only: it may hold any
/// `Hashable & Sendable` value and is never opened by URL.
///
/// ## Conforming by hand
///
/// The macro is a convenience. A hand-written conformance supplies ``routePattern``,
/// ``init(parameters:)``, ``parameters`` and, when the pattern has placeholders, ``sample``;
/// everything else has a default:
///
/// ```swift
/// struct PostRoute: Route {
///     static let routePattern: RoutePattern? = RoutePattern(validated: "post/:id")
///     let id: Int
///     init(id: Int) { self.id = id }
///     init(parameters: RouteParameters) throws(RouteDecodingError) {
///         id = try parameters.decode(Int.self, for: "id")
///     }
///     var parameters: RouteParameters {
///         var parameters = RouteParameters()
///         parameters.encode(id, for: "id")
///         return parameters
///     }
///     static var sample: PostRoute? { PostRoute(id: 1) }
/// }
/// ```
public protocol Route: Hashable, Sendable {
    /// The URL pattern of this route, or nil for a route that is in-app only.
    static var routePattern: RoutePattern? { get }

    /// The old patterns this route still answers, after a rename: links and saved states that
    /// use them keep opening the route. Empty by default; the `@Route` macro writes its
    /// `aliases:` here. See ``RouteAlias``.
    static var routeAliases: [RouteAlias] { get }

    /// How the route reads a link beyond its path: the query items that choose it among routes
    /// of the same pattern, the host that owns it, and what else of the link it receives.
    /// ``RouteLinkRules/standard`` by default; the `@Route` macro writes it from its arguments.
    static var linkRules: RouteLinkRules { get }

    /// Whether an outside URL (a deep link, a universal link, a push payload) may open this route.
    ///
    /// A route that is not externally reachable is still reachable in-app and by state
    /// restoration. Defaults to `true` for routes with a pattern.
    static var isExternallyReachable: Bool { get }

    /// A stable name for this route that survives refactoring: the pattern for routes with one,
    /// the type name for in-app-only routes.
    ///
    /// Saved navigation state stores this identifier, never a Swift type name.
    static var routeIdentifier: String { get }

    /// Creates the route from the values of its placeholders and query items.
    ///
    /// - Throws: ``RouteDecodingError`` naming the parameter that is missing or has a value of
    ///   the wrong type.
    init(parameters: RouteParameters) throws(RouteDecodingError)

    /// The route's placeholder and query values, in pattern order then declaration order.
    var parameters: RouteParameters { get }

    /// The route as a relative URL: its path (`post/42`) followed by a percent-encoded query
    /// when it has query values (`reset-password?token=abc`). In-app-only routes give their
    /// type name.
    var pathRepresentation: String { get }

    /// The route that Back goes to when this route is opened cold (by a deep link or
    /// `navigate(to:)`), or nil for a root route. Parents carry values.
    var parent: (any Route)? { get }

    /// How `Navigator.navigate(to:)` shows this route. Defaults to ``Presentation/push``.
    var preferredPresentation: Presentation { get }

    /// Where a link to this route puts its screen: on the stack rebuilt from its parent chain
    /// (``LinkPlacement/parentChain``, the default) or on top of its tab's current stack
    /// (``LinkPlacement/appendToCurrentStack``). A call to `Navigator.open(_:placement:)` may
    /// choose otherwise for one link.
    ///
    /// ```swift
    /// var linkPlacement: LinkPlacement { .appendToCurrentStack }
    /// ```
    var linkPlacement: LinkPlacement { get }

    /// A value of this route that checks of the route type use: the parent a launch in a debug
    /// build and `validateRoutes` look for among the registered routes, the round trip through
    /// the route's URL, and the manifest's parent, tab, presentation and parameter types.
    ///
    /// The ``Route(_:externallyReachable:aliases:requiring:excluding:host:caseInsensitive:lenient:opensAnyWebLink:)`` macro writes it from the stored properties' types:
    /// every placeholder gets its type's ``RouteParameter/sampleParameter``, every query
    /// parameter is left out (nil or its default). It is nil when a placeholder's type has no
    /// sample. By default it is the route made from no parameters when the pattern has no
    /// placeholders, and nil otherwise; a hand-written conformance with placeholders declares
    /// one:
    ///
    /// ```swift
    /// static var sample: PostRoute? { PostRoute(id: 1) }
    /// ```
    ///
    /// A route with a pattern and no sample cannot have its parent or its round trip checked;
    /// `validateRoutes` reports it.
    static var sample: Self? { get }

    /// The type of value the route's screen hands back when it finishes (a picked colour, a
    /// confirmation). `Never` for routes that return nothing, the default.
    ///
    /// ```swift
    /// @Route("color-picker")
    /// struct ColorPickerRoute {
    ///     typealias NavigationResult = Color
    ///     var preferredPresentation: Presentation { .sheet }
    /// }
    /// let color = await navigator.navigateForResult(to: ColorPickerRoute())  // Color?
    /// ```
    associatedtype NavigationResult: Sendable = Never
}

// MARK: - Defaults

extension Route {
    public static var routePattern: RoutePattern? { nil }

    public static var routeAliases: [RouteAlias] { [] }

    public static var linkRules: RouteLinkRules { .standard }

    public static var isExternallyReachable: Bool { routePattern != nil }

    /// Whether outside links may open the route: it has a pattern and is externally reachable
    /// (a hand-written conformance may claim reachability without a pattern).
    package static var opensFromOutsideLinks: Bool { routePattern != nil && isExternallyReachable }

    public static var routeIdentifier: String { routePattern?.string ?? routeTypeName }

    /// The unqualified name of the route's type, as in-app-only routes print in the outline.
    public static var routeTypeName: String { String(describing: Self.self) }

    public var parent: (any Route)? { nil }

    public var preferredPresentation: Presentation { .push }

    public var linkPlacement: LinkPlacement { .parentChain }

    /// The route made from no parameters when the pattern has no placeholders, else nil.
    public static var sample: Self? {
        guard let pattern = routePattern, pattern.placeholderNames.isEmpty else { return nil }
        return try? Self(parameters: RouteParameters())
    }

    public var parameters: RouteParameters { RouteParameters() }

    public init(parameters: RouteParameters) throws(RouteDecodingError) {
        throw RouteDecodingError.notAddressable(route: Self.routeTypeName)
    }

    public var pathRepresentation: String {
        guard let pattern = Self.routePattern else { return Self.routeTypeName }
        return RouteURLCoder.relativeURL(pattern: pattern, parameters: parameters)
    }
}

// MARK: - Existential helpers

extension Route {
    /// Whether this route equals another route of any type.
    public func isEqual(to other: any Route) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }

    /// The parent chain from the outermost ancestor down to this route, inclusive.
    ///
    /// The chain stops at `limit` routes, so a cyclic parent declaration cannot hang.
    public func parentChain(limit: Int = 64) -> [any Route] {
        var chain: [any Route] = [self]
        var current: (any Route)? = parent
        while let route = current, chain.count < limit {
            chain.append(route)
            current = route.parent
        }
        return chain.reversed()
    }
}
