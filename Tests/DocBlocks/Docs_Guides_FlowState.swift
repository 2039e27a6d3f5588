import Wayfinder
import WayfinderCore

// The headless sign-up module the guide's test runs: the guide's own is a SwiftUI one, which
// compiles with the UI blocks. It registers the app's home too, the root of the test.

struct SignUpFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(HomeRoute.self) { _ in "home" }
        context.registerFlow(startingAt: SignUpEmailRoute.self) { _ in SignUpModel() }
        context.register(SignUpEmailRoute.self) { _ in "email" }
        context.register(SignUpNameRoute.self) { _ in "name" }
        context.register(SignUpPasswordRoute.self) { _ in "password" }
    }
}
