#if canImport(SwiftUI)
    public import SwiftUI
    public import WayfinderCore

    extension FeatureRegistrationContext {
        /// Registers the SwiftUI screen of a route, with an optional guard and transition.
        ///
        /// The builder is a `@ViewBuilder`, so it may branch; its view is stored as `AnyView`
        /// and shown by ``NavigationHost`` (or, in a UIKit host, inside a `UIHostingController`).
        ///
        /// ```swift
        /// context.register(PostRoute.self) { route in
        ///     if route.id.isEmpty { ContentUnavailableView("No post", systemImage: "doc") }
        ///     else { PostScreen(id: route.id) }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - route: The route's type.
        ///   - transition: How pushes and pops of this route animate in a UIKit host.
        ///   - canNavigate: A guard run before the route appears in any navigation.
        ///   - screen: Builds the route's view.
        public func register<R: Route, Content: View>(
            _ route: R.Type, transition: Transition? = nil, canNavigate: RouteGuard<R>? = nil,
            @ViewBuilder screen: @escaping @MainActor (R) -> Content
        ) {
            // Typed as `Any` so the call resolves to the general registration, not back to this one.
            let erased: @MainActor (R) -> Any = { value in AnyView(screen(value)) }
            register(route, transition: transition, canNavigate: canNavigate, screen: erased)
        }
    }
#endif
