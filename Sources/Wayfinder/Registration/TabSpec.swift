public import WayfinderCore

/// A tab a feature contributes to the app's tab bar.
///
/// ```swift
/// context.registerTab(TabSpec(id: "home", title: "Home", systemImage: "house", root: HomeRoute(), priority: 100))
/// ```
///
/// At most five tabs show; the highest priorities win, ties going to the earlier registration.
/// A tab left out is reported (a `tabOverflow` event and a diagnostic), never dropped silently.
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

    /// Creates a tab description.
    public init(id: TabID, title: String, systemImage: String, root: any Route, priority: Int = 0) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
        self.root = root
        self.priority = priority
    }

    public var description: String { "\(id) (\(root.pathRepresentation), priority \(priority))" }
}

/// A tab-bar item that runs code instead of showing a stack (for example, one that presents a
/// store sheet). It takes the last slot and is never selected.
public struct ActionTabSpec: Sendable {
    /// The item's identifier.
    public var id: TabID
    /// The title under the icon.
    public var title: String
    /// The SF Symbol name of the icon.
    public var systemImage: String
    /// What a tap does.
    public var action: @MainActor @Sendable (Navigator) -> Void

    /// Creates an action tab.
    public init(
        id: TabID, title: String, systemImage: String,
        action: @escaping @MainActor @Sendable (Navigator) -> Void
    ) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
        self.action = action
    }
}
