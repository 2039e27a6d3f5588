public import WayfinderCore

extension FeatureRegistrationContext {
    /// Registers the leave guard of a route: asked, before anything changes, whenever a navigation
    /// would remove one of the route's screens, whichever way (a pop, a dismissal, a link or
    /// `setRoot` that replaces it, a tab's reset or removal, a restoration, the user's back swipe,
    /// sheet drag or tab re-tap).
    ///
    /// ```swift
    /// context.registerLeaveGuard(for: EditProfileRoute.self) { route, _ in
    ///     drafts.hasChanges(route.user) ? .stay("unsaved changes") : .leave
    /// }
    /// ```
    ///
    /// ``LeaveDecision/stay(_:)`` ends the navigation as ``NavigationOutcome/stayed(route:reason:)``
    /// with a ``NavigationEvent/Kind/leaveRefused`` event, and nothing changes. A guard that does
    /// not answer within ``NavigatorConfiguration/guardTimeout`` ends it as
    /// ``NavigationOutcome/timedOut(route:)``, like an entry guard. A newer navigation supersedes
    /// one waiting on a leave guard. A second leave guard for the same route is a
    /// ``RegistrationDiagnostic``.
    ///
    /// - Parameters:
    ///   - route: The route's type.
    ///   - leaveGuard: The guard, called with the route of the screen being removed.
    public func registerLeaveGuard<R: Route>(for route: R.Type, _ leaveGuard: @escaping LeaveGuard<R>) {
        let added = navigator.leaveGuards.register(route) { route, source in
            await leaveGuard(route as! R, source)
        }
        if !added {
            registry.addDiagnostic(.duplicateLeaveGuard(route: route.routeTypeName, module: moduleName))
        }
    }
}
