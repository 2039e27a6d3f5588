public import WayfinderCore

// MARK: - What a UI's navigation stack shows, and what it reports back

extension StackSnapshot {
    /// The root and the path, bottom first: every screen of the stack's navigation controller.
    public var entries: [RouteEntry] { [root] + path }

    /// The modal this stack presents, whichever its style.
    public var modal: ModalSnapshot? { sheet ?? fullScreenCover ?? popover ?? inspector }

    /// The screens the stack's navigation stack shows, bottom first: every entry for a plain
    /// stack, the detail column's stack for a split shown as columns (empty while nothing is
    /// selected).
    public var navigationEntries: [RouteEntry] { split?.detail ?? entries }

    /// The root of the stack's navigation stack: the stack's root, or for a split shown as
    /// columns the detail column's first screen (nil while nothing is selected).
    public var navigationRoot: RouteEntry? { navigationEntries.first }

    /// The screens above ``navigationRoot``: what a `NavigationStack(path:)` binding holds.
    public var navigationPath: [RouteEntry] { Array(navigationEntries.dropFirst()) }

    /// The path a UI should report through ``Navigator/userSetPath(_:at:)`` after it changed
    /// its screens itself, or nil when what it shows is what the snapshot holds (a UI reporting
    /// its own programmatic update back, which must not become a navigation).
    ///
    /// - Parameter shown: The identities of every screen the UI's navigation stack shows, its
    ///   root first (``navigationEntries`` as the UI has them now). For a split shown as
    ///   columns that is the detail column; the columns before it are kept.
    public func pathToReport(shown: [RouteEntry.ID]) -> [RouteEntry.ID]? {
        let all = (split?.leadingColumns.map(\.id) ?? []) + shown
        return all == entries.map(\.id) ? nil : Array(all.dropFirst())
    }

    /// The stack's path for ``Navigator/userSetPath(_:at:)`` when the UI's navigation stack holds
    /// `navigationPath` above its root: what a `NavigationStack(path:)` binding's setter writes
    /// back. For a split shown as columns, the columns before the detail and the detail's first
    /// screen are kept.
    ///
    /// ```swift
    /// // split: mail/inbox | message/42 > attachment/1, the user swipes back in the detail:
    /// stack.path(forNavigationPath: [])  // [message/42]: the stack keeps the inbox and 42
    /// ```
    public func path(forNavigationPath navigationPath: [RouteEntry.ID]) -> [RouteEntry.ID] {
        guard let navigationRoot else { return path.map(\.id) }
        let below = split?.leadingColumns.map(\.id) ?? []
        return Array((below + [navigationRoot.id] + navigationPath).dropFirst())
    }
}
