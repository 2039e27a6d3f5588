import WayfinderCore

/// What an alert button means, as a value the app handles: `"signOut"`, `"delete"`.
///
/// A button carries its action; when the user presses it the navigator dismisses the alert and
/// hands the action to the handler the feature registered with
/// ``FeatureRegistrationContext/handleAlertActions(of:perform:)``, to a caller awaiting
/// ``Navigator/navigateForResult(to:)`` with `AlertAction` as the route's result, and to
/// every observer as an `alertActionChosen` event.
///
/// ```swift
/// extension AlertAction {
///     static let signOut: AlertAction = "signOut"
/// }
///
/// AlertContent(title: "Sign out?", buttons: [
///     AlertButton("Cancel", role: .cancel),
///     AlertButton("Sign out", role: .destructive, action: .signOut),
/// ])
/// ```
public struct AlertAction: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The action's name.
    public let rawValue: String

    /// Creates an action named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an action named `name`.
    public init(_ name: String) {
        self.rawValue = name
    }

    /// Creates an action from a string literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The action's name.
    public var description: String { rawValue }

    /// Encodes the action as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Decodes an action from its name.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }
}

/// The handler a feature registered for the actions of one alert route.
struct AlertActionHandler {
    /// The alert route's type.
    let routeType: any Route.Type
    /// The module that registered the handler.
    let moduleName: String
    /// Handles an action of a route of `routeType`.
    let handle: @MainActor (AlertAction, any Route, Navigator) -> Void
}
