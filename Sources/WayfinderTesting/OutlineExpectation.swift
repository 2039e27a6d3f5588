public import Testing
public import Wayfinder

/// Compares a navigator's outline with the expected text and, on a mismatch, records a test
/// issue that shows both line by line with the differing lines marked.
///
/// ```swift
/// expectOutline(navigator, """
///     stack: home > post/42
///       sheet: settings
///     """)
/// ```
///
/// - Parameters:
///   - navigator: The navigator whose ``Wayfinder/Navigator/outline`` is checked.
///   - expected: The expected outline (see `NavigationState.outline`).
///   - sourceLocation: Where the issue is reported; the caller's line by default.
/// - Returns: Whether the outlines are equal.
@MainActor
@discardableResult
public func expectOutline(
    _ navigator: Navigator, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    guard let diff = outlineDifference(actual: navigator.outline, expected: expected) else { return true }
    Issue.record(Comment(rawValue: diff), sourceLocation: sourceLocation)
    return false
}

/// A readable comparison of two outlines, or nil when they are equal.
///
/// Lines are compared in order; each is prefixed with two spaces when equal, `-` for the
/// expected line and `+` for the actual line where they differ:
///
/// ```
/// The outline differs (- expected, + actual):
///   stack: home > post/42
/// -   sheet: settings
/// +   sheet: settings > settings/notifications
/// ```
public func outlineDifference(actual: String, expected: String) -> String? {
    guard actual != expected else { return nil }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines = ["The outline differs (- expected, + actual):"]
    for index in 0..<max(actualLines.count, expectedLines.count) {
        let expectedLine = index < expectedLines.count ? expectedLines[index] : nil
        let actualLine = index < actualLines.count ? actualLines[index] : nil
        if expectedLine == actualLine, let line = actualLine {
            lines.append("  " + line)
            continue
        }
        if let expectedLine { lines.append("- " + expectedLine) }
        if let actualLine { lines.append("+ " + actualLine) }
    }
    return lines.joined(separator: "\n")
}
