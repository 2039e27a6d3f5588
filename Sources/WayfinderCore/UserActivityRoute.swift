/// A route whose screen describes itself to the system as a user activity while it is the one
/// the user sees: for Handoff to the user's other devices, for Spotlight search and for Siri's
/// suggestions.
///
/// Conform a route that has a link and that outside links may open; the hosts then publish a
/// ``RouteActivity`` for its screen, and continuing that activity on another device opens the
/// route through the same door as a link. A route that outside links may not open (an in-app-only
/// route, or one declared `externallyReachable: false`) publishes nothing, even when it conforms.
///
/// ```swift
/// @Route("notes/:id")
/// struct NoteRoute {
///     let id: Int
/// }
///
/// extension NoteRoute: UserActivityRoute {
///     var activityTitle: String { "Note \(id)" }
///     static var activityEligibility: RouteActivity.Eligibility { [.handoff, .search] }
/// }
/// ```
public protocol UserActivityRoute: Route {
    /// The title the system shows for the activity: in the Handoff banner and in Spotlight.
    var activityTitle: String { get }

    /// The activity type the route's activities carry, which the app lists under
    /// `NSUserActivityTypes` in its Info.plist. ``RouteActivity/defaultActivityType`` by default.
    ///
    /// Give a route its own type to keep the type of an activity the app published before it used
    /// Wayfinder, so activities saved by the older version keep opening.
    static var activityType: String { get }

    /// Where the system may use the route's activities. ``RouteActivity/Eligibility/handoff``
    /// by default, as for a new `NSUserActivity`.
    static var activityEligibility: RouteActivity.Eligibility { get }
}

extension UserActivityRoute {
    /// ``RouteActivity/defaultActivityType``.
    public static var activityType: String { RouteActivity.defaultActivityType }

    /// Handoff only, as for a new `NSUserActivity`.
    public static var activityEligibility: RouteActivity.Eligibility { .handoff }
}
