import Foundation
public import Observation
public import WayfinderCore

/// The single navigation API of an app: push, present, alerts, tabs, deep links and
/// restoration, callable from views, view models and unit tests.
///
/// The navigator owns one `NavigationState` and changes it only through its pure reducer.
/// Every call returns a ``NavigationRequest``; without guards the change is applied before the
/// call returns, and observation fires once per applied navigation.
///
/// ```swift
/// let navigator = Navigator(
///     modules: [AuthFeatureModule(), HomeFeatureModule()],
///     root: LoginRoute(), schemes: ["myapp"])
/// navigator.navigate(to: PostRoute(id: 42))
/// navigator.outline  // "stack: home > post/42"
/// ```
@MainActor
@Observable
public final class Navigator {
    /// The navigation state. Change it through the navigator's calls.
    ///
    /// Observation fires once per applied navigation, after the change.
    public var state: NavigationState {
        access(keyPath: \.state)
        return storage
    }

    // The state lives outside observation so a command can change it in place (no copy of the
    // stacks) and observers are told once, only when a navigation applied.
    @ObservationIgnored var storage: NavigationState

    /// The state's canonical text form (see `NavigationState.outline`).
    public var outline: String { state.outline }

    /// Every registered route and the frozen matcher.
    @ObservationIgnored public let registry: RouteRegistry

    /// Which outside URLs ``open(_:)-(String)`` accepts.
    @ObservationIgnored public let linkPolicy: LinkPolicy

    /// Settings such as the push-payload key path and buffer sizes.
    @ObservationIgnored public var configuration: NavigatorConfiguration

    /// Receives every failure (unregistered route, unresolvable link, unknown tab, …), so tests
    /// and apps can assert or log them. By default a failure goes to the unified log on Apple
    /// platforms (subsystem `Wayfinder`, category `navigation`) and to standard error elsewhere.
    @ObservationIgnored public var failureHandler: @MainActor (NavigationFailure) -> Void = { failure in
        FailureLog.report(failure)
    }

    /// The per-stack and tab-bar observation scopes adapters read (``snapshot(at:)``, ``snapshot``).
    @ObservationIgnored let scopes = ObservationScopes()
    @ObservationIgnored var observers: [WeakObserver] = []
    @ObservationIgnored var subscribers: [UUID: EventSubscriber] = [:]
    @ObservationIgnored var stateListeners: [Int: @MainActor (NavigationState, [NavigationChange]) -> Void] =
        [:]
    @ObservationIgnored private var listenerCounter = 0
    @ObservationIgnored var waiting: [UInt64: WaitingNavigation] = [:]
    @ObservationIgnored var pending: PendingNavigation?
    @ObservationIgnored var adHocScreens: [UInt64: @MainActor () -> Any] = [:]
    @ObservationIgnored var adHocCounter: UInt64 = 0
    @ObservationIgnored var resultWaiters: [RouteEntry.ID: ResultWaiter] = [:]
    /// The transitions in flight and the navigations waiting for them.
    @ObservationIgnored let transitions = TransitionQueue()
    @ObservationIgnored private var requestCounter: UInt64 = 0
    @ObservationIgnored private var eventCounter: UInt64 = 0

    /// Creates a navigator, lets every module register, and validates the registrations.
    ///
    /// - Parameters:
    ///   - modules: The app's feature modules; only the app lists them.
    ///   - root: The route the app starts at, as a single stack.
    ///   - schemes: Custom URL schemes whose links ``open(_:)-(String)`` accepts (`"myapp"`).
    ///   - hosts: Universal-link hosts whose `https` links are accepted.
    ///   - configuration: Settings; the defaults suit most apps.
    public convenience init(
        modules: [any FeatureModule], root: any Route, schemes: Set<String> = [], hosts: Set<String> = [],
        configuration: NavigatorConfiguration = NavigatorConfiguration()
    ) {
        self.init(
            modules: modules, root: root, linkPolicy: LinkPolicy(schemes: schemes, hosts: hosts),
            configuration: configuration)
    }

