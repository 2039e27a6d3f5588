/// The value handed to `finish(returning:)`, as a ``NavigationCallForm/finish(value:)`` call carries
/// it (the journal records its type's name).
///
/// Two finished values are equal when they are of the same `Equatable` type and equal, so a test
/// writes the value it expects:
///
/// ```swift
/// #expect(navigator.calls == [.finish(FinishedValue(NoteColor.blue))])
/// ```
///
/// `RecordingNavigator`'s `finishedValue(as:)` reads it back typed.
public struct FinishedValue: Sendable, Equatable, CustomStringConvertible {
    /// The value as it was handed over.
    public let value: any Sendable

    /// The name of the value's type, as the navigator records a `finish(returning:)` call:
    /// `Int`, `NoteColor`.
    public let typeName: String

    /// Wraps a value handed to `finish(returning:)`.
    public init<Value: Sendable>(_ value: Value) {
        self.value = value
        typeName = String(describing: Value.self)
    }

    /// The value's own description.
    public var description: String { String(describing: value) }

    public static func == (lhs: FinishedValue, rhs: FinishedValue) -> Bool {
        guard let left = lhs.value as? any Equatable else { return false }
        return left.isEqual(toValue: rhs.value)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toValue other: any Sendable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
