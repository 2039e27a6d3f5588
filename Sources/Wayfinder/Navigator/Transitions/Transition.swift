/// How a pushed screen animates in and out.
///
/// The UIKit adapter drives registered transitions for push and pop, the interactive edge-swipe
/// pop included; elsewhere a transition is metadata in the manifest. ``zoom`` is the system's
/// zoom from a source view, which both adapters apply on iOS 18 and later.
///
/// ```swift
/// context.register(ComposeRoute.self, transition: .slideUp) { _ in ComposeScreen() }
/// context.register(NoteRoute.self, transition: .zoom) { route in NoteScreen(id: route.id) }
/// ```
public enum Transition: Hashable, Sendable, CustomStringConvertible {
    /// The new screen slides up from the bottom and back down on pop.
    case slideUp
    /// The screens cross-fade.
    case fade
    /// Animations the app registers with the UI adapter under these names.
    case custom(push: String, pop: String)
    /// The screen grows out of the view marked as the zoom source for its route value, and shrinks
    /// back into it on pop or dismissal: the system zoom of iOS 18 (SwiftUI's
    /// `navigationTransition(.zoom(sourceID:in:))`, UIKit's `preferredTransition = .zoom`), for a
    /// push, a sheet or a full-screen cover.
    ///
    /// A view marks itself as the source with `zoomSource(for:)` (SwiftUI) or
    /// `registerZoomSource(_:for:)` on the navigator (UIKit). When no source is marked for the
    /// route value (a cold link, a row scrolled away) or the system has no zoom, the screen
    /// arrives with the platform's default animation. A single push asks for it with
    /// ``NavigationOptions/zoom``.
    case zoom

    public var description: String {
        switch self {
        case .slideUp: "slideUp"
        case .fade: "fade"
        case .custom(let push, let pop): "custom(push: \(push), pop: \(pop))"
        case .zoom: "zoom"
        }
    }
}
