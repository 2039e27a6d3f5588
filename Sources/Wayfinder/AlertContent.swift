/// What an alert route shows: a title, a message and buttons whose handlers receive the
/// navigator.
///
/// Register it as the alert route's screen; UI adapters show it as a system alert:
///
/// ```swift
/// context.register(SignOutRoute.self) { _ in
///     AlertContent(title: "Sign out?", buttons: [
///         AlertButton("Cancel", role: .cancel),
///         AlertButton("Sign out", role: .destructive) { navigator in navigator.setRoot(LoginRoute()) },
///     ])
/// }
/// ```
public struct AlertContent: Sendable {
    /// The alert's title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// The buttons, in order.
    public var buttons: [AlertButton]

    /// Creates alert content. Without buttons the alert gets a single OK button.
    public init(title: String, message: String? = nil, buttons: [AlertButton] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [AlertButton("OK", role: .cancel)] : buttons
    }
}

/// One button of an alert.
public struct AlertButton: Sendable {
    /// How the button is styled and placed.
    public enum Role: String, Sendable, Hashable {
        /// An ordinary button.
        case `default`
        /// The button that cancels; there is at most one.
        case cancel
        /// A button that destroys something, shown in red.
        case destructive
    }

    /// The label.
    public var title: String
    /// The role.
    public var role: Role
    /// Runs after the alert is dismissed, with the navigator.
    public var action: (@MainActor @Sendable (Navigator) -> Void)?

    /// Creates a button.
    public init(
        _ title: String, role: Role = .default, action: (@MainActor @Sendable (Navigator) -> Void)? = nil
    ) {
        self.title = title
        self.role = role
        self.action = action
    }
}
