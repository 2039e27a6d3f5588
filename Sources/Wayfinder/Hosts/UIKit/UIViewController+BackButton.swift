#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit
    import WayfinderCore

    extension UIViewController {
        /// Makes the back button of each pushed screen go through the navigator, which asks the
        /// leave guards before anything moves (the navigation bar's own action pops first). Each
        /// screen gets its action once; the host's stacks and ``EmbeddedFlowCoordinator`` share it.
        ///
        /// - Parameters:
        ///   - screens: The pushed screens (never a stack's root, which has no back button of its
        ///     own) with their controllers.
        ///   - navigator: The navigator that owns them.
        ///   - location: The stack they are in.
        static func routeBackButtons(
            of screens: some Sequence<(RouteEntry, UIViewController)>, to navigator: Navigator,
            at location: StackLocation
        ) {
            for (entry, controller) in screens where controller.navigationItem.backAction == nil {
                let id = entry.id
                controller.navigationItem.backAction = UIAction { [weak navigator] _ in
                    navigator?.userTappedBackButton(of: id, at: location)
                }
            }
        }
    }
#endif
