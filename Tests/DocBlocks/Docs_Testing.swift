import Testing
import Wayfinder
import WayfinderCore

/// The test feature of Testing.md: registers each route with a string screen.
struct Feature: FeatureModule {
    let name: String
    let routes: [any Route.Type]

    func register(in context: FeatureRegistrationContext) {
        for route in routes { add(route, to: context) }
    }

    private func add<R: Route>(_ route: R.Type, to context: FeatureRegistrationContext) {
        context.register(route) { value in "screen of \(value.pathRepresentation)" }
    }
}
