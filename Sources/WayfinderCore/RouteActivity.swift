public import Foundation

/// What a screen tells the system about itself while the user sees it: the platform-neutral
/// content of the `NSUserActivity` that Handoff, Spotlight and Siri's suggestions read.
///
/// A route that conforms to ``UserActivityRoute`` and that outside links may open has an activity;
/// the hosts publish the activity of the visible screen. The activity carries the route's link in
/// its ``userInfo`` under ``linkKey``, and its universal link as ``webpageURL`` when the app has
/// universal links, so a device without the app opens the web page.
///
/// ```swift
/// let policy = LinkPolicy(schemes: ["notes"], hosts: ["notes.example.com"])
/// let activity = RouteActivity(route: NoteRoute(id: 7), policy: policy)
/// activity?.link        // notes://notes/7
/// activity?.webpageURL  // https://notes.example.com/notes/7
/// ```
///
/// Continuing an activity reads its link back with ``link(webpageURL:userInfo:)``
/// and opens it as any outside link: a renamed route's old link opens through its alias.
public struct RouteActivity: Hashable, Sendable {
    /// Where the system may use an activity: Handoff, Spotlight search, Siri's predictions.
    public struct Eligibility: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates an eligibility from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Handoff to the user's other devices (`isEligibleForHandoff`).
        public static let handoff = Eligibility(rawValue: 1 << 0)
        /// The on-device Spotlight index (`isEligibleForSearch`).
        public static let search = Eligibility(rawValue: 1 << 1)
        /// Siri's suggestions and shortcuts (`isEligibleForPrediction`).
        public static let prediction = Eligibility(rawValue: 1 << 2)

        /// The names of the options set, in the order handoff, search, prediction, as the route
        /// manifest writes them.
        public var names: [String] {
            [(Self.handoff, "handoff"), (.search, "search"), (.prediction, "prediction")]
                .filter { contains($0.0) }.map(\.1)
        }

        /// The options with these names (`handoff`, `search`, `prediction`); nil when a name is
        /// none of them.
        public init?(names: [String]) {
            var eligibility: Eligibility = []
            for name in names {
                switch name {
                case "handoff": eligibility.insert(.handoff)
                case "search": eligibility.insert(.search)
                case "prediction": eligibility.insert(.prediction)
                default: return nil
                }
            }
            self = eligibility
        }
    }

    /// The activity type of a route that does not choose its own (``UserActivityRoute/activityType``):
    /// list it under `NSUserActivityTypes` in the app's Info.plist.
    public static let defaultActivityType = "wayfinder.route"

    /// The ``userInfo`` key of the route's link.
    public static let linkKey = "wayfinder.link"

    /// The activity type (``UserActivityRoute/activityType``).
    public var activityType: String
    /// The title the system shows (``UserActivityRoute/activityTitle``).
    public var title: String
    /// The route's link (``LinkPolicy/link(for:)``): what continuing the activity opens.
    public var link: URL
    /// The route's universal link, when the app has one: what a device without the app opens.
    public var webpageURL: URL?
    /// Where the system may use the activity (``UserActivityRoute/activityEligibility``).
    public var eligibility: Eligibility
    /// The route's ``Route/routeIdentifier``: an activity of the same route with other values
    /// has the same one (`targetContentIdentifier`, which picks the window to continue in).
    public var routeIdentifier: String

    /// The activity of a route under a link policy: nil when the route is not an
    /// ``UserActivityRoute``, has no pattern, may not be opened by outside links, or the policy gives
    /// it no link (no scheme and no host).
    public init?(route: any Route, policy: LinkPolicy) {
        guard let activityRoute = route as? any UserActivityRoute, let link = policy.link(for: route) else {
            return nil
        }
        let routeType = type(of: activityRoute)
        self.init(
            activityType: routeType.activityType, title: activityRoute.activityTitle, link: link,
            webpageURL: policy.universalLink(for: route), eligibility: routeType.activityEligibility,
            routeIdentifier: routeType.routeIdentifier)
    }

    /// Creates an activity from its parts.
    public init(
        activityType: String, title: String, link: URL, webpageURL: URL? = nil,
        eligibility: Eligibility = .handoff, routeIdentifier: String
    ) {
        self.activityType = activityType
        self.title = title
        self.link = link
        self.webpageURL = webpageURL
        self.eligibility = eligibility
        self.routeIdentifier = routeIdentifier
    }

    /// The user info the activity carries: the route's link under ``linkKey``.
    public var userInfo: [String: String] { [Self.linkKey: link.absoluteString] }

    /// The link an incoming activity carries: the link in its user info under ``linkKey`` (an
    /// activity this library published, whatever its type), else its `webpageURL` (a universal
    /// link, `NSUserActivityTypeBrowsingWeb`). Nil when it carries neither. `userInfo` holds the
    /// activity's text entries; the UIKit adapter reads them from an `NSUserActivity`.
    ///
    /// ```swift
    /// RouteActivity.link(webpageURL: nil, userInfo: [RouteActivity.linkKey: "notes://notes/7"])
    /// // "notes://notes/7"
    /// ```
    public static func link(webpageURL: URL?, userInfo: [String: String]?) -> String? {
        userInfo?[linkKey] ?? webpageURL?.absoluteString
    }
}
