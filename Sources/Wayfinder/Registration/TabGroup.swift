public import WayfinderCore

/// A group of tabs in the sidebar, such as "Library": its tabs show under its title there.
///
/// A group is declared once and given to each of its tabs (``TabSpec/group``); the sidebar lists
/// the groups in the order their first tab comes. In the compact tab bar a grouped tab shows
/// like any other.
///
/// ```swift
/// let library = TabGroup(id: "library", title: "Library", systemImage: "books.vertical")
/// TabSpec(id: "archive", title: "Archive", systemImage: "archivebox", root: ArchiveRoute(), group: library)
/// ```
public struct TabGroup: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The group's identifier, unique among the app's groups and tabs.
    public var id: TabID
    /// The title the sidebar shows above the group's tabs.
    public var title: String
    /// The SF Symbol name of the group's icon, or nil for none.
    public var systemImage: String?

    /// Creates a group.
    public init(id: TabID, title: String, systemImage: String? = nil) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
    }

    public var description: String { "\(id) (\(title))" }
}
