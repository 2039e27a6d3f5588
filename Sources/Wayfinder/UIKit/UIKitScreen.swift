#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit
    import WayfinderCore
    #if canImport(SwiftUI)
        import SwiftUI
    #endif

    /// Turns what a screen builder returned into a view controller.
    enum UIKitScreen {
        /// The view controller of a builder's value: a view controller as it is, a SwiftUI view
        /// inside a `UIHostingController`, anything else a placeholder titled after the entry.
        @MainActor
        static func controller(for screen: Any?, entry: RouteEntry) -> UIViewController {
            switch screen {
            case let controller as UIViewController:
                return controller
            #if canImport(SwiftUI)
                case let view as any View:
                    return UIHostingController(rootView: AnyView(view))
            #endif
            default:
                let placeholder = UIViewController()
                placeholder.title = entry.description
                placeholder.view.backgroundColor = .systemBackground
                return placeholder
            }
        }
    }
#endif
