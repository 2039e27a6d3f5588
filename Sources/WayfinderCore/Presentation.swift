/// How a route prefers to appear when it is opened with `navigate(to:)` or by a deep link: its
/// kind (pushed, a sheet, a cover, an alert, a popover, a confirmation dialog, an inspector)
/// and, for a sheet or a popover, how it is drawn.
///
/// ```swift
/// @Route("settings")
/// struct SettingsRoute {
///     var preferredPresentation: Presentation { .sheet }
/// }
///
/// @Route("note/new")
/// struct NewNoteRoute {
///     var preferredPresentation: Presentation { .sheet(detents: [.medium, .large], selected: .medium) }
/// }
/// ```
///
/// Compare a presentation's ``kind`` to tell styles apart: `.sheet(detents: [.medium])` is a
/// sheet but is not equal to ``sheet``, which offers the system's default height.
public struct Presentation: Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// What a presentation is, without how it is drawn.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
        /// Pushed onto the active stack.
        case push
        /// A sheet with a stack of its own.
        case sheet
        /// A full-screen cover with a stack of its own.
        case fullScreenCover
        /// An alert over the active stack.
        case alert
        /// A popover pointing at its source, with a stack of its own; a sheet in the compact
        /// width.
        case popover
        /// A confirmation dialog (an action sheet) over the active stack, in its alert slot.
        case confirmationDialog
        /// An inspector beside the presenting screen, with a stack of its own.
        case inspector

        public var description: String { rawValue }
    }

    /// What the presentation is.
    public var kind: Kind
    /// The heights a sheet offers, smallest first; empty for the system's default (large).
    public var detents: [SheetDetent]
    /// The detent a sheet opens at; nil for the first of ``detents``.
    public var selectedDetent: SheetDetent?
    /// How large a sheet is in a regular-width window; nil for the platform's default.
    public var sizing: SheetSizing?
    /// The view a popover points at (or a confirmation dialog comes from on a wide screen); nil
    /// for the presenting screen.
    public var source: PresentationSource?

    /// Creates a presentation of a kind, drawn the platform's default way.
    public init(_ kind: Kind) {
        self.kind = kind
        detents = []
        selectedDetent = nil
        sizing = nil
        source = nil
    }

    /// The presentation of a modal style, drawn the default way.
    ///
    /// ```swift
    /// Presentation(modalStyle: .fullScreenCover) == .fullScreenCover  // true
    /// ```
    public init(modalStyle: ModalStyle) {
        switch modalStyle {
        case .sheet: self.init(.sheet)
        case .fullScreenCover: self.init(.fullScreenCover)
        case .popover: self.init(.popover)
        case .inspector: self.init(.inspector)
        }
    }

    /// Creates a presentation of a kind drawn as given.
    ///
    /// ```swift
    /// Presentation(kind: .sheet, detents: [.medium, .large], selectedDetent: .large)
    /// ```
    public init(
        kind: Kind, detents: [SheetDetent] = [], selectedDetent: SheetDetent? = nil,
        sizing: SheetSizing? = nil,
        source: PresentationSource? = nil
    ) {
        self.kind = kind
        self.detents = detents.sorted()
        self.selectedDetent = selectedDetent
        self.sizing = sizing
        self.source = source
    }

    /// Pushed onto the active stack.
    public static var push: Presentation { Presentation(.push) }
    /// Presented modally as a sheet with a stack of its own, at the system's default height.
    public static var sheet: Presentation { Presentation(.sheet) }
    /// Presented modally, covering the whole screen, with a stack of its own.
    public static var fullScreenCover: Presentation { Presentation(.fullScreenCover) }
    /// Shown as an alert over the active stack.
    public static var alert: Presentation { Presentation(.alert) }
    /// A modal sheet: the same as ``sheet``.
    public static var present: Presentation { .sheet }
    /// A popover pointing at the presenting screen; a sheet in the compact width.
    public static var popover: Presentation { Presentation(.popover) }
    /// A confirmation dialog (an action sheet) over the active stack, with the route's alert
    /// content and buttons.
    public static var confirmationDialog: Presentation { Presentation(.confirmationDialog) }
    /// An inspector beside the presenting screen; a sheet in the compact width.
    public static var inspector: Presentation { Presentation(.inspector) }

    /// A sheet that rests at one of `detents`, opening at `selected`, sized by `sizing` in a
    /// regular-width window.
    ///
    /// ```swift
    /// var preferredPresentation: Presentation {
    ///     .sheet(detents: [.medium, .large], selected: .medium, sizing: .form)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - detents: The heights the sheet offers; empty for the system's default (large).
    ///   - selected: The detent it opens at; nil for the smallest of `detents`. A detent not in
    ///     `detents`, or a fraction or height out of range, makes the presentation fail with
    ///     `NavigationStateError.invalidDetent(_:)`, changing nothing.
    ///   - sizing: Its size in a regular-width window; nil for the platform's default.
    public static func sheet(
        detents: Set<SheetDetent> = [], selected: SheetDetent? = nil, sizing: SheetSizing? = nil
    ) -> Presentation {
        var presentation = Presentation(.sheet)
        presentation.detents = detents.sorted()
        presentation.selectedDetent = selected
        presentation.sizing = sizing
        return presentation
    }

    /// A popover pointing at `source`, a sheet in the compact width.
    ///
    /// ```swift
    /// var preferredPresentation: Presentation { .popover(from: "tags-\(id)") }
    /// ```
    public static func popover(from source: PresentationSource) -> Presentation {
        var presentation = Presentation(.popover)
        presentation.source = source
        return presentation
    }

    /// A confirmation dialog that comes from `source` on a wide screen.
    public static func confirmationDialog(from source: PresentationSource) -> Presentation {
        var presentation = Presentation(.confirmationDialog)
        presentation.source = source
        return presentation
    }

    /// Every kind, drawn the default way.
    public static var allCases: [Presentation] { Kind.allCases.map(Presentation.init) }

    /// The kind's name (`push`, `sheet`, `fullScreenCover`, `alert`, `popover`,
    /// `confirmationDialog`, `inspector`), as release 1's raw value was.
    public var rawValue: String { kind.rawValue }

    /// The presentation of the kind named `rawValue`, drawn the default way.
    public init?(rawValue: String) {
        guard let kind = Kind(rawValue: rawValue) else { return nil }
        self.init(kind)
    }

    /// The modal style this presentation uses, or nil for a push, an alert or a confirmation
    /// dialog.
    public var modalStyle: ModalStyle? {
        switch kind {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        case .inspector: .inspector
        case .push, .alert, .confirmationDialog: nil
        }
    }

    /// The style of the alert slot this presentation uses, or nil when it is not shown there.
    public var alertStyle: AlertStyle? {
        switch kind {
        case .alert: .alert
        case .confirmationDialog: .confirmationDialog
        default: nil
        }
    }

    /// The kind, followed by how it is drawn when that is not the default:
    /// `sheet[medium* large, form]`, `popover[from tags-3]`.
    public var description: String {
        let details = outlineDetails(selected: selectedDetent ?? detents.first)
        return details.isEmpty ? kind.rawValue : "\(kind.rawValue)[\(details)]"
    }

    /// The bracketed details the outline and ``description`` print.
    func outlineDetails(selected: SheetDetent?) -> String {
        var parts: [String] = []
        if !detents.isEmpty {
            parts.append(detents.map { $0 == selected ? "\($0)*" : "\($0)" }.joined(separator: " "))
        }
        if let sizing { parts.append(sizing.rawValue) }
        if let source { parts.append("from \(source)") }
        return parts.joined(separator: ", ")
    }
}
