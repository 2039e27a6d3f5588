public import WayfinderCore

extension HeadlessHost {
    /// How one screen arrived: pushed or presented, with the transition a UI animates it with and
    /// the zoom source it grew from.
    ///
    /// ```swift
    /// host.markZoomSource(for: NoteRoute(id: 7))
    /// navigator.push(NoteRoute(id: 7), options: .zoom)
    /// host.lastTransition?.zoomSource  // note/7: the note zoomed from its row
    /// ```
    public struct ShownTransition: Hashable, Sendable, CustomStringConvertible {
        /// The entry whose screen arrived.
        public let entry: RouteEntry
        /// Whether it arrived as a modal's root (a sheet or a cover) rather than by a push.
        public let isPresented: Bool
        /// The transition it animates in with: ``Transition/zoom`` when it zoomed, its registered
        /// transition for a push, nil for the platform's default.
        public let transition: Transition?
        /// The source it zoomed from; nil when it did not zoom (it did not ask, or no source was
        /// marked for its route value).
        public let zoomSource: ZoomSourceID?

        /// `push note/7 zoom from note/7`, `present sheet settings`, `push note/8`.
        public var description: String {
            let kind = isPresented ? "present" : "push"
            let how = transition.map { $0 == .zoom ? "" : " \($0)" } ?? ""
            let source = zoomSource.map { " zoom from \($0)" } ?? ""
            return "\(kind) \(entry)\(how)\(source)"
        }
    }

    /// How the screen that arrived last animated in; nil before any push or presentation.
    public var lastTransition: ShownTransition? { shownTransitions.last }

    /// Marks a source for `route` as on screen, as a view marked with `zoomSource(for:)` does
    /// while it shows: a navigation to an equal route value that asks for a zoom grows from it.
    /// See ``Navigator/markZoomSource(for:)``.
    public func markZoomSource(for route: any Route) {
        navigator.markZoomSource(for: route)
    }

    /// The source for `route` left the screen (scrolled away, its list popped).
    public func unmarkZoomSource(for route: any Route) {
        navigator.unmarkZoomSource(for: route)
    }

    /// Records how the screens `changes` pushed or presented arrive.
    func noteTransitions(of changes: [NavigationChange]) {
        for change in changes {
            switch change {
            case .pushed(let entries, _):
                if let entry = entries.last { noteArrival(of: entry, presented: false) }
            case .presented(_, let entries, _):
                if let entry = entries.first { noteArrival(of: entry, presented: true) }
            default:
                break
            }
        }
    }

    private func noteArrival(of entry: RouteEntry, presented: Bool) {
        shownTransitions.append(
            ShownTransition(
                entry: entry, isPresented: presented,
                transition: navigator.arrivalTransition(of: entry, presented: presented),
                zoomSource: navigator.zoomSource(of: entry.id)))
    }
}
