/// A navigation a guard redirected away from, kept so the app can resume it once the redirect
/// is satisfied (for example, after signing in).
@MainActor
public struct PendingNavigation: CustomStringConvertible {
    /// What was asked, for logs: `navigate profile/me/edit`.
    public let summary: String
    /// Where it came from.
    public let source: NavigationSource
    /// The route whose guard redirected.
    public let redirectedRoute: String
    let replay: @MainActor () -> NavigationRequest

    public nonisolated var description: String {
        "\(summary) (from \(source), redirected at \(redirectedRoute))"
    }
}
