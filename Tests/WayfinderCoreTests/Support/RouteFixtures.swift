import Foundation
import WayfinderCore

// Routes for the matcher, link and URL tests, conformed by hand (no macro): this also proves
// that manual conformance works.

struct HomeRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "home")
    init() {}
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
    var parameters: RouteParameters { RouteParameters() }
}

struct ProfileRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "profile/:user")
    let user: String
    init(user: String) { self.user = user }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        user = try parameters.decode(String.self, for: "user")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(user, for: "user")
        return parameters
    }
}

/// `post/:id` with an Int id and an optional `sort` query item.
struct PostRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "post/:id")
    let id: Int
    var sort: String?
    init(id: Int, sort: String? = nil) {
        self.id = id
        self.sort = sort
    }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
        sort = try parameters.decodeIfPresent(String.self, for: "sort")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(id, for: "id")
        parameters.encodeIfPresent(sort, for: "sort")
        return parameters
    }
}

/// `post/:slug`: matches the same URLs as `post/:id`, a conflict.
struct PostSlugRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "post/:slug")
    let slug: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        slug = try parameters.decode(String.self, for: "slug")
    }
    var parameters: RouteParameters { RouteParameters(["slug": slug]) }
}

/// `users/:name/edit`: matches the same URLs as `users/:id/edit`, a conflict.
struct UserNameEditRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "users/:name/edit")
    let name: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        name = try parameters.decode(String.self, for: "name")
    }
    var parameters: RouteParameters { RouteParameters(["name": name]) }
}

/// `profile/:handle`: matches the same URLs as `profile/:user`, a conflict.
struct HandleRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "profile/:handle")
    let handle: String
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        handle = try parameters.decode(String.self, for: "handle")
    }
    var parameters: RouteParameters { RouteParameters(["handle": handle]) }
}

/// `post/new`: a literal that beats `post/:id`.
struct NewPostRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "post/new")
    init() {}
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

/// `post/:id/comments`, under the placeholder branch only.
struct CommentsRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "post/:id/comments")
    let id: Int
    init(id: Int) { self.id = id }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
    }
    var parameters: RouteParameters { RouteParameters(["id": String(id)]) }
}

struct MyEditRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "users/me/edit")
    init() {}
    init(parameters: RouteParameters) throws(RouteDecodingError) {}
}

struct UserEditRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "users/:id/edit")
    let id: String
    init(id: String) { self.id = id }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(String.self, for: "id")
    }
    var parameters: RouteParameters { RouteParameters(["id": id]) }
}

struct UserDeleteRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "users/:id/delete")
    let id: String
    init(id: String) { self.id = id }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(String.self, for: "id")
    }
    var parameters: RouteParameters { RouteParameters(["id": id]) }
}

/// `search` with a required `q` query item.
struct SearchRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "search")
    let query: String
    init(query: String) { self.query = query }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        query = try parameters.decode(String.self, for: "q")
    }
    var parameters: RouteParameters { RouteParameters(["q": query]) }
}

/// The three routes of the backtracking example: `a/:x`, `a/:x/b`, `b/:y`.
struct ARoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "a/:x")
    let x: String
    init(x: String) { self.x = x }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        x = try parameters.decode(String.self, for: "x")
    }
    var parameters: RouteParameters { RouteParameters(["x": x]) }
}

struct ABRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "a/:x/b")
    let x: String
    init(x: String) { self.x = x }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        x = try parameters.decode(String.self, for: "x")
    }
    var parameters: RouteParameters { RouteParameters(["x": x]) }
}

struct BRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "b/:y")
    let y: String
    init(y: String) { self.y = y }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        y = try parameters.decode(String.self, for: "y")
    }
    var parameters: RouteParameters { RouteParameters(["y": y]) }
}

/// An in-app-only route: no pattern, ignored by the matcher.
struct MealRoute: Route {
    let name: String
}

enum Flavor: String, RouteParameter, CaseIterable { case sweet, salty, sour, umami }
enum Level: Int, RouteParameter, CaseIterable {
    case low = 1
    case middle = 5
    case high = 10
}

