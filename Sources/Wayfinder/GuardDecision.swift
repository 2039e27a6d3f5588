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
        default: false
        }
    }

    /// The decision as the log prints it: `allow`, `deny: <reason>` or `redirect to <route>`.
    public var description: String {
        switch self {
        case .allow: "allow"
        case .deny(let reason): "deny: \(reason)"
        case .redirect(let route): "redirect to \(route.pathRepresentation)"
        }
    }
}

/// A guard: decides, before anything appears, whether a route may be shown. It sees where the
/// navigation came from, so it can refuse outside links.
public typealias RouteGuard<R: Route> =
    @MainActor @Sendable (R, NavigationSource) async throws -> GuardDecision
