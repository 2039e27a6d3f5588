public import WayfinderCore

/// A tab a feature contributes to the app's tab bar.
///
/// ```swift
/// context.registerTab(TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute(), priority: 100))
/// ```
///
/// In a tab bar (``TabBarStyle/tabBar``) at most five tabs show; the highest priorities win,
/// ties going to the earlier registration. A tab left out is reported (a `tabOverflow` event and
/// a diagnostic), never dropped silently. With ``TabBarStyle/sidebarAdaptable`` every tab shows
/// in the sidebar, and only the compact tab bar keeps to five.
///
/// A tab can sit in a group of the sidebar, show a badge, be the app's search tab, and let the
/// user hide or reorder it:
///
/// ```swift
/// let library = TabGroup(id: "library", title: "Library")
/// context.registerTab(
///     TabSpec(
///         id: "archive", title: "Archive", systemImage: "archivebox", root: ArchiveRoute(),
///         group: library, badge: .count(3), customization: [.hideable, .reorderable]))
/// ```
public struct TabSpec: Sendable, CustomStringConvertible {
    /// The tab's identifier.
    public var id: TabID
    /// The title under the icon.
    public var title: String
    /// The SF Symbol name of the icon.
    public var systemImage: String
    /// The route at the bottom of the tab's stack. Routes whose parent chain reaches it belong
    /// to this tab.
    public var root: any Route
    /// Higher priorities win a slot first.
    public var priority: Int
    /// The group of the sidebar the tab sits in, or nil for a tab of its own.
    public var group: TabGroup?
    /// The badge the tab shows until the app sets another with ``Navigator/setBadge(_:forTab:)``.
    public var badge: TabBadge?
    /// What the tab is to the system, such as the app's search tab; nil for an ordinary tab.
    public var role: Role?
    /// What the user may change about the tab in the sidebar.
    public var customization: Customization

    /// What a tab is to the system.
    public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
        /// The app's search tab: a content tab whose screen searches. iOS 18 gives it its own
        /// place in the tab bar, and iOS 26 its own look. An ``ActionTabSpec`` never has it.
        case search
    }

    /// What the user may change about a tab in the sidebar (iPadOS 18 and later).
    ///
    /// ```swift
    /// let flexible: TabSpec.Customization = [.hideable, .reorderable]
    /// ```
    public struct Customization: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Creates a set of permissions from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The user may hide the tab.
        public static let hideable = Customization(rawValue: 1 << 0)
        /// The user may move the tab to another place.
        public static let reorderable = Customization(rawValue: 1 << 1)
    }

    /// Creates a tab description.
    ///
    /// - Parameters:
    ///   - id: The tab's identifier.
    ///   - title: The title under the icon, and in the sidebar.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - root: The route at the bottom of the tab's stack.
    ///   - priority: Higher priorities win a slot first.
    ///   - group: The group of the sidebar the tab sits in; nil for none.
    ///   - badge: The badge the tab starts with; nil for none.
    ///   - role: ``Role/search`` for the app's search tab; nil for an ordinary tab.
    ///   - customization: What the user may change about the tab; nothing by default.
    public init(
        id: TabID, title: String, systemImage: String, root: any Route, priority: Int = 0,
        group: TabGroup? = nil, badge: TabBadge? = nil, role: Role? = nil, customization: Customization = []
    ) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
        self.root = root
        self.priority = priority
        self.group = group
        self.badge = badge
        self.role = role
        self.customization = customization
    }

    public var description: String { "\(id) (\(root.pathRepresentation), priority \(priority))" }
}

/// A tab-bar item that runs code instead of showing a stack (for example, one that presents a
/// store sheet). It takes the last slot and is never selected.
///
/// It keeps that meaning on every OS: the hosts never give it the search role (a search tab is a
/// ``TabSpec`` with the role ``TabSpec/Role/search``). An app sets or removes it while it runs
/// with ``Navigator/setActionTab(_:)``.
public struct ActionTabSpec: Sendable {
    /// The item's identifier.
    public var id: TabID
    /// The title under the icon.
    public var title: String
    /// The SF Symbol name of the icon.
    public var systemImage: String
    /// What a tap does.
    public var action: @MainActor @Sendable (Navigator) -> Void
    /// The badge the item starts with; nil for none.
    public var badge: TabBadge?

    /// Creates an action tab.
    public init(
        id: TabID, title: String, systemImage: String, badge: TabBadge? = nil,
        action: @escaping @MainActor @Sendable (Navigator) -> Void
    ) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
        self.badge = badge
        self.action = action
    }
}
