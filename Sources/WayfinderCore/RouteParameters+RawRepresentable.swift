// Decoding and encoding of raw-value types (`enum Visibility: String { … }`) that do not declare
// `RouteParameter`: their raw value is their URL form. A type that is both gets the
// `RouteParameter` form, through the overloads that name both constraints.

extension RouteParameters {
    // MARK: - Raw-value types

    /// The value with this name, decoded as a raw-value type: the text is read as the raw value
    /// type, then as a case.
    ///
    /// ```swift
    /// enum Visibility: String { case everyone, followers }
    /// let visibility = try parameters.decode(Visibility.self, for: "visibility")
    /// ```
    ///
    /// - Throws: ``RouteDecodingError/missingParameter(_:)`` when absent,
    ///   ``RouteDecodingError/invalidValue(parameter:value:expectedType:)`` when not a valid value.
    @inlinable
    public func decode<Value: RawRepresentable>(
        _ type: Value.Type, for name: String
    ) throws(RouteDecodingError) -> Value where Value.RawValue: RouteParameter {
        guard let text = self[name] else { throw .missingParameter(name) }
        guard let value = Self.rawValueType(Value.self, from: text) else {
            throw .invalidValue(parameter: name, value: text, expectedType: String(describing: Value.self))
        }
        return value
    }

    /// The value with this name decoded as a raw-value type, or nil when absent.
    ///
    /// - Throws: ``RouteDecodingError/invalidValue(parameter:value:expectedType:)`` when present but
    ///   not a valid value.
    @inlinable
    public func decodeIfPresent<Value: RawRepresentable>(
        _ type: Value.Type, for name: String
    ) throws(RouteDecodingError) -> Value? where Value.RawValue: RouteParameter {
        guard self[name] != nil else { return nil }
        do { return try decode(type, for: name) } catch {
            // A lenient route's value that does not decode is no value.
            if isLenient { return nil }
            throw error
        }
    }

    /// Stores a raw-value type's value under a name: its raw value's URL form.
    public mutating func encode<Value: RawRepresentable>(
        _ value: Value, for name: String
    ) where Value.RawValue: RouteParameter {
        self[name] = value.rawValue.routeValue
    }

    /// Stores a raw-value type's value under a name when it is not nil.
    public mutating func encodeIfPresent<Value: RawRepresentable>(
        _ value: Value?, for name: String
    ) where Value.RawValue: RouteParameter {
        if let value { encode(value, for: name) }
    }

    // MARK: - Types that are both

    /// The value with this name, decoded through the type's ``RouteParameter`` conformance.
    ///
    /// A type that is both a ``RouteParameter`` and a raw-value type is read through its
    /// `RouteParameter` conformance, which may differ from its raw value.
    @inlinable
    public func decode<Value: RouteParameter & RawRepresentable>(
        _ type: Value.Type, for name: String
    ) throws(RouteDecodingError) -> Value where Value.RawValue: RouteParameter {
        guard let text = self[name] else { throw .missingParameter(name) }
        guard let value = Value(routeValue: text) else {
            throw .invalidValue(parameter: name, value: text, expectedType: String(describing: Value.self))
        }
        return value
    }

    /// The value with this name decoded through the type's ``RouteParameter`` conformance, or
    /// nil when absent.
    @inlinable
    public func decodeIfPresent<Value: RouteParameter & RawRepresentable>(
        _ type: Value.Type, for name: String
    ) throws(RouteDecodingError) -> Value? where Value.RawValue: RouteParameter {
        guard self[name] != nil else { return nil }
        do { return try decode(type, for: name) } catch {
            // A lenient route's value that does not decode is no value.
            if isLenient { return nil }
            throw error
        }
    }

    /// Stores a value under a name through its ``RouteParameter`` conformance.
    public mutating func encode<Value: RouteParameter & RawRepresentable>(
        _ value: Value, for name: String
    ) where Value.RawValue: RouteParameter {
        self[name] = value.routeValue
    }

    /// Stores a value through its ``RouteParameter`` conformance when it is not nil.
    public mutating func encodeIfPresent<Value: RouteParameter & RawRepresentable>(
        _ value: Value?, for name: String
    ) where Value.RawValue: RouteParameter {
        if let value { encode(value, for: name) }
    }

    // MARK: - Text and samples for generated code

    /// The URL form of a parameter value, before percent-encoding: its ``RouteParameter/routeValue``.
    ///
    /// The `@Route` macro's generated `pathRepresentation` calls this, so that raw-value types
    /// without a `RouteParameter` conformance work too; other code reads `value.routeValue`.
    @inlinable
    public static func routeValue(of value: some RouteParameter) -> String { value.routeValue }

    /// The URL form of a raw-value type's value: its raw value's URL form.
    @inlinable
    public static func routeValue<Value: RawRepresentable>(
        of value: Value
    ) -> String where Value.RawValue: RouteParameter {
        value.rawValue.routeValue
    }

    /// The URL form of a value that is both a ``RouteParameter`` and a raw-value type: its
    /// ``RouteParameter/routeValue``.
    @inlinable
    public static func routeValue<Value: RouteParameter & RawRepresentable>(
        of value: Value
    ) -> String where Value.RawValue: RouteParameter {
        value.routeValue
    }

    /// A type's sample value: its ``RouteParameter/sampleParameter``.
    ///
    /// The `@Route` macro's generated ``Route/sample`` calls this, so that raw-value types
    /// without a `RouteParameter` conformance have samples too.
    @inlinable
    public static func sampleValue<Value: RouteParameter>(of type: Value.Type) -> Value? {
        Value.sampleParameter
    }

    /// A raw-value type's sample: the value made from its raw value type's sample.
    @inlinable
    public static func sampleValue<Value: RawRepresentable>(
        of type: Value.Type
    ) -> Value? where Value.RawValue: RouteParameter {
        Value.RawValue.sampleParameter.flatMap(Value.init(rawValue:))
    }

    /// A raw-value enum's sample: its first case.
    @inlinable
    public static func sampleValue<Value: RawRepresentable & CaseIterable>(
        of type: Value.Type
    ) -> Value? where Value.RawValue: RouteParameter {
        Value.allCases.first
    }

    /// The sample of a type that is both a ``RouteParameter`` and a raw-value type: its
    /// ``RouteParameter/sampleParameter``.
    @inlinable
    public static func sampleValue<Value: RouteParameter & RawRepresentable>(
        of type: Value.Type
    ) -> Value? where Value.RawValue: RouteParameter {
        Value.sampleParameter
    }

    /// The sample of a `CaseIterable` type that is both a ``RouteParameter`` and a raw-value
    /// type: its ``RouteParameter/sampleParameter``.
    @inlinable
    public static func sampleValue<Value: RouteParameter & RawRepresentable & CaseIterable>(
        of type: Value.Type
    ) -> Value? where Value.RawValue: RouteParameter {
        Value.sampleParameter
    }

    /// Reads a raw-value type from its raw value's URL form.
    @usableFromInline
    static func rawValueType<Value: RawRepresentable>(
        _ type: Value.Type, from text: String
    ) -> Value? where Value.RawValue: RouteParameter {
        Value.RawValue(routeValue: text).flatMap(Value.init(rawValue:))
    }
}
