import WayfinderCore

/// How a navigation ended, as the journal records it: ``NavigationOutcome`` with its routes as
/// ``RecordedRoute``s and its failure as a ``RecordedFailure``, so that it can be saved, compared
/// and replayed.
///
/// ```swift
/// navigator.open("myapp://nowhere")
/// navigator.journal.entries.last?.outcome  // .failed(RecordedFailure(kind: .linkNotHandled, …))
/// ```
///
/// Its ``description`` is the outcome's display text, the same as ``NavigationOutcome``'s:
/// `applied`, `blocked at profile/me/edit: redirected to signin`, `failed: …`.
public enum RecordedOutcome: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The state changed as asked.
    case applied
    /// A guard denied `route` (its `Route.pathRepresentation`) with `reason`, the guard's own text.
    case denied(route: String, reason: String)
    /// A guard redirected `route` to `target`.
    case redirected(route: String, to: RecordedRoute)
    /// The guard of `route` did not answer in time.
    case timedOut(route: String)
    /// A leave guard kept the screen of `route`, with its reason.
    case stayed(route: String, reason: String)
    /// A newer navigation started before this one finished.
    case superseded
    /// The navigation could not be carried out.
    case failed(RecordedFailure)
    /// The external route `route` was handed to the app's handler.
    case handedOff(route: String)

    /// Whether the navigation changed the state.
    public var isApplied: Bool { self == .applied }

    /// Why a guard stopped the navigation, as text: the guard's reason, `redirected to signin`,
    /// or `timeout`; nil when no guard did. ``NavigationOutcome/blockReason`` is this.
    var blockReason: String? {
        switch self {
        case .denied(_, let reason): reason
        case .redirected(_, let target): "redirected to \(target)"
        case .timedOut: "timeout"
        case .stayed(_, let reason): "stayed: \(reason)"
        case .applied, .superseded, .failed, .handedOff: nil
        }
    }

    /// The outcome as text for display: `applied`, `blocked at account/me/edit: not yours`,
    /// `blocked at account/me/edit: redirected to signin`, `blocked at search: timeout`,
    /// `superseded`, `failed: no screen of post/:id is on the active stack`, `handed off
    /// legacy/settings`. It is also
    /// ``NavigationOutcome``'s description.
    public var description: String {
        switch self {
        case .applied: "applied"
        case .denied(let route, _), .redirected(let route, _), .timedOut(let route), .stayed(let route, _):
            "blocked at \(route): \(blockReason ?? "")"
        case .superseded: "superseded"
        case .failed(let failure): "failed: \(failure)"
        case .handedOff(let route): "handed off \(route)"
        }
    }
}

/// Why a navigation could not be carried out, as the journal records it: which
/// ``NavigationFailure`` it was and its message.
public struct RecordedFailure: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Which failure it was: one case for each case of ``NavigationFailure``.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
        /// ``NavigationFailure/unregisteredRoute(_:)``.
        case unregisteredRoute
        /// ``NavigationFailure/unresolvableLink(url:reason:)``.
        case unresolvableLink
        /// ``NavigationFailure/unknownTab(_:)``.
        case unknownTab
        /// ``NavigationFailure/linkNotHandled(url:reason:)``.
        case linkNotHandled
        /// ``NavigationFailure/tabHasNoSlot(_:)``.
        case tabHasNoSlot
        /// ``NavigationFailure/invalidCommand(_:)``.
        case invalidCommand
        /// ``NavigationFailure/invalidPushPayload(_:)``.
        case invalidPushPayload
        /// ``NavigationFailure/routeNotOnStack(_:)``.
        case routeNotOnStack
        /// ``NavigationFailure/noResultExpected``.
        case noResultExpected
        /// ``NavigationFailure/resultTypeMismatch(expected:got:)``.
        case resultTypeMismatch
        /// ``NavigationFailure/staleWriteBack(_:)``.
        case staleWriteBack
        /// ``NavigationFailure/unhandledAlertAction(_:route:)``.
        case unhandledAlertAction
        /// ``NavigationFailure/registration(_:)``.
        case registration
        /// ``NavigationFailure/externalRouteOnStack(_:)``.
        case externalRouteOnStack
        /// ``NavigationFailure/guardReplacementLoop(_:)``.
        case guardReplacementLoop
        /// A failure of a version-1 journal, which recorded only its message.
        case unrecorded

        /// Which failure a ``NavigationFailure`` is.
        public init(_ failure: NavigationFailure) {
            self =
                switch failure {
                case .unregisteredRoute: .unregisteredRoute
                case .unresolvableLink: .unresolvableLink
                case .linkNotHandled: .linkNotHandled
                case .unknownTab: .unknownTab
                case .tabHasNoSlot: .tabHasNoSlot
                case .invalidCommand: .invalidCommand
                case .invalidPushPayload: .invalidPushPayload
                case .routeNotOnStack: .routeNotOnStack
                case .noResultExpected: .noResultExpected
                case .resultTypeMismatch: .resultTypeMismatch
                case .staleWriteBack: .staleWriteBack
                case .unhandledAlertAction: .unhandledAlertAction
                case .registration: .registration
                case .externalRouteOnStack: .externalRouteOnStack
                case .guardReplacementLoop: .guardReplacementLoop
                }
        }

        public var description: String { rawValue }
    }

    /// Which failure it was.
    public var kind: Kind
    /// The failure's message (``NavigationFailure``'s description), for display.
    public var message: String

    /// Creates a record.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