    /// Creates a navigator with a link policy of its own: its schemes and hosts, its URL length
    /// limit, and whether a value may hide a `/` as `%2F`.
    ///
    /// ```swift
    /// // File paths are route values, so links may carry them as `docs/a%2Fb.txt`.
    /// let navigator = Navigator(
    ///     modules: [FilesFeatureModule()], root: HomeRoute(),
    ///     linkPolicy: LinkPolicy(schemes: ["myapp"], allowsEncodedSlash: true))
    /// ```
    ///
    /// - Parameters:
    ///   - modules: The app's feature modules; only the app lists them.
    ///   - root: The route the app starts at, as a single stack.
    ///   - linkPolicy: Which outside URLs ``open(_:)-(String)`` accepts.
    ///   - configuration: Settings; the defaults suit most apps.
    public init(
        modules: [any FeatureModule], root: any Route, linkPolicy: LinkPolicy,
        configuration: NavigatorConfiguration = NavigatorConfiguration()
    ) {
        storage = NavigationState(root: root)
        registry = RouteRegistry()
        self.linkPolicy = linkPolicy
        self.configuration = configuration
        for module in modules {
            module.register(
                in: FeatureRegistrationContext(navigator: self, moduleName: module.name, registry: registry))
        }
        registry.freeze()
        if !registry.isRegistered(root) {
            registry.addDiagnostic(.unregisteredRoot(route: type(of: root).routeTypeName))
        }
    }

    /// Every registration problem: duplicates, conflicting patterns, unregistered parents.
    public var diagnostics: [RegistrationDiagnostic] { registry.diagnostics }

    // MARK: - The pipeline every call goes through

    /// Runs right after a navigation's changes are stored, with those changes.
    typealias AfterApply = @MainActor @Sendable ([NavigationChange]) -> Void

    /// The commands a navigation applies, computed against the state at the moment it applies.
    typealias CommandBuilder =
        @MainActor @Sendable (NavigationState) throws(NavigationFailure) -> [NavigationCommand]

    /// Carries out a navigation: supersedes any navigation still waiting on guards, checks that
    /// every route it brings in is registered, runs their guards (all of them, concurrently,
    /// before anything changes), then computes the commands against the current state and applies
    /// them all or nothing.
    ///
    /// Without guards and without a transition in flight, everything happens before this
    /// returns. During a transition the navigation is queued (or coalesced with an identical one)
    /// and runs when the transition ends.
    func perform(
        _ summary: String, source: NavigationSource, bringing routes: [any Route],
        identifiedBy identity: [AnyHashable]? = nil,
        announce: (@MainActor @Sendable () -> NavigationEvent)? = nil, afterApply: AfterApply? = nil,
        commands: @escaping CommandBuilder
    ) -> NavigationRequest {
        let request = makeRequest(summary, arguments: identity ?? routes.map { AnyHashable($0) })
        let run: @MainActor () -> Void = { [unowned self] in
            start(
                request, source: source, bringing: routes, announce: announce, afterApply: afterApply,
                commands: commands)
        }
        if deferWhileTransitioning(request, source: source, run: run) { return request }
        run()
        return request
    }

    /// Starts a navigation now: see ``perform(_:source:bringing:announce:afterApply:commands:)``.
    private func start(
        _ request: NavigationRequest, source: NavigationSource, bringing routes: [any Route],
        announce: (@MainActor @Sendable () -> NavigationEvent)?, afterApply: AfterApply?,
        commands: @escaping CommandBuilder
    ) {
        let summary = request.summary
        supersedeWaitingNavigations()
        if let unregistered = routes.first(where: { !canShow($0) }) {
            fail(request, .unregisteredRoute(type(of: unregistered).routeTypeName), source: source)
            return
        }
        let checks = guardChecks(for: routes)
        if checks.isEmpty {
            apply(request, source: source, announce: announce, afterApply: afterApply, commands: commands)
            return
        }
        let replay: @MainActor () -> NavigationRequest = { [unowned self] in
            perform(
                summary, source: source, bringing: routes, announce: announce, afterApply: afterApply,
                commands: commands)
        }
        let timeout = configuration.guardTimeout
        let task = Task { @MainActor [weak self] in
            let verdict = await Self.evaluate(checks, source: source, timeout: timeout)
            guard let self, !request.isFinished else { return }
            waiting[request.id] = nil
            conclude(request, verdict: verdict, source: source, replay: replay) {
                self.apply(
                    request, source: source, announce: announce, afterApply: afterApply, commands: commands)
            }
        }
        waiting[request.id] = WaitingNavigation(request: request, task: task, source: source)
    }

