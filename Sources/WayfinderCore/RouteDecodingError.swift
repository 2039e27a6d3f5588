/// Why a route could not be created from URL parameters.
public enum RouteDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required placeholder or query value is absent.
    case missingParameter(String)
    /// A value is present but is not a valid value of the property's type.
    case invalidValue(parameter: String, value: String, expectedType: String)
    /// The route has no URL pattern (it is in-app only), so it cannot be created from a URL.
    case notAddressable(route: String)
    /// More items than a property takes: a `@RemainingQueryItems` property receives at most
    /// ``RouteParameters/maximumRemainingItems`` undeclared query items.
    case tooManyItems(parameter: String, count: Int, limit: Int)

    public var description: String {
        switch self {
        case .missingParameter(let name):
            "the required parameter '\(name)' is missing"
        case .invalidValue(let name, let value, let type):
            "the parameter '\(name)' has the value \"\(RouteDecodingError.abbreviated(value))\", which is not a valid \(type)"
        case .notAddressable(let route):
            "\(route) is an in-app-only route and cannot be created from a URL"
        case .tooManyItems(let name, let count, let limit):
            "the parameter '\(name)' takes at most \(limit) query items, but the link has \(count)"
        }
    }

    /// Values in messages are cut, so a 100 KB link does not flood a log, and shown escaped
    /// (``DisplayText``), so a control character in a link never reaches a log or a terminal.
    package static func abbreviated(_ value: String, limit: Int = 64) -> String {
        DisplayText.abbreviated(value, limit: limit)
    }
}
