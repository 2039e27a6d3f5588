public import WayfinderCore

extension FeatureRegistrationContext {
    /// Makes every stack rooted at `list` a split: the list in one column, the route selected from
    /// it (and what is pushed above that) in the detail column.
    ///
    /// In the regular width the adapters show the columns side by side (`NavigationSplitView`,
    /// a double-column `UISplitViewController`); in the compact width the split is one stack,
    /// the list first and the detail pushed on it. The state is the same in both widths, so
    /// nothing is lost when the window changes size.
    ///
    /// Pushing a `detail` route onto the split selects it: the detail column starts again from
    /// it, the way tapping another row replaces the message on screen. Any other route pushed
    /// goes onto the detail column's stack. A link to a detail route whose parent is the list
    /// opens both: `myapp://mail/inbox/message/42` shows the inbox and, beside it (or above it,
    /// when compact), message 42.
    ///
    /// ```swift
    /// context.register(MailboxRoute.self) { route in MailboxView(box: route.box) }
    /// context.register(MessageRoute.self) { route in MessageView(id: route.id) }
    /// context.registerSplit(list: MailboxRoute.self, detail: MessageRoute.self)
    /// ```
    ///
    /// A second split rooted at the same route, or a column route no module registers, is a
    /// ``RegistrationDiagnostic``.
    public func registerSplit<List: Route, Detail: Route>(list: List.Type, detail: Detail.Type) {
        registry.addSplit(SplitDeclaration(list: list, detail: detail), moduleName: moduleName)
    }

    /// Makes every stack rooted at `sidebar` a three-column split: the sidebar, the content
    /// selected from it, and the detail selected from the content (with what is pushed above it).
    ///
    /// ```swift
    /// context.registerSplit(sidebar: FolderListRoute.self, content: FolderRoute.self, detail: NoteRoute.self)
    /// ```
    ///
    /// Selecting a `content` route clears the detail column; see
    /// ``registerSplit(list:detail:)`` for the rest.
    public func registerSplit<Sidebar: Route, Content: Route, Detail: Route>(
        sidebar: Sidebar.Type, content: Content.Type, detail: Detail.Type
    ) {
        registry.addSplit(
            SplitDeclaration(sidebar: sidebar, content: content, detail: detail), moduleName: moduleName)
    }

    /// Registers what the detail column of a split rooted at `list` shows while nothing is
    /// selected, in the regular width: "No message selected", say. In the compact width the
    /// list is on top instead, and no placeholder shows.
    ///
    /// The builder gets the split's list route and returns what the host shows: a SwiftUI view
    /// (an overload takes a `@ViewBuilder`), a `UIViewController`, or any value for the headless
    /// host (``HeadlessHost/detailPlaceholder``). It is built each time the column shows it.
    ///
    /// ```swift
    /// context.registerSplit(list: MailboxRoute.self, detail: MessageRoute.self)
    /// context.registerDetailPlaceholder(for: MailboxRoute.self) { mailbox in
    ///     "Choose a message in \(mailbox.box)"
    /// }
    /// ```
    ///
    /// A placeholder for a route that roots no split, or a second one for the same route, is a
    /// ``RegistrationDiagnostic``.
    ///
    /// - Parameters:
    ///   - list: The list (or sidebar) route of the split.
    ///   - screen: Builds the placeholder from the split's list route.
    public func registerDetailPlaceholder<List: Route, Screen>(
        for list: List.Type, screen: @escaping @MainActor (List) -> Screen
    ) {
        registry.addDetailPlaceholder(for: list, moduleName: moduleName) { route in
            ScreenContent(screen(route as! List))
        }
    }
}
