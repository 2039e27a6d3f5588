/// The view a popover points at, or a confirmation dialog comes from on a wide screen: a name a
/// view marks itself with, and that a route's presentation names.
///
/// In SwiftUI a view marks itself with `.presentationSource(_:)`; in UIKit a view controller
/// registers the view for the name; a headless host keeps the name only, so a test can assert
/// which source a popover used. A popover whose source shows nowhere points at the presenting
/// screen.
///
/// ```swift
/// @Route("note/:id/tags")
/// struct TagsRoute {
///     let id: Int
///     var preferredPresentation: Presentation { .popover(from: "tags-\(id)") }
/// }
/// ```
public struct PresentationSource: Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// The source's name.
    public var name: String

    /// Creates a source with this name.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a source from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The name, escaped as the outline prints it.
    public var description: String { DisplayText.escaped(name) }

    /// Reads the name a document wrote.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
