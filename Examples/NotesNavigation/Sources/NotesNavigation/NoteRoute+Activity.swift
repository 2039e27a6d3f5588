public import WayfinderCore

// A note describes itself to Handoff and Spotlight while it is on screen: both sample apps'
// hosts publish the activity, and continuing it on another device opens the note.
extension NoteRoute: UserActivityRoute {
    /// The note's title in the Handoff banner and in Spotlight.
    public var activityTitle: String { "Note \(id)" }

    /// Handoff and Spotlight search.
    public static var activityEligibility: RouteActivity.Eligibility { [.handoff, .search] }
}
