import WayfinderCore

/// The guards of the navigations in progress: it finds a navigation's guards, runs them all
/// concurrently, keeps the navigations waiting on them, and keeps the navigation a guard
/// redirected away from.
///
/// It never changes the state: it answers with a ``GuardVerdict`` and the navigator acts on it.
@MainActor
final class GuardEvaluation {
    /// The navigations waiting on their guards, by request number.
    private var waiting: [UInt64: WaitingNavigation] = [:]

    /// The navigation a guard last redirected away from, until it is resumed or discarded.
    private(set) var pending: PendingNavigation?

    /// The entry of the confirmation a leave guard's ask shows for ``pending``, once it shows.
    private(set) var confirmation: RouteEntry.ID?

    /// How many navigations have been kept, so that a late confirmation finds its own.
    private var keptCount: UInt64 = 0

    /// Whether any navigation is waiting on its guards.
    var isWaiting: Bool { !waiting.isEmpty }

    /// The guards of the routes a navigation brings in, in the routes' order.
    func checks(for routes: [any Route], in registry: RouteRegistry) -> [GuardCheck] {
        routes.enumerated().compactMap { position, route in
            registry.registration(for: type(of: route))?.canNavigate.map {
                GuardCheck(route: route, position: position, check: $0)
            }
        }
    }

    /// Runs `checks` for a request and calls `decided` with their verdict, unless the request
    /// finished meanwhile (it was superseded).
    func evaluate(
        _ checks: [GuardCheck], for request: NavigationRequest, source: NavigationSource, timeout: Duration?,
        decided: @escaping @MainActor (GuardVerdict) -> Void
    ) {
        let task = Task { @MainActor [weak self] in
            let verdict = await Self.verdict(of: checks, source: source, timeout: timeout)
            guard let self, !request.isFinished else { return }
            waiting[request.id] = nil
            decided(verdict)
        }
        waiting[request.id] = WaitingNavigation(request: request, task: task, source: source)
    }

    /// Cancels every navigation waiting on guards and returns them, oldest first; the navigator
    /// ends them as superseded.
    func cancelWaiting() -> [WaitingNavigation] {
        guard !waiting.isEmpty else { return [] }
        let overtaken = waiting.values.sorted { $0.request.id < $1.request.id }
        waiting = [:]
        for navigation in overtaken { navigation.task.cancel() }
        return overtaken
    }

    /// Keeps a navigation a guard redirected away from, replacing any kept before; returns its
    /// number for ``confirm(_:forKept:)``.
    @discardableResult
    func keep(_ navigation: PendingNavigation) -> UInt64 {
        pending = navigation
        confirmation = nil
        keptCount += 1
        return keptCount
    }

    /// Notes the entry of the confirmation shown for the navigation kept as `number`, if it is
    /// still the one kept.
    func confirm(_ entry: RouteEntry.ID, forKept number: UInt64) {
        guard pending != nil, number == keptCount else { return }
        confirmation = entry
    }

    /// The kept navigation, forgotten.
    func takePending() -> PendingNavigation? {
        defer {
            pending = nil
            confirmation = nil
        }
        return pending
    }

