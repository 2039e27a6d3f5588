/// How a navigation ended.
public enum NavigationOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The state changed as asked.
    case applied
    /// A guard refused a route the navigation brings in; nothing changed.
    case blocked(route: String, reason: String)
    /// A newer navigation started before this one finished; this one never applied.
    case superseded
    /// The navigation could not be carried out; nothing changed.
    case failed(NavigationFailure)

    /// Whether the navigation changed the state.
    public var isApplied: Bool { self == .applied }

    public var description: String {
        switch self {
        case .applied: "applied"
        case .blocked(let route, let reason): "blocked at \(route): \(reason)"
        case .superseded: "superseded"
        case .failed(let failure): "failed: \(failure)"
        }
    }
}
