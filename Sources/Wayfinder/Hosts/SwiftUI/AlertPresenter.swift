#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore

    /// Shows a stack's alert: ``AlertContent`` as a system `.alert` (or a `.confirmationDialog`
    /// for a route that prefers one), any other alert screen as a card over a dimmed backdrop. Button presses go to
    /// ``Navigator/userTappedAlertButton(at:of:)``, which dismisses the alert and runs the action.
    @MainActor
    struct AlertPresenter: ViewModifier {
        @Environment(Navigator.self) private var navigator
        let presentation: AlertPresentation?
        /// How the alert shows: an alert or a confirmation dialog.
        let style: AlertStyle?
        let screens: ScreenCache<AnyView>
        let transitions: TransitionPacer

        func body(content: Content) -> some View {
            let navigator = navigator
            let system = presentation.flatMap { shown in
                shown.systemContent.map { SystemAlert(entry: shown.entry, content: $0) }
            }
            let alert = style == .confirmationDialog ? nil : system
            let dialog = style == .confirmationDialog ? system : nil
            let isPresented = Binding(
                get: { alert != nil },
                // SwiftUI writes false after a button ran; the button already reported.
                set: { _ in })
            let isDialogPresented = Binding(get: { dialog != nil }, set: { _ in })
            content
                .confirmationDialog(
                    dialog?.content.title ?? "", isPresented: isDialogPresented, titleVisibility: .visible,
                    presenting: dialog
                ) { shown in
                    shown.buttons(reportingTo: navigator)
                } message: { shown in
                    shown.message
                }
                .alert(alert?.content.title ?? "", isPresented: isPresented, presenting: alert) { shown in
                    shown.buttons(reportingTo: navigator)
                } message: { shown in
                    shown.message
                }
                .overlay {
                    if let entry = presentation?.cardEntry {
                        AlertCard(screen: screens.screen(for: entry))
                    }
                }
                .transaction(value: presentation?.cardEntry?.id) { [transitions, cardKind] transaction in
                    // The card's fade is an animation of this transaction, so SwiftUI's documented
                    // completion ends its transition; the pacer's limit remains the bound. Apple
                    // does not say on which thread the completion runs: hop to the main actor.
                    transaction.animation = .default
                    transaction.addAnimationCompletion(criteria: .logicallyComplete) {
                        Task { @MainActor in transitions.completed(cardKind) }
                    }
                }
        }

        /// The transition a change of the card is: its presentation while one shows, else its
        /// dismissal.
        private var cardKind: TransitionReporter.Kind {
            presentation?.cardEntry == nil ? .dismiss : .present
        }
    }

    /// A system alert's entry and content, the value `.alert(presenting:)` shows.
    struct SystemAlert {
        let entry: RouteEntry
        let content: AlertContent
    }

    @MainActor
    extension SystemAlert {
        /// The buttons, in order; a press goes to ``Navigator/userTappedAlertButton(at:of:)``.
        func buttons(reportingTo navigator: Navigator) -> some View {
            ForEach(content.buttons.indices, id: \.self) { index in
                let button = content.buttons[index]
                Button(button.title, role: ButtonRole(button.role)) {
                    navigator.userTappedAlertButton(at: index, of: entry.id)
                }
            }
        }

        /// The message under the title, if the content has one.
        @ViewBuilder var message: some View {
            if let message = content.message {
                Text(message)
            }
        }
    }

    /// An alert route's own screen, centred on a card over a dimmed backdrop.
    @MainActor
    struct AlertCard: View {
        let screen: AnyView

        var body: some View {
            ZStack {
                Color.black.opacity(0.35)
                    .ignoresSafeArea()
                    .accessibilityHidden(true)
                screen
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                    .padding(32)
                    .accessibilityAddTraits(.isModal)
            }
            .transition(.opacity)
        }
    }

    extension ButtonRole {
        /// The SwiftUI role of an alert button's role; nil for an ordinary button.
        init?(_ role: AlertButton.Role) {
            switch role {
            case .default: return nil
            case .cancel: self = .cancel
            case .destructive: self = .destructive
            }
        }
    }
#endif
