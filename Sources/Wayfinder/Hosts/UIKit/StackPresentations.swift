#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit
    import WayfinderCore

    /// What one stack presents: its modal (a ``StackNavigationController`` of its own) and its
    /// alert, presented from `presenter`. The host's stacks present from themselves; an
    /// ``EmbeddedFlowCoordinator`` presents from the flow's screen on top.
    ///
    /// It applies the modal and alert parts of a ``StackSnapshotDiff``, reports every
    /// presentation and dismissal to the ``TransitionReporter``, and, as the modal's
    /// presentation-controller delegate, writes back a sheet the user dragged away and the
    /// detent the user dragged a sheet to.
    @MainActor
    final class StackPresentations: NSObject, UIAdaptivePresentationControllerDelegate,
        UISheetPresentationControllerDelegate
    {
        private let presenter: () -> UIViewController?
        private let navigator: Navigator
        private let screens: ScreenCache<UIViewController>
        private let animators: TransitionAnimators
        private let transitions: TransitionReporter
        private var child: StackNavigationController?
        private var alert: UIViewController?
        /// The sheet the user is dragging away, if any.
        private var drag: TransitionReporter.Token?

        /// - Parameter presenter: The controller that presents, read at each presentation.
        init(
            presenter: @escaping () -> UIViewController?, navigator: Navigator,
            screens: ScreenCache<UIViewController>, animators: TransitionAnimators,
            transitions: TransitionReporter
        ) {
            self.presenter = presenter
            self.navigator = navigator
            self.screens = screens
            self.animators = animators
            self.transitions = transitions
            super.init()
        }

        /// Presents from `presenter`, held weakly.
        convenience init(
            presenter: UIViewController, navigator: Navigator, screens: ScreenCache<UIViewController>,
            animators: TransitionAnimators, transitions: TransitionReporter
        ) {
            self.init(
                presenter: { [weak presenter] in presenter }, navigator: navigator, screens: screens,
                animators: animators, transitions: transitions)
        }

        /// Dismisses the modal and the alert, if shown.
        func dismissAll() {
            dismissChild(then: nil)
            dismissAlert(then: nil)
        }

        func apply(_ change: PresentationChange<ModalSnapshot>) {
            switch change {
            case .absent:
                break
            case .kept(let modal):
                child?.apply(modal.stack)
                // A detent the navigator changed (a restoration, a replay) moves the sheet; one
                // the user dragged to is already shown.
                if let sheet = child?.sheetPresentationController, let selected = modal.selectedDetent {
                    let identifier = UISheetPresentationController.Detent.Identifier(selected)
                    if sheet.selectedDetentIdentifier != identifier {
                        sheet.selectedDetentIdentifier = identifier
                    }
                }
            case .present(let modal):
                present(modal)
            case .dismiss:
                dismissChild(then: nil)
            case .replace(_, let modal):
                dismissChild { [weak self] in self?.present(modal) }
            }
        }

        private func present(_ modal: ModalSnapshot) {
            let child = StackNavigationController(
                navigator: navigator, location: modal.stack.location, modal: modal, screens: screens,
                animators: animators, transitions: transitions)
            child.modalPresentationStyle = UIModalPresentationStyle(modal)
            // A modal that zoomed from a source grows out of it (iOS 18).
            child.zoomFromSource(of: modal.id, navigator: navigator)
            if modal.style == .popover, let presenter = presenter() {
                child.popoverPresentationController?.sourceView = Self.sourceView(
                    of: modal.source, in: presenter)
            }
            child.presentationController?.delegate = self
            if let sheet = child.sheetPresentationController, let selected = modal.selectedDetent,
                !modal.detents.isEmpty
            {
                sheet.detents = modal.detents.map(UISheetPresentationController.Detent.wayfinder)
                sheet.selectedDetentIdentifier = UISheetPresentationController.Detent.Identifier(selected)
            }
            child.apply(modal.stack)
            self.child = child
            presentReporting(child)
        }

        /// Presents a modal or an alert, reporting the animation.
        ///
        /// UIKit refuses a presentation from a controller that is not in a window or already
        /// presents one, and then never calls the completion: the animation is over at once.
        private func presentReporting(_ controller: UIViewController) {
            let token = transitions.began(.present)
            guard let presenter = presenter() else {
                transitions.completed(token)
                return
            }
            presenter.present(controller, animated: true) { [transitions] in transitions.completed(token) }
            if controller.presentingViewController == nil { transitions.completed(token) }
        }

        private func dismissChild(then completion: (() -> Void)?) {
            let presented = child
            child = nil
            dismissReporting(presented, then: completion)
        }

        /// Applies the alert part of a diff; `style` says whether the alert is a confirmation
        /// dialog (an action sheet).
        func apply(
            _ change: PresentationChange<RouteEntry>, presentation: AlertPresentation?, style: AlertStyle?
        ) {
            switch change {
            case .absent, .kept:
                break
            case .present:
                presentAlert(presentation, style: style)
            case .dismiss:
                dismissAlert(then: nil)
            case .replace:
                dismissAlert { [weak self] in self?.presentAlert(presentation, style: style) }
            }
        }

        private func presentAlert(_ presentation: AlertPresentation?, style: AlertStyle?) {
            guard let presentation else { return }
            let controller = makeAlert(presentation, style: style)
            alert = controller
            presentReporting(controller)
        }

        private func dismissAlert(then completion: (() -> Void)?) {
            let presented = alert
            alert = nil
            dismissReporting(presented, then: completion)
        }

        private func makeAlert(_ presentation: AlertPresentation, style: AlertStyle?) -> UIViewController {
            switch presentation {
            case .system(let content, let entry):
                let controller = UIAlertController(
                    title: content.title, message: content.message,
                    preferredStyle: style == .confirmationDialog ? .actionSheet : .alert)
                // On a wide screen an action sheet is a popover: it comes from its source, or
                // from the presenting screen.
                if style == .confirmationDialog, let presenter = presenter() {
                    let source = entry.route.preferredPresentation.source
                    controller.popoverPresentationController?.sourceView = Self.sourceView(
                        of: source, in: presenter)
                }
                for (index, button) in content.buttons.enumerated() {
                    controller.addAction(
                        UIAlertAction(title: button.title, style: UIAlertAction.Style(button.role)) {
                            [navigator] _ in
                            navigator.userTappedAlertButton(at: index, of: entry.id)
                        })
                }
                return controller
            case .card(let entry):
                return AlertCardController(content: screens.screen(for: entry))
            }
        }

        /// Dismisses a controller this stack presented, reporting the animation, unless UIKit
        /// already did (a sheet dragged away, an alert button): dismissing then would dismiss the
        /// stack itself.
        private func dismissReporting(_ controller: UIViewController?, then completion: (() -> Void)?) {
            guard let controller, controller.presentingViewController != nil else {
                completion?()
                return
            }
            let token = transitions.began(.dismiss)
            controller.dismiss(animated: true) { [transitions] in
                // What follows the dismissal (presenting a replacement) starts before the queued
                // navigations run, so its own animation holds them back.
                completion?()
                transitions.completed(token)
            }
        }

        /// The view a popover or an action sheet comes from: the one the presenting screen gives
        /// for `source` (``PresentationSourceProviding``), or the presenting screen's view.
        private static func sourceView(of source: PresentationSource?, in presenter: UIViewController)
            -> UIView?
        {
            let screen = (presenter as? UINavigationController)?.topViewController ?? presenter
            if let source, let provider = screen as? any PresentationSourceProviding,
                let view = provider.view(for: source)
            {
                return view
            }
            return screen.view
        }

        /// The user dragged the sheet to another detent: written back, and ignored by the
        /// navigator when the sheet is no longer the one it presents.
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            guard let shown = child?.modal else { return }
            let identifier = sheetPresentationController.selectedDetentIdentifier
            let detent =
                identifier.flatMap { identifier in
                    shown.detents.first { UISheetPresentationController.Detent.Identifier($0) == identifier }
                } ?? shown.detents.first
            guard let detent else { return }
            navigator.userSelectedDetent(detent, of: shown.id, presentedFrom: shown.presenter)
        }

        /// A drag may take the sheet away only when no screen it would remove has a leave guard;
        /// otherwise UIKit keeps it and reports the attempt below.
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            guard let shown = child?.modal else { return true }
            return navigator.allowsInteractiveDismissal(of: shown.id, presentedFrom: shown.presenter)
        }

        /// The user tried to drag a guarded sheet away: the navigator asks the leave guards and
        /// dismisses it only if they let it go.
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            guard let shown = child?.modal else { return }
            navigator.userDismissedModal(shown.id, presentedFrom: shown.presenter)
        }

        /// The user began to drag the sheet away; it may still snap back.
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            let token = transitions.began(.interactiveDismiss)
            drag = token
            let watched =
                presentationController.presentedViewController.transitionCoordinator?.animate(
                    alongsideTransition: nil,
                    completion: { [weak self, transitions] context in
                        guard context.isCancelled else { return }
                        transitions.cancelled(token)
                        self?.drag = nil
                    }) ?? false
            // Without a coordinator to say how the drag ends, it holds nothing back; a dismissal
            // that follows is still reported by presentationControllerDidDismiss(_:).
            if !watched {
                transitions.cancelled(token)
                drag = nil
            }
        }

        /// The sheet is gone: written back before anything queued during the drag.
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            let change = child?.modal.map {
                TransitionReporter.UserChange.dismissedModal($0.id, presentedFrom: $0.presenter)
            }
            let token = drag ?? transitions.began(.interactiveDismiss)
            drag = nil
            transitions.completed(token, userChange: change)
        }
    }
#endif
