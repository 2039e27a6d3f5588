import PostUI
// doc-blocks: no shared routes
import Wayfinder
import WayfinderCore

// The implementation module's own declarations, which the generated `register(in:)` uses.

public struct PostFeatureModule: FeatureModule {
    public init() {}
    public func makeDependencies(in context: FeatureRegistrationContext) -> String { "api" }
}

struct FeedScreen: RouteScreen {
    static func make(_ route: FeedRoute, _ dependencies: Void) -> String { "feed" }
}

struct PostScreen: RouteScreen {
    static func make(_ route: PostRoute, _ dependencies: String) -> String { "post \(route.id)" }
}
