#if canImport(SwiftUI)
    public import SwiftUI
    public import WayfinderCore

    extension View {
        /// Marks this view as the source a zoom transition to `route` grows from, and shrinks back
        /// into: a navigation to an equal route value that asks for ``Transition/zoom`` (registered
        /// for the route, or ``NavigationOptions/zoom`` for one push) zooms out of it.
        ///
        /// On iOS 18 and later the view is SwiftUI's `matchedTransitionSource(id:in:)` in the
        /// namespace ``NavigationHost`` provides, and is marked with the navigator while it is on
        /// screen; earlier, and on macOS, which has no zoom, the view is unchanged and the screen
        /// arrives with the default animation. Use it inside a ``NavigationHost``.
        ///
        /// ```swift
        /// ForEach(notes) { note in
        ///     Button(note.title) { navigator.push(NoteRoute(id: note.id), options: .zoom) }
        ///         .zoomSource(for: NoteRoute(id: note.id))
        /// }
        /// ```
        public func zoomSource(for route: any Route) -> some View {
            modifier(ZoomSourceModifier(source: ZoomSourceID(route)))
        }
    }

    extension EnvironmentValues {
        /// The namespace the zoom sources and the zoomed screens of one host share; nil outside a
        /// host.
        var wayfinderZoomNamespace: Namespace.ID? {
            get { self[ZoomNamespaceKey.self] }
            set { self[ZoomNamespaceKey.self] = newValue }
        }
    }

    /// The key of ``EnvironmentValues/wayfinderZoomNamespace``.
    struct ZoomNamespaceKey: EnvironmentKey {
        static let defaultValue: Namespace.ID? = nil
    }

    /// A zoom source: SwiftUI's transition source on iOS 18, marked with the navigator while it
    /// is on screen.
    @MainActor
    struct ZoomSourceModifier: ViewModifier {
        @Environment(Navigator.self) private var navigator
        @Environment(\.wayfinderZoomNamespace) private var namespace
        let source: ZoomSourceID

        func body(content: Content) -> some View {
            #if os(macOS)
                content
            #else
                if let namespace {
                    if #available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                        content
                            .matchedTransitionSource(id: source, in: namespace)
                            .onAppear { [navigator, source] in navigator.markZoomSource(for: source.route) }
                            .onDisappear { [navigator, source] in
                                navigator.unmarkZoomSource(for: source.route)
                            }
                    } else {
                        content
                    }
                } else {
                    content
                }
            #endif
        }
    }

    /// The screen of an entry that zoomed from a source: SwiftUI's zoom navigation transition
    /// from that source on iOS 18; otherwise unchanged (the default animation).
    @MainActor
    struct ZoomDestination: ViewModifier {
        @Environment(\.wayfinderZoomNamespace) private var namespace
        /// The source the entry zoomed from, nil when it did not.
        let source: ZoomSourceID?

        func body(content: Content) -> some View {
            #if os(macOS)
                content
            #else
                if let source, let namespace {
                    if #available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                        content.navigationTransition(.zoom(sourceID: source, in: namespace))
                    } else {
                        content
                    }
                } else {
                    content
                }
            #endif
        }
    }
#endif
