public import WayfinderCore

extension Navigator {
    // MARK: - Reading

    /// The whole UI as snapshots, for a UI adapter to render.
    ///
    /// Reading it observes the tab bar only (which tabs, which is selected, or the single
    /// stack's presence): a push in a tab does not invalidate a view that read it. Read each
    /// stack with ``snapshot(at:)``, which observes that stack alone.
    public var snapshot: NavigationSnapshot {
        scopes.track(.tabBar)
        let state = storage
        switch state.root {
        case .stack(let stack):
            return .stack(
                StackSnapshot(
                    stack, at: StackLocation(tab: nil, depth: 0),
                    horizontalSizeClass: state.horizontalSizeClass))
        case .tabs(let bar):
            var items: [TabBarSnapshot.Item] = bar.tabs.map { tab in
                let spec = registry.tabs.first { $0.id == tab.id }
                return TabBarSnapshot.Item(
                    id: tab.id, title: spec?.title ?? tab.id.rawValue, systemImage: spec?.systemImage ?? "",
                    isAction: false, badge: spec?.badge, role: spec?.role, group: spec?.group,
                    customization: spec?.customization ?? [])
            }
            if let action = registry.actionTab {
                items.append(
                    TabBarSnapshot.Item(
                        id: action.id, title: action.title, systemImage: action.systemImage, isAction: true,
                        badge: action.badge, role: nil, group: nil, customization: []))
            }
            var stacks: [TabID: StackSnapshot] = [:]
            for tab in bar.tabs {
                stacks[tab.id] = StackSnapshot(
                    tab.stack, at: StackLocation(tab: tab.id, depth: 0),
                    horizontalSizeClass: state.horizontalSizeClass)
            }
            return .tabs(
                TabBarSnapshot(
                    items: items, selection: bar.selection, stacks: stacks, style: registry.tabBarStyle,
                    horizontalSizeClass: state.horizontalSizeClass, customization: bar.customization))
        }
    }

    /// The snapshot of the stack at a location, or nil when there is none.
    ///
    /// Reading it observes that stack alone: its entries, its alert and which modal it presents.
    /// A navigation that changes another stack (a push in another tab, or inside the sheet this
    /// stack presents) does not invalidate the reader.
    public func snapshot(at location: StackLocation) -> StackSnapshot? {
        scopes.track(.stack(location))
        let sizeClass = storage.horizontalSizeClass
        return storage.stack(at: location).map {
            StackSnapshot($0, at: location, horizontalSizeClass: sizeClass)
        }
    }

    // MARK: - Write-backs from the UI

    /// The UI shortened a stack's path (a back swipe, the back button, a long-press on it):
    /// `path` is what the UI now shows above the root.
    ///
    /// The change applies only when `path` is a prefix of the stack's current path, that is,
    /// when it really is the UI catching up with screens the user removed. Anything else raced a
    /// programmatic navigation and is ignored (a failure event, the state untouched).
    @discardableResult
    public func userSetPath(_ path: [RouteEntry.ID], at location: StackLocation) -> NavigationRequest {
        perform(
            PlannedNavigation(
                .userSetPath(screens: path.count, location: RecordedLocation(location)), source: .user
            )
            .naming(path))
    }

    /// The user dismissed a modal (dragged a sheet away, or a close button the adapter drew).
    ///
    /// `modal` is the identity of the modal the UI showed (``ModalSnapshot/id``). If that modal is
    /// no longer presented from `presenter`, the write-back raced a programmatic change and is
    /// ignored.
    @discardableResult
    public func userDismissedModal(_ modal: RouteEntry.ID, presentedFrom presenter: StackLocation)
        -> NavigationRequest
    {
        perform(
            PlannedNavigation(.userDismissedModal(presenter: RecordedLocation(presenter)), source: .user)
                .naming([modal]))
    }

    /// The user dragged a sheet to rest at another detent.
    ///
    /// `modal` is the identity of the sheet the UI showed (``ModalSnapshot/id``). The write-back
    /// is journaled and replayed like any call. If that sheet is no longer presented from
    /// `presenter`, or does not offer `detent`, it raced a programmatic change and is ignored
    /// (a failure event, the state untouched).
    ///
    /// ```swift
    /// navigator.userSelectedDetent(.large, of: sheet.id, presentedFrom: sheet.presenter)
    /// navigator.outline  // "stack: notes\n  sheet[medium large*]: note/new"
    /// ```
    @discardableResult
    public func userSelectedDetent(
        _ detent: SheetDetent, of modal: RouteEntry.ID, presentedFrom presenter: StackLocation
    ) -> NavigationRequest {
        perform(
            PlannedNavigation(
                .userSelectedDetent(detent: detent, presenter: RecordedLocation(presenter)), source: .user
            )
            .naming([modal]))
    }

    /// The user pressed a button of the alert `alert` (its entry identity). A press for an alert
    /// that is no longer showing is ignored.
    @discardableResult
    public func userTappedAlertButton(at index: Int, of alert: RouteEntry.ID) -> NavigationRequest {
        guard activeAlert?.id == alert else {
            let request = makeRequest(.userTappedAlertButton(index: index), source: .user)
            fail(request, .staleWriteBack("the alert \(alert) is no longer showing"), source: .user)
            return request
        }
        return userTappedAlertButton(at: index)
    }
}
