#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore
    #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
        import UIKit
    #endif

    /// Turns the screen a builder made into a SwiftUI view.
    enum SwiftUIScreen {
        /// The view of an entry's screen with the models of the entry's flows in its environment
        /// (`@Environment(FlowModels.self)`).
        @MainActor
        static func view(for screen: ScreenContent?, entry: RouteEntry, navigator: Navigator) -> AnyView {
            AnyView(view(for: screen, entry: entry).environment(navigator.flowModels(for: entry.id)))
        }

        /// The view of a screen: a view as it is, a view controller wrapped for SwiftUI where
        /// UIKit exists, any other kind (or no screen) a placeholder naming the entry.
        @MainActor
        static func view(for screen: ScreenContent?, entry: RouteEntry) -> AnyView {
            if let view = screen?.view { return view }
            #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
                if let controller = screen?.viewController {
                    return AnyView(ViewControllerScreen(controller: controller))
                }
            #endif
            return AnyView(MissingScreen(entry: entry))
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
