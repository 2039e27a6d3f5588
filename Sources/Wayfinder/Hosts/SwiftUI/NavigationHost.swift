#if canImport(SwiftUI)
    public import SwiftUI
    import WayfinderCore

    /// The SwiftUI host of a navigator: the root view of an app that navigates with Wayfinder.
    ///
    /// It renders ``Navigator/snapshot`` and nothing else: a `TabView` with one `NavigationStack`
    /// per tab once tabs are installed, a single `NavigationStack` before, and a
    /// `NavigationSplitView` for a split in the regular width; sheets and full-screen
    /// covers with their own `NavigationStack`; alerts as `.alert` or as a card. What the user
    /// changes (a back swipe, a sheet dragged away, a tab tapped, an alert button) goes back
    /// through the navigator's `user…` write-backs. The navigator is in the environment, so any
    /// screen can read it with `@Environment(Navigator.self)`. The host reports the window's
    /// horizontal size class to the navigator as it changes.
    ///
    /// ```swift
    /// @main
    /// struct BlogApp: App {
    ///     @State private var navigator = Navigator(
    ///         modules: [HomeFeatureModule()], root: HomeRoute(), schemes: ["blog"])
    ///
    ///     var body: some Scene {
    ///         WindowGroup {
    ///             NavigationHost(navigator: navigator)
    ///                 .onOpenURL { navigator.open($0) }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Each entry's screen is built once, when it first shows, and kept while the entry lives.
    ///
    /// The host keeps the promises of the UIKit host where SwiftUI lets it:
    ///
    /// - **Leave guards.** A pushed screen with a leave guard gets the host's own back button,
    ///   which asks the guard before anything moves; the system back button is hidden, which on
    ///   iOS also turns the back swipe off ([BackButton]).
    /// - **Transitions.** SwiftUI does not say when a push, a pop or a sheet's animation ends, so
    ///   the host reports a transition from the moment a navigation applies until
    ///   `transitionLimit` has passed (or, for an alert card, until SwiftUI's animation
    ///   completion). During it a repeated navigation (a double tap) is coalesced and the others
    ///   wait, as in a UIKit host ([TransitionPacer]).
    ///
    /// [BackButton]: ``BackButton``
    /// [TransitionPacer]: ``TransitionPacer``
    @MainActor
    public struct NavigationHost: View {
        private let navigator: Navigator
        private let reportsTransitions: Bool
        @State private var screens: ScreenCache<AnyView>
        @State private var transitions: TransitionPacer
        /// The namespace the host's zoom sources and zoomed screens share.
        @Namespace private var zoomNamespace
        private var tabBar = TabBarPassThroughs()

        /// Creates the host of a navigator.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to show.
        ///   - transitionLimit: How long after a navigation applies the host holds the next ones
        ///     back (queued, or coalesced when repeated) while SwiftUI animates it. `.zero`
        ///     reports no transitions: navigations apply at once, and double taps are not
        ///     coalesced.
        public init(navigator: Navigator, transitionLimit: Duration = TransitionPacer.standardLimit) {
            self.navigator = navigator
            reportsTransitions = transitionLimit > .zero
            _screens = State(
                initialValue: ScreenCache(navigator: navigator) { screen, entry in
                    SwiftUIScreen.view(for: screen, entry: entry, navigator: navigator)
                })
            // Cheap: it follows the navigator only once started, when the host appears.
            _transitions = State(initialValue: TransitionPacer(navigator: navigator, limit: transitionLimit))
        }

        public var body: some View {
            NavigationRoot(screens: screens, transitions: transitions, tabBar: tabBar)
                .modifier(HorizontalSizeClassReporter(navigator: navigator))
                .modifier(RouteActivityAdvertiser(navigator: navigator))
                .environment(navigator)
                .environment(\.wayfinderZoomNamespace, zoomNamespace)
                .onAppear { [transitions, reportsTransitions] in
                    if reportsTransitions { transitions.start() }
                }
                // Gone from the window, the host stops following the navigator and ends what it
                // began, so no navigation waits for an animation nobody shows.
                .onDisappear { [transitions] in transitions.stop() }
        }

        /// The host, with a tab bar that shrinks while the user scrolls as `minimization` says
        /// (iOS 26 and later; earlier systems ignore it).
        ///
        /// ```swift
        /// NavigationHost(navigator: navigator)
        ///     .tabBarMinimization(.onScrollDown)
        /// ```
        public func tabBarMinimization(_ minimization: TabBarMinimization) -> NavigationHost {
            var host = self
            host.tabBar.minimization = minimization
            return host
        }

        /// The host, whose search tab activates search as `activation` says (iOS 26 and later;
        /// earlier systems ignore it).
        ///
        /// ```swift
        /// NavigationHost(navigator: navigator)
        ///     .searchTabActivation(.onSelection)
        /// ```
        public func searchTabActivation(_ activation: SearchTabActivation) -> NavigationHost {
            var host = self
            host.tabBar.searchActivation = activation
            return host
        }

        /// The host, with `accessory` as the tab bar's bottom accessory (iOS 26 and later on
        /// iPhone and iPad; earlier systems ignore it), such as a player's controls.
        ///
        /// ```swift
        /// NavigationHost(navigator: navigator)
        ///     .tabBarAccessory { NowPlayingBar() }
        /// ```
        public func tabBarAccessory<Accessory: View>(@ViewBuilder _ accessory: () -> Accessory)
            -> NavigationHost
        {
            var host = self
            host.tabBar.accessory = AnyView(accessory())
            return host
        }
    }

    /// A single stack or a tab bar, as the snapshot says.
    @MainActor
    struct NavigationRoot: View {
        @Environment(Navigator.self) private var navigator
        let screens: ScreenCache<AnyView>
        let transitions: TransitionPacer
        let tabBar: TabBarPassThroughs

        var body: some View {
            switch navigator.snapshot {
            case .stack(let stack):
                StackHost(location: stack.location, modal: nil, screens: screens, transitions: transitions)
            case .tabs(let bar):
                TabsHost(bar: bar, screens: screens, transitions: transitions, passThroughs: tabBar)
            }
        }
    }
#endif
