/// The identifier of a tab, such as `"home"`.
///
/// ```swift
/// navigator.switchTab(to: "profile")
/// ```
public struct TabID: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The identifier's text. The outline prints it as it is, unless it holds a control
    /// character or an invisible character, which the outline shows escaped.
    public let rawValue: String

    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.rawValue = value }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}
