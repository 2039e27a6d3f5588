#if canImport(SwiftUI)
    import SwiftUI
    import WayfinderCore
    #if canImport(UIKit)
        import UIKit
    #endif

    /// What ``NavigationHost`` adds to its window: the activity of the visible screen
    /// (``RouteActivityPublisher``), advertised with `userActivity(_:isActive:_:)`, and the
    /// continuation of an activity of ``RouteActivity/defaultActivityType``, which opens its link.
    /// Without UIKit, where `NSUserActivity` is not the adapters' to fill, it adds nothing.
    @MainActor
    struct RouteActivityAdvertiser: ViewModifier {
        let navigator: Navigator
        @State private var publisher: RouteActivityPublisher

        init(navigator: Navigator) {
            self.navigator = navigator
            _publisher = State(initialValue: RouteActivityPublisher(navigator: navigator))
        }

        #if canImport(UIKit)
            func body(content: Content) -> some View {
                let activity = publisher.activity
                content
                    .userActivity(
                        activity?.activityType ?? RouteActivity.defaultActivityType, isActive: activity != nil
                    ) { userActivity in
                        if let activity { userActivity.update(with: activity) }
                    }
                    .onContinueUserActivity(RouteActivity.defaultActivityType) { [navigator] userActivity in
                        navigator.continueActivity(userActivity)
                    }
            }
        #else
            func body(content: Content) -> some View { content }
        #endif
    }
#endif
