import WayfinderCore

public struct LinkPolicy: Sendable { init(schemes: Set<String>, hosts: Set<String>) {} }
public struct RouteMatcher {
    init(routes: [any Route.Type]) {}
    var conflicts: [RouteConflict] { [] }
}
public struct RouteConflict {
    var winningPattern: RoutePattern
    var shadowedPattern: RoutePattern
}