    /// Runs every guard concurrently. One denial, throw or the timeout decides at once; otherwise
    /// the first redirect or replacement in route order wins, and with none the navigation is
    /// allowed.
    static func verdict(of checks: [GuardCheck], source: NavigationSource, timeout: Duration?) async
        -> GuardVerdict
    {
        await withTaskGroup(of: (index: Int, decision: Result<GuardDecision, GuardFailure>)?.self) { group in
            for (index, item) in checks.enumerated() {
                group.addTask {
                    do {
                        return (index, .success(try await item.check(item.route, source)))
                    } catch {
                        return (index, .failure(GuardFailure(description: String(describing: error))))
                    }
                }
            }
            if let timeout {
                group.addTask {
                    try? await Task.sleep(for: timeout)
                    return nil
                }
            }
            var decisions: [Int: GuardDecision] = [:]
            while decisions.count < checks.count, let next = await group.next() {
                guard let (index, result) = next else {
                    group.cancelAll()
                    let undecided = checks.indices.first { decisions[$0] == nil } ?? 0
                    return .timedOut(route: checks[undecided].route.pathRepresentation)
                }
                let route = checks[index].route.pathRepresentation
                switch result {
                case .failure(let failure):
                    group.cancelAll()
                    return .denied(route: route, reason: "the guard threw \(failure.description)")
                case .success(.deny(let reason)):
                    group.cancelAll()
                    return checks[index].isLeaving
                        ? .blocked(.stayed(route: route, reason: reason))
                        : .denied(route: route, reason: reason)
                case .success(let decision):
                    decisions[index] = decision
                }
            }
            group.cancelAll()
            for index in checks.indices {
                if case .replace(let replacement) = decisions[index], let position = checks[index].position {
                    return .replaced(
                        route: checks[index].route.pathRepresentation, position: position, with: replacement)
                }
                if case .redirect(let target) = decisions[index] {
                    let route = checks[index].route.pathRepresentation
                    if let entry = checks[index].leaving {
                        return .asked(route: route, confirmation: target, leaving: entry)
                    }
                    return .redirected(route: route, to: target)
                }
            }
            return .allowed
        }
    }
}

/// A navigation waiting on its guards.
struct WaitingNavigation {
    let request: NavigationRequest
    let task: Task<Void, Never>
    let source: NavigationSource
}

/// The combined answer of every guard of one navigation.
///
/// A guard that stops the navigation answers with the ``NavigationOutcome`` the navigation ends
/// with; only what is not an outcome (allowed, replaced, a leave guard asking first) has a case
/// of its own.
enum GuardVerdict: Sendable, Equatable {
    case allowed
    /// The guard of `route`, at `position` among the navigation's routes, answered
    /// ``GuardDecision/replace(with:)``.
    case replaced(route: String, position: Int, with: any Route)
    /// A guard stopped the navigation: denied, redirected, timed out, or a leave guard that kept
    /// its screen. The navigation ends with this outcome.
    case blocked(NavigationOutcome)
    /// The leave guard of the screen of `leaving` asks the user first, with `confirmation`.
    case asked(route: String, confirmation: any Route, leaving: RouteEntry.ID)

    /// A guard of `route` denied the navigation with `reason`.
    static func denied(route: String, reason: String) -> GuardVerdict {
        .blocked(.denied(route: route, reason: reason))
    }

    /// A guard of `route` redirected the navigation to `target`.
    static func redirected(route: String, to target: any Route) -> GuardVerdict {
        .blocked(.redirected(route: route, to: target))
    }

    /// The guard of `route` did not answer in time.
    static func timedOut(route: String) -> GuardVerdict { .blocked(.timedOut(route: route)) }

    /// Verdicts are equal when their cases and values are; routes compare as routes.
    static func == (lhs: GuardVerdict, rhs: GuardVerdict) -> Bool {
        switch (lhs, rhs) {
        case (.allowed, .allowed): true
        case (.blocked(let outcome), .blocked(let other)): outcome == other
        case (
            .replaced(let route, let position, let target),
            .replaced(let otherRoute, let otherPosition, let other)
        ):
            route == otherRoute && position == otherPosition && target.isEqual(to: other)
        case (
            .asked(let route, let target, let entry), .asked(let otherRoute, let otherTarget, let otherEntry)
        ):
            route == otherRoute && target.isEqual(to: otherTarget) && entry == otherEntry
        default: false
        }
    }
}

/// One guard to run: the route and its registration's guard.
struct GuardCheck: Sendable {
    /// Whether this is a leave guard of a screen being removed.
    var isLeaving: Bool { leaving != nil }

    let route: any Route
    /// The route's position among the routes the navigation brings in; nil for a leave guard.
    var position: Int?
    /// The entry whose leave guard this is, for a screen being removed (its denial is a stay);
    /// nil for an entry guard.
    var leaving: RouteEntry.ID?
    let check: @MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision
}

/// A guard's thrown error, carried as text so it can cross tasks.
struct GuardFailure: Error, Sendable {
    let description: String
}
