public import Foundation
public import WayfinderCore

extension Navigator {
    /// The activity a route's screen publishes in this app: the route's ``RouteActivity`` under
    /// this navigator's ``linkPolicy``, or nil when the route publishes none (it is not an
    /// `UserActivityRoute`, or outside links may not open it).
    ///
    /// ```swift
    /// navigator.activity(for: NoteRoute(id: 7))?.link  // notes://notes/7
    /// ```
    public func activity(for route: any Route) -> RouteActivity? {
        RouteActivity(route: route, policy: linkPolicy)
    }

    /// Continues an activity from another device, from Spotlight or from a Siri suggestion: opens
    /// the link it carries (``RouteActivity/link(webpageURL:userInfo:)``) through the same door as
    /// any outside link, ``open(_:)-(String)``, so a renamed route's old link opens through its
    /// alias and a route that outside links may not open is refused. `userInfo` holds the
    /// activity's text entries; on a device, `continueActivity(_:)` reads them from the
    /// `NSUserActivity`.
    ///
    /// ```swift
    /// navigator.continueActivity(
    ///     webpageURL: nil, userInfo: [RouteActivity.linkKey: "notes://notes/7"])
    /// ```
    ///
    /// - Returns: The link's navigation, or nil when the activity carries no link: it is not a
    ///   route's, and the app's own handler may take it.
    @discardableResult
    public func continueActivity(webpageURL: URL?, userInfo: [String: String]?) -> NavigationRequest? {
        RouteActivity.link(webpageURL: webpageURL, userInfo: userInfo).map { open($0) }
    }
}
