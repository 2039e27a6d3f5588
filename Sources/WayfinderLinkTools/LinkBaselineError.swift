import Wayfinder

/// Why a file is not a ``Wayfinder/LinkBaseline`` this library reads.
///
/// ```swift
/// do {
///     _ = try LinkBaseline(decoding: Data("{}".utf8))
/// } catch {
///     print(error)  // not a link baseline: its format is missing, expected "wayfinder.link-baseline"
/// }
/// ```
public enum LinkBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a JSON object.
    case notJSON(reason: String)
    /// The JSON's `format` is not `LinkBaseline.formatName` (nil when it has none).
    case notABaseline(format: String?)
    /// The `version` is missing (nil) or newer than the newest this library reads.
    case unsupportedVersion(Int?, newest: Int)
    /// A field is missing or has the wrong type.
    case malformed(reason: String)
    /// A pattern or alias in the file is not a valid route pattern.
    case invalidPattern(String, reason: String)

    /// What was wrong, in a sentence.
    public var description: String {
        switch self {
        case .notJSON(let reason):
            "not a link baseline: the file is not a JSON object (\(reason))"
        case .notABaseline(let format?):
            "not a link baseline: its format is \"\(format)\", expected \"\(LinkBaseline.formatName)\""
        case .notABaseline(nil):
            "not a link baseline: its format is missing, expected \"\(LinkBaseline.formatName)\""
        case .unsupportedVersion(let version?, let newest):
            "link baseline version \(version) is not supported: this version of Wayfinder reads 1 to \(newest)"
        case .unsupportedVersion(nil, _):
            "not a link baseline: its version is missing"
        case .malformed(let reason):
            "malformed link baseline: \(reason)"
        case .invalidPattern(let pattern, let reason):
            "malformed link baseline: \"\(pattern)\" is not a route pattern: \(reason)"
        }
    }
}
