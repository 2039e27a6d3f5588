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
        ///   - options: Options every navigation to this route gets, such as
        ///     ``NavigationOptions/singleTop``.
        ///   - canNavigate: A guard run before the route appears in any navigation.
        ///   - screen: Builds the route's view controller.
        public func register<R: Route, Controller: UIViewController>(
            _ route: R.Type, transition: Transition? = nil, options: NavigationOptions = [],
            canNavigate: RouteGuard<R>? = nil,
            screen: @escaping @MainActor (R) -> Controller
        ) {
            add(route, transition: transition, options: options, canNavigate: canNavigate) { value, _ in
                ScreenContent(viewController: screen(value as! R))
            }
        }

        /// Registers the UIKit screen of a route whose builder also takes the models of the flows
        /// the screen is part of.
        ///
        /// ```swift
        /// context.register(SignUpNameRoute.self) { route, flows in
        ///     SignUpNameViewController(model: flows.model(SignUpModel.self))
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - route: The route's type.
        ///   - transition: How pushes and pops of this route animate, the edge-swipe pop included.
        ///   - options: Options every navigation to this route gets.
        ///   - canNavigate: A guard run before the route appears in any navigation.
        ///   - screen: Builds the route's view controller from the route and its flows' models.
        public func register<R: Route, Controller: UIViewController>(
            _ route: R.Type, transition: Transition? = nil, options: NavigationOptions = [],
            canNavigate: RouteGuard<R>? = nil,
            screen: @escaping @MainActor (R, FlowModels) -> Controller
        ) {
            add(route, transition: transition, options: options, canNavigate: canNavigate) { value, flows in
                ScreenContent(viewController: screen(value as! R, flows))
            }
        }
    }
#endif
