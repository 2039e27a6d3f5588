import WayfinderCore

/// Hand-conformed routes for the state tests, so they do not depend on the macro.
struct PathRoute: Route {
    let path: String
    init(_ path: String) { self.path = path }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        path = try parameters.decode(String.self, for: "path")
    }
    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(path, for: "path")
        return parameters
    }
    var pathRepresentation: String { path }
}

/// An in-app-only route carrying a value.
struct NoteRoute: Route {
    let text: String
}

extension NavigationState {
    /// Applies commands in order, failing the test on the first error.
    mutating func run(_ commands: NavigationCommand...) throws {
        for command in commands { try apply(command) }
    }
}

func r(_ path: String) -> PathRoute { PathRoute(path) }
