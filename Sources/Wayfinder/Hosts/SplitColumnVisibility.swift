/// Which columns of a split show in the regular width: the app's choice, or the user's when they
/// tap the sidebar button.
///
/// It arranges the columns and changes no screen, like a sheet's detent: the outline, the
/// journal and the saved state do not record it. The adapters read it with
/// ``Navigator/splitColumnVisibility(at:)`` and write the user's changes back with
/// ``Navigator/setSplitColumnVisibility(_:at:)`` (the UIKit adapter only once the app chose a
/// visibility: while it is automatic, UIKit arranges the columns itself).
///
/// ```swift
/// navigator.setSplitColumnVisibility(.detailOnly)  // reading mode: the message alone
/// ```
public enum SplitColumnVisibility: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The platform decides from the window's size and orientation (the default).
    case automatic
    /// Every column.
    case all
    /// The column before the detail and the detail: the content and detail of three columns,
    /// the list and detail of two.
    case doubleColumn
    /// The detail column alone.
    case detailOnly

    /// The visibility's name: `automatic`, `all`, `doubleColumn` or `detailOnly`.
    public var description: String { rawValue }
}
