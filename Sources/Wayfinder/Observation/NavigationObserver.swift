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

    /// Called when a screen becomes the one the user sees, right after the `screenAppeared`
    /// event's ``navigator(_:didEmit:)``, and once when the observer is added, with the screen
    /// visible then. The default does nothing.
    ///
    /// ```swift
    /// func navigator(_ navigator: Navigator, screenDidAppear screen: RouteEntry) {
    ///     log("screen_view \(type(of: screen.route).routeIdentifier)")
    /// }
    /// ```
    func navigator(_ navigator: Navigator, screenDidAppear screen: RouteEntry)

    /// Called when a screen stops being the one the user sees, right after the
    /// `screenDisappeared` event's ``navigator(_:didEmit:)`` and before the next screen
    /// appears. The default does nothing.
    func navigator(_ navigator: Navigator, screenDidDisappear screen: RouteEntry)

    /// Called when the user taps the selected tab again while it shows only its root, right
    /// after the `tabReselected` event's ``navigator(_:didEmit:)``: the moment to scroll the root
    /// screen's list to the top, as iOS users expect. A tap that pops the tab to its root does
    /// not call it. The default does nothing.
    ///
    /// ```swift
    /// func navigator(_ navigator: Navigator, tabReselectedAtRoot tab: TabID) {
    ///     if tab == "home" { scrollToTop() }
    /// }
    /// ```
    func navigator(_ navigator: Navigator, tabReselectedAtRoot tab: TabID)
}

extension NavigationObserver {
    /// Does nothing: an observer of events only needs ``navigator(_:didEmit:)``.
    public func navigator(_ navigator: Navigator, screenDidAppear screen: RouteEntry) {}

    /// Does nothing: an observer of events only needs ``navigator(_:didEmit:)``.
    public func navigator(_ navigator: Navigator, screenDidDisappear screen: RouteEntry) {}

    /// Does nothing: an observer of events only needs ``navigator(_:didEmit:)``.
    public func navigator(_ navigator: Navigator, tabReselectedAtRoot tab: TabID) {}
}
