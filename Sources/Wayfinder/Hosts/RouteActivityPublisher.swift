public import Observation
public import WayfinderCore

/// The activity of the screen the user sees, kept current from a navigator's screen-visible
/// events: what the SwiftUI and UIKit hosts publish as the `NSUserActivity` of the visible screen,
/// for Handoff, Spotlight and Siri's suggestions.
///
/// When a screen appears, ``activity`` becomes its route's ``RouteActivity``
/// (``Navigator/activity(for:)``), or nil when the route publishes none: an in-app-only route
/// publishes nothing. An alert over a screen changes nothing, since the screen stays in sight.
///
/// ```swift
/// let publisher = RouteActivityPublisher(navigator: navigator)
/// navigator.navigate(to: NoteRoute(id: 7))
/// publisher.activity?.link  // notes://notes/7
/// ```
@MainActor
@Observable
public final class RouteActivityPublisher: NavigationObserver {
    /// The activity of the visible screen, or nil when its route publishes none.
    public private(set) var activity: RouteActivity?

    /// The entry of the visible screen whose activity ``activity`` is.
    public private(set) var screen: RouteEntry.ID?

    /// Follows a navigator's visible screen, starting with the one it shows now.
    public init(navigator: Navigator) {
        navigator.addObserver(self)
    }

    /// Takes the activity of the screen that appeared.
    public func navigator(_ navigator: Navigator, screenDidAppear screen: RouteEntry) {
        self.screen = screen.id
        let next = navigator.activity(for: screen.route)
        if next != activity { activity = next }
    }

    /// Does nothing: every navigation event other than a screen's appearance leaves the visible
    /// screen's activity as it is.
    public func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {}
}