    /// Applies a navigation's commands to the state, all or nothing, and tells everyone once.
    func apply(
        _ request: NavigationRequest, source: NavigationSource,
        announce: (@MainActor @Sendable () -> NavigationEvent)? = nil, afterApply: AfterApply? = nil,
        commands: CommandBuilder
    ) {
        var changes: [NavigationChange] = []
        let limits = configuration.limits
        do throws(NavigationFailure) {
            let steps = try commands(storage)
            if steps.count == 1 {
                // One command: the reducer changes nothing when it throws, so apply in place.
                do { changes = try storage.apply(steps[0], within: limits) } catch {
                    throw .invalidCommand(error)
                }
            } else {
                // Several commands: all or nothing, so work on a copy.
                var next = storage
                for command in steps {
                    do { changes += try next.apply(command, within: limits) } catch {
                        throw .invalidCommand(error)
                    }
                }
                storage = next
            }
        } catch {
            fail(request, error, source: source)
            return
        }
        withMutation(keyPath: \.state) {}
        scopes.invalidate(for: changes)
        releaseAdHocScreens(keeping: storage)
        afterApply?(changes)
        resumeResultsOfRemovedEntries()
        if let announce { emit(announce()) }
        for change in changes {
            for event in events(for: change, source: source) { emit(event) }
        }
        transitions.lastApplied = (request, source)
        for listener in stateListeners.values { listener(storage, changes) }
        request.finish(.applied)
    }

    /// A new request; `arguments` make its intent, with the summary (see ``NavigationRequest/Intent``).
    func makeRequest(_ summary: String, arguments: [AnyHashable] = []) -> NavigationRequest {
        requestCounter += 1
        return NavigationRequest(id: requestCounter, summary: summary, arguments: arguments)
    }

    /// Reports a failure: the event, the failure handler, the request's outcome and, for an
    /// unregistered route in a debug build, an assertion unless configured otherwise.
    func fail(
        _ request: NavigationRequest, _ failure: NavigationFailure, source: NavigationSource,
        kind: NavigationEvent.Kind = .navigationFailed, routes: [String] = [], url: String? = nil
    ) {
        emit(makeEvent(kind, source: source, routes: routes, url: url, reason: failure.description))
        failureHandler(failure)
        request.finish(.failed(failure))
        if case .unregisteredRoute = failure, configuration.unregisteredRouteBehavior == .assert {
            assertionFailure("Wayfinder: \(failure)")
        }
    }

    // MARK: - Events

    func makeEvent(
        _ kind: NavigationEvent.Kind, source: NavigationSource, routes: [String] = [],
        presentation: NavigationEvent.Presentation? = nil, tabs: [TabID] = [], url: String? = nil,
        reason: String? = nil
    ) -> NavigationEvent {
        eventCounter += 1
        return NavigationEvent(
            sequence: eventCounter, kind: kind, source: source, routes: routes, presentation: presentation,
            tabs: tabs, url: url, reason: reason)
    }

    private func events(for change: NavigationChange, source: NavigationSource) -> [NavigationEvent] {
        if case .tabsInstalled = change {
            return [event(for: change, source: source)]
                + registry.overflowTabs.map { tab in
                    makeEvent(
                        .tabOverflow, source: source, tabs: [tab.id],
                        reason:
                            "priority \(tab.priority) gets no slot; at most \(RouteRegistry.maximumTabCount) tabs show"
                    )
                }
        }
        return [event(for: change, source: source)]
    }

