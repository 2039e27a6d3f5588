import Wayfinder
import WayfinderCore

// Text from a fuzz input reaches events, log lines, failure messages and exported tests. None of
// it may carry a scalar that misleads whoever reads it, and every event field stays within its
// bound (Docs/Decisions/outside-text.md, invisible-characters.md).

/// Whether a scalar must never be shown raw: a C0 control, DEL, a C1 control, a line or
/// paragraph separator, a bidi control, an invisible format character, a Hangul filler or a tag
/// character. Written here from the decision, independently of `DisplayText`.
func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x115F, 0x1160, 0x200B, 0x200E, 0x200F, 0x2028, 0x2029,
        0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0x3164, 0xFEFF, 0xFFA0, 0xE0000...0xE007F:
        true
    default: false
    }
}

/// Checks that `text` (a log line, a failure message, an exported test) shows nothing raw that
/// ``mustBeEscaped(_:)``, but line breaks where `lines` allows them.
func checkShownSafely(
    _ text: String, _ what: @autoclosure () -> String, lines: Bool = false, file: StaticString = #fileID,
    line: UInt = #line
) {
    let raw = text.unicodeScalars.first { mustBeEscaped($0) && !(lines && $0 == "\n") }
    guard let raw else { return }
    fuzzCheck(
        false,
        "\(what()) shows U+\(String(raw.value, radix: 16, uppercase: true)) raw: \(text.debugDescription)",
        file: file, line: line)
}

/// Checks every text field of an event: escaped, and within its bound (the `…` of a cut field
/// comes on top), and its log line escaped.
func checkShownSafely(_ event: NavigationEvent, file: StaticString = #fileID, line: UInt = #line) {
    let limit = NavigationEvent.maximumFieldLength
    var fields =
        event.routes.map { ("a route", $0, limit) } + event.tabs.map { ("a tab", $0.rawValue, limit) }
    if let url = event.url { fields.append(("the url", url, NavigationEvent.maximumURLLength)) }
    if let reason = event.reason { fields.append(("the reason", reason, limit)) }
    if let action = event.alertAction { fields.append(("the alert action", action.rawValue, limit)) }
    for (name, text, bound) in fields {
        checkShownSafely(text, "\(name) of a \(event.kind) event", file: file, line: line)
        fuzzCheck(
            text.unicodeScalars.count <= bound + 1,
            "\(name) of a \(event.kind) event is \(text.unicodeScalars.count) scalars long; the bound is \(bound)",
            file: file, line: line)
    }
    checkShownSafely(event.logLine, "the log line of a \(event.kind) event", file: file, line: line)
}

/// Collects a navigator's events for the checks above.
@MainActor
final class EventCollector: NavigationObserver {
    /// The events since the last ``take()``.
    private var events: [NavigationEvent] = []

    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {
        events.append(event)
    }

    /// The events collected so far, forgotten here.
    func take() -> [NavigationEvent] {
        defer { events = [] }
        return events
    }
}
