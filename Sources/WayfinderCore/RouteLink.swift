public import Foundation

/// A route's link as the value of a window: what SwiftUI's `WindowGroup(for:)` and UIKit's scene
/// activation carry to open a route in a new window, and what the system saves to restore that
/// window.
///
/// The value is the link, not the route, so a window saved by an older version of the app
/// reopens through the route's aliases after a rename, as a link does.
///
/// ```swift
/// WindowGroup(for: RouteLink.self) { $link in
///     NoteWindow(link: link)
/// }
/// ```
public struct RouteLink: Hashable, Sendable, Codable {
    /// The link's absolute string: `notes://notes/7`.
    public var url: String

    /// Creates the value of a link.
    public init(_ url: String) { self.url = url }

    /// Creates the value of a link given as a URL.
    public init(_ url: URL) { self.url = url.absoluteString }

    /// Reads a link written as one string.
    public init(from decoder: any Decoder) throws {
        url = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the link as one string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(url)
    }
}
