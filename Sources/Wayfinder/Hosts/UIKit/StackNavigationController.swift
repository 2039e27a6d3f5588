#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit
    import WayfinderCore

    /// One stack of the state as a `UINavigationController`: its screens, the modal it presents
    /// (another `StackNavigationController`) and its alert.
    ///
    /// It shows the snapshot's ``StackSnapshot/navigationEntries``: every screen of a plain stack
    /// (and of a split in the compact width), the detail column's stack of a split shown as
    /// columns, where a ``SplitHostController`` puts it in the secondary column. While that
    /// column has nothing selected, it shows an empty placeholder, which is no screen of the
    /// state and is never reported as one.
    ///
    /// ``apply(_:)`` translates a ``StackSnapshotDiff``; the navigation controller is its own
    /// delegate, returning animators for registered transitions. Every animated push, pop,
    /// presentation and dismissal goes to the ``TransitionReporter``, and so does what the user
    /// changed: a completed back swipe or back button (what the stack shows now) and a sheet
    /// dragged away.
    @MainActor
    final class StackNavigationController: UINavigationController, UINavigationControllerDelegate,
        UIGestureRecognizerDelegate
    {
        let navigator: Navigator
        /// Where the stack is.
        let location: StackLocation
        /// The modal this stack is the content of, nil for a tab's or the single stack.
        let modal: ModalSnapshot?

        private let screens: ScreenCache<UIViewController>
        private let animators: TransitionAnimators
        private let transitions: TransitionReporter
        /// The push or pop animating now, if any: its end writes back what the user popped.
        private var stackTransition: TransitionReporter.Token?
        private var shown: StackSnapshot?
        /// The entries of the previous and the current binding, so a programmatic pop still
        /// finds the entry that leaves.
        private var known: [RouteEntry.ID: RouteEntry] = [:]
        /// What the stack presents: its modal and its alert.
        private lazy var presentations = StackPresentations(
            presenter: self, navigator: navigator, screens: screens, animators: animators,
            transitions: transitions)
        /// What a split's detail column shows while nothing is selected: the app's placeholder
        /// for that split's list entry, or an empty controller.
        private var placeholder: (list: RouteEntry.ID, controller: UIViewController)?
        private var interaction: UIPercentDrivenInteractiveTransition?
        private lazy var edgePan = UIScreenEdgePanGestureRecognizer()

        init(
            navigator: Navigator, location: StackLocation, modal: ModalSnapshot?,
            screens: ScreenCache<UIViewController>, animators: TransitionAnimators,
            transitions: TransitionReporter
        ) {
            self.navigator = navigator
            self.location = location
            self.modal = modal
            self.screens = screens
            self.animators = animators
            self.transitions = transitions
            super.init(nibName: nil, bundle: nil)
            delegate = self
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("StackNavigationController is created in code")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            #if canImport(ObjectiveC)
                edgePan.addTarget(self, action: #selector(edgePanChanged(_:)))
            #endif
            edgePan.edges = .left
            edgePan.delegate = self
            view.addGestureRecognizer(edgePan)
            // The system swipe takes over whenever the top screen has no registered transition.
            interactivePopGestureRecognizer?.require(toFail: edgePan)
        }

        // MARK: - Applying a binding

        /// Brings the navigation controller, its modal and its alert in line with `binding`.
        func apply(_ binding: StackSnapshot) {
            let diff = StackSnapshotDiff(from: shown, to: binding)
            known = Dictionary(
                ((shown?.entries ?? []) + binding.entries).map { ($0.id, $0) },
                uniquingKeysWith: { _, new in new })
            shown = binding
            let entries = binding.navigationEntries
            let entryControllers = entries.map { screens.screen(for: $0) }
            // A screen that zoomed from a source grows out of it (iOS 18), before it is pushed.
            for entry in diff.inserted {
                screens.screen(for: entry).zoomFromSource(of: entry.id, navigator: navigator)
            }
            if let modal, modal.showsCloseButton, let root = entryControllers.first {
                root.navigationItem.leftBarButtonItem = closeButton(for: modal)
            }
            UIViewController.routeBackButtons(
                of: zip(entries, entryControllers).dropFirst(), to: navigator, at: location)
            // A split's detail column with nothing selected: the placeholder, not in the
            // screen cache, so shownPathToReport() never counts it.
            let controllers = entryControllers.isEmpty ? [placeholder(for: binding.split)] : entryControllers
            if viewControllers != controllers {
                setViewControllers(controllers, animated: diff.animatesNavigationStack && view.window != nil)
            }
            presentations.apply(diff.modal)
            presentations.apply(
                diff.alert, presentation: navigator.alertPresentation(for: binding), style: binding.alertStyle
            )
        }

        /// The placeholder of an empty detail column, made once per split list entry. Only a
        /// split's detail column is ever empty, so `split` is set.
        private func placeholder(for split: NavigationState.Stack.SplitColumns?) -> UIViewController {
            guard let split else { return UIViewController() }
            if let placeholder, placeholder.list == split.list.id { return placeholder.controller }
            let made =
                navigator.detailPlaceholder(for: split).map {
                    UIKitScreen.controller(for: $0, entry: split.list)
                } ?? UIViewController()
            placeholder = (split.list.id, made)
            return made
        }

        /// Gives up every screen's controller, and dismisses what it presents, so that another
        /// container can show them: the host calls it before another container takes over the
        /// stack (it became or stopped being a split).
        func releaseScreens() {
            // Forget the snapshot first: the stack emptied here is no user pop to write back.
            shown = nil
            setViewControllers([], animated: false)
            // What it presents goes too: the new container presents what the state still has.
            presentations.dismissAll()
        }

        private func closeButton(for modal: ModalSnapshot) -> UIBarButtonItem {
            UIBarButtonItem(
                systemItem: .close,
                primaryAction: UIAction { [navigator] _ in
                    navigator.userDismissedModal(modal.id, presentedFrom: modal.presenter)
                })
        }

        // MARK: - Flows

        /// The flow models of the screen that is `controller` or holds it, if this stack shows it.
        func flowModels(of controller: UIViewController) -> FlowModels? {
            var candidate: UIViewController? = controller
            while let current = candidate {
                if let entry = screens.entryID(where: { $0 === current }) {
                    return navigator.flowModels(for: entry)
                }
                candidate = current.parent
            }
            return nil
        }

        // MARK: - Write-backs

        /// A push or pop begins: reported until the transition coordinator says how it ended.
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) {
            guard animated, let coordinator = transitionCoordinator else { return }
            let leaving = coordinator.viewController(forKey: .from)
            let isPop = leaving.map { leaving in !viewControllers.contains { $0 === leaving } } ?? false
            // A pop the state does not know of yet is the user's (the back button, a swipe).
            let byUser = isPop && shownPathToReport() != nil
            let token = transitions.began(
                coordinator.isInteractive ? .interactivePop : isPop ? .pop : .push, causedByUser: byUser)
            stackTransition = token
            let watched = coordinator.animate(
                alongsideTransition: nil,
                completion: { [weak self, transitions] context in
                    self?.stackTransition = nil
                    if context.isCancelled {
                        transitions.cancelled(token)
                    } else {
                        transitions.completed(token, userChange: self?.userPathChange())
                    }
                })
            // A completion UIKit could not queue never runs: end now and let
            // navigationController(_:didShow:animated:) write back what the user popped.
            if !watched {
                stackTransition = nil
                transitions.cancelled(token)
            }
        }

        /// A push or pop without animation: what the user popped is written back at once (an
        /// animated one is written back when its transition ends).
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            guard stackTransition == nil else { return }
            _ = shownPathToReport().map { navigator.userSetPath($0, at: location) }
        }

        /// What the user popped, when the stack shows less than the state: nil after the
        /// adapter's own updates.
        private func shownPathToReport() -> [RouteEntry.ID]? {
            shown?.pathToReport(shown: viewControllers.compactMap(entryID(of:)))
        }

        private func userPathChange() -> TransitionReporter.UserChange? {
            shownPathToReport().map { .path($0, at: location) }
        }

        // MARK: - Transitions

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            guard let motion = motion(from: fromVC, to: toVC, isPop: operation == .pop) else { return nil }
            return navigator.transition(for: motion).flatMap {
                animators.animator(for: $0, isPop: motion.isPop)
            }
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            interaction
        }

        /// The edge swipe of this stack begins only when the pop has a registered transition.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            // No swipe takes away a screen whose leave guard must be asked first.
            guard navigator.allowsInteractivePop(at: location) else { return false }
            guard viewControllers.count > 1, let top = topViewController,
                let motion = motion(from: top, to: viewControllers[viewControllers.count - 2], isPop: true)
            else { return false }
            // A zoom's pop is the system's, interactive gestures included.
            guard let transition = navigator.transition(for: motion) else { return false }
            return transition != .zoom
        }

        #if canImport(ObjectiveC)
            // Target–action needs the Objective-C runtime; the handler itself is plain Swift.
            @objc private func edgePanChanged(_ gesture: UIScreenEdgePanGestureRecognizer) {
                handleEdgePan(gesture)
            }
        #endif

        private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
            let width = max(view.bounds.width, 1)
            let progress = min(max(gesture.translation(in: view).x / width, 0), 1)
            switch gesture.state {
            case .began:
                interaction = UIPercentDrivenInteractiveTransition()
                popViewController(animated: true)
            case .changed:
                interaction?.update(progress)
            case .ended:
                let finishes = progress > 0.5 || gesture.velocity(in: view).x > 800
                finishes ? interaction?.finish() : interaction?.cancel()
                interaction = nil
            case .cancelled, .failed:
                interaction?.cancel()
                interaction = nil
            default:
                break
            }
        }

        private func motion(from fromVC: UIViewController, to toVC: UIViewController, isPop: Bool)
            -> StackMotion?
        {
            guard let from = entryID(of: fromVC).flatMap({ known[$0] }),
                let to = entryID(of: toVC).flatMap({ known[$0] })
            else { return nil }
            return StackMotion(from: from, to: to, isPop: isPop)
        }

        private func entryID(of controller: UIViewController) -> RouteEntry.ID? {
            screens.entryID { $0 === controller }
        }
    }

    extension UIModalPresentationStyle {
        /// The UIKit presentation of a modal: a page sheet (a form sheet for a sheet sized as a
        /// form or fitted), a full-screen cover, a popover (which UIKit adapts in the compact
        /// width), or, for an inspector, a page sheet: UIKit has no inspector column before
        /// iOS 26, and this release does not use that one.
        init(_ modal: ModalSnapshot) {
            switch modal.style {
            case .sheet: self = modal.sizing == .form || modal.sizing == .fitted ? .formSheet : .pageSheet
            case .fullScreenCover: self = .fullScreen
            case .popover: self = .popover
            case .inspector: self = .pageSheet
            }
        }
    }

    extension UIAlertAction.Style {
        /// The UIKit style of an alert button's role.
        init(_ role: AlertButton.Role) {
            switch role {
            case .default: self = .default
            case .cancel: self = .cancel
            case .destructive: self = .destructive
            }
        }
    }
#endif
