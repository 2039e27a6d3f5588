import Foundation
import WayfinderCore

public struct LinkPolicy: Sendable {
    init(schemes: Set<String>, hosts: Set<String>) {}
    func relativePath(of url: String) throws(RouteURLError) -> String { url }
    func relativePath(of url: URL) throws(RouteURLError) -> String { "" }
}
public struct RouteMatcher: Sendable {
    init(routes: [any Route.Type]) {}
    var conflicts: [RouteConflict] { [] }
    func routes(forPath path: some StringProtocol) throws(RouteURLError) -> [any Route] { [] }
    func route(forPath path: some StringProtocol) throws(RouteURLError) -> any Route { throw .emptyPath }
}
public struct RouteConflict {
    var winningPattern: RoutePattern
    var shadowedPattern: RoutePattern
}
