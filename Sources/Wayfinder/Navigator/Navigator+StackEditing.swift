public import WayfinderCore

// MARK: - Editing the active stack

extension Navigator {
    /// Replaces the top screen of the active stack with `route`; the screens below keep their
    /// identities (and their screens).
    ///
    /// ```swift
    /// // stack: home > cart
    /// navigator.replaceTop(with: CheckoutRoute())
    /// // stack: home > checkout
    /// ```
    ///
    /// Like ``push(_:)``, the route's entry guard is asked first; like ``pop()``, the top screen's
    /// leave guard is asked. A stack that holds only its root has no top screen to replace: that
    /// is ``NavigationFailure/invalidCommand(_:)`` with `cannotRemoveRoot`, and nothing changes
    /// (``setRoot(_:)`` replaces the whole state).
    @discardableResult
    public func replaceTop(with route: any Route) -> NavigationRequest {
        perform(replacingTop(with: route))
    }

    /// The navigation of ``replaceTop(with:)``; a guard's replacement takes the top instead.
    private func replacingTop(with route: any Route) -> PlannedNavigation {
        planned(.replaceTop(route: route)).remade(as: .call)
    }

    /// Removes the screen showing `route` from the active stack, wherever it is; the screens above
    /// it stay, with their identities.
    ///
    /// ```swift
    /// // stack: home > cart > checkout > receipt
    /// navigator.remove(CheckoutRoute())
    /// // stack: home > cart > receipt: Back from the receipt goes to the cart
    /// ```
    ///
    /// The screen is found by value, as routes are equal (the nearest to the top when two are
    /// equal), because a route type may show several screens of one stack and picking one of them
    /// would be a guess. Its leave guard is asked first. A route on no screen of the active stack
    /// is ``NavigationFailure/routeNotOnStack(_:)``; the stack's root cannot be removed
    /// (``NavigationFailure/invalidCommand(_:)`` with `cannotRemoveRoot`). Either way nothing
    /// changes.
    @discardableResult
    public func remove(_ route: any Route) -> NavigationRequest {
        perform(
            PlannedNavigation(.remove(route: route)))
    }

    /// Makes the active stack show exactly `routes`, root first, as
    /// `UINavigationController.setViewControllers(_:animated:)` does.
    ///
    /// ```swift
    /// // stack: home > search > post/7
    /// navigator.setStack([HomeRoute(), ProfileRoute(user: "ada"), PostRoute(id: 7)])
    /// // stack: home > profile/ada > post/7
    /// ```
    ///
    /// The screens at the start that already show the wanted routes are kept (their screens are
    /// not rebuilt); the rest are replaced. The leave guards of the screens removed and the entry
    /// guards of the routes added are asked first. The first route must be the stack's root: the
    /// root stays (``setRoot(_:)`` and ``dismiss()`` change it). An empty list, or one whose first
    /// route is not the root, is ``NavigationFailure/invalidCommand(_:)`` (`noRoutes`,
    /// `cannotRemoveRoot`), and nothing changes.
    @discardableResult
    public func setStack(_ routes: [any Route]) -> NavigationRequest {
        let current = storage.activeStack.entries
        let shared = zip(current, routes).prefix { $0.route.isEqual(to: $1) }.count
        return perform(settingStack(routes, keeping: shared))
    }

    /// The navigation of ``setStack(_:)``, whose first `shared` routes already show; a guard's
    /// replacement takes the place of the route it replaces.
    func settingStack(_ routes: [any Route], keeping shared: Int) -> PlannedNavigation {
        PlannedNavigation(.setStack(routes: routes), bringing: Array(routes[shared...]))
            .remade(as: .stack(keeping: shared))
    }
}
