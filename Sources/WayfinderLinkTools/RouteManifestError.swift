import Wayfinder

/// Why a ``Wayfinder/RouteManifest`` was refused before any file was generated from it.
///
/// A manifest read from a file is untrusted: a crafted pattern or host could carry text that
/// the universal-link files or the Android intent-filter lines would copy verbatim. Each case
/// names the route and the value that was wrong.
///
/// ```swift
/// let manifest = RouteManifest(routes: [
///     .init(type: "EvilRoute", identifier: "x", pattern: #"x"/><data a="b"#, externallyReachable: true, module: "M")
/// ])
/// do {
///     try manifest.validate()
/// } catch {
///     print(error)  // EvilRoute: the pattern "x"/><data a="b" is not a route pattern: …
/// }
/// ```
public enum RouteManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A route's pattern or alias is not a valid route pattern.
    case invalidPattern(type: String, pattern: String, reason: String)
    /// A route's host is not a host name (letters, digits, `-` and `.`).
    case invalidHost(type: String, host: String)
    /// A route's required or forbidden query item name, or its nested-link parameter, holds a
    /// character outside the unreserved URL characters and `!$'()*+,;:@`.
    case invalidQueryItemName(type: String, name: String)

    /// One sentence naming the route and what was wrong.
    public var description: String {
        switch self {
        case .invalidPattern(let type, let pattern, let reason):
            "\(type): the pattern \"\(pattern)\" is not a route pattern: \(reason)"
        case .invalidHost(let type, let host):
            "\(type): \"\(host)\" is not a host name (letters, digits, '-' and '.')"
        case .invalidQueryItemName(let type, let name):
            "\(type): \"\(name)\" is not a query item name a link can carry unescaped"
        }
    }
}
