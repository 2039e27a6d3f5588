public import Foundation

/// A type whose values can be a route's placeholder or query value.
///
/// `String`, `Int`, `Double`, `Bool` and `UUID` conform. Enums with a `String` or `Int` raw
/// value conform by declaring it; the raw value is the URL form:
///
/// ```swift
/// enum FeedOrder: String, RouteParameter { case newest, popular }
///
/// @Route("feed/:order")
/// struct FeedRoute { let order: FeedOrder }
/// ```
///
/// A stored property of any other type makes the `@Route` expansion fail to compile.
public protocol RouteParameter: Sendable {
    /// Creates a value from its URL form (already percent-decoded), or nil if the text is not a
    /// valid value of this type.
    init?(routeValue: String)

    /// The value's URL form, before percent-encoding.
    var routeValue: String { get }
}

extension String: RouteParameter {
    @inlinable public init?(routeValue: String) { self = routeValue }
    public var routeValue: String { self }
}

extension Int: RouteParameter {
    @inlinable public init?(routeValue: String) {
        guard let value = Int(routeValue, radix: 10) else { return nil }
        self = value
    }
    public var routeValue: String { String(self) }
}

extension Double: RouteParameter {
    /// Accepts decimal and exponent forms, `nan`, `inf` and `-inf`.
    @inlinable public init?(routeValue: String) {
        guard !routeValue.isEmpty, let value = Double(routeValue) else { return nil }
        self = value
    }
    /// The shortest form that reads back as the same value.
    public var routeValue: String { description }
}

extension Bool: RouteParameter {
    /// Accepts `true`, `false`, `1` and `0`.
    @inlinable public init?(routeValue: String) {
        switch routeValue {
        case "true", "1": self = true
        case "false", "0": self = false
        default: return nil
        }
    }
    public var routeValue: String { self ? "true" : "false" }
}

extension UUID: RouteParameter {
    /// Accepts the 36-character hyphenated form in either case.
    public init?(routeValue: String) {
        guard let value = UUID(uuidString: routeValue) else { return nil }
        self = value
    }
    /// The upper-case hyphenated form.
    public var routeValue: String { uuidString }
}

extension RouteParameter where Self: RawRepresentable, RawValue: RouteParameter {
    @inlinable public init?(routeValue: String) {
        guard let raw = RawValue(routeValue: routeValue) else { return nil }
        self.init(rawValue: raw)
    }
    public var routeValue: String { rawValue.routeValue }
}
