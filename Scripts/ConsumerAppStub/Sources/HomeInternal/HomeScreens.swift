public import HomeUI

/// The home screens' titles.
public enum HomeScreens {
    public static func feed(_ route: HomeRoute) -> String { "Feed" }

    public static func post(_ route: PostRoute) -> String {
        route.highlight.map { "Post #\(route.id), at \($0)" } ?? "Post #\(route.id)"
    }
}
