/// Options of a navigation, given per call or as a route's registration default.
public struct NavigationOptions: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Never stack a route on an equal one: pushing a route equal to the top screen does
    /// nothing, and `navigate(to:)` to a route already on the active stack pops back to it.
    public static let singleTop = NavigationOptions(rawValue: 1 << 0)

    /// Zoom the arriving screen out of the view marked as the zoom source for its route value
    /// (see ``Transition/zoom``), for this navigation only; without a marked source it arrives
    /// as it would without the option.
    ///
    /// ```swift
    /// navigator.push(NoteRoute(id: note.id), options: .zoom)
    /// ```
    public static let zoom = NavigationOptions(rawValue: 1 << 1)
}
