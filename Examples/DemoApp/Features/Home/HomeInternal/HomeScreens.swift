import HomeUI
import Wayfinder

struct HomeScreen: RouteScreen {
    static func make(_ route: HomeRoute, _: Void) -> String { "Home feed" }
}

struct PostScreen: RouteScreen {
    /// Posts cross-fade in and out.
    static let transition: Transition? = .fade

    static func make(_ route: PostRoute, _: Void) -> String { "Post #\(route.id)" }
}

struct SearchScreen: RouteScreen {
    static func make(_ route: SearchRoute, _: Void) -> String { "Search" }
}

struct ActivityScreen: RouteScreen {
    static func make(_ route: ActivityRoute, _: Void) -> String { "Activity" }
}

struct ComposeScreen: RouteScreen {
    static func make(_ route: ComposeRoute, _: Void) -> String { "New post" }
}

struct OnboardingScreen: RouteScreen {
    static func make(_ route: OnboardingRoute, _: Void) -> String { "Welcome!" }
}

struct DebugMenuScreen: RouteScreen {
    static func make(_ route: DebugMenuRoute, _: Void) -> String { "Debug menu" }
}

struct MealDetailsScreen: RouteScreen {
    static func make(_ route: MealDetailsRoute, _: Void) -> String {
        "\(route.entry.name), \(route.entry.calories) kcal"
    }
}
