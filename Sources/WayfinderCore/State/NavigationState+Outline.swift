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
    /// it, prefixed `sheet:`, `cover:`, `popover:` or `inspector:`; an alert is `alert:` (a
    /// confirmation dialog `dialog:`) under its stack, before any modal.
    ///
    /// A modal drawn other than the default way lists how in brackets: a sheet's detents (the
    /// selected one marked `*`) and sizing, a popover's source. In the compact width a popover
    /// shows as a sheet, and prints so:
    ///
    /// ```
    /// stack: notes
    ///   sheet[medium* large, form]: note/new
    ///
    /// stack: notes > note/3
    ///   popover[from tags-3]: note/3/tags             regular
    ///   sheet[popover, from tags-3]: note/3/tags      compact
    ///
    /// stack: notes > note/3
    ///   dialog: note/3/delete
    /// ```
    ///
    /// A tab identifier or an entry that holds a control character, a line separator, a bidi
    /// control or an invisible character shows it escaped (`\u{1B}`, `\u{202E}`), as a log line
    /// does; other text prints as it is.
    ///
    /// When the user reordered or hid tabs in the sidebar, a `customized:` line follows the
    /// `tabs:` line (`customized: order archive notes; hidden trash`); the `tabs:` line keeps the
    /// app's order.
    ///
    /// A split prints its columns in the regular width, separated by ` | `, an empty column as
    /// `(empty)`; in the compact width it prints as the one stack it collapses into. A single
    /// stack that is a split is labelled `split:`.
    ///
    /// ```
    /// split: mail/inbox | message/42 > attachment/1     regular
    /// split: mail/inbox > message/42 > attachment/1     compact
    /// ```
    public var outline: String {
        var lines: [String] = []
        switch root {
        case .stack(let stack):
            appendOutline(of: stack, label: stack.split == nil ? "stack" : "split", indent: "", to: &lines)
        case .tabs(let bar):
            lines.append(
                "tabs: "
                    + bar.tabs.map {
                        let id = DisplayText.escaped($0.id.rawValue)
                        return $0.id == bar.selection ? id + "*" : id
                    }
                    .joined(separator: " "))
            if !bar.customization.isEmpty {
                lines.append("customized: \(bar.customization)")
            }
            for tab in bar.tabs {
                appendOutline(
                    of: tab.stack, label: DisplayText.escaped(tab.id.rawValue), indent: "", to: &lines)
            }
        }
        return lines.joined(separator: "\n")
    }

    private func appendOutline(
        of stack: Stack, label: String, indent: String, to lines: inout [String]
    ) {
        func list(_ entries: some Collection<RouteEntry>) -> String {
            entries.isEmpty
                ? "(empty)" : entries.map { DisplayText.escaped($0.description) }.joined(separator: " > ")
        }
        if horizontalSizeClass == .regular, let columns = stack.splitColumns {
            lines.append(indent + label + ": " + columns.all.map { list($0) }.joined(separator: " | "))
        } else {
            lines.append(indent + label + ": " + list(stack.entries))
        }
        let inner = indent + "  "
        if let alert = stack.alert {
            let keyword = stack.alertStyle?.outlineKeyword ?? "alert"
            lines.append(inner + keyword + ": " + DisplayText.escaped(alert.description))
        }
        if let modal = stack.presented {
            appendOutline(
                of: modal.stack, label: modal.outlineLabel(in: horizontalSizeClass), indent: inner, to: &lines
            )
        }
    }
}
