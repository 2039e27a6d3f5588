import Foundation
import WayfinderCore

// Hand-written routes of a small app, for the resolver's tests.

/// `feed`: a tab's root.
struct ResolverFeedRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "feed")
    init() {}
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

/// `article/:id`.
struct ResolverArticleRoute: Route {
    let id: Int
    static let routePattern: RoutePattern? = RoutePattern(validated: "article/:id")
    init(id: Int) { self.id = id }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(id, for: "id")
        return parameters
    }
}

/// `settings/:tab`.
struct ResolverSettingsRoute: Route {
    let tab: String
    static let routePattern: RoutePattern? = RoutePattern(validated: "settings/:tab")
    init(tab: String) { self.tab = tab }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        tab = try parameters.decode(String.self, for: "tab")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters["tab"] = tab
        return parameters
    }
}

/// `:handle`, for `@name` handles only: `/@ada`.
struct ResolverAccountRoute: Route {
    let handle: String
    static let routePattern: RoutePattern? = RoutePattern(validated: ":handle")
    init(handle: String) { self.handle = handle }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        handle = try parameters.decode(String.self, for: "handle")
        guard handle.hasPrefix("@") else {
            throw .invalidValue(parameter: "handle", value: handle, expectedType: "handle")
        }
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters["handle"] = handle
        return parameters
    }
}

/// `team/:name`, once `people/:name` (now in-app only) and `staff/:name` (still open to links).
struct ResolverTeamRoute: Route {
    let name: String
    static let routePattern: RoutePattern? = RoutePattern(validated: "team/:name")
    static let routeAliases: [RouteAlias] = [
        RouteAlias("people/:name", externallyReachable: false),
        "staff/:name",
    ]
    init(name: String) { self.name = name }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        name = try parameters.decode(String.self, for: "name")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters["name"] = name
        return parameters
    }
}

/// `admin`: in the app only, through any pattern.
struct ResolverAdminRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "admin")
    static let routeAliases: [RouteAlias] = ["administration"]
    static var isExternallyReachable: Bool { false }
    init() {}
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

/// `deep-link?url=…`: forwards to the link or path in `url`.
struct ResolverDeepLinkRoute: Route {
    let url: String?
    static let routePattern: RoutePattern? = RoutePattern(validated: "deep-link")
    static var linkRules: RouteLinkRules { RouteLinkRules(nestedLinkParameter: "url") }
    init(url: String?) { self.url = url }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        url = try parameters.decodeIfPresent(String.self, for: "url")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters["url"] = url
        return parameters
    }
}

/// `browse`: opens any web link nothing else answers, and keeps it.
struct ResolverBrowserRoute: Route {
    let link: URL?
    static let routePattern: RoutePattern? = RoutePattern(validated: "browse")
    static var linkRules: RouteLinkRules { RouteLinkRules(receivesLink: true, opensAnyWebLink: true) }
    init(link: URL?) { self.link = link }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        link = parameters.link
    }
}

let resolverRoutes: [any Route.Type] = [
    ResolverFeedRoute.self, ResolverArticleRoute.self, ResolverSettingsRoute.self, ResolverTeamRoute.self,
    ResolverAdminRoute.self, ResolverDeepLinkRoute.self,
]

/// A resolver over the routes above, for `myapp` links and `example.com`.
func makeResolver(
    _ routes: [any Route.Type] = resolverRoutes,
    policy: LinkPolicy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])
) -> LinkResolver {
    LinkResolver(matcher: RouteMatcher(routes: routes), policy: policy, tabRoots: [ResolverFeedRoute()])
}

/// What a link resolves to, as `outline` writes it, or the error's description.
func resolvedLink(_ url: String, by resolver: LinkResolver = makeResolver(), fromOutside: Bool = true)
    -> String
{
    do throws(RouteURLError) {
        return outline(try resolver.resolve(url, fromOutside: fromOutside).routes)
    } catch {
        return "error: \(error)"
    }
}
