import UIKit
import Wayfinder
import WayfinderCore

// What Docs/Guides/SeveralWindows.md's scene delegate takes for granted.

@Route("home")
struct HomeRoute {}

struct HomeFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(HomeRoute.self) { _ in UIViewController() }
    }
}

@MainActor
enum AppModules {
    static var all: [any FeatureModule] { [HomeFeatureModule()] }
}
