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
public enum LeaveDecision: Sendable, Equatable {
    /// The screen may go; the navigation goes on.
    case leave
    /// The screen stays, for `reason`: the navigation ends as
    /// ``NavigationOutcome/stayed(route:reason:)`` and nothing changes.
    case stay(String)
    /// Ask the user first: the navigation stops and waits in ``Navigator/pendingNavigation``
    /// while `confirmation` (usually an alert route: "Discard your changes?") is shown, exactly
    /// as after a guard's redirect. Its action resumes it with
    /// ``Navigator/resumePendingNavigation()`` (then no leave guard of the screens it removes is
    /// asked again) or drops it with ``Navigator/discardPendingNavigation()``. The outcome is
    /// ``NavigationOutcome/redirected(route:to:)`` with `confirmation` as the target. A newer
    /// navigation that starts while the confirmation alert shows drops the waiting navigation
    /// and dismisses the alert (its own buttons do not count as newer).
    case ask(any Route)

    /// Decisions are equal when their cases and values are; confirmations compare as routes.
    public static func == (lhs: LeaveDecision, rhs: LeaveDecision) -> Bool {
        switch (lhs, rhs) {
        case (.leave, .leave): true
        case (.stay(let reason), .stay(let other)): reason == other
        case (.ask(let route), .ask(let other)): route.isEqual(to: other)
        default: false
        }
    }
}

/// A leave guard: asked, before anything changes, whether the screen of a route may be removed.
/// It sees where the navigation came from (``NavigationSource/user`` for a gesture).
public typealias LeaveGuard<R: Route> = @MainActor @Sendable (R, NavigationSource) async -> LeaveDecision
