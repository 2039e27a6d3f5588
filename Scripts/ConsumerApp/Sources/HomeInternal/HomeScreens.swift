import HomeUI
import ProfileUI
import Wayfinder

struct HomeScreen: RouteScreen {
    static func make(_ route: HomeRoute, _: Void) -> String { "Feed" }
}

struct PostScreen: RouteScreen {
    static func make(_ route: PostRoute, _: Void) -> String {
        route.highlight.map { "Post #\(route.id), at \($0)" } ?? "Post #\(route.id)"
    }
}

/// The post screen's view model: navigates to another feature by value, never by import.
@MainActor
public final class PostViewModel {
    let navigator: any Navigating
    /// The author's handle.
    public let author: String

    /// Creates the view model.
    public init(author: String, navigator: any Navigating) {
        self.author = author
        self.navigator = navigator
    }

    /// The author's name was tapped.
    public func authorTapped() {
        navigator.push(ProfileRoute(user: author))
    }
}

struct ReportPostScreen: RouteScreen {
    static func make(_ route: ReportPostRoute, _: Void) -> AlertContent {
        AlertContent(
            title: "Report post #\(route.id)?",
            buttons: [AlertButton("Report", role: .destructive), AlertButton("Cancel", role: .cancel)])
    }
}

struct SharePostScreen: RouteScreen {
    static func make(_ route: SharePostRoute, _: Void) -> String { "Share post #\(route.id)" }
}
