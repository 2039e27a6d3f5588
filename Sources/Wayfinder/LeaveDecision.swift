public import WayfinderCore

/// What a leave guard answers when its screen is about to be removed: by a pop, a dismissal, a
/// link or `setRoot` that replaces it, a tab's reset or removal, a restoration, or the user's own
/// back swipe, sheet drag or tab re-tap.
///
/// ```swift
/// context.registerLeaveGuard(for: EditProfileRoute.self) { route, _ in
///     drafts.hasChanges(route.user) ? .stay("unsaved changes") : .leave
/// }
/// ```
public enum LeaveDecision: Hashable, Sendable {
    /// The screen may go; the navigation goes on.
    case leave
    /// The screen stays, for `reason`: the navigation ends as
    /// ``NavigationOutcome/stayed(route:reason:)`` and nothing changes.
    case stay(String)
}

/// A leave guard: asked, before anything changes, whether the screen of a route may be removed.
/// It sees where the navigation came from (``NavigationSource/user`` for a gesture).
public typealias LeaveGuard<R: Route> = @MainActor @Sendable (R, NavigationSource) async -> LeaveDecision
