import Testing
// doc-blocks: no shared routes
import Wayfinder
import WayfinderCore
import WayfinderTesting

// README.md declares `PostRoute` itself; this is the rest of its tour.

@Route("home")
public struct HomeRoute {}

@Route("login")
struct LoginRoute {}

struct HomeFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {}
}

struct PostFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {}
}
