public import WayfinderCore

/// A guard's answer about one route of a navigation.
///
/// ```swift
/// context.register(EditProfileRoute.self, canNavigate: { route, source in
///     guard session.isSignedIn else { return .redirect(to: LoginRoute()) }
///     return route.user == session.user ? .allow : .deny("you can only edit your own profile")
/// }) { route in EditProfileScreen(user: route.user) }
/// ```
public enum GuardDecision: Sendable, Equatable, CustomStringConvertible {
    /// The route may appear.
    case allow
    /// The route may not appear; the whole navigation is aborted with this reason.
    case deny(String)
    /// The route may not appear yet: navigate to this route instead (typically sign-in), and keep
    /// the original navigation so the app can resume it with
    /// ``Navigator/resumePendingNavigation()``.
    case redirect(to: any Route)
    /// The asked route is not the one to show: open `route` in its place, and forget the asked
    /// one. A guard that looks something up answers this, such as a profile link by handle that
    /// finds the account:
    ///
    /// ```swift
    /// context.register(HandleRoute.self, canNavigate: { route, _ in
    ///     guard let account = await directory.account(named: route.handle) else {
    ///         return .deny("no account is named \(route.handle)")
    ///     }
    ///     return .replace(with: AccountRoute(id: account.id))
    /// }) { _ in EmptyView() }
    /// ```
    ///
    /// The replacement is opened through the same call as if it had been asked (a link's route by
    /// its parent chain, or as its `Route.linkPlacement` says; a pushed route pushed; a
    /// presented one presented in the same style). Its own guards run, and the guards of the
    /// parents it brings; they may replace it in turn, up to eight times and never back to a route
    /// already replaced, or the navigation fails with
    /// ``NavigationFailure/guardReplacementLoop(_:)``. The navigation ends with the
    /// replacement's outcome (``NavigationOutcome/applied`` once it shows), under the call that
    /// was made: the journal records that call, and a replay asks the guard again. Nothing is
    /// kept in ``Navigator/pendingNavigation``, unlike ``redirect(to:)``.
    ///
    /// A caller of `navigateForResult(to:)` whose route is replaced gets nil once the replacement
    /// shows: the screen it waits on never appears.
    case replace(with: any Route)

    /// Decisions are equal when their cases and values are; redirect targets compare as routes.
    ///
    /// ```swift
    /// #expect(try await guardOfEditProfile(route, .deepLink) == .redirect(to: LoginRoute()))
    /// ```
    public static func == (lhs: GuardDecision, rhs: GuardDecision) -> Bool {
        switch (lhs, rhs) {
        case (.allow, .allow): true
        case (.deny(let reason), .deny(let otherReason)): reason == otherReason
        case (.redirect(let target), .redirect(let otherTarget)): target.isEqual(to: otherTarget)
        case (.replace(let route), .replace(let otherRoute)): route.isEqual(to: otherRoute)
        default: false
        }
    }

    /// The decision as the log prints it: `allow`, `deny: <reason>`, `redirect to <route>` or
    /// `replace with <route>`.
    public var description: String {
        switch self {
        case .allow: "allow"
        case .deny(let reason): "deny: \(reason)"
        case .redirect(let route): "redirect to \(route.pathRepresentation)"
        case .replace(let route): "replace with \(route.pathRepresentation)"
        }
    }
}

/// A guard: decides, before anything appears, whether a route may be shown. It sees where the
/// navigation came from, so it can refuse outside links.
public typealias RouteGuard<R: Route> =
    @MainActor @Sendable (R, NavigationSource) async throws -> GuardDecision
