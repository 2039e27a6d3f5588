/// When a tab bar shrinks while the user scrolls (iOS 26 and later, iPhone); earlier systems
/// ignore it.
///
/// The SwiftUI host takes it with `NavigationHost.tabBarMinimization(_:)`, the UIKit host with
/// `NavigationHostController.tabBarMinimization`.
public enum TabBarMinimization: String, Hashable, Sendable, CaseIterable {
    /// The system decides.
    case automatic
    /// The tab bar keeps its size.
    case never
    /// The tab bar shrinks while the user scrolls down, and comes back on scrolling up.
    case onScrollDown
    /// The tab bar shrinks while the user scrolls up: for content aligned to the bottom.
    case onScrollUp
}
