/// What an alert route shows: a title, a message and buttons. It is plain data: a button names
/// its ``AlertAction``, and the feature handles actions apart from the content.
///
/// Register it as the alert route's screen; UI adapters show it as a system alert:
///
/// ```swift
/// context.register(SignOutRoute.self) { _ in
///     AlertContent(title: "Sign out?", buttons: [
///         AlertButton("Cancel", role: .cancel),
///         AlertButton("Sign out", role: .destructive, action: .signOut),
///     ])
/// }
/// context.handleAlertActions(of: SignOutRoute.self) { action, _, navigator in
///     if action == .signOut { navigator.setRoot(LoginRoute()) }
/// }
/// ```
public struct AlertContent: Hashable, Sendable, Codable {
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

/// One button of an alert: its label, its role, and the action it stands for.
public struct AlertButton: Hashable, Sendable, Codable {
    /// How the button is styled and placed.
    public enum Role: String, Sendable, Hashable, Codable {
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
    /// What pressing the button means, handed to the app after the alert is dismissed; nil for a
    /// button that only dismisses.
    public var action: AlertAction?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - role: How the button is styled and placed.
    ///   - action: What pressing it means; nil when it only dismisses the alert.
    public init(_ title: String, role: Role = .default, action: AlertAction? = nil) {
        self.title = title
        self.role = role
        self.action = action
    }
}
