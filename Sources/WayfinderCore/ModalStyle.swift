/// The style of a modal presentation: a stack of its own shown as a sheet, a full-screen cover,
/// a popover or an inspector.
public enum ModalStyle: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A sheet; the outline prints it as `sheet:`.
    case sheet
    /// A full-screen cover; the outline prints it as `cover:`.
    case fullScreenCover
    /// A popover pointing at its source; a sheet in the compact width. The outline prints it as
    /// `popover:` in the regular width and `sheet[popover]:` in the compact width.
    case popover
    /// An inspector: a trailing column beside the presenting screen in the regular width, a
    /// sheet in the compact width (and in UIKit before iOS 26). The outline prints it as
    /// `inspector:`.
    case inspector

    /// The prefix the state outline uses for a modal of this style (`sheet`, `cover`,
    /// `popover` or `inspector`).
    public var outlineKeyword: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "cover"
        case .popover: "popover"
        case .inspector: "inspector"
        }
    }

    public var description: String { rawValue }
}
