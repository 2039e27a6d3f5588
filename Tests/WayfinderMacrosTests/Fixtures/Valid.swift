// expect-success
// Routes of every supported shape type-check cleanly, without warnings: proves the harness
// itself can succeed.
import Foundation
public import WayfinderCore

public enum Order: String, RouteParameter { case newest, popular }

@Route("home")
public struct HomeRoute {}

@Route("post/:id")
public struct PostRoute {
    public let id: Int
    public var sort: Order? = nil
    public var page: Int = 1
    public var parent: (any Route)? { HomeRoute() }
}

@Route("search", externallyReachable: false)
struct SearchRoute {
    var query: String?
    var limit: Optional<Int>
    var exact: Bool!
    var token: UUID?
    var scale: Double = 1
}

@Route
struct MealRoute {
    let entry: [String: Int]
    var note = "x"
}

@Route("settings")
package struct SettingsRoute {
    package var preferredPresentation: Presentation { .sheet }
}

let route = PostRoute(id: 1, sort: .newest)
let path: String = route.pathRepresentation
let meal = MealRoute(entry: [:])
