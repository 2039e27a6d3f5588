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
///
/// A text type whose values never hold a `/`, such as a slug, says so with
/// ``routeValueMayContainSlash``: a value holding one is then never decoded, and
/// `validateRoutes` knows its links cannot carry a hidden `%2F`:
///
/// ```swift
/// struct Slug: RouteParameter, Hashable {
///     let text: String
///     init?(routeValue: String) { text = routeValue }
///     var routeValue: String { text }
///     static var sampleParameter: Slug? { Slug(routeValue: "hello-world") }
///     static var routeValueMayContainSlash: Bool { false }
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

    /// Whether a value's URL form may hold a `/`.
    ///
    /// When false, `RouteParameters.decode(_:for:)` refuses a value holding `/` before it asks
    /// ``init(routeValue:)``, so the type never holds one, and a link made from it never needs
    /// `%2F` (which a ``LinkPolicy`` refuses by default). Defaults to true; false for `Int`,
    /// `Double`, `Bool`, `UUID` and for an enum whose raw values hold no `/`.
    static var routeValueMayContainSlash: Bool { get }
}

extension RouteParameter {
    /// Nil: a type with no default sample declares its own.
    public static var sampleParameter: Self? { nil }

    /// True: text may hold anything, unless the type says otherwise.
    public static var routeValueMayContainSlash: Bool { true }
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
    /// False: a number never holds `/`.
    public static var routeValueMayContainSlash: Bool { false }
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
    /// False: a number never holds `/`.
    public static var routeValueMayContainSlash: Bool { false }
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
    /// False: `true` and `false` never hold `/`.
    public static var routeValueMayContainSlash: Bool { false }
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
    /// False: a UUID never holds `/`.
    public static var routeValueMayContainSlash: Bool { false }
}

extension RouteParameter where Self: RawRepresentable, RawValue: RouteParameter {
    @inlinable public init?(routeValue: String) {
        guard let raw = RawValue(routeValue: routeValue) else { return nil }
        self.init(rawValue: raw)
    }
    public var routeValue: String { rawValue.routeValue }
    /// The value whose raw value is the raw value type's sample, or nil when there is none.
    public static var sampleParameter: Self? { RawValue.sampleParameter.flatMap(Self.init(rawValue:)) }
    /// Whether the raw value type's values may hold `/`.
    public static var routeValueMayContainSlash: Bool { RawValue.routeValueMayContainSlash }
}

extension RouteParameter where Self: RawRepresentable & CaseIterable, RawValue: RouteParameter {
    /// The first case, or nil when there are none.
    public static var sampleParameter: Self? { allCases.first }
    /// Whether one of the cases' raw values holds `/`.
    public static var routeValueMayContainSlash: Bool {
        allCases.contains { $0.rawValue.routeValue.contains("/") }
    }
}
