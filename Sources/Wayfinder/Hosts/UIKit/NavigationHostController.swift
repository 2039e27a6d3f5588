#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    public import UIKit
    import WayfinderCore

    /// The UIKit host of a navigator: a container view controller showing a
    /// `UINavigationController` for the single stack, or a `UITabBarController` with one per tab.
    /// A stack that is a split (its root is a split's list) shows as a `UISplitViewController`
    /// instead: its columns in the regular width, one stack in the compact width.
    ///
    /// It follows the navigator's state and translates each ``NavigationSnapshot`` into view
    /// controllers: every stack is diffed with ``StackSnapshotDiff``, so only new entries get
    /// screens (built once through the registered builders, kept by `RouteEntry.ID`), modals
    /// are presented with their own navigation controller, alerts as `UIAlertController` or as a
    /// card. What the user does (back button, edge swipe, dragging a sheet away, a tab tap, an
    /// alert button) goes back through the navigator's `user…` write-backs.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
    ///            options: UIScene.ConnectionOptions) {
    ///     let window = UIWindow(windowScene: scene as! UIWindowScene)
    ///     window.rootViewController = NavigationHostController(navigator: navigator)
    ///     window.makeKeyAndVisible()
    ///     self.window = window
    /// }
    /// ```
    @MainActor
    public final class NavigationHostController: UIViewController, UITabBarControllerDelegate {
        /// The navigator shown.
        public let navigator: Navigator
        /// The animations of registered transitions, custom ones included.
        public let animators: TransitionAnimators
        /// Where every stack reports its animations, so the navigator queues navigations while
        /// one runs (see ``TransitionReporter``).
        public let transitions: TransitionReporter

        private let screens: ScreenCache<UIViewController>
        /// The bottom stacks shown as a navigation controller, by location.
        private var stacks: [StackLocation: StackNavigationController] = [:]
        /// The bottom stacks that are splits, by location.
        private var splits: [StackLocation: SplitHostController] = [:]
        var tabBar: UITabBarController?
        private var actionControllers: [TabID: UIViewController] = [:]
        private var tabOfController: [ObjectIdentifier: TabID] = [:]
        private var listener: Int?
        /// The `UITab` of each tab and each group (iOS 18), kept so a tab keeps its identity and
        /// its view controller; typed as their superclass, as a stored property cannot name a
        /// type of iOS 18.
        var tabObjects: [TabID: NSObject] = [:]
        /// The `UITabGroup` of each ``TabGroup`` (iOS 18).
        var groupObjects: [TabID: NSObject] = [:]
        /// The last tab bar rendered, for the delegate's write-backs.
        var renderedBar: TabBarSnapshot?

        /// When the tab bar shrinks while the user scrolls (iOS 26 and later; earlier systems
        /// ignore it).
        public var tabBarMinimization: TabBarMinimization = .automatic {
            didSet { if let tabBar { applyPassThroughs(to: tabBar) } }
        }

        /// Whether selecting the search tab activates search at once (iOS 26 and later; earlier
        /// systems ignore it).
        public var searchTabActivation: SearchTabActivation = .automatic {
            didSet { if let tabBar { applyPassThroughs(to: tabBar) } }
        }

        /// A view the tab bar shows as its bottom accessory, such as a player's controls (iOS 26
        /// and later; earlier systems ignore it).
        public var tabBarAccessoryView: UIView? {
            didSet { if let tabBar { applyPassThroughs(to: tabBar) } }
        }
        /// The visible screen's activity (Handoff, Spotlight), from the screen-visible events.
        private var activities: RouteActivityPublisher?
        /// The activity published last, and on which view controller.
        var publishedActivity: PublishedActivity?

        /// Creates the host of a navigator.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to show.
        ///   - animators: Where the host finds the animators of `.custom(push:pop:)` transitions.
        public init(navigator: Navigator, animators: TransitionAnimators = TransitionAnimators()) {
            self.navigator = navigator
            self.animators = animators
            transitions = TransitionReporter(navigator: navigator)
            screens = ScreenCache(navigator: navigator, adapt: UIKitScreen.controller(for:entry:))
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("NavigationHostController is created in code")
        }

        public override func viewDidLoad() {
            super.viewDidLoad()
            activities = RouteActivityPublisher(navigator: navigator)
            render()
            listener = navigator.addStateListener { [weak self] _, _ in self?.render() }
        }

        /// Stops following the navigator.
        public func detach() {
            if let listener { navigator.removeStateListener(listener) }
            listener = nil
            screens.stopFollowing()
        }

        // MARK: - Rendering

        private func render() {
            switch navigator.snapshot {
            case .stack(let stack):
                keepContainers(at: [stack.location])
                let controller = container(for: stack.location)
                embed(controller)
                apply(stack)
                tabBar = nil
            case .tabs(let bar):
                render(bar)
            }
            publish(activities?.activity, on: screens.existingScreen(for: navigator.state.visibleScreen.id))
        }

        private func render(_ bar: TabBarSnapshot) {
            let tabBar = tabBar ?? makeTabBar()
            self.tabBar = tabBar
            renderedBar = bar
            keepContainers(at: Set(bar.stacks.values.map(\.location)))
            if #available(iOS 18.0, visionOS 2.0, *) {
                renderTabs(bar, in: tabBar)
            } else {
                renderViewControllers(bar, in: tabBar)
            }
            for stack in bar.stacks.values {
                apply(stack)
            }
            applyPassThroughs(to: tabBar)
            embed(tabBar)
        }

        /// The tab bar of iOS 17: one view controller per item, the way every release drew it.
        private func renderViewControllers(_ bar: TabBarSnapshot, in tabBar: UITabBarController) {
            let content = bar.contentItems.map { item in
                let controller = container(for: TabBarSnapshot.location(of: item.id))
                controller.tabBarItem = UITabBarItem(
                    title: item.title, image: UIImage(systemName: item.systemImage), selectedImage: nil)
                controller.tabBarItem.badgeValue = item.badgeText
                return (item.id, controller)
            }
            let actions = bar.actionItems.map { item in (item.id, actionController(for: item)) }
            let controllers = (content + actions).map(\.1)
            tabOfController = Dictionary(
                (content + actions).map { (ObjectIdentifier($0.1), $0.0) },
                uniquingKeysWith: { first, _ in first })
            if tabBar.viewControllers ?? [] != controllers {
                tabBar.setViewControllers(controllers, animated: false)
            }
            tabBar.selectedViewController = container(for: TabBarSnapshot.location(of: bar.selection))
        }

        /// Drops the containers of bottom stacks that are gone.
        private func keepContainers(at locations: Set<StackLocation>) {
            stacks = stacks.filter { locations.contains($0.key) }
            splits = splits.filter { locations.contains($0.key) }
        }

        /// The view controller that shows the bottom stack at `location`: a split host when the
        /// stack is a split (whichever the width), its navigation controller otherwise.
        ///
        /// When the stack became or stopped being a split (or changed layout), the old container
        /// gives up its screens first, so the new one can take them.
        func container(for location: StackLocation) -> UIViewController {
            if let layout = navigator.state.stack(at: location)?.split {
                if let plain = stacks.removeValue(forKey: location) { plain.releaseScreens() }
                if let existing = splits[location] {
                    if existing.layout == layout { return existing }
                    existing.releaseScreens()
                }
                let split = SplitHostController(
                    navigator: navigator, location: location, layout: layout, screens: screens,
                    animators: animators, transitions: transitions)
                splits[location] = split
                return split
            }
            if let split = splits.removeValue(forKey: location) { split.releaseScreens() }
            if let existing = stacks[location] { return existing }
            let controller = StackNavigationController(
                navigator: navigator, location: location, modal: nil, screens: screens, animators: animators,
                transitions: transitions)
            stacks[location] = controller
            return controller
        }

        /// Shows a bottom stack's snapshot in its container.
        private func apply(_ stack: StackSnapshot) {
            if let split = splits[stack.location] {
                split.apply(stack)
            } else {
                stacks[stack.location]?.apply(stack)
            }
        }

        func actionController(for item: TabBarSnapshot.Item) -> UIViewController {
            if let existing = actionControllers[item.id] {
                existing.tabBarItem.badgeValue = item.badgeText
                return existing
            }
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(
                title: item.title, image: UIImage(systemName: item.systemImage), selectedImage: nil)
            controller.tabBarItem.badgeValue = item.badgeText
            actionControllers[item.id] = controller
            return controller
        }

        private func makeTabBar() -> UITabBarController {
            let tabBar = UITabBarController()
            tabBar.delegate = self
            return tabBar
        }

        /// Shows `controller` as the host's only child.
        private func embed(_ controller: UIViewController) {
            guard children.first !== controller else { return }
            for child in children {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            addChild(controller)
            controller.view.frame = view.bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(controller.view)
            controller.didMove(toParent: self)
        }

        // MARK: - UITabBarControllerDelegate

        /// Every tap goes to the navigator, which selects, pops to root or runs the action tab;
        /// the tab bar then follows the state, so UIKit never selects on its own.
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            _ = tabOfController[ObjectIdentifier(viewController)].map { navigator.userSelectedTab($0) }
            return false
        }
    }
#endif
