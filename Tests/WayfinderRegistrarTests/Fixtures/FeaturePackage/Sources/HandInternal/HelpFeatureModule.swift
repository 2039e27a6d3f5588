import HandUI
import Wayfinder

struct HelpScreen: RouteScreen {
    static func make(_ route: HelpRoute, _: Void) -> String { "help" }
}

public struct HelpFeatureModule: FeatureModule {
    public init() {}

    public func register(in context: FeatureRegistrationContext) {
        context.register(HelpRoute.self) { route in HelpScreen.make(route, ()) }
    }
}
