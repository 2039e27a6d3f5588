#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore

    /// A split stack in the regular width: a `NavigationSplitView` whose list (and, in three
    /// columns, middle) column shows that column's screen and whose detail column is a
    /// `NavigationStack` bound to the navigator.
    ///
    /// It decides nothing: the columns come from ``StackSnapshot/split``, the detail column's path and
    /// its write-back from ``StackSnapshot/navigationPath`` and
    /// ``StackSnapshot/path(forNavigationPath:)``, the column visibility from the navigator. In
    /// the compact width the snapshot carries no split and ``StackHost`` shows one
    /// `NavigationStack` instead, so SwiftUI never collapses the columns itself.
    @MainActor
    struct SplitHost: View {
        @Environment(Navigator.self) private var navigator
        let binding: StackSnapshot
        let split: NavigationState.Stack.SplitColumns
        let screens: ScreenCache<AnyView>
        let transitions: TransitionPacer

        var body: some View {
            switch split.layout {
            case .twoColumn:
                NavigationSplitView(columnVisibility: visibility) {
                    screens.screen(for: split.list)
                } detail: {
                    detailColumn
                }
            case .threeColumn:
                NavigationSplitView(columnVisibility: visibility) {
                    screens.screen(for: split.list)
                } content: {
                    if let middle = split.middle {
                        screens.screen(for: middle)
                    }
                } detail: {
                    detailColumn
                }
            }
        }

        /// The detail column: its stack, or while no row is selected the app's placeholder (or
        /// nothing).
        private var detailColumn: some View {
            let backButtons = navigator.backButtons(in: binding)
            return NavigationStack(path: transitions.navigationPath(of: binding)) {
                if let root = binding.navigationRoot {
                    screens.screen(for: root)
                        .navigationDestination(for: RouteEntry.self) { entry in
                            PushedScreen(
                                screen: screens.screen(for: entry), entry: entry.id,
                                location: binding.location,
                                backButton: backButtons[entry.id] ?? .none)
                        }
                } else if let placeholder = navigator.detailPlaceholder(for: split) {
                    SwiftUIScreen.view(for: placeholder, entry: split.list)
                }
            }
        }

        /// The leading columns' visibility, read from the navigator; the sidebar button writes
        /// the user's choice back.
        private var visibility: Binding<NavigationSplitViewVisibility> {
            let navigator = navigator
            let location = binding.location
            let layout = split.layout
            let current = navigator.splitColumnVisibility(at: location)
            return Binding(
                get: { NavigationSplitViewVisibility(current) },
                set: { @MainActor shown in
                    navigator.setSplitColumnVisibility(SplitColumnVisibility(shown, in: layout), at: location)
                })
        }
    }

    extension NavigationSplitViewVisibility {
        /// SwiftUI's visibility of a split's columns.
        init(_ visibility: SplitColumnVisibility) {
            switch visibility {
            case .automatic: self = .automatic
            case .all: self = .all
            case .doubleColumn: self = .doubleColumn
            case .detailOnly: self = .detailOnly
            }
        }
    }

    extension SplitColumnVisibility {
        /// The visibility SwiftUI shows, as the navigator keeps it. Two columns side by side are
        /// every column of a two-column split.
        init(_ visibility: NavigationSplitViewVisibility, in layout: SplitLayout) {
            switch visibility {
            case .all: self = .all
            case .doubleColumn: self = layout == .twoColumn ? .all : .doubleColumn
            case .detailOnly: self = .detailOnly
            default: self = .automatic
            }
        }
    }

    /// Reports the window's horizontal size class to the navigator when the host appears and
    /// whenever it changes, so splits show as columns in the regular width only.
    @MainActor
    struct HorizontalSizeClassReporter: ViewModifier {
        let navigator: Navigator
        #if os(macOS)
            // A Mac window is always wide enough for columns.
            func body(content: Content) -> some View {
                content.onChange(of: 0, initial: true) { _, _ in
                    navigator.reportHorizontalSizeClass(.regular)
                }
            }
        #else
            @Environment(\.horizontalSizeClass) private var sizeClass

            func body(content: Content) -> some View {
                content.onChange(of: sizeClass, initial: true) { _, new in
                    navigator.reportHorizontalSizeClass(new.map(SizeClass.init))
                }
            }
        #endif
    }

    extension SizeClass {
        /// The navigator's width for SwiftUI's size class.
        init(_ sizeClass: UserInterfaceSizeClass) {
            self = sizeClass == .regular ? .regular : .compact
        }
    }
#endif
