#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore

    /// Draws a sheet as its route asks: its detents, with the selected one bound to the
    /// navigator (a drag writes back through ``Navigator/userSelectedDetent(_:of:presentedFrom:)``),
    /// and its sizing on iOS 18 and later. A modal drawn the default way passes through as it is.
    @MainActor
    struct ModalDrawing: ViewModifier {
        let navigator: Navigator
        let modal: ModalSnapshot

        func body(content: Content) -> some View {
            sized(detented(content))
        }

        @ViewBuilder
        private func detented(_ content: Content) -> some View {
            if let selected = modal.selectedDetent, !modal.detents.isEmpty {
                let detents = Dictionary(
                    modal.detents.map { (PresentationDetent($0), $0) },
                    uniquingKeysWith: { first, _ in first })
                content.presentationDetents(
                    Set(detents.keys),
                    selection: Binding(
                        get: { PresentationDetent(selected) },
                        set: { @MainActor [navigator, modal] shown in
                            // SwiftUI writes the detent the user dragged the sheet to.
                            guard let detent = detents[shown], detent != modal.selectedDetent else { return }
                            navigator.userSelectedDetent(detent, of: modal.id, presentedFrom: modal.presenter)
                        }))
            } else {
                content
            }
        }

        @ViewBuilder
        private func sized(_ content: some View) -> some View {
            if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                switch modal.sizing {
                case .form: content.presentationSizing(.form)
                case .page: content.presentationSizing(.page)
                case .fitted: content.presentationSizing(.fitted)
                case nil: content
                }
            } else {
                // Before iOS 18 a sheet takes the platform's default size.
                content
            }
        }
    }

    extension PresentationDetent {
        /// SwiftUI's detent for a Wayfinder detent.
        init(_ detent: SheetDetent) {
            switch detent {
            case .medium: self = .medium
            case .large: self = .large
            case .fraction(let fraction): self = .fraction(CGFloat(fraction))
            case .height(let height): self = .height(CGFloat(height))
            }
        }
    }

    extension View {
        /// A popover where the platform has one (pointing at the presenting stack's view, a sheet
        /// in the compact width as SwiftUI adapts it), a sheet elsewhere.
        @ViewBuilder
        func wayfinderPopover<Content: View>(
            item: Binding<ModalSnapshot?>, @ViewBuilder content: @escaping (ModalSnapshot) -> Content
        ) -> some View {
            #if os(tvOS) || os(watchOS)
                sheet(item: item, content: content)
            #else
                popover(item: item, attachmentAnchor: .rect(.bounds), arrowEdge: nil, content: content)
            #endif
        }

        /// An inspector where the platform has one (a trailing column in the regular width, a
        /// sheet in the compact width), a sheet elsewhere.
        @ViewBuilder
        func wayfinderInspector<Content: View>(
            item: Binding<ModalSnapshot?>, @ViewBuilder content: @escaping (ModalSnapshot) -> Content
        ) -> some View {
            #if os(iOS) || os(macOS) || os(Linux)
                inspector(
                    isPresented: Binding(
                        get: { item.wrappedValue != nil },
                        set: { @MainActor shown in if !shown { item.wrappedValue = nil } })
                ) {
                    if let modal = item.wrappedValue { content(modal) }
                }
            #else
                sheet(item: item, content: content)
            #endif
        }
    }
#endif
