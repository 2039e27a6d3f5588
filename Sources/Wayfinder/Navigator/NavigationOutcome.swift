public import WayfinderCore

/// How a navigation ended.
///
/// A guard that stops a navigation says how, as its own case, so a caller tells a redirect from
/// a denial without reading text:
///
/// ```swift
/// switch await navigator.open("myapp://profile/me/edit").outcome {
/// case .applied: break
/// case .redirected(_, let target) where target is SignInRoute: showSignInHint()
/// case .denied(_, let reason): show(reason)
/// default: break
/// }
/// ```
public enum NavigationOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The state changed as asked.
    case applied
    /// A guard denied `route` (its `Route.pathRepresentation`) with the guard's own `reason`;
    /// nothing changed.
    case denied(route: String, reason: String)
    /// A guard redirected `route` to `target`, which was shown instead; the navigation waits in
    /// ``Navigator/pendingNavigation`` to be resumed.
    case redirected(route: String, to: any Route)
    /// The guard of `route` did not answer within ``NavigatorConfiguration/guardTimeout``;
    /// nothing changed.
    case timedOut(route: String)
    /// The leave guard of the screen of `route` (its `Route.pathRepresentation`) answered
    /// ``LeaveDecision/stay(_:)`` with `reason`: the screen would have been removed, so nothing
    /// changed.
    case stayed(route: String, reason: String)
    /// A newer navigation started before this one finished; this one never applied.
    case superseded
    /// The navigation could not be carried out; nothing changed.
    case failed(NavigationFailure)
    /// `route` (its `Route.pathRepresentation`) is external: its guards allowed it, Wayfinder
    /// showed what it owns of the navigation (the parents a `navigate(to:)` or a link brings),
    /// and the app's handler was given the route to show outside Wayfinder. See
    /// ``FeatureRegistrationContext/registerExternal(_:canNavigate:handler:)``.
    ///
    /// ```swift
    /// if case .handedOff = await navigator.push(LegacySettingsRoute()).outcome { … }
    /// ```
    case handedOff(route: String)

    /// Whether the navigation changed the state.
    public var isApplied: Bool { self == .applied }

    /// Whether a link was not the app's to open: no registered route (and no alias) answers it,
    /// or the link policy knows neither its scheme nor its host
    /// (``NavigationFailure/linkNotHandled(url:reason:)``). Nothing changed, and the app's own
    /// link handler may take it.
    ///
    /// A link that is the app's but refused (a value that does not decode, a route not reachable
    /// from outside, a malformed or over-long link, a guard's denial) is never "not handled": it
    /// must not reach the other handler. The outcome is known when ``Navigator/open(_:)-(URL)``
    /// returns, before any guard runs:
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     if navigator.open(url).currentOutcome?.isNotHandled == true {
    ///         legacyRouter.open(url)  // the app's router keeps the links that are not ours
    ///     }
    /// }
    /// ```
    public var isNotHandled: Bool {
        if case .failed(let failure) = self { failure.isNotHandled } else { false }
    }

    /// Whether a guard stopped the navigation: denied, redirected, timed out, or a leave guard
    /// that kept its screen.
    public var isBlocked: Bool { blockedRoute != nil }

    /// The route whose guard stopped the navigation, or nil when no guard did.
    public var blockedRoute: String? {
        switch self {
        case .denied(let route, _), .redirected(let route, _), .timedOut(let route), .stayed(let route, _):
            route
        case .applied, .superseded, .failed, .handedOff: nil
        }
    }

    /// Why a guard stopped the navigation, as text for logs, events and the debug console: the
    /// guard's reason, `redirected to signin`, or `timeout`; nil when no guard did.
    public var blockReason: String? { recorded.blockReason }

    /// The outcome as text: the journal's ``RecordedOutcome/description`` of it, so that the
    /// navigator and its journal word an outcome the same way.
    public var description: String { recorded.description }

    /// Outcomes are equal when their cases and values are; redirect targets compare as routes.
    public static func == (lhs: NavigationOutcome, rhs: NavigationOutcome) -> Bool {
        switch (lhs, rhs) {
        case (.applied, .applied), (.superseded, .superseded): true
        case (.denied(let route, let reason), .denied(let otherRoute, let otherReason)):
            route == otherRoute && reason == otherReason
        case (.redirected(let route, let target), .redirected(let otherRoute, let otherTarget)):
            route == otherRoute && target.isEqual(to: otherTarget)
        case (.timedOut(let route), .timedOut(let otherRoute)): route == otherRoute
        case (.stayed(let route, let reason), .stayed(let otherRoute, let otherReason)):
            route == otherRoute && reason == otherReason
        case (.failed(let failure), .failed(let otherFailure)): failure == otherFailure
        case (.handedOff(let route), .handedOff(let otherRoute)): route == otherRoute
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .applied: hasher.combine(0)
        case .denied(let route, let reason):
            hasher.combine(1)
            hasher.combine(route)
            hasher.combine(reason)
        case .redirected(let route, let target):
            hasher.combine(2)
            hasher.combine(route)
            hasher.combine(AnyHashable(target))
        case .timedOut(let route):
            hasher.combine(3)
            hasher.combine(route)
        case .superseded: hasher.combine(4)
        case .failed(let failure):
            hasher.combine(5)
            hasher.combine(failure)
        case .stayed(let route, let reason):
            hasher.combine(6)
            hasher.combine(route)
            hasher.combine(reason)
        case .handedOff(let route):
            hasher.combine(7)
            hasher.combine(route)
        }
    }
}
