import WayfinderCore

/// The leave guards of a navigator: those registered for a route type and those a live screen
/// set for its entry. Given the entries a navigation would remove, it makes the checks the guard
/// evaluation runs beside the entry guards.
@MainActor
final class LeaveGuards {
    typealias Check = @MainActor @Sendable (any Route, NavigationSource) async -> LeaveDecision

    private var byType: [ObjectIdentifier: Check] = [:]
    private var byEntry: [RouteEntry.ID: Check] = [:]

    /// Whether any leave guard exists; without one a navigation is not simulated.
    var isEmpty: Bool { byType.isEmpty && byEntry.isEmpty }

    /// Sets the guard of a route type; false when it already has one.
    func register(_ type: any Route.Type, _ check: @escaping Check) -> Bool {
        let key = ObjectIdentifier(type)
        guard byType[key] == nil else { return false }
        byType[key] = check
        return true
    }

    /// Sets (or with nil removes) the guard of one entry.
    func set(_ check: Check?, for entry: RouteEntry.ID) {
        byEntry[entry] = check
    }

    /// Whether an entry has a guard of either kind.
    func guards(_ entry: RouteEntry) -> Bool {
        byEntry[entry.id] != nil || byType[ObjectIdentifier(type(of: entry.route))] != nil
    }

    /// Forgets the guards of entries no longer in `state`.
    func release(keeping state: NavigationState) {
        guard !byEntry.isEmpty else { return }
        let alive = Set(state.allEntries.map(\.id))
        for id in byEntry.keys where !alive.contains(id) { byEntry[id] = nil }
    }

    /// The checks of the entries of `before` that are not in `after`, topmost first, except the
    /// `confirmed` ones (the user already agreed to leave them); an entry with both guards gets
    /// both, its own screen's first.
    func checks(
        removedFrom before: NavigationState, by after: NavigationState,
        except confirmed: Set<RouteEntry.ID> = []
    ) -> [GuardCheck] {
        let kept = Set(after.allEntries.map(\.id)).union(confirmed)
        var checks: [GuardCheck] = []
        for entry in before.allEntries.reversed() where !kept.contains(entry.id) {
            for check in [byEntry[entry.id], byType[ObjectIdentifier(type(of: entry.route))]] {
                guard let check else { continue }
                checks.append(
                    GuardCheck(route: entry.route, leaving: entry.id) { route, source in
                        switch await check(route, source) {
                        case .leave: .allow
                        case .stay(let reason): .deny(reason)
                        case .ask(let confirmation): .redirect(to: confirmation)
                        }
                    })
            }
        }
        return checks
    }
}
