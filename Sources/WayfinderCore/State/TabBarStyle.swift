/// How an app's tabs show: as a tab bar only, or as a tab bar that becomes a sidebar where the
/// window is wide enough.
///
/// The style decides how many tabs an app can have. A ``tabBar`` has five slots, so at most five
/// items show and a tab of a lower priority is left out. A ``sidebarAdaptable`` style lists every
/// tab in its sidebar: all of them are installed, however many, and only the compact tab bar
/// keeps to five slots; the others are reached from the sidebar or by a link.
///
/// ```swift
/// var configuration = NavigatorConfiguration()
/// configuration.tabBarStyle = .sidebarAdaptable
/// ```
public enum TabBarStyle: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A tab bar with five slots, on every width: the behaviour of every release before the
    /// sidebar.
    case tabBar
    /// A tab bar that becomes a sidebar in the regular width (iPadOS 18 and later). Every tab is
    /// installed; the compact tab bar shows the first five.
    case sidebarAdaptable

    /// How many items a compact tab bar shows at most, the action tab included.
    public static let compactSlotCount = 5

    public var description: String { rawValue }
}
