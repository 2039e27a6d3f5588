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
    @MainActor
    public struct NavigationHost: View {
        private let navigator: Navigator
        @State private var screens: ScreenCache<AnyView>

        /// Creates the host of a navigator.
        public init(navigator: Navigator) {
            self.navigator = navigator
            _screens = State(
                initialValue: ScreenCache(navigator: navigator) { screen, entry in
                    SwiftUIScreen.view(for: screen, entry: entry, navigator: navigator)
                })
        }

        public var body: some View {
            NavigationRoot(screens: screens)
                .modifier(HorizontalSizeClassReporter(navigator: navigator))
                .environment(navigator)
        }
    }

    /// A single stack or a tab bar, as the snapshot says.
    @MainActor
    struct NavigationRoot: View {
        @Environment(Navigator.self) private var navigator
        let screens: ScreenCache<AnyView>

        var body: some View {
            switch navigator.snapshot {
            case .stack(let stack):
                StackHost(location: stack.location, modal: nil, screens: screens)
            case .tabs(let bar):
                TabsHost(bar: bar, screens: screens)
            }
        }
    }
#endif
