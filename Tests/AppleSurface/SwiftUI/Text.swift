// Text, localized string keys and images.

public import Foundation

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) { fatalError() }

    // https://developer.apple.com/documentation/swiftui/text/init(_:)
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/text (conforms to View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) { fatalError() }

    // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
        // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/init(literalcapacity:interpolationcount:)
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }

        // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
        public mutating func appendLiteral(_ literal: String) { fatalError() }

        // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
        // (a `String`, shown as it is)
        public mutating func appendInterpolation(_ string: String) { fatalError() }

        // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
        // (a number, formatted with its `_FormatSpecifiable` specifier: `"Note \(id)"`)
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { fatalError() }
    }
}

// The constraint of `LocalizedStringKey.StringInterpolation.appendInterpolation(_:)` for numbers:
// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
// (underscored; its requirements as copies of the SDK's .swiftinterface show them)
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

// Int's conformance, which lets `"Note \(id)"` be a `LocalizedStringKey`:
// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
extension Int: _FormatSpecifiable {
    public var _arg: Int64 { fatalError() }
    public var _specifier: String { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {}

// https://developer.apple.com/documentation/swiftui/image (conforms to View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    public var body: Never { fatalError() }
}