/// A route with a placeholder of every parameter type and optional query items of every type.
struct EveryTypeRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(
        validated: "every/:text/:number/:real/:flag/:identifier/:flavor/:level")
    var text: String
    var number: Int
    var real: Double
    var flag: Bool
    var identifier: UUID
    var flavor: Flavor
    var level: Level
    var note: String?
    var count: Int?
    var ratio: Double?
    var enabled: Bool?
    var token: UUID?
    var mood: Flavor?
    var rank: Level?

    init(
        text: String, number: Int, real: Double, flag: Bool, identifier: UUID, flavor: Flavor, level: Level,
        note: String? = nil, count: Int? = nil, ratio: Double? = nil, enabled: Bool? = nil,
        token: UUID? = nil,
        mood: Flavor? = nil, rank: Level? = nil
    ) {
        self.text = text
        self.number = number
        self.real = real
        self.flag = flag
        self.identifier = identifier
        self.flavor = flavor
        self.level = level
        self.note = note
        self.count = count
        self.ratio = ratio
        self.enabled = enabled
        self.token = token
        self.mood = mood
        self.rank = rank
    }

    init(parameters: RouteParameters) throws(RouteDecodingError) {
        text = try parameters.decode(String.self, for: "text")
        number = try parameters.decode(Int.self, for: "number")
        real = try parameters.decode(Double.self, for: "real")
        flag = try parameters.decode(Bool.self, for: "flag")
        identifier = try parameters.decode(UUID.self, for: "identifier")
        flavor = try parameters.decode(Flavor.self, for: "flavor")
        level = try parameters.decode(Level.self, for: "level")
        note = try parameters.decodeIfPresent(String.self, for: "note")
        count = try parameters.decodeIfPresent(Int.self, for: "count")
        ratio = try parameters.decodeIfPresent(Double.self, for: "ratio")
        enabled = try parameters.decodeIfPresent(Bool.self, for: "enabled")
        token = try parameters.decodeIfPresent(UUID.self, for: "token")
        mood = try parameters.decodeIfPresent(Flavor.self, for: "mood")
        rank = try parameters.decodeIfPresent(Level.self, for: "rank")
    }

    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(text, for: "text")
        parameters.encode(number, for: "number")
        parameters.encode(real, for: "real")
        parameters.encode(flag, for: "flag")
        parameters.encode(identifier, for: "identifier")
        parameters.encode(flavor, for: "flavor")
        parameters.encode(level, for: "level")
        parameters.encodeIfPresent(note, for: "note")
        parameters.encodeIfPresent(count, for: "count")
        parameters.encodeIfPresent(ratio, for: "ratio")
        parameters.encodeIfPresent(enabled, for: "enabled")
        parameters.encodeIfPresent(token, for: "token")
        parameters.encodeIfPresent(mood, for: "mood")
        parameters.encodeIfPresent(rank, for: "rank")
        return parameters
    }
}

/// The routes most tests register, in this order.
let standardRoutes: [any Route.Type] = [
    HomeRoute.self, ProfileRoute.self, PostRoute.self, NewPostRoute.self, CommentsRoute.self,
    MyEditRoute.self, UserEditRoute.self, UserDeleteRoute.self, SearchRoute.self, ARoute.self,
    ABRoute.self, BRoute.self, MealRoute.self, EveryTypeRoute.self,
]

let standardMatcher = RouteMatcher(routes: standardRoutes)

/// The routes as the state outline prints a stack: `home > post/42`.
func outline(_ routes: [any Route]) -> String {
    routes.map(\.pathRepresentation).joined(separator: " > ")
}

/// The outline of what the matcher resolves, or `error: <case>` for a thrown error.
func resolved(_ path: String, by matcher: RouteMatcher = standardMatcher) -> String {
    do {
        return outline(try matcher.routes(forPath: path))
    } catch {
        return "error: \(error)"
    }
}
