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
    /// waiting on its guards keeps waiting, and the change applies at once even while an
    /// animation runs: the window already has its new width.
    ///
    /// ```swift
    /// navigator.setHorizontalSizeClass(.regular)
    /// navigator.outline  // "split: mail/inbox | message/42 > attachment/1"
    /// navigator.setHorizontalSizeClass(.compact)
    /// navigator.outline  // "split: mail/inbox > message/42 > attachment/1"
    /// ```
    @discardableResult
    public func setHorizontalSizeClass(_ sizeClass: SizeClass) -> NavigationRequest {
        var change = planned(.setHorizontalSizeClass(sizeClass), source: .user)
        change.supersedesWaiting = false
        change.waitsForTransitions = false
        return perform(change)
    }

    /// The window's width as the navigator was last told it; compact until then.
    public var horizontalSizeClass: SizeClass { state.horizontalSizeClass }

    /// The UI reports the window's width, as it reads it from the platform: the adapters call it
    /// when their view appears and whenever the width changes.
    ///
    /// A width the navigator already has, or none (nil: the platform has not decided yet),
    /// changes nothing and is not a navigation, so a report repeated on every appearance records
    /// nothing. Any other width is ``setHorizontalSizeClass(_:)``.
    ///
    /// - Returns: The width change's request, or nil when nothing changed.
    @discardableResult
    public func reportHorizontalSizeClass(_ sizeClass: SizeClass?) -> NavigationRequest? {
        guard let sizeClass, sizeClass != storage.horizontalSizeClass else { return nil }
        return setHorizontalSizeClass(sizeClass)
    }

    /// What the detail column of `split` shows while nothing is selected: its registered
    /// placeholder, built for its list route; nil when something is selected or none is
    /// registered.
    func detailPlaceholder(for split: NavigationState.Stack.SplitColumns) -> ScreenContent? {
        split.detail.isEmpty ? registry.detailPlaceholder(for: split.list.route) : nil
    }

    // MARK: - Column visibility

    /// Which columns the split at `location` shows in the regular width; automatic until the app
    /// or the user changes it.
    ///
    /// Reading it observes that stack, like ``snapshot(at:)``.
    public func splitColumnVisibility(at location: StackLocation) -> SplitColumnVisibility {
        scopes.track(.stack(location))
        return chosenColumnVisibility(at: location)
    }

    /// The visibility chosen for the split that is at `location` now, without observing it.
    private func chosenColumnVisibility(at location: StackLocation) -> SplitColumnVisibility {
        guard let chosen = splitColumnVisibilities[location],
            chosen.split == storage.stack(at: location)?.splitRoot
        else { return .automatic }
        return chosen.visibility
    }

    /// Shows or hides the columns of the split at `location` in the regular width.
    ///
    /// The adapters call it when the user taps the sidebar button; an app calls it for a
    /// reading mode (``SplitColumnVisibility/detailOnly``) or to bring the sidebar back. It
    /// arranges columns and changes no screen, so it is not a navigation: no event, no journal
    /// entry, nothing saved. A location that is not a split's is ignored.
    public func setSplitColumnVisibility(_ visibility: SplitColumnVisibility, at location: StackLocation) {
        guard location.depth == 0, let split = storage.stack(at: location)?.splitRoot else { return }
        guard chosenColumnVisibility(at: location) != visibility else { return }
        // A choice belongs to one split: a split rooted at a new entry there starts automatic.
        splitColumnVisibilities = splitColumnVisibilities.filter { location, chosen in
            chosen.split == storage.stack(at: location)?.splitRoot
        }
        splitColumnVisibilities[location] = visibility == .automatic ? nil : (split, visibility)
        scopes.invalidate(.stack(location))
    }

    /// Shows or hides the columns of the split the user sees: the selected tab's, or the single
    /// stack's.
    ///
    /// ```swift
    /// navigator.setSplitColumnVisibility(.detailOnly)
    /// ```
    public func setSplitColumnVisibility(_ visibility: SplitColumnVisibility) {
        setSplitColumnVisibility(visibility, at: StackLocation(tab: storage.selectedTab, depth: 0))
    }
}

extension NavigationState.Stack {
    /// The identity of the split's list entry, which names the split while it lives; nil for a
    /// plain stack.
    fileprivate var splitRoot: RouteEntry.ID? { split == nil ? nil : root.id }
}
