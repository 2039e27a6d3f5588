extension NavigationState {
    /// The screen the user sees: the top entry of the selected tab's stack, or of the topmost
    /// modal presented over it.
    ///
    /// - A sheet or a full-screen cover hides the screen that presents it. (A form sheet on a
    ///   large screen leaves its presenter in sight; the navigator still reports one visible
    ///   screen, the topmost.)
    /// - An alert does not: it is a passing overlay, and the screen under it stays visible. The
    ///   visible screen never is an alert's entry.
    /// - Only the selected tab is visible; the other tabs' stacks are not.
    ///
    /// ```swift
    /// // tabs: home* profile
    /// // home: home > post/42
    /// //   sheet: settings
    /// //     alert: signout
    /// state.visibleScreen.description  // "settings"
    /// ```
    public var visibleScreen: RouteEntry { activeStack.top }
}
