public import WayfinderCore

extension Navigator {
    /// Tells the navigator the window's width: splits show their columns side by side in the
    /// regular width and collapse into one stack in the compact width.
    ///
    /// The adapters call it whenever the horizontal size class changes (an iPad rotating, entering
    /// Split View or Slide Over); a test or the headless host calls it to look at both forms. Only
    /// how a split shows changes: no screen is added, removed or reordered, so a detail stack
    /// three screens deep is the same three screens after compact → regular → compact, and the
    /// screen the user sees (``NavigationState/visibleScreen``) stays the same. A navigation
    /// waiting on its guards keeps waiting.
    ///
    /// ```swift
    /// navigator.setHorizontalSizeClass(.regular)
    /// navigator.outline  // "split: mail/inbox | message/42 > attachment/1"
    /// navigator.setHorizontalSizeClass(.compact)
    /// navigator.outline  // "split: mail/inbox > message/42 > attachment/1"
    /// ```
    @discardableResult
    public func setHorizontalSizeClass(_ sizeClass: SizeClass) -> NavigationRequest {
        var change = PlannedNavigation(.setHorizontalSizeClass(sizeClass), source: .user) { _ in
            [.setHorizontalSizeClass(sizeClass)]
        }
        change.supersedesWaiting = false
        return perform(change.identified { [sizeClass] })
    }

    /// The window's width as the navigator was last told it; compact until then.
    public var horizontalSizeClass: SizeClass { state.horizontalSizeClass }
}
