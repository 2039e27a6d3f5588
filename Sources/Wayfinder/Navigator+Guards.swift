import WayfinderCore

/// A navigation waiting on its guards.
struct WaitingNavigation {
    let request: NavigationRequest
    let task: Task<Void, Never>
    let source: NavigationSource
}

/// A navigation a guard redirected away from, kept so the app can resume it once the redirect
/// is satisfied (for example, after signing in).
@MainActor
public struct PendingNavigation: CustomStringConvertible {
    /// What was asked, for logs: `navigate profile/me/edit`.
    public let summary: String
    /// Where it came from.
    public let source: NavigationSource
    /// The route whose guard redirected.
    public let redirectedRoute: String
    let replay: @MainActor () -> NavigationRequest

    public nonisolated var description: String {
        "\(summary) (from \(source), redirected at \(redirectedRoute))"
    }
}

/// The combined answer of every guard of one navigation.
enum GuardVerdict: Sendable {
    case allowed
    case denied(route: String, reason: String)
    case redirected(route: String, to: any Route)
    case timedOut(route: String)
}

/// One guard to run: the route and its registration's guard.
struct GuardCheck: Sendable {
    let route: any Route
    let check: @MainActor @Sendable (any Route, NavigationSource) async throws -> GuardDecision
}

extension Navigator {
    // MARK: - Pending navigation (redirects)

    /// The navigation a guard last redirected away from, if it is still waiting to be resumed.
    public var pendingNavigation: PendingNavigation? { pending }

    /// Runs the navigation a guard redirected away from, as it was first asked, with its guards
    /// evaluated again; nil when there is none.
    ///
    /// ```swift
    /// // After a successful sign-in:
    /// navigator.resumePendingNavigation()
    /// ```
    @discardableResult
    public func resumePendingNavigation() -> NavigationRequest? {
        guard let navigation = pending else { return nil }
        pending = nil
        return navigation.replay()
    }

    /// Forgets the navigation a guard redirected away from (for example, when sign-in is
    /// cancelled).
    public func discardPendingNavigation() {
        pending = nil
    }

    /// Whether any navigation is waiting on its guards.
    public var isWaitingOnGuards: Bool { !waiting.isEmpty }

    // MARK: - Running guards

    /// The guards of the routes a navigation brings in, in the routes' order.
    func guardChecks(for routes: [any Route]) -> [GuardCheck] {
        routes.compactMap { route in
            registry.registration(for: type(of: route))?.canNavigate.map {
                GuardCheck(route: route, check: $0)
            }
        }
    }

    /// Ends every navigation still waiting on guards as superseded: a newer navigation started.
    func supersedeWaitingNavigations() {
        guard !waiting.isEmpty else { return }
        let overtaken = waiting.values.sorted { $0.request.id < $1.request.id }
        waiting = [:]
        for navigation in overtaken {
            navigation.task.cancel()
            emit(makeEvent(.superseded, source: navigation.source, reason: navigation.request.summary))
            navigation.request.finish(.superseded)
        }
    }

    /// Runs every guard concurrently. One denial, throw or the timeout decides at once; otherwise
    /// the first redirect in route order wins, and with none the navigation is allowed.
    static func evaluate(_ checks: [GuardCheck], source: NavigationSource, timeout: Duration?) async
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
                    return .denied(route: route, reason: reason)
                case .success(let decision):
                    decisions[index] = decision
                }
            }
            group.cancelAll()
            for index in checks.indices {
                if case .redirect(let target) = decisions[index] {
                    return .redirected(route: checks[index].route.pathRepresentation, to: target)
                }
            }
            return .allowed
        }
    }

    /// Ends a navigation whose guards have answered.
    func conclude(
        _ request: NavigationRequest, verdict: GuardVerdict, source: NavigationSource,
        replay: @escaping @MainActor () -> NavigationRequest, apply: () -> Void
    ) {
        switch verdict {
        case .allowed:
            apply()
        case .denied(let route, let reason):
            block(request, route: route, reason: reason, source: source)
        case .timedOut(let route):
            block(request, route: route, reason: "timeout", source: source)
        case .redirected(let route, let target):
            pending = PendingNavigation(
                summary: request.summary, source: source, redirectedRoute: route, replay: replay)
            block(request, route: route, reason: "redirected to \(target.pathRepresentation)", source: source)
            _ = navigate(to: target, source: source)
        }
    }

    private func block(_ request: NavigationRequest, route: String, reason: String, source: NavigationSource)
    {
        emit(makeEvent(.navigationBlocked, source: source, routes: [route], reason: reason))
        request.finish(.blocked(route: route, reason: reason))
    }
}

/// A guard's thrown error, carried as text so it can cross tasks.
struct GuardFailure: Error, Sendable {
    let description: String
}
