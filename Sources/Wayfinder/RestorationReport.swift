public import WayfinderCore

/// What ``Navigator/restore(from:)`` restored, and what it had to leave out.
public struct RestorationReport: Hashable, Sendable, CustomStringConvertible {
    /// One part of the saved state that was not restored.
    public enum Issue: Hashable, Sendable, CustomStringConvertible {
        /// The whole document was refused; nothing was restored.
        case documentRefused(SavedStateError)
        /// A saved entry no longer resolves (its route is gone, its URL no longer matches, or it is
        /// not registered); its stack was cut before it, with everything it presented.
        case entryDropped(route: String, url: String, reason: String)
        /// A saved tab no longer exists.
        case tabDropped(String)
        /// Nothing in the document could be restored, so the state was left as it was.
        case nothingRestorable
        /// The restored state was built but not applied (the navigation ended another way, as its
        /// text says); the state was left as it was.
        case notApplied(String)

        public var description: String {
            switch self {
            case .documentRefused(let error): "nothing restored: \(error)"
            case .entryDropped(let route, let url, let reason): "dropped \(url) (\(route)): \(reason)"
            case .tabDropped(let id): "dropped the tab '\(id)'"
            case .nothingRestorable: "nothing in the saved state could be restored"
            case .notApplied(let outcome): "the restored state was not applied: \(outcome)"
            }
        }
    }

    /// Whether the state was replaced by (part of) the saved one.
    public let restored: Bool
    /// What was left out; empty for a complete restoration.
    public let issues: [Issue]

    /// Whether everything saved was restored.
    public var isComplete: Bool { restored && issues.isEmpty }

    public var description: String {
        if isComplete { return "restored completely" }
        return (restored ? "restored in part" : "not restored") + ": "
            + issues.map(\.description).joined(separator: "; ")
    }
}
