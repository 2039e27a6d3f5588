/// An object told about every navigation event, such as an analytics client.
///
/// The navigator holds observers weakly and calls them on the main actor, in order, right after
/// each change is applied. Keep the work short; hand anything slow to a task of your own.
///
/// ```swift
/// final class Analytics: NavigationObserver {
///     func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {
///         log(event.logLine)
///     }
/// }
/// navigator.addObserver(analytics)
/// ```
@MainActor
public protocol NavigationObserver: AnyObject {
    /// Called for each event, on the main actor.
    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent)
}
