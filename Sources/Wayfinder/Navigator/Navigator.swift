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
    ///
    /// A change applies from the next navigation on; a new
    /// ``NavigatorConfiguration/journalCapacity`` resizes the journal at once (the newest entries
    /// kept).
    @ObservationIgnored public var configuration: NavigatorConfiguration {
        didSet {
            if configuration.journalCapacity != oldValue.journalCapacity {
                journalRecorder.resize(to: configuration.journalCapacity, state: storage)
            }
        }
    }

    /// Receives every failure (unregistered route, unresolvable link, unknown tab, …), so tests
    /// and apps can assert or log them: the configuration's
    /// ``NavigatorConfiguration/failureHandler``. By default a failure goes to the unified log on
    /// Apple platforms (subsystem `Wayfinder`, category `navigation`) and to standard error
    /// elsewhere.
    public var failureHandler: @MainActor (NavigationFailure) -> Void {
        get { configuration.failureHandler }
        set { configuration.failureHandler = newValue }
    }

    // MARK: - The parts
    //
    // The navigator is a façade: each part below owns its own state and decides one thing; the
    // pipeline (`perform`, `start`, `apply`) asks them in order.

    /// The per-stack and tab-bar observation scopes adapters read (``snapshot(at:)``, ``snapshot``).
    @ObservationIgnored let scopes = ObservationScopes()
    /// The guards of the navigations in progress and the navigation a redirect left pending.
    @ObservationIgnored let guards = GuardEvaluation()
    /// The transitions in flight and the navigations waiting for them.
    @ObservationIgnored let transitions = TransitionQueue()
    /// The callers waiting for a screen's result.
    @ObservationIgnored var results = ResultWaiters()
    /// The builders of screens shown without a route of their own.
    @ObservationIgnored var adHocScreens = AdHocScreens()
    /// The routes that own a flow model, and the live models of their entries.
    @ObservationIgnored let flows = FlowScopes()
    /// The leave guards of route types and of live screens.
    @ObservationIgnored let leaveGuards = LeaveGuards()
    /// The column visibility of each split the app or the user changed from automatic, with
    /// the split's list entry: a new split at the same location starts automatic again.
    @ObservationIgnored var splitColumnVisibilities:
        [StackLocation: (split: RouteEntry.ID, visibility: SplitColumnVisibility)] = [:]
    /// The zoom sources on screen and the source each zoomed entry grew from.
    @ObservationIgnored let zoomSources = ZoomSources()
    /// Observers, event streams and state listeners, and the numbering of events.
    @ObservationIgnored let fanOut = EventFanOut()
    /// The last navigations, call by call (debug builds).
    @ObservationIgnored let journalRecorder: JournalRecorder
    @ObservationIgnored private var requestCounter: UInt64 = 0
    /// The route the navigator started at: where ``end()`` starts it again.
    @ObservationIgnored let launchRoute: any Route

    /// Creates a navigator, lets every module register, and validates the registrations.
    ///
    /// - Parameters:
    ///   - modules: The app's feature modules; only the app lists them.
    ///   - root: The route the app starts at. A tab's root starts the app with its tab bar, that
    ///     tab selected; a split's list route starts it as that split; any other route as a
    ///     single stack holding it.
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
    ///   - root: The route the app starts at. A tab's root starts the app with its tab bar, that
    ///     tab selected; a split's list route starts it as that split; any other route as a
    ///     single stack holding it.
    ///   - linkPolicy: Which outside URLs ``open(_:)-(String)`` accepts.
    ///   - configuration: Settings; the defaults suit most apps.
    public init(
        modules: [any FeatureModule], root: any Route, linkPolicy: LinkPolicy,
        configuration: NavigatorConfiguration = NavigatorConfiguration()
    ) {
        storage = NavigationState(root: root)
        launchRoute = root
        journalRecorder = JournalRecorder(capacity: configuration.journalCapacity, initialState: storage)
        registry = RouteRegistry()
        registry.tabBarStyle = configuration.tabBarStyle
        self.linkPolicy = linkPolicy
        self.configuration = configuration
        for module in modules {
            module.register(
                in: FeatureRegistrationContext(navigator: self, moduleName: module.name, registry: registry))
        }
        registry.freeze(maximumPathLength: RouteRegistry.maximumPathLength(for: linkPolicy))
        if !registry.isRegistered(root) {
            registry.addDiagnostic(.unregisteredRoot(route: type(of: root).routeTypeName))
        } else if isExternal(root) {
            registry.addDiagnostic(.externalRouteOnStack(route: type(of: root).routeTypeName, tab: nil))
        }
        registry.addDiagnostics(flows.unregisteredRoutes(in: registry))
        launch(at: root)
        flows.update(to: storage)
        if configuration.reportsRegistrationDiagnostics {
            for diagnostic in registry.diagnostics { failureHandler(.registration(diagnostic)) }
        }
    }

    /// Makes the first state once the tabs are known: an app whose root is a tab's root starts
    /// with its tab bar, that tab selected (the planner's launch rule). Nothing is announced: this
    /// is where the app starts, and the journal starts from it.
    private func launch(at root: any Route) {
        let commands = planner.commands(launchingAt: root)
        guard !commands.isEmpty || !registry.splits.isEmpty else { return }
        var launched = storage
        do {
            for command in commands { _ = try launched.apply(command, within: configuration.limits) }
            try layOutSplits(&launched)
        } catch {
            // The planner's launch commands fit the single stack they start from; if they ever
            // did not, the app starts as that stack, as it would without tabs.
            return
        }
        storage = launched
        journalRecorder.start(at: storage)
    }

    /// Every registration problem: duplicates, conflicting patterns, unregistered parents.
    public var diagnostics: [RegistrationDiagnostic] { registry.diagnostics }

    // MARK: - The pipeline every call goes through

    /// Runs right after a navigation's changes are stored, with those changes.
    typealias AfterApplyCallback = PlannedNavigation.Callback

    /// Carries out a navigation: supersedes any navigation still waiting on guards, checks that
    /// every route it brings in is registered (and that an external route comes only last, to be
    /// handed off), runs their guards (all of them, concurrently,
    /// before anything changes), then computes the commands against the current state and applies
    /// them all or nothing.
    ///
    /// Without guards and without a transition in flight, everything happens before this
    /// returns. During a transition the navigation is queued (or coalesced with an identical one)
    /// and runs when the transition ends; a width change does not wait.
    func perform(_ navigation: PlannedNavigation) -> NavigationRequest {
        let navigation = handingOffOneRoute(navigation)
        let request = makeRequest(
            navigation.call, writeBack: navigation.namedEntries?.map(AnyHashable.init) ?? [],
            source: navigation.source, link: navigation.link)
        let run: @MainActor () -> Void = { [unowned self] in start(request, navigation) }
        if navigation.waitsForTransitions,
            deferWhileTransitioning(request, source: navigation.source, run: run)
        {
            return request
        }
        run()
        return request
    }

    /// Starts a navigation now: see ``perform(_:)``.
    func start(_ request: NavigationRequest, _ navigation: PlannedNavigation) {
        let source = navigation.source
        if navigation.supersedesWaiting {
            supersedeWaitingNavigations()
            supersedeWaitingConfirmation(by: request, navigation)
        }
        if let unregistered = navigation.routes.first(where: { !canShow($0) }) {
            // The one registration check. A link fails it as a link, with its URL.
            fail(
                request, .unregisteredRoute(type(of: unregistered).routeTypeName), source: source,
                kind: request.link == nil ? .navigationFailed : .deepLinkRejected, url: request.link)
            return
        }
        if let external = externalRouteOnStack(in: navigation) {
            fail(
                request, .externalRouteOnStack(type(of: external).routeTypeName), source: source,
                kind: request.link == nil ? .navigationFailed : .deepLinkRejected, url: request.link)
            return
        }
        let checks = guards.checks(for: navigation.routes, in: registry) + leaveChecks(of: navigation)
        if checks.isEmpty {
            apply(request, navigation)
            return
        }
        guards.evaluate(checks, for: request, source: source, timeout: configuration.guardTimeout) {
            [unowned self] verdict in
            // Resumed, the navigation runs every guard again, except the leave guard that asked:
            // the user's confirmation covers exactly that screen, as it was then. A guard that let
            // this attempt go, or a screen pushed meanwhile, is asked again; after an entry
            // guard's redirect (to sign in, say) the user may have gone back and changed the
            // confirmed screen too, so a confirmation given before it is asked again as well.
            var resumed = navigation
            switch verdict {
            case .asked(_, _, let entry): resumed.confirmedLeaving.insert(entry)
            case .blocked(.redirected): resumed.confirmedLeaving = []
            default: break
            }
            let replay: @MainActor () -> NavigationRequest = { [unowned self] in perform(resumed) }
            conclude(
                request, verdict: verdict, source: source, replay: replay,
                replace: { position, replacement in
                    start(request, replacing: position, of: navigation, with: replacement)
                }
            ) {
                apply(request, navigation)
            }
        }
    }

    /// Applies a navigation's commands to the state, all or nothing, and tells everyone once.
    func apply(_ request: NavigationRequest, _ navigation: PlannedNavigation) {
        let source = navigation.source
        var changes: [NavigationChange] = []
        let limits = configuration.limits
        let visibleBefore = storage.visibleScreen
        do throws(NavigationFailure) {
            let steps = try commands(of: navigation, in: storage)
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
            try layOutSplits(&storage)
        } catch {
            // A link fails as a link, with its URL, as at the registration check.
            fail(
                request, error, source: source,
                kind: request.link == nil ? .navigationFailed : .deepLinkRejected,
                url: request.link)
            return
        }
        noteZooms(changes, of: navigation.call)
        withMutation(keyPath: \.state) {}
        scopes.invalidate(for: changes)
        adHocScreens.release(keeping: storage)
        flows.update(to: storage)
        leaveGuards.release(keeping: storage)
        if let afterApply = navigation.afterApply { run(afterApply, after: changes) }
        resumeResultsOfRemovedEntries()
        if let link = navigation.announce {
            emit(
                fanOut.makeEvent(
                    .deepLinkOpened, source: source, routes: link.routes, url: link.url, aliases: link.aliases
                ))
        }
        let changeEvents = fanOut.events(for: changes, source: source, overflowTabs: registry.overflowTabs)
        for event in changeEvents { emit(event) }
        // One place derives what the user sees: after the change events, once per navigation.
        if let change = VisibleScreenChange(from: visibleBefore, to: storage.visibleScreen) {
            for event in fanOut.events(for: change, source: source) { emit(event) }
        }
        journalRecorder.note(changes, of: request)
        transitions.applied(request, source: source)
        fanOut.stateDidChange(to: storage, with: changes)
        if let external = navigation.handOff {
            handOff(external, of: request, navigation)
        } else {
            request.finish(.applied)
        }
    }

    /// Does what a navigation asks for right after its `changes` are stored.
    private func run(_ afterApply: PlannedNavigation.AfterApply, after changes: [NavigationChange]) {
        switch afterApply {
        case .announceReselection(let id):
            // The planner changes nothing only for the selected tab tapped at its root.
            guard changes.isEmpty, storage.tabBar?.selection == id else { return }
            let root = storage.baseStack.root
            emit(
                fanOut.makeEvent(
                    .tabReselected, source: .user, routes: [root.description], tabs: [id], screen: root))
        case .storeTabs(let change):
            registry.setTabs(change.applied(to: registry.tabs))
            registry.setActionTab(change.actionTab(replacing: registry.actionTab))
            // Titles, images and order live in the registry, not the state: tell the tab bar.
            scopes.invalidate(.tabBar)
        case .deliverResult(let value, let entry):
            // The screen left with this navigation: its caller gets the value, before the
            // removal would resume it with nil.
            guard !storage.allEntries.contains(where: { $0.id == entry }),
                let delivery = results.take(value, for: entry)
            else { return }
            delivery.deliver()
        case .call(let callback):
            callback(changes)
        }
    }

    /// Marks each bottom stack as the split its root declares, or as a plain stack: after every
    /// navigation, so a stack is a split exactly while a split's list route is its root. Costs
    /// nothing when the app declares no split.
    private func layOutSplits(_ state: inout NavigationState) throws(NavigationFailure) {
        guard !registry.splits.isEmpty else { return }
        for command in planner.commands(layingOut: state) {
            do { try state.apply(command, within: configuration.limits) } catch {
                throw .invalidCommand(error)
            }
        }
    }

    /// A new request for `call`, its summary the call's; `writeBack` makes its intent with the
    /// call (see ``NavigationRequest/Intent``). The journal records it when it finishes.
    func makeRequest(
        _ call: NavigationCall, writeBack: @escaping @autoclosure () -> [AnyHashable] = [],
        source: NavigationSource = .app, link: String? = nil
    ) -> NavigationRequest {
        requestCounter += 1
        let request = NavigationRequest(
            id: requestCounter, summary: call.summary, writeBack: writeBack(), call: call, source: source,
            cause: journalRecorder.currentCause, link: link)
        if journalRecorder.isRecording {
            request.whenFinished { [unowned self] outcome in
                journalRecorder.record(request, outcome: outcome, state: storage)
            }
        }
        return request
    }

    /// Reports a failure: the event, the failure handler, the request's outcome and, for an
    /// unregistered route in a debug build, an assertion unless configured otherwise.
    func fail(
        _ request: NavigationRequest, _ failure: NavigationFailure, source: NavigationSource,
        kind: NavigationEvent.Kind = .navigationFailed, routes: [String] = [], url: String? = nil
    ) {
        emit(kind, source: source, routes: routes, url: url, outcome: .failed(failure))
        failureHandler(failure)
        request.finish(.failed(failure))
        if case .unregisteredRoute = failure, configuration.unregisteredRouteBehavior == .assert {
            assertionFailure("Wayfinder: \(failure)")
        }
    }

    // MARK: - Events

    /// Delivers an event to every observer and event stream.
    func emit(_ event: NavigationEvent) {
        fanOut.emit(event, from: self)
    }

    /// Makes an event (see ``EventFanOut/makeEvent(_:source:routes:presentation:tabs:url:outcome:requestSummary:sizeClass:journalEntry:reason:alertAction:aliases:screen:)``)
    /// and delivers it.
    func emit(
        _ kind: NavigationEvent.Kind, source: NavigationSource, routes: [String] = [], tabs: [TabID] = [],
        url: String? = nil, outcome: NavigationOutcome? = nil, requestSummary: String? = nil,
        journalEntry: UInt64? = nil, reason: String? = nil
    ) {
        emit(
            fanOut.makeEvent(
                kind, source: source, routes: routes, tabs: tabs, url: url, outcome: outcome,
                requestSummary: requestSummary, journalEntry: journalEntry, reason: reason))
    }

    /// Adds an observer, held weakly, told about every event from now on.
    ///
    /// The observer is told at once which screen is visible, through
    /// ``NavigationObserver/navigator(_:screenDidAppear:)`` (not as an event: nothing changed),
    /// so an analytics observer added after launch counts the first screen too.
    public func addObserver(_ observer: any NavigationObserver) {
        fanOut.addObserver(observer)
        observer.navigator(self, screenDidAppear: storage.visibleScreen)
    }

    /// Removes an observer.
    public func removeObserver(_ observer: any NavigationObserver) {
        fanOut.removeObserver(observer)
    }

    /// A stream of every event from now on, for one subscriber.
    ///
    /// The subscriber may fall `bufferSize` events behind (default
    /// ``NavigatorConfiguration/eventBufferSize``); beyond that the oldest are dropped and
    /// counted in ``NavigationEventStream/droppedCount``, so a slow subscriber never blocks
    /// navigation. The subscription ends when the stream's consumer stops.
    public func events(bufferSize: Int? = nil) -> NavigationEventStream {
        fanOut.subscribe(bufferSize: bufferSize ?? configuration.eventBufferSize)
    }

    /// Calls `listener` after every applied navigation with the new state and what changed.
    /// The headless host and the UI adapters use this; returns a token for removal.
    @discardableResult
    package func addStateListener(
        _ listener: @escaping @MainActor (NavigationState, [NavigationChange]) -> Void
    ) -> Int {
        fanOut.addStateListener(listener)
    }

    /// Removes a state listener.
    package func removeStateListener(_ id: Int) {
        fanOut.removeStateListener(id)
    }
}
