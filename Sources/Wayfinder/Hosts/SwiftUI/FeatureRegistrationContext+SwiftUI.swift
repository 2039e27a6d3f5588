#if canImport(SwiftUI)
    public import SwiftUI
    public import WayfinderCore

    extension FeatureRegistrationContext {
        /// Registers the SwiftUI screen of a route, with an optional guard and transition.
        ///
        /// The builder is a `@ViewBuilder`, so it may branch; its view is kept as `AnyView` in a
        /// ``ScreenContent`` of kind ``ScreenContent/Kind/view`` and shown by ``NavigationHost``
        /// (or, in a UIKit host, inside a `UIHostingController`).
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
        ///   - options: Options every navigation to this route gets, such as
        ///     ``NavigationOptions/singleTop``.
        ///   - canNavigate: A guard run before the route appears in any navigation.
        ///   - screen: Builds the route's view.
        public func register<R: Route, Content: View>(
            _ route: R.Type, transition: Transition? = nil, options: NavigationOptions = [],
            canNavigate: RouteGuard<R>? = nil,
            @ViewBuilder screen: @escaping @MainActor (R) -> Content
        ) {
            add(route, transition: transition, options: options, canNavigate: canNavigate) { value, _ in
                ScreenContent(view: AnyView(screen(value as! R)))
            }
        }

        /// Registers the SwiftUI screen of a route whose builder also takes the models of the
        /// flows the screen is part of, for example to put one in the environment.
        ///
        /// ```swift
        /// context.register(SignUpNameRoute.self) { route, flows in
        ///     SignUpNameView().environment(flows.model(SignUpModel.self))
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - route: The route's type.
        ///   - transition: How pushes and pops of this route animate in a UIKit host.
        ///   - options: Options every navigation to this route gets.
        ///   - canNavigate: A guard run before the route appears in any navigation.
        ///   - screen: Builds the route's view from the route and its flows' models.
        public func register<R: Route, Content: View>(
            _ route: R.Type, transition: Transition? = nil, options: NavigationOptions = [],
            canNavigate: RouteGuard<R>? = nil,
            @ViewBuilder screen: @escaping @MainActor (R, FlowModels) -> Content
        ) {
            add(route, transition: transition, options: options, canNavigate: canNavigate) { value, flows in
                ScreenContent(view: AnyView(screen(value as! R, flows)))
            }
        }

        /// Registers the SwiftUI view the detail column of a split rooted at `list` shows while
        /// nothing is selected, in the regular width.
        ///
        /// ```swift
        /// context.registerDetailPlaceholder(for: MailboxRoute.self) { _ in
        ///     ContentUnavailableView("No Message Selected", systemImage: "envelope")
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - list: The list (or sidebar) route of the split.
        ///   - screen: Builds the placeholder's view from the split's list route.
        public func registerDetailPlaceholder<List: Route, Content: View>(
            for list: List.Type, @ViewBuilder screen: @escaping @MainActor (List) -> Content
        ) {
            registry.addDetailPlaceholder(for: list, moduleName: moduleName) { route in
                ScreenContent(view: AnyView(screen(route as! List)))
            }
        }
    }
#endif
