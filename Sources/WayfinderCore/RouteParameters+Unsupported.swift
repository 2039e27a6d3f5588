// The overloads a value of an unsupported type falls to. The `@Route` macro cannot see whether a
// property's type conforms to `RouteParameter`, so the generated code calls these methods with
// every property's type; for a type that is neither a `RouteParameter` nor a raw-value type, the
// compiler picks these unavailable overloads and shows their message, which says what to add.

extension RouteParameters {
    /// Not available: the type is neither a ``RouteParameter`` nor a raw-value type.
    @available(
        *, unavailable,
        message:
            "a route parameter's type must conform to RouteParameter or be an enum with a String or Int raw value; add ': RouteParameter' to the type's declaration, or give the enum a raw value"
    )
    public func decode<Value>(_ type: Value.Type, for name: String) throws(RouteDecodingError) -> Value {
        preconditionFailure("unavailable")
    }

    /// Not available: the type is neither a ``RouteParameter`` nor a raw-value type.
    @available(
        *, unavailable,
        message:
            "a route parameter's type must conform to RouteParameter or be an enum with a String or Int raw value; add ': RouteParameter' to the type's declaration, or give the enum a raw value"
    )
    public func decodeIfPresent<Value>(
        _ type: Value.Type, for name: String
    ) throws(RouteDecodingError) -> Value? {
        preconditionFailure("unavailable")
    }

    /// Not available: the type is neither a ``RouteParameter`` nor a raw-value type.
    @available(
        *, unavailable,
        message:
            "a route parameter's type must conform to RouteParameter or be an enum with a String or Int raw value; add ': RouteParameter' to the type's declaration, or give the enum a raw value"
    )
    public mutating func encode<Value>(_ value: Value, for name: String) {}

    /// Not available: the type is neither a ``RouteParameter`` nor a raw-value type.
    @available(
        *, unavailable,
        message:
            "a route parameter's type must conform to RouteParameter or be an enum with a String or Int raw value; add ': RouteParameter' to the type's declaration, or give the enum a raw value"
    )
    public mutating func encodeIfPresent<Value>(_ value: Value?, for name: String) {}

    /// Not available: the type is neither a ``RouteParameter`` nor a raw-value type.
    @available(
        *, unavailable,
        message:
            "a route parameter's type must conform to RouteParameter or be an enum with a String or Int raw value; add ': RouteParameter' to the type's declaration, or give the enum a raw value"
    )
    public static func routeValue<Value>(of value: Value) -> String { "" }

    /// Not available: the type is neither a ``RouteParameter`` nor a raw-value type.
    @available(
        *, unavailable,
        message:
            "a route parameter's type must conform to RouteParameter or be an enum with a String or Int raw value; add ': RouteParameter' to the type's declaration, or give the enum a raw value"
    )
    public static func sampleValue<Value>(of type: Value.Type) -> Value? { nil }
}
