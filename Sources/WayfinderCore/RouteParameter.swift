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
///
/// ``sampleParameter`` gives the value the `@Route` macro writes a route's ``Route/sample``
/// from. The built-in types and `CaseIterable` types have one; another type declares its own:
///
/// ```swift
/// struct Handle: RouteParameter, Hashable {
///     let name: String
///     init?(routeValue: String) {
///         guard routeValue.hasPrefix("@") else { return nil }
///         name = String(routeValue.dropFirst())
///     }
///     var routeValue: String { "@" + name }
///     static var sampleParameter: Handle? { Handle(routeValue: "@sample") }
/// }
/// ```
public protocol RouteParameter: Sendable {
    /// Creates a value from its URL form (already percent-decoded), or nil if the text is not a
    /// valid value of this type.
    init?(routeValue: String)

    /// The value's URL form, before percent-encoding.
    var routeValue: String { get }

    /// A valid value of this type, from which routes make their ``Route/sample``, or nil when
    /// the type has none.
    ///
    /// Defaults to the first case of a `CaseIterable` type, the value of a `RawRepresentable`
    /// type made from its raw value type's sample, and nil otherwise.
    static var sampleParameter: Self? { get }
}

extension RouteParameter {
    /// Nil: a type with no default sample declares its own.
    public static var sampleParameter: Self? { nil }
}

extension RouteParameter where Self: CaseIterable {
    /// The first case, or nil when there are none.
    public static var sampleParameter: Self? { allCases.first }
}

extension String: RouteParameter {
    @inlinable public init?(routeValue: String) { self = routeValue }
    public var routeValue: String { self }
    /// `"sample"`.
    public static var sampleParameter: String? { "sample" }
}

extension Int: RouteParameter {
    @inlinable public init?(routeValue: String) {
        guard let value = Int(routeValue, radix: 10) else { return nil }
        self = value
    }
    public var routeValue: String { String(self) }
    /// `1`.
    public static var sampleParameter: Int? { 1 }
}

extension Double: RouteParameter {
    /// Accepts decimal and exponent forms, `nan`, `inf` and `-inf`.
    @inlinable public init?(routeValue: String) {
        guard !routeValue.isEmpty, let value = Double(routeValue) else { return nil }
        self = value
    }
    /// The shortest form that reads back as the same value.
    public var routeValue: String { description }
    /// `1.5`.
    public static var sampleParameter: Double? { 1.5 }
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
    /// `true`.
    public static var sampleParameter: Bool? { true }
}

extension UUID: RouteParameter {
    /// Accepts the 36-character hyphenated form in either case.
    public init?(routeValue: String) {
        guard let value = UUID(uuidString: routeValue) else { return nil }
        self = value
    }
    /// The upper-case hyphenated form.
    public var routeValue: String { uuidString }
    /// The nil UUID, `00000000-0000-0000-0000-000000000000`.
    public static var sampleParameter: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
}

extension RouteParameter where Self: RawRepresentable, RawValue: RouteParameter {
    @inlinable public init?(routeValue: String) {
        guard let raw = RawValue(routeValue: routeValue) else { return nil }
        self.init(rawValue: raw)
    }
    public var routeValue: String { rawValue.routeValue }
    /// The value whose raw value is the raw value type's sample, or nil when there is none.
    public static var sampleParameter: Self? { RawValue.sampleParameter.flatMap(Self.init(rawValue:)) }
}

extension RouteParameter where Self: RawRepresentable & CaseIterable, RawValue: RouteParameter {
    /// The first case, or nil when there are none.
    public static var sampleParameter: Self? { allCases.first }
}
