public import WayfinderCore

extension Navigator {
    /// Marks a view showing `route` as on screen: a navigation to an equal route value that asks
    /// for ``Transition/zoom`` (registered for the route, or ``NavigationOptions/zoom``) grows out
    /// of it.
    ///
    /// The SwiftUI view modifier `zoomSource(for:)` marks its view while it is on screen; a
    /// headless test marks a source to stand for it. Marks nest: each one is taken back by one
    /// ``unmarkZoomSource(for:)``.
    ///
    /// ```swift
    /// navigator.markZoomSource(for: NoteRoute(id: 7))
    /// navigator.push(NoteRoute(id: 7), options: .zoom)
    /// navigator.zoomSource(of: navigator.state.activeStack.top.id)  // note/7
    /// ```
    public func markZoomSource(for route: any Route) {
        zoomSources.mark(ZoomSourceID(route))
    }

    /// Takes back one ``markZoomSource(for:)`` of `route`: its view left the screen. A route
    /// with no mark left changes nothing.
    public func unmarkZoomSource(for route: any Route) {
        zoomSources.unmark(ZoomSourceID(route))
    }

    /// Whether a view is marked as the zoom source for `route` now.
    public func isZoomSourceMarked(for route: any Route) -> Bool {
        zoomSources.isMarked(ZoomSourceID(route))
    }

    /// The source the screen of `entry` zoomed from, or nil when it arrived otherwise: it did not
    /// ask for a zoom, or no source was marked for its route value when it arrived.
    ///
    /// The hosts read it to apply the system zoom to the entry's screen.
    public func zoomSource(of entry: RouteEntry.ID) -> ZoomSourceID? {
        zoomSources.zoomed[entry]
    }

    /// How the screen of an entry that arrived animates in: ``Transition/zoom`` when it zoomed
    /// from a source; otherwise its registered transition for a push (none for a presented
    /// modal's root), except a registered zoom, which falls back to the default (nil).
    func arrivalTransition(of entry: RouteEntry, presented: Bool) -> Transition? {
        if zoomSource(of: entry.id) != nil { return .zoom }
        guard !presented, let registered = transition(for: entry.route), registered != .zoom else {
            return nil
        }
        return registered
    }

    /// Records the source each entry that `changes` brought in zoomed from, when `call` or the
    /// entry's registration asks for a zoom and a source is marked for the entry's route value;
    /// the one place the zoom or its fallback is decided. The selection of a split's column,
    /// which a window showing the columns side by side replaces at once, never zooms. Runs after the changes are stored,
    /// before the state listeners (the hosts) hear of them.
    func noteZooms(_ changes: [NavigationChange], of call: NavigationCall) {
        zoomSources.forgetGone(keeping: storage)
        for change in changes {
            let arriving: RouteEntry? =
                switch change {
                case .pushed(let entries, let location): entries.last.flatMap { pushed($0, at: location) }
                case .presented(_, let entries, _): entries.first
                default: nil
                }
            guard let entry = arriving, asksForZoom(entry.route, in: call) else { continue }
            let source = ZoomSourceID(entry.route)
            if zoomSources.isMarked(source) { zoomSources.record(entry.id, zoomedFrom: source) }
        }
    }

    /// A pushed entry that a UI animates in: not one a split shown as columns shows at once as
    /// the selection of its middle or detail column.
    private func pushed(_ entry: RouteEntry, at location: StackLocation) -> RouteEntry? {
        guard storage.horizontalSizeClass == .regular, let columns = storage.stack(at: location)?.splitColumns
        else { return entry }
        return columns.detail.first?.id == entry.id || columns.middle?.id == entry.id ? nil : entry
    }

    /// Whether the arrival of `route` asks for a zoom: its registration's transition, or the
    /// call's ``NavigationOptions/zoom`` for the route it names.
    private func asksForZoom(_ route: any Route, in call: NavigationCall) -> Bool {
        if transition(for: route) == .zoom { return true }
        switch call {
        case .push(let named, let options), .navigate(let named, let options):
            return options.contains(.zoom) && named.isEqual(to: route)
        default:
            return false
        }
    }
}
