#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    public import UIKit
    import WayfinderCore

    /// Shows an ``EmbeddedFlow`` on a `UINavigationController` the app owns: the flow's screens
    /// are pushed above the app's own, and the user's back button, back swipe and long-press on
    /// back are written back to the flow.
    ///
    /// ``start(animated:)`` notes how many screens the navigation controller shows (the flow's
    /// base) and from then on keeps the controllers above the base equal to the navigator's
    /// bottom stack, as ``NavigationHostController`` keeps its own navigation controllers: the
    /// same ``StackSnapshotDiff``, screens built once per entry, each flow screen's back button
    /// through the navigator (a leave guard is asked first; the first screen's back leaves the
    /// flow with ``EmbeddedFlow/userTappedBack()``), the navigation controller's back swipe off
    /// while the flow's top screen has a leave guard, and the flow's sheets, covers and alerts
    /// presented from the flow's screen on top.
    ///
    /// What the user changed comes back in `navigationController(_:didShow:animated:)`: the
    /// flow's screens still shown go to ``EmbeddedFlow/userShows(_:)``, so a pop is written back
    /// and a pop below the flow's first screen (its back button, a swipe, a long-press on back)
    /// ends the flow with ``EmbeddedFlow/Ending/leftByBack``. The coordinator stops following
    /// the navigator before the flow ends.
    ///
    /// To take the flow away in code, call the flow's ``EmbeddedFlow/end(_:)``: the coordinator
    /// dismisses what the flow presents, pops the flow's screens and stops following before the
    /// navigator releases them.
    ///
    /// **The navigation controller's delegate.** When the navigation controller has none,
    /// ``start(animated:)`` makes the coordinator its delegate and ``stop()`` gives the place
    /// back. When the app already owns the delegate, the coordinator does not take it over: the
    /// app's delegate calls the coordinator's `navigationController(_:didShow:animated:)` from its
    /// own. UIKit holds its delegate weakly: keep the coordinator while the flow is shown.
    ///
    /// ```swift
    /// let coordinator = EmbeddedFlowCoordinator(flow: checkout, navigationController: navigationController)
    /// coordinator.start()
    /// ```
    ///
    /// A bottom stack of tabs, or a split shown as columns, is not shown: an embedded flow is one
    /// stack. Screens the app pushes above the flow's are not supported. A pop the user picks
    /// from the back button's long-press menu, to one of the app's own screens below the flow,
    /// ends the flow without asking its leave guards: UIKit runs that pop without a hook.
    @MainActor
    public final class EmbeddedFlowCoordinator: NSObject, UINavigationControllerDelegate {
        /// The flow shown.
        public let flow: EmbeddedFlow
        /// The app's navigation controller the flow is pushed onto.
        public private(set) weak var navigationController: UINavigationController?
        /// The animations of registered transitions, custom ones included, for the stacks of the
        /// flow's sheets and covers. The flow's own pushes and pops use the app's navigation
        /// controller's animations: its delegate is the app's to choose.
        public let animators: TransitionAnimators
        /// Where presentations report their animations (see ``TransitionReporter``).
        public let transitions: TransitionReporter
        /// How many of the navigation controller's screens are the app's, below the flow's.
        public private(set) var base = 0

        private let screens: ScreenCache<UIViewController>
        private lazy var presentations = StackPresentations(
            presenter: { [weak self] in self?.flowControllers.last }, navigator: flow.navigator,
            screens: screens, animators: animators, transitions: transitions)
        private var shown: StackSnapshot?
        private var listener: Int?
        /// The controllers of the flow's screens shown now, bottom first.
        private var flowControllers: [UIViewController] = []

        /// Creates the coordinator of a flow on the app's navigation controller.
        ///
        /// - Parameters:
        ///   - flow: The flow, its navigator started at the flow's first screen.
        ///   - navigationController: The app's navigation controller to push the flow onto.
        ///   - animators: Where the coordinator finds the animators of `.custom(push:pop:)`
        ///     transitions.
        public init(
            flow: EmbeddedFlow, navigationController: UINavigationController,
            animators: TransitionAnimators = TransitionAnimators()
        ) {
            self.flow = flow
            self.navigationController = navigationController
            self.animators = animators
            transitions = TransitionReporter(navigator: flow.navigator)
            screens = ScreenCache(navigator: flow.navigator, adapt: UIKitScreen.controller(for:entry:))
            super.init()
        }

        /// Whether the coordinator follows the navigator: from ``start(animated:)`` until
        /// ``stop()`` or the flow's end.
        public var isFollowing: Bool { listener != nil }

        /// Pushes the flow's screens above what the navigation controller shows now, and follows
        /// the navigator from then on.
        ///
        /// - Parameter animated: Whether the first push animates.
        public func start(animated: Bool = true) {
            guard let navigationController, listener == nil else { return }
            base = navigationController.viewControllers.count
            shown = nil
            if navigationController.delegate == nil { navigationController.delegate = self }
            listener = flow.navigator.addStateListener { [weak self] _, _ in self?.render(animated: true) }
            // However the flow ends (the user's pop, the app's end(_:) on the flow or here), the
            // flow's screens go before the navigator starts again.
            flow.willEnd = { [weak self] _ in self?.takeFlowAway(animated: true) }
            render(animated: animated)
        }

        /// Stops following the navigator and gives back the navigation controller's delegate if
        /// the coordinator took it. The flow's screens stay where they are.
        public func stop() {
            if let listener { flow.navigator.removeStateListener(listener) }
            listener = nil
            flow.willEnd = nil
            navigationController?.interactivePopGestureRecognizer?.isEnabled = true
            // The screen cache keeps following: the flow's end releases the screens it built.
            if let navigationController, navigationController.delegate === self {
                navigationController.delegate = nil
            }
        }

        /// Before the flow ends: its sheets and alerts are dismissed, its screens popped (the
        /// app's own screens below stay; after the user's pop there is none left), and the
        /// coordinator stops following.
        private func takeFlowAway(animated: Bool) {
            presentations.dismissAll()
            flowControllers = []
            shown = nil
            if let navigationController, navigationController.viewControllers.count > base {
                navigationController.setViewControllers(
                    Array(navigationController.viewControllers.prefix(base)), animated: animated)
            }
            stop()
        }

        // MARK: - Rendering

        private func render(animated: Bool) {
            guard let navigationController, case .stack(let stack) = flow.navigator.snapshot else { return }
            let diff = StackSnapshotDiff(from: shown, to: stack)
            shown = stack
            let entries = stack.navigationEntries
            flowControllers = entries.map { screens.screen(for: $0) }
            // The back of the flow's first screen leaves the flow through the flow, which asks
            // the screen's leave guard first; the others go back through the navigator.
            if let first = flowControllers.first, first.navigationItem.backAction == nil {
                first.navigationItem.backAction = UIAction { [weak flow] _ in flow?.userTappedBack() }
            }
            UIViewController.routeBackButtons(
                of: zip(entries, flowControllers).dropFirst(), to: flow.navigator, at: stack.location)
            // No swipe takes away a flow screen whose leave guard must be asked first.
            let top = entries.last.map { flow.navigator.hasLeaveGuard($0.id) } ?? false
            navigationController.interactivePopGestureRecognizer?.isEnabled = !top
            let controllers = Array(navigationController.viewControllers.prefix(base)) + flowControllers
            if navigationController.viewControllers != controllers {
                navigationController.setViewControllers(
                    controllers,
                    animated: animated && diff.animatesNavigationStack
                        && navigationController.view.window != nil)
            }
            presentations.apply(diff.modal)
            presentations.apply(
                diff.alert, presentation: flow.navigator.alertPresentation(for: stack),
                style: stack.alertStyle)
        }

        // MARK: - UINavigationControllerDelegate

        /// The navigation controller finished showing a screen: what it shows of the flow is
        /// written back (``EmbeddedFlow/userShows(_:above:)``). An app that owns the navigation
        /// controller's delegate calls this from its own delegate.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            guard isFollowing, navigationController === self.navigationController else { return }
            let shown = navigationController.viewControllers.map { controller in
                screens.entryID { $0 === controller }
            }
            flow.userShows(shown, above: base)
        }
    }
#endif
