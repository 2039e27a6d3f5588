import PostUI
import Wayfinder
import WayfinderCore

// What the code RouteRegistrarPlugin generates in Docs/Tooling.md refers to, in PostInternal: the
// feature module it extends and the screens of the document's SwiftUI block (that block is
// type-checked by Scripts/typecheck-adapters.sh; these are their non-UI twins). Generated code is
// read, not copied, so this document keeps a context file; its other blocks declare what they use.

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
