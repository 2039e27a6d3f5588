#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    public import UIKit
    public import WayfinderCore

    extension FeatureRegistrationContext {
        /// Registers the UIKit screen of a route, with an optional guard and transition.
        ///
        /// The builder makes a new view controller each time the route's entry first shows. The
        /// ``NavigationHostController`` pushes it as it is; the SwiftUI ``NavigationHost`` wraps it
        /// in a `UIViewControllerRepresentable`.
        ///
        /// ```swift
        /// context.register(ComposeRoute.self, transition: .slideUp) { _ in
        ///     ComposeViewController(store: store)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - route: The route's type.
        ///   - transition: How pushes and pops of this route animate, the edge-swipe pop included.
        ///   - canNavigate: A guard run before the route appears in any navigation.
        ///   - screen: Builds the route's view controller.
        public func register<R: Route, Controller: UIViewController>(
            _ route: R.Type, transition: Transition? = nil, canNavigate: RouteGuard<R>? = nil,
            screen: @escaping @MainActor (R) -> Controller
        ) {
            // Typed as `Any` so the call resolves to the general registration, not back to this one.
            let erased: @MainActor (R) -> Any = { value in screen(value) as UIViewController }
            register(route, transition: transition, canNavigate: canNavigate, screen: erased)
        }
    }
#endif
