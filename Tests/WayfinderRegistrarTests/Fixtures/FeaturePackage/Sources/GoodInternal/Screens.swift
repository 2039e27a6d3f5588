import GoodUI
import Wayfinder

struct FeedScreen: RouteScreen {
    static func make(_ route: FeedRoute, _ dependencies: Void) -> String { "feed screen" }
}

struct PostScreen: RouteScreen {
    static func make(_ route: PostRoute, _ dependencies: PostDependencies) -> String {
        "post \(route.id) screen, \(dependencies.greeting)"
    }
}

struct AuthorScreen {}

extension AuthorScreen: RouteScreen {
    static func make(_ route: AuthorRoute, _: Void) -> String { "author \(route.name)" }
}
