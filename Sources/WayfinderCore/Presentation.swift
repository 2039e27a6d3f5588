/// How a route prefers to appear when it is opened with `navigate(to:)` or by a deep link.
///
/// ```swift
/// @Route("settings")
/// struct SettingsRoute {
///     var preferredPresentation: Presentation { .sheet }
/// }
/// ```
public enum Presentation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Pushed onto the active stack.
    case push
    /// Presented modally as a sheet with a stack of its own.
    case sheet
    /// Presented modally, covering the whole screen, with a stack of its own.
    case fullScreenCover
    /// Shown as an alert over the active stack.
    case alert

    /// A modal sheet: the same as ``sheet``.
    public static var present: Presentation { .sheet }

    /// The modal style this presentation uses, or nil for ``push`` and ``alert``.
    public var modalStyle: ModalStyle? {
        switch self {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .push, .alert: nil
        }
    }

    public var description: String { rawValue }
}

/// The style of a modal presentation: a sheet or a full-screen cover.
public enum ModalStyle: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A sheet; the outline prints it as `sheet:`.
    case sheet
    /// A full-screen cover; the outline prints it as `cover:`.
    case fullScreenCover

    /// The prefix the state outline uses for a modal of this style (`sheet` or `cover`).
    public var outlineKeyword: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "cover"
        }
    }

    public var description: String { rawValue }
}
