#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore
    #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
        import UIKit
    #endif

    /// Turns what a screen builder returned into a SwiftUI view.
    enum SwiftUIScreen {
        /// The view of a builder's value: a view as it is (registrations through the SwiftUI
        /// overload arrive as `AnyView`; ad-hoc screens from ``Navigator/show(_:screen:)`` and the
        /// views of `RouteScreen`s keep their own type), a view controller wrapped for SwiftUI
        /// where UIKit exists, anything else a placeholder naming the entry.
        @MainActor
        static func view(for screen: Any?, entry: RouteEntry) -> AnyView {
            switch screen {
            case let view as AnyView:
                return view
            #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
                case let controller as UIViewController:
                    return AnyView(ViewControllerScreen(controller: controller))
            #endif
            case let view as any View:
                return AnyView(view)
            default:
                return AnyView(MissingScreen(entry: entry))
            }
        }
    }

    /// What shows for an entry whose builder made no SwiftUI view (a programming error that the
    /// registration diagnostics usually catch first).
    struct MissingScreen: View {
        let entry: RouteEntry

        var body: some View {
            ContentUnavailableView(
                "No screen for \(entry.description)", systemImage: "questionmark.square.dashed",
                description: Text("Register the route with a builder that returns a View."))
        }
    }
#endif
