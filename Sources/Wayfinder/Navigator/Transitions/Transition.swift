/// How a pushed screen animates in and out.
///
/// The UIKit adapter drives registered transitions for push and pop, the interactive edge-swipe
/// pop included; elsewhere a transition is metadata in the manifest.
///
/// ```swift
/// context.register(ComposeRoute.self, transition: .slideUp) { _ in ComposeScreen() }
/// ```
public enum Transition: Hashable, Sendable, CustomStringConvertible {
    /// The new screen slides up from the bottom and back down on pop.
    case slideUp
    /// The screens cross-fade.
    case fade
    /// Animations the app registers with the UI adapter under these names.
    case custom(push: String, pop: String)

    public var description: String {
        switch self {
        case .slideUp: "slideUp"
        case .fade: "fade"
        case .custom(let push, let pop): "custom(push: \(push), pop: \(pop))"
        }
    }
}
