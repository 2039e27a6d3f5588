#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit
    import WayfinderCore
    #if canImport(SwiftUI)
        import SwiftUI
    #endif

    /// Turns the screen a builder made into a view controller.
    enum UIKitScreen {
        /// The view controller of a screen: a view controller as it is, a SwiftUI view inside a
        /// `UIHostingController`, any other kind (or no screen) a placeholder titled after the
        /// entry.
        @MainActor
        static func controller(for screen: ScreenContent?, entry: RouteEntry) -> UIViewController {
            if let controller = screen?.viewController { return controller }
            #if canImport(SwiftUI)
                if let view = screen?.view { return UIHostingController(rootView: view) }
            #endif
            let placeholder = UIViewController()
            placeholder.title = entry.description
            placeholder.view.backgroundColor = .systemBackground
            return placeholder
        }
    }
#endif
