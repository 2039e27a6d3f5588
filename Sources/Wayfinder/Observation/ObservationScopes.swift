import Observation
import WayfinderCore

/// The observation scopes an adapter's views read: one per stack and one for the tab bar.
///
/// A view that reads ``Navigator/snapshot(at:)`` is invalidated only when a navigation changed
/// that stack: its entries, its alert, or which modal it presents. A push inside a sheet
/// invalidates the sheet's stack alone; a push in one tab leaves the other tabs and the tab bar
/// alone. A view that reads ``Navigator/snapshot`` is invalidated only when the tab bar changes (tabs
/// installed, added or removed, another tab selected, the root replaced). Whole-state readers
/// (``Navigator/state``, ``Navigator/outline``) still see exactly one change per navigation.
@MainActor
final class ObservationScopes {
    /// What a scope covers.
    enum Key: Hashable {
        /// The tab bar: which tabs exist and which is selected (and whether there are tabs).
        case tabBar
        /// One stack: its entries, its alert, the modal it presents.
        case stack(StackLocation)
    }

    /// One scope's observable version; reading it registers the reader with the scope.
    @Observable
    final class Scope {
        var version: UInt64 = 0
    }

    private var scopes: [Key: Scope] = [:]

    /// Registers the current observation (a view's body) with the scope of `key`.
    func track(_ key: Key) {
        let scope = scopes[key] ?? Scope()
        scopes[key] = scope
        _ = scope.version
    }

    /// Invalidates one scope, for a change the state does not record (a tab's title or order
    /// in the registry).
    func invalidate(_ key: Key) {
        scopes[key]?.version &+= 1
    }

    /// Invalidates every scope.
    func invalidateAll() {
        for scope in scopes.values { scope.version &+= 1 }
    }

    /// Invalidates the scopes whose data a navigation's changes touched.
    func invalidate(for changes: [NavigationChange]) {
        var touched: Set<Key> = []
        var everything = false
        for change in changes {
            switch change {
            case .pushed(_, let location), .popped(_, let location), .alertPresented(_, let location),
                .alertDismissed(_, let location), .detentSelected(_, let location):
                touched.insert(.stack(location))
            case .presented(_, _, let location), .dismissed(_, _, let location):
                // The presenter shows another modal, and every stack above it is new or gone.
                touched.insert(.stack(location))
                for case .stack(let other) in scopes.keys
                where other.tab == location.tab && other.depth > location.depth {
                    touched.insert(.stack(other))
                }
            case .rootSet, .tabsInstalled, .horizontalSizeClassChanged:
                // A new width lays every split out again.
                everything = true
            case .tabsRemoved(let ids, _):
                touched.insert(.tabBar)
                for case .stack(let other) in scopes.keys where other.tab.map(ids.contains) == true {
                    touched.insert(.stack(other))
                }
            case .tabsAdded, .tabSelected, .tabsCustomized:
                touched.insert(.tabBar)
            }
        }
        for (key, scope) in scopes where everything || touched.contains(key) {
            scope.version &+= 1
        }
    }
}
