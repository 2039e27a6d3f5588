public import WayfinderCore

/// Settings of a ``Navigator`` that apps rarely change.
public struct NavigatorConfiguration: Sendable {
    /// What happens, beyond the failure handler and the event, when code navigates to a route
    /// no module registered.
    public enum UnregisteredRouteBehavior: Sendable {
        /// Stop in debug builds with an assertion (a programming error to fix); in release builds
        /// the call is a logged no-op.
        case assert
        /// Only report: the failure handler and a `navigationFailed` event. Use in tests that
        /// prove a failure is reported.
        case report
    }

    /// What happens when code navigates to an unregistered route. Defaults to ``UnregisteredRouteBehavior/assert``.
    public var unregisteredRouteBehavior: UnregisteredRouteBehavior = .assert

    /// Where the link sits in a push notification's payload: the keys from the top-level
    /// dictionary down to the URL string. Defaults to `["url"]`; `["aps", "link"]` reads
    /// `payload["aps"]["link"]`.
    public var pushPayloadURLKeyPath: [String] = ["url"]

    /// How many events each ``Navigator/events(bufferSize:)`` subscriber may fall behind before
    /// the oldest are dropped. Defaults to 256.
    public var eventBufferSize: Int = 256

    /// The largest saved-state document ``Navigator/savedState()`` writes and
    /// ``Navigator/restore(from:)`` accepts, in bytes. Defaults to 256 KB.
    public var restorationSizeLimit: Int = 256 * 1024

    /// How long the guards of one navigation may take in all before it ends blocked with the
    /// reason `timeout`; nil (the default) waits as long as they take.
    public var guardTimeout: Duration?

    /// Whether a navigation identical to one started during the same transition (same call,
    /// same routes, same source) is merged into it rather than run twice: a double tap pushes
    /// once, a double back pops once. Defaults to `true`.
    public var coalescesRepeatedNavigations = true

    /// How long a stack and how deep the modals may grow. A navigation past a limit is refused
    /// whole with ``NavigationFailure/invalidCommand(_:)``; a restored document is cut at the
    /// limits and the report says what was dropped. Defaults to `NavigationLimits.standard`
    /// (128 screens per stack, 8 nested modals).
    public var limits: NavigationLimits = .standard

    /// How many navigations the ``Navigator/journal`` keeps, the oldest dropped beyond that. Debug
    /// builds default to 1,000; release builds to 0, which records nothing. Changing it on a
    /// navigator's ``Navigator/configuration`` resizes its journal at once, keeping the newest
    /// entries; raising it from 0 starts recording from that moment.
    public var journalCapacity: Int = Self.defaultJournalCapacity

    /// The default ``journalCapacity``: 1,000 in debug builds, 0 in release builds.
    #if DEBUG
        public static let defaultJournalCapacity = 1_000
    #else
        public static let defaultJournalCapacity = 0
    #endif

    /// Receives every failure (unregistered route, unresolvable link, unknown tab, a registration
    /// diagnostic, …), so tests and apps can assert or log them. By default a failure goes to the
    /// unified log on Apple platforms (subsystem `Wayfinder`, category `navigation`) and to
    /// standard error elsewhere.
    ///
    /// Set it here to also receive the registration diagnostics reported while the navigator is
    /// created; ``Navigator/failureHandler`` is the same handler, settable later.
    ///
    /// ```swift
    /// var configuration = NavigatorConfiguration()
    /// configuration.failureHandler = { failure in crashReporter.record("\(failure)") }
    /// ```
    public var failureHandler: @MainActor (NavigationFailure) -> Void = { failure in
        FailureLog.report(failure)
    }

    /// Whether each of ``Navigator/diagnostics`` goes to the ``failureHandler`` (and so to the
    /// log) when the navigator is created, as a ``NavigationFailure/registration(_:)``. Debug
    /// builds default to `true`, so a duplicate or conflicting route shows in the console on the
    /// first run; release builds to `false`. The list stays readable either way.
    public var reportsRegistrationDiagnostics: Bool = Self.defaultReportsRegistrationDiagnostics

    /// The default ``reportsRegistrationDiagnostics``: `true` in debug builds, `false` in release
    /// builds.
    #if DEBUG
        public static let defaultReportsRegistrationDiagnostics = true
    #else
        public static let defaultReportsRegistrationDiagnostics = false
    #endif

    /// Rewrites an entry of a saved state that no longer opens, before restoration gives up on
    /// it: what an alias cannot express, such as two routes merged into one with a query item.
    /// Return the entry to restore instead, or nil to drop it with a report as usual. It is
    /// asked only for entries that fail (an unknown identifier, a path that no longer resolves,
    /// or one that resolves to another route), and the entry it returns is checked like any
    /// saved entry. Keep it a function of the entry alone: a restoration may ask about one entry
    /// more than once (it reads the saved tree once for the guards, once to rebuild it).
    ///
    /// ```swift
    /// // `settings/theme` became a section of the settings screen.
    /// configuration.savedEntryMigration = { entry in
    ///     entry.route == "settings/theme"
    ///         ? SavedNavigationState.Entry(route: "settings", url: "settings?section=appearance") : nil
    /// }
    /// ```
    public var savedEntryMigration: (@MainActor (SavedNavigationState.Entry) -> SavedNavigationState.Entry?)?

    /// How the app's tabs show: a tab bar of five slots (``TabBarStyle/tabBar``, the default) or a
    /// tab bar that becomes a sidebar in the regular width (``TabBarStyle/sidebarAdaptable``),
    /// where every tab has a place and only the compact tab bar keeps to five. The navigator
    /// reads it when it is created.
    ///
    /// ```swift
    /// var configuration = NavigatorConfiguration()
    /// configuration.tabBarStyle = .sidebarAdaptable
    /// ```
    public var tabBarStyle: TabBarStyle = .tabBar

    /// Creates the default configuration.
    public init() {}
}
