/// Which route types a split's columns show: the declaration a feature registers and the planner
/// places routes by.
///
/// A stack whose root is a route of the first column's type is a split. Pushing a route of a
/// later column's type onto it selects that route in its column: the columns after it are
/// cleared and the route takes its place, the way tapping another row of a list replaces the
/// detail. Any other route pushed goes onto the detail column's stack.
///
/// ```swift
/// let mail = SplitDeclaration(list: MailboxRoute.self, detail: MessageRoute.self)
/// let notes = SplitDeclaration(sidebar: FolderListRoute.self, content: FolderRoute.self, detail: NoteRoute.self)
/// ```
public struct SplitDeclaration: Sendable, CustomStringConvertible {
    /// Two or three columns.
    public let layout: SplitLayout
    /// The identifiers of the columns' route types (``Route/routeIdentifier``), the list (or
    /// sidebar) first and the detail last.
    public let columnRoutes: [String]
    private let columnTypes: [ObjectIdentifier]

    /// A list column and a detail column.
    ///
    /// - Parameters:
    ///   - list: The route a split is rooted at, shown in the list column.
    ///   - detail: The route selected from the list, the first screen of the detail column.
    public init<List: Route, Detail: Route>(list: List.Type, detail: Detail.Type) {
        layout = .twoColumn
        columnTypes = [ObjectIdentifier(list), ObjectIdentifier(detail)]
        columnRoutes = [List.routeIdentifier, Detail.routeIdentifier]
    }

    /// A sidebar, a content column and a detail column.
    ///
    /// - Parameters:
    ///   - sidebar: The route a split is rooted at, shown in the sidebar.
    ///   - content: The route selected from the sidebar, shown in the middle column.
    ///   - detail: The route selected from the content, the first screen of the detail column.
    public init<Sidebar: Route, Content: Route, Detail: Route>(
        sidebar: Sidebar.Type, content: Content.Type, detail: Detail.Type
    ) {
        layout = .threeColumn
        columnTypes = [ObjectIdentifier(sidebar), ObjectIdentifier(content), ObjectIdentifier(detail)]
        columnRoutes = [Sidebar.routeIdentifier, Content.routeIdentifier, Detail.routeIdentifier]
    }

    /// Whether a stack rooted at `route` is a split of this declaration.
    public func isRoot(_ route: any Route) -> Bool {
        ObjectIdentifier(type(of: route)) == columnTypes[0]
    }

    /// The column (0 for the list or sidebar) whose route type `route` has, or nil when it is not
    /// one of the columns' types.
    public func column(of route: any Route) -> Int? {
        columnTypes.firstIndex(of: ObjectIdentifier(type(of: route)))
    }

    public var description: String {
        "\(layout) split " + columnRoutes.joined(separator: " | ")
    }
}
