public import WayfinderCore

/// The home feed: the root of the home tab.
@Route("home")
public struct HomeRoute {}

/// One post, shown over the feed. Its links were `posts/:id` in an earlier release, and links
/// of that shape (in old emails, bookmarks, queued notifications) still open it.
@Route("post/:id", aliases: ["posts/:id"])
public struct PostRoute {
    /// The post's number.
    public let id: Int
    public var parent: (any Route)? { HomeRoute() }
}

/// Search: the root of the search tab.
@Route("search")
public struct SearchRoute {}

/// Recent activity: the root of a tab whose priority is too low for a slot.
@Route("activity")
public struct ActivityRoute {}

/// Writing a new post, in a sheet (the compose action tab presents it).
@Route("compose")
public struct ComposeRoute {
    public var preferredPresentation: Presentation { .sheet }
}

/// The first-run welcome, over everything.
@Route("onboarding")
public struct OnboardingRoute {
    public var preferredPresentation: Presentation { .fullScreenCover }
}

/// A menu for developers: reachable in the app, never from an outside link.
@Route("debug/menu", externallyReachable: false)
public struct DebugMenuRoute {}

/// A model value handed to an in-app-only route.
public struct FoodEntry: Hashable, Sendable {
    /// What was eaten.
    public let name: String
    /// Its energy.
    public let calories: Int

    /// Creates an entry.
    public init(name: String, calories: Int) {
        self.name = name
        self.calories = calories
    }
}

/// Details of a meal: in-app only (no pattern), carrying the model value itself.
@Route
public struct MealDetailsRoute {
    /// The meal shown.
    public let entry: FoodEntry
}
