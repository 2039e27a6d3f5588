#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import Observation
    import UIKit
    import WayfinderCore

    /// A split stack (a bottom stack whose root is a split's list) as a column-style
    /// `UISplitViewController`, double or triple column.
    ///
    /// The stack's ``StackNavigationController`` moves between columns with the form the
    /// snapshot is in. While ``StackSnapshot/split`` is set (the regular width) it is the
    /// secondary column, showing the detail column's stack; the primary column shows the list
    /// screen and, in three columns, the supplementary column the middle screen or a
    /// placeholder. Otherwise (the compact width) it is the compact column, showing the whole
    /// stack with the list at its root, and the other columns hold none of the stack's screens.
    /// The screens are the host's cached controllers, so a screen keeps its controller across
    /// widths; a controller has one parent at a time, so each container gives a screen up before
    /// another takes it.
    ///
    /// As its own delegate it writes back what UIKit changed: the width when the split view
    /// collapses or expands (and when it appears), and the columns the user shows or hides.
    @MainActor
    final class SplitHostController: UISplitViewController, UISplitViewControllerDelegate {
        let navigator: Navigator
        /// Where the split stack is: the single stack or a tab's, depth 0.
        let location: StackLocation
        /// Two or three columns, fixed like the split view controller's style.
        let layout: SplitLayout
        /// The stack's navigation controller: the secondary column in the regular width, the
        /// compact column in the compact width. It presents the stack's modal and alert.
        let stack: StackNavigationController

        private let screens: ScreenCache<UIViewController>
        /// The primary column: the list screen in the regular width, empty in the compact width.
        private let listColumn: UINavigationController
        /// The supplementary column of three columns: the middle screen (or its placeholder) in
        /// the regular width, empty in the compact width.
        private let middleColumn: UINavigationController
        /// The supplementary column's screen while nothing is selected in the sidebar.
        private let middlePlaceholder: UIViewController
        /// The secondary column while the stack is the compact column.
        private let secondaryPlaceholder: UIViewController
        /// The compact column while the stack is the secondary column.
        private let compactPlaceholder: UIViewController

        init(
            navigator: Navigator, location: StackLocation, layout: SplitLayout,
            screens: ScreenCache<UIViewController>, animators: TransitionAnimators,
            transitions: TransitionReporter
        ) {
            self.navigator = navigator
            self.location = location
            self.layout = layout
            self.screens = screens
            stack = StackNavigationController(
                navigator: navigator, location: location, modal: nil, screens: screens, animators: animators,
                transitions: transitions)
            listColumn = UINavigationController()
            middleColumn = UINavigationController()
            middlePlaceholder = UIViewController()
            secondaryPlaceholder = UIViewController()
            compactPlaceholder = UIViewController()
            super.init(style: UISplitViewController.Style(layout))
            delegate = self
            setViewController(listColumn, for: .primary)
            if layout == .threeColumn { setViewController(middleColumn, for: .supplementary) }
            setViewController(secondaryPlaceholder, for: .secondary)
            setViewController(stack, for: .compact)
            followColumnVisibility()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("SplitHostController is created in code")
        }

        // MARK: - Applying a binding

        /// Shows the split stack's snapshot: as columns when it carries them, otherwise as one
        /// stack.
        func apply(_ binding: StackSnapshot) {
            if let split = binding.split {
                // The stack controller gives up the list (and middle) screen, then the columns
                // take it.
                putStack(in: .secondary)
                stack.apply(binding)
                show([screens.screen(for: split.list)], in: listColumn)
                if layout == .threeColumn {
                    show(
                        [split.middle.map { screens.screen(for: $0) } ?? middlePlaceholder], in: middleColumn)
                }
            } else {
                // The columns give up the list (and middle) screen, then the stack controller
                // takes it.
                show([], in: listColumn)
                show([], in: middleColumn)
                putStack(in: .compact)
                stack.apply(binding)
            }
        }

        /// Gives up every screen's controller, so that another container can show them: the
        /// host calls it before it shows the stack otherwise (it stopped being a split, or
        /// became one of the other layout).
        func releaseScreens() {
            show([], in: listColumn)
            show([], in: middleColumn)
            stack.releaseScreens()
        }

        /// Makes the stack controller the secondary or the compact column, the other of the two
        /// holding its placeholder first.
        private func putStack(in column: UISplitViewController.Column) {
            guard viewController(for: column) !== stack else { return }
            if column == .secondary {
                setViewController(compactPlaceholder, for: .compact)
            } else {
                setViewController(secondaryPlaceholder, for: .secondary)
            }
            setViewController(stack, for: column)
        }

        private func show(_ controllers: [UIViewController], in column: UINavigationController) {
            if column.viewControllers != controllers {
                column.setViewControllers(controllers, animated: false)
            }
        }

        /// Shows the columns the navigator's column visibility asks for, now and whenever it
        /// changes: the app's change is no navigation, so the host's state listener does not see
        /// it.
        private func followColumnVisibility() {
            let visibility = withObservationTracking {
                navigator.splitColumnVisibility(at: location)
            } onChange: { [weak self] in
                Task { @MainActor in self?.followColumnVisibility() }
            }
            // A mode that already shows the columns asked for stays: the user's overlay of the
            // sidebar is not turned into a tiled one.
            let mode = UISplitViewController.DisplayMode(visibility, layout: layout)
            let shows =
                visibility != .automatic && SplitColumnVisibility(displayMode, layout: layout) == visibility
            if preferredDisplayMode != mode, !shows { preferredDisplayMode = mode }
        }

        // MARK: - Write-backs

        /// The width the split view appears in; the collapse and expand callbacks follow its
        /// changes.
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            navigator.reportHorizontalSizeClass(SizeClass(traitCollection.horizontalSizeClass))
        }

        /// The split view collapsed into its compact column: the compact width.
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            navigator.reportHorizontalSizeClass(.compact)
        }

        /// The split view shows its columns again: the regular width.
        func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            navigator.reportHorizontalSizeClass(.regular)
        }

        /// The user showed or hid a column (the sidebar button, a swipe): written back as the
        /// split's column visibility.
        ///
        /// Nothing is written back while collapsed, where no column shows, nor while the
        /// visibility is automatic: UIKit then picks the mode itself (on a rotation too), which is
        /// what automatic means. The mode the adapter asked for comes back here as well and is not
        /// echoed.
        func splitViewController(
            _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
        ) {
            // During a collapse or an expansion the navigator may not have the new width yet.
            guard !svc.isCollapsed else { return }
            let current = navigator.splitColumnVisibility(at: location)
            guard current != .automatic else { return }
            let chosen = SplitColumnVisibility(displayMode, layout: layout)
            let asked = SplitColumnVisibility(
                UISplitViewController.DisplayMode(current, layout: layout), layout: layout)
            guard chosen != asked else { return }
            navigator.setSplitColumnVisibility(chosen, at: location)
        }
    }

    extension UISplitViewController.Style {
        /// The split view controller style of a split's layout.
        init(_ layout: SplitLayout) {
            switch layout {
            case .twoColumn: self = .doubleColumn
            case .threeColumn: self = .tripleColumn
            }
        }
    }

    extension UISplitViewController.DisplayMode {
        /// The display mode that shows the columns `visibility` asks for in a split of `layout`.
        init(_ visibility: SplitColumnVisibility, layout: SplitLayout) {
            switch visibility {
            case .automatic: self = .automatic
            case .all: self = layout == .threeColumn ? .twoBesideSecondary : .oneBesideSecondary
            case .doubleColumn: self = .oneBesideSecondary
            case .detailOnly: self = .secondaryOnly
            }
        }
    }

    extension SplitColumnVisibility {
        /// The column visibility a display mode shows in a split of `layout`: one column beside
        /// or over the detail is the content and detail of three columns, every column of two.
        init(_ displayMode: UISplitViewController.DisplayMode, layout: SplitLayout) {
            switch displayMode {
            case .secondaryOnly: self = .detailOnly
            case .oneBesideSecondary, .oneOverSecondary: self = layout == .threeColumn ? .doubleColumn : .all
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: self = .all
            default: self = .automatic  // .automatic, and any mode a later iOS adds
            }
        }
    }

    extension SizeClass {
        /// The width a horizontal size class says; nil while it is unspecified.
        init?(_ sizeClass: UIUserInterfaceSizeClass) {
            switch sizeClass {
            case .compact: self = .compact
            case .regular: self = .regular
            default: return nil
            }
        }
    }
#endif
