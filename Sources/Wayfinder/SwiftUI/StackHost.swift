#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore

    /// One stack of the state as a `NavigationStack`, with the sheet, full-screen cover and
    /// alert it presents.
    ///
    /// The stack reads its snapshot from the navigator by location, so a modal's content follows
    /// the state (a push inside a sheet) without the sheet being presented again.
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
                    StackHost(location: sheet.stack.location, modal: sheet, screens: screens)
                        .environment(navigator)
                        // A screen with a leave guard is closed through the navigator, which asks it.
                        .interactiveDismissDisabled(
                            !navigator.allowsInteractiveDismissal(
                                of: sheet.id, presentedFrom: sheet.presenter))
                }
                .wayfinderFullScreenCover(item: dismissible(binding.fullScreenCover)) { cover in
                    StackHost(location: cover.stack.location, modal: cover, screens: screens)
                        .environment(navigator)
                }
                .modifier(
                    AlertPresenter(presentation: navigator.alertPresentation(for: binding), screens: screens))
        }

        /// The stack as one `NavigationStack`, or a split in the regular width as its columns.
        @ViewBuilder
        private func stackOrColumns(of binding: StackSnapshot) -> some View {
            if let split = binding.split {
                SplitHost(binding: binding, split: split, screens: screens)
            } else {
                NavigationStack(path: navigator.navigationPath(of: binding)) {
                    screens.screen(for: binding.root)
                        .toolbar { CloseButtonToolbar(navigator: navigator, modal: modal) }
                        .navigationDestination(for: RouteEntry.self) { entry in
                            screens.screen(for: entry)
                        }
                }
            }
        }

        /// A binding to a modal whose dismissal by the user (a drag, the system) writes back.
        private func dismissible(_ modal: ModalSnapshot?) -> Binding<ModalSnapshot?> {
            let navigator = navigator
            return Binding(
                get: { modal },
                set: { @MainActor _ in
                    // SwiftUI only ever writes nil here: the user dismissed what it showed.
                    _ = modal.map { navigator.userDismissedModal($0.id, presentedFrom: $0.presenter) }
                })
        }
    }

    extension Navigator {
        /// What a stack's `NavigationStack` shows above its root (the detail column's, for a
        /// split shown as columns), as a binding whose setter writes the user's pops back.
        func navigationPath(of binding: StackSnapshot) -> Binding<[RouteEntry]> {
            Binding(
                get: { binding.navigationPath },
                set: { @MainActor [self] shown in
                    userSetPath(binding.path(forNavigationPath: shown.map(\.id)), at: binding.location)
                })
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