    private func event(for change: NavigationChange, source: NavigationSource) -> NavigationEvent {
        func paths(_ entries: [RouteEntry]) -> [String] { entries.map(\.description) }
        switch change {
        case .pushed(let entries, _):
            return makeEvent(.pushed, source: source, routes: paths(entries))
        case .popped(let entries, _):
            return makeEvent(.popped, source: source, routes: paths(entries))
        case .presented(let style, let entries, _):
            return makeEvent(
                .presented, source: source, routes: paths(entries), presentation: .init(style))
        case .alertPresented(let entry, _):
            return makeEvent(.presented, source: source, routes: [entry.description], presentation: .alert)
        case .dismissed(let style, let entries, _):
            return makeEvent(
                .dismissed, source: source, routes: paths(entries), presentation: .init(style))
        case .alertDismissed(let entry, _):
            return makeEvent(.dismissed, source: source, routes: [entry.description], presentation: .alert)
        case .rootSet(let entries):
            return makeEvent(.rootSet, source: source, routes: paths(entries))
        case .tabsInstalled(let ids):
            return makeEvent(
                .tabsInstalled, source: source, tabs: ids)
        case .tabsAdded(let ids):
            return makeEvent(
                .tabsChanged, source: source, tabs: ids,
                reason: "added")
        case .tabsRemoved(let ids, _):
            return makeEvent(
                .tabsChanged, source: source, tabs: ids,
                reason: "removed")
        case .tabSelected(let id):
            return makeEvent(.tabSelected, source: source, tabs: [id])
        }
    }

    /// Delivers an event to every observer and subscriber.
    func emit(_ event: NavigationEvent) {
        observers.removeAll { $0.observer == nil }
        for entry in observers { entry.observer?.navigator(self, didEmit: event) }
        for subscriber in subscribers.values {
            if case .dropped = subscriber.continuation.yield(event) { subscriber.counter.add(1) }
        }
    }

    /// Adds an observer, held weakly, told about every event from now on.
    public func addObserver(_ observer: any NavigationObserver) {
        observers.append(WeakObserver(observer: observer))
    }

    /// Removes an observer.
    public func removeObserver(_ observer: any NavigationObserver) {
        observers.removeAll { $0.observer === observer || $0.observer == nil }
    }

    /// A stream of every event from now on, for one subscriber.
    ///
    /// The subscriber may fall `bufferSize` events behind (default
    /// ``NavigatorConfiguration/eventBufferSize``); beyond that the oldest are dropped and
    /// counted in ``NavigationEventStream/droppedCount``, so a slow subscriber never blocks
    /// navigation. The subscription ends when the stream's consumer stops.
    public func events(bufferSize: Int? = nil) -> NavigationEventStream {
        let counter = DropCounter()
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(
            of: NavigationEvent.self,
            bufferingPolicy: .bufferingNewest(max(1, bufferSize ?? configuration.eventBufferSize)))
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.subscribers[id] = nil }
        }
        subscribers[id] = EventSubscriber(continuation: continuation, counter: counter)
        return NavigationEventStream(stream: stream, counter: counter)
    }

    /// Calls `listener` after every applied navigation with the new state and what changed.
    /// The headless host and the UI adapters use this; returns a token for removal.
    @discardableResult
    package func addStateListener(
        _ listener: @escaping @MainActor (NavigationState, [NavigationChange]) -> Void
    ) -> Int {
        listenerCounter += 1
        let id = listenerCounter
        stateListeners[id] = listener
        return id
    }

    /// Removes a state listener.
    package func removeStateListener(_ id: Int) {
        stateListeners[id] = nil
    }
}

/// A weak reference to an observer.
struct WeakObserver {
    weak var observer: (any NavigationObserver)?
}
