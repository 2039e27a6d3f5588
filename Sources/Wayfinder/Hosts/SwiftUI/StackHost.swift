#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore

    /// One stack of the state as a `NavigationStack`, with the sheet, full-screen cover, popover,
    /// inspector and alert (or confirmation dialog) it presents.
    ///
    /// The stack reads its snapshot from the navigator by location, so a modal's content follows
    /// the state (a push inside a sheet) without the sheet being presented again. A pushed screen
    /// whose back button is ``BackButton/guarded`` shows the host's own back button
    /// (``PushedScreen``). What the user already changed on screen (a back swipe, a sheet dragged
    /// away) is written back through the ``TransitionPacer``, at once.
    @MainActor
    struct StackHost: View {
        @Environment(Navigator.self) private var navigator
        #if !os(macOS)
            /// The window's width as SwiftUI has it now, which the navigator hears of only after
            /// this update (``HorizontalSizeClassReporter``).
            @Environment(\.horizontalSizeClass) private var sizeClass
        #endif
        /// Where the stack is.
        let location: StackLocation
        /// The modal this stack is the content of, nil for a tab's or the single stack.
        let modal: ModalSnapshot?
        let screens: ScreenCache<AnyView>
        let transitions: TransitionPacer
        /// The namespace of the host's zoom sources, passed on to what the stack presents.
        @Environment(\.wayfinderZoomNamespace) private var zoomNamespace

        var body: some View {
            // A modal's stack is gone for a moment while its dismissal animates.
            if let binding = navigator.snapshot(at: location) {
                content(of: inWindow(binding))
            }
        }

        /// The snapshot as the window draws it: a compact window draws a split as one stack even
        /// before the navigator hears of the new width, so `NavigationSplitView` never sits in
        /// a compact window and collapses its columns itself.
        private func inWindow(_ binding: StackSnapshot) -> StackSnapshot {
            #if os(macOS)
                binding
            #else
                sizeClass == .compact ? binding.collapsed : binding
            #endif
        }

        private func content(of binding: StackSnapshot) -> some View {
            let navigator = navigator
            return stackOrColumns(of: binding)
                .sheet(item: dismissible(binding.sheet)) { sheet in
                    StackHost(
                        location: sheet.stack.location, modal: sheet, screens: screens,
                        transitions: transitions
                    )
                    .environment(navigator)
                    .environment(\.wayfinderZoomNamespace, zoomNamespace)
                    .modifier(ZoomDestination(source: navigator.zoomSource(of: sheet.id)))
                    // A screen with a leave guard is closed through the navigator, which asks it.
                    .interactiveDismissDisabled(
                        !navigator.allowsInteractiveDismissal(
                            of: sheet.id, presentedFrom: sheet.presenter)
                    )
                    .modifier(ModalDrawing(navigator: navigator, modal: sheet))
                }
                .wayfinderPopover(item: dismissible(binding.popover)) { popover in
                    StackHost(
                        location: popover.stack.location, modal: popover, screens: screens,
                        transitions: transitions
                    )
                    .environment(navigator)
                }
                .wayfinderInspector(item: dismissible(binding.inspector)) { inspector in
                    StackHost(
                        location: inspector.stack.location, modal: inspector, screens: screens,
                        transitions: transitions
                    )
                    .environment(navigator)
                }
                .wayfinderFullScreenCover(item: dismissible(binding.fullScreenCover)) { cover in
                    StackHost(
                        location: cover.stack.location, modal: cover, screens: screens,
                        transitions: transitions
                    )
                    .environment(navigator)
                    .environment(\.wayfinderZoomNamespace, zoomNamespace)
                    .modifier(ZoomDestination(source: navigator.zoomSource(of: cover.id)))
                }
                .modifier(
                    AlertPresenter(
                        presentation: navigator.alertPresentation(for: binding), style: binding.alertStyle,
                        screens: screens, transitions: transitions))
        }

        /// The stack as one `NavigationStack`, or a split in the regular width as its columns.
        @ViewBuilder
        private func stackOrColumns(of binding: StackSnapshot) -> some View {
            if let split = binding.split {
                SplitHost(binding: binding, split: split, screens: screens, transitions: transitions)
            } else {
                let backButtons = navigator.backButtons(in: binding)
                NavigationStack(path: transitions.navigationPath(of: binding)) {
                    screens.screen(for: binding.root)
                        .toolbar { CloseButtonToolbar(navigator: navigator, modal: modal) }
                        .navigationDestination(for: RouteEntry.self) { entry in
                            PushedScreen(
                                screen: screens.screen(for: entry), entry: entry.id,
                                location: binding.location,
                                backButton: backButtons[entry.id] ?? .none)
                        }
                }
            }
        }

        /// A binding to a modal whose dismissal by the user (a drag, the system) writes back, at
        /// once: the sheet is already gone.
        private func dismissible(_ modal: ModalSnapshot?) -> Binding<ModalSnapshot?> {
            Binding(
                get: { modal },
                set: { @MainActor [transitions] _ in
                    // SwiftUI only ever writes nil here: the user dismissed what it showed.
                    _ = modal.map {
                        transitions.userChangeShown(.dismissedModal($0.id, presentedFrom: $0.presenter))
                    }
                })
        }
    }

    extension TransitionPacer {
        /// What a stack's `NavigationStack` shows above its root (the detail column's, for a
        /// split shown as columns), as a binding whose setter writes the user's pops back: at
        /// once, since the screen is already gone (``userChangeShown(_:)``).
        func navigationPath(of binding: StackSnapshot) -> Binding<[RouteEntry]> {
            Binding(
                get: { binding.navigationPath },
                set: { @MainActor [self] shown in
                    userChangeShown(
                        .path(binding.path(forNavigationPath: shown.map(\.id)), at: binding.location))
                })
        }
    }

    extension Navigator {
        /// How each screen a stack's `NavigationStack` pushes shows its back button, read while
        /// the stack's view draws (so a leave guard set later redraws it).
        func backButtons(in binding: StackSnapshot) -> [RouteEntry.ID: BackButton] {
            Dictionary(
                binding.navigationPath.map { ($0.id, backButton(of: $0.id, in: binding)) },
                uniquingKeysWith: { first, _ in first })
        }
    }

    /// A pushed screen. When its back button is ``BackButton/guarded`` (it has a leave guard),
    /// the system back button is hidden, which on iOS also turns the back swipe off, and the
    /// host's own back button asks the navigator (``Navigator/userTappedBackButton(of:at:)``),
    /// so the guard is asked before anything moves, as in the UIKit host.
    @MainActor
    struct PushedScreen: View {
        @Environment(Navigator.self) private var navigator
        let screen: AnyView
        let entry: RouteEntry.ID
        let location: StackLocation
        let backButton: BackButton

        var body: some View {
            screen
                .navigationBarBackButtonHidden(backButton == .guarded)
                .toolbar {
                    GuardedBackButton(
                        navigator: navigator, entry: entry, location: location,
                        isShown: backButton == .guarded)
                }
                // Zoomed from a source: the system zoom on iOS 18, else the default push.
                .modifier(ZoomDestination(source: navigator.zoomSource(of: entry)))
        }
    }

    /// The host's back button of a guarded screen, where the system's would be.
    @MainActor
    struct GuardedBackButton: ToolbarContent {
        let navigator: Navigator
        let entry: RouteEntry.ID
        let location: StackLocation
        let isShown: Bool

        var body: some ToolbarContent {
            if isShown {
                ToolbarItem(placement: .guardedBackButton) {
                    Button("Back", systemImage: "chevron.backward") {
                        navigator.userTappedBackButton(of: entry, at: location)
                    }
                }
            }
        }
    }

    extension ToolbarItemPlacement {
        /// Where the system back button would be: the leading edge of the navigation bar, or of
        /// a Mac window's toolbar.
        static var guardedBackButton: ToolbarItemPlacement {
            #if os(macOS)
                .navigation
            #else
                .topBarLeading
            #endif
        }
    }

    /// The close button of a full-screen cover's root screen.
    @MainActor
    struct CloseButtonToolbar: ToolbarContent {
        let navigator: Navigator
        let modal: ModalSnapshot?

        var body: some ToolbarContent {
            if let modal, modal.showsCloseButton {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close", systemImage: "xmark") {
                        navigator.userDismissedModal(modal.id, presentedFrom: modal.presenter)
                    }
                }
            }
        }
    }

    extension View {
        /// A full-screen cover where the platform has one, a sheet on macOS.
        @ViewBuilder
        func wayfinderFullScreenCover<Content: View>(
            item: Binding<ModalSnapshot?>, @ViewBuilder content: @escaping (ModalSnapshot) -> Content
        ) -> some View {
            #if os(macOS)
                sheet(item: item, content: content)
            #else
                fullScreenCover(item: item, content: content)
            #endif
        }
    }
#endif
