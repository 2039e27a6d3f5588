public import WayfinderCore

/// The screens a UI adapter shows, one per entry: built on first use through the navigator's
/// builders, kept while the entry lives, released when it goes.
///
/// A UI adapter turns the builder's ``ScreenContent`` into what its framework shows (a view, a
/// view controller) with `adapt`; the cache makes sure each entry's builder runs once, however often
/// the UI asks, exactly as ``HeadlessHost`` does for the headless UI.
///
/// ```swift
/// let screens = ScreenCache(navigator: navigator) { screen, entry in
///     screen?.value(as: String.self) ?? "no screen for \(entry)"
/// }
/// let controller = screens.screen(for: entry)  // built once per entry
/// ```
@MainActor
public final class ScreenCache<Screen> {
    /// The navigator whose builders make the screens.
    public let navigator: Navigator
    /// How many screens have been built.
    public private(set) var buildCount = 0
    /// How many screens have been released.
    public private(set) var releaseCount = 0

    private let adapt: @MainActor (ScreenContent?, RouteEntry) -> Screen
    private var screens: [RouteEntry.ID: Screen] = [:]
    private var listener: Int?
    private var isFollowing = true

    /// Creates a cache that follows the navigator and releases the screens of entries that
    /// leave its state.
    ///
    /// Creating a cache is cheap: it starts following the navigator when it builds its first
    /// screen, so a SwiftUI view may create one in its initializer without leaking listeners.
    ///
    /// - Parameters:
    ///   - navigator: The navigator whose builders make the screens.
    ///   - adapt: Turns the builder's screen (nil when the route has no builder) into a screen
    ///     of the adapter's framework, reading the kind it shows.
    public init(navigator: Navigator, adapt: @escaping @MainActor (ScreenContent?, RouteEntry) -> Screen) {
        self.navigator = navigator
        self.adapt = adapt
    }

    /// The screen of an entry, built now if it has none yet.
    public func screen(for entry: RouteEntry) -> Screen {
        if let screen = screens[entry.id] { return screen }
        if isFollowing && listener == nil {
            listener = navigator.addStateListener { [weak self] state, _ in self?.release(keeping: state) }
        }
        let screen = adapt(navigator.makeScreen(for: entry), entry)
        screens[entry.id] = screen
        buildCount += 1
        return screen
    }

    /// The screen already built for an entry, if any.
    public func existingScreen(for id: RouteEntry.ID) -> Screen? { screens[id] }

    /// The identity of the entry whose screen `match` accepts (for a UI that reports the
    /// screens it shows, such as a navigation controller's view controllers).
    public func entryID(where match: (Screen) -> Bool) -> RouteEntry.ID? {
        screens.first { match($0.value) }?.key
    }

    /// Releases the screens of entries no longer in `state`.
    public func release(keeping state: NavigationState) {
        let alive = Set(state.allEntries.map(\.id))
        let gone = screens.keys.filter { !alive.contains($0) }
        for id in gone { screens[id] = nil }
        releaseCount += gone.count
    }

    /// Stops following the navigator (screens are no longer released automatically).
    public func stopFollowing() {
        if let listener { navigator.removeStateListener(listener) }
        listener = nil
        isFollowing = false
    }
}
