import GoodUI
import Wayfinder

struct FeedScreen: RouteScreen {
    static func make(_ route: FeedRoute, _ dependencies: Void) -> String { "feed screen" }
}

struct PostScreen: RouteScreen {
    static let transition: Transition? = .fade

    static func make(_ route: PostRoute, _ dependencies: PostDependencies) -> String {
        "post \(route.id) screen, \(dependencies.greeting)"
    }
}

struct AuthorScreen {}

extension AuthorScreen: RouteScreen {
    static func canNavigate(_ dependencies: Void) -> RouteGuard<AuthorRoute>? {
        { route, _ in route.name == "ada" ? .allow : .deny("only ada") }
    }

    static func make(_ route: AuthorRoute, _: Void) -> String { "author \(route.name)" }
}
