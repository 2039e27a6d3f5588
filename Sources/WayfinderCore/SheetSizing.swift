/// How large a sheet is in a regular-width window, as SwiftUI's and UIKit's presentation
/// sizing (iOS 18) sizes it; earlier systems use the platform's default size.
///
/// ```swift
/// var preferredPresentation: Presentation { .sheet(sizing: .form) }
/// // outline: "  sheet[form]: settings"
/// ```
public enum SheetSizing: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The size of a form: narrower than the page, centred.
    case form
    /// The size of a page of content: as wide as a readable page.
    case page
    /// Fitted to the ideal size of the presented screen's content.
    case fitted

    public var description: String { rawValue }
}
