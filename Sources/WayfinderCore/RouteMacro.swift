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
/// ``RouteParameter/sampleParameter``, unless the struct declares its own) and a memberwise
/// initializer with the struct's access level. Compile errors name the offender: a placeholder without a stored
/// property of that name, a repeated placeholder, a malformed pattern, a stored property that is
/// neither a placeholder nor Optional or defaulted, a property type that is not a
/// ``RouteParameter``, or the attribute on something other than a struct.
///
/// Without a pattern (`@Route struct MealRoute { let entry: FoodEntry }`) the route is in-app
/// only: its properties may be any `Hashable & Sendable` values and it is never opened by URL.
///
/// - Parameters:
///   - pattern: The URL pattern, such as `"post/:id"`, or nil for an in-app-only route.
///   - externallyReachable: Pass `false` for a route that outside URLs must never open; it stays
///     reachable in-app and by state restoration.
///   - aliases: Old patterns the route still answers after a rename (see ``RouteAlias``),
///     checked like the pattern: each placeholder, once renamed, names a stored property or is
///     dropped, and every placeholder of the pattern gets a value.
@attached(
    member,
    names: named(init), named(routePattern), named(parameters), named(pathRepresentation),
    named(isExternallyReachable), named(sample), named(routeAliases)
)
@attached(extension, conformances: Route)
public macro Route(_ pattern: String? = nil, externallyReachable: Bool = true, aliases: [RouteAlias] = []) =
    #externalMacro(module: "WayfinderMacros", type: "RouteMacro")
#endif
