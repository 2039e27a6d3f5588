extension NavigationState {
    /// The canonical one-text form of the state that tests, the demo, the trace and the debug
    /// server all print.
    ///
    /// ```
    /// tabs: home* profile
    /// home: home > post/42
    ///   sheet: settings > settings/notifications
    ///     alert: signout
    /// profile: profile/me
    /// ```
    ///
    /// A single stack prints as `stack: login`. `*` marks the selected tab; each entry is its
    /// route's ``Route/pathRepresentation``; a modal is indented under the stack that presents
    /// it, prefixed `sheet:` or `cover:`; an alert is `alert:` under its stack, before any modal.
    public var outline: String {
        var lines: [String] = []
        switch root {
        case .stack(let stack):
            Self.appendOutline(of: stack, label: "stack", indent: "", to: &lines)
        case .tabs(let bar):
            lines.append(
                "tabs: "
                    + bar.tabs.map { $0.id == bar.selection ? "\($0.id)*" : $0.id.rawValue }
                    .joined(separator: " "))
            for tab in bar.tabs {
                Self.appendOutline(of: tab.stack, label: tab.id.rawValue, indent: "", to: &lines)
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func appendOutline(
        of stack: Stack, label: String, indent: String, to lines: inout [String]
    ) {
        lines.append(indent + label + ": " + stack.entries.map(\.description).joined(separator: " > "))
        let inner = indent + "  "
        if let alert = stack.alert {
            lines.append(inner + "alert: " + alert.description)
        }
        if let modal = stack.presented {
            appendOutline(of: modal.stack, label: modal.style.outlineKeyword, indent: inner, to: &lines)
        }
    }
}
