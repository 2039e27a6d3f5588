/// How the entry in a stack's alert slot shows: as an alert in the middle of the screen, or as a
/// confirmation dialog (an action sheet) rising from the bottom, or from its source on a wide
/// screen.
///
/// Both hold the same content and buttons (Wayfinder's `AlertContent`) and run the same actions;
/// the route's ``Route/preferredPresentation`` picks the style, and the outline prints the slot
/// as `alert:` or `dialog:`.
public enum AlertStyle: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// An alert.
    case alert
    /// A confirmation dialog: an action sheet of choices about the screen beneath it.
    case confirmationDialog

    /// The prefix the state outline uses for the slot: `alert` or `dialog`.
    public var outlineKeyword: String {
        switch self {
        case .alert: "alert"
        case .confirmationDialog: "dialog"
        }
    }

    public var description: String { rawValue }
}
