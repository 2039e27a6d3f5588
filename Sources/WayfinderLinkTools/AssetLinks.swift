public import Foundation
public import Wayfinder
import WayfinderCore

/// A Digital Asset Links statement list (`assetlinks.json`) that lets an Android app handle all
/// links of a domain as verified App Links.
///
/// ```swift
/// let links = try AssetLinks(packageName: "com.example.app", fingerprints: [fingerprint])
/// let file = links.encoded()   // serve at https://example.com/.well-known/assetlinks.json
/// ```
///
/// The file names the app and its signing certificates only. Which paths the app opens is
/// declared in the app's intent filters; ``intentFilterLines(for:host:)`` writes the `<data>`
/// elements for a manifest's routes.
public struct AssetLinks: Hashable, Sendable {
    /// The relation every statement grants.
    public static let relation = "delegate_permission/common.handle_all_urls"

    /// The Android application ID.
    public let packageName: String
    /// SHA-256 fingerprints of the signing certificates, as 32 uppercase hex bytes separated by
    /// colons.
    public let fingerprints: [String]

    /// Why a fingerprint or package name was refused.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// Not 32 hex bytes separated by colons (`14:6D:E9:…`).
        case malformedFingerprint(String)
        /// No fingerprint was given.
        case noFingerprint
        /// The package name is not dot-separated identifiers (`com.example.app`).
        case malformedPackageName(String)

        /// One sentence naming the value.
        public var description: String {
            switch self {
            case .malformedFingerprint(let value):
                "'\(value)' is not a SHA-256 fingerprint: give 32 hex bytes separated by colons, e.g. 14:6D:E9:…:F7"
            case .noFingerprint: "give at least one SHA-256 certificate fingerprint"
            case .malformedPackageName(let value):
                "'\(value)' is not an Android package name such as com.example.app"
            }
        }
    }

    /// Creates the statement for one app.
    ///
    /// - Parameters:
    ///   - packageName: The application ID, such as `com.example.app`.
    ///   - fingerprints: SHA-256 certificate fingerprints, `AB:CD:…` (32 bytes); hex digits in any
    ///     case, written uppercase.
    /// - Throws: ``Problem`` naming the first value that does not fit.
    public init(packageName: String, fingerprints: [String]) throws(Problem) {
        let parts = packageName.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy(Self.isIdentifier) else {
            throw .malformedPackageName(packageName)
        }
        guard !fingerprints.isEmpty else { throw .noFingerprint }
        var checked: [String] = []
        for fingerprint in fingerprints {
            let bytes = fingerprint.split(separator: ":", omittingEmptySubsequences: false)
            guard bytes.count == 32,
                bytes.allSatisfy({
                    $0.utf8.count == 2 && $0.allSatisfy(\.isHexDigit) && $0.allSatisfy(\.isASCII)
                })
            else { throw .malformedFingerprint(fingerprint) }
            checked.append(fingerprint.uppercased())
        }
        self.packageName = packageName
        self.fingerprints = checked
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        guard let first = part.first, first.isASCII, first.isLetter else { return false }
        return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// The file: a JSON array of one statement, pretty-printed with sorted keys and a trailing
    /// newline.
    public func encoded() -> Data {
        struct Target: Encodable {
            var namespace = "android_app"
            var packageName: String
            var fingerprints: [String]

            enum CodingKeys: String, CodingKey {
                case namespace
                case packageName = "package_name"
                case fingerprints = "sha256_cert_fingerprints"
            }
        }
        struct Statement: Encodable {
            var relation = [AssetLinks.relation]
            var target: Target
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let statement = Statement(
            target: Target(packageName: packageName, fingerprints: fingerprints))
        return ((try? encoder.encode([statement])) ?? Data()) + Data("\n".utf8)
    }

    /// The `<data>` elements an intent filter needs to receive the routes of a manifest that
    /// outside links may open on one host, one per pattern and per alias (old links reach the app
    /// through an alias too), sorted.
    ///
    /// The lines follow the rules of the universal-link file: a placeholder takes exactly one
    /// segment, written `[^/]+` in an `android:pathAdvancedPattern` (Android 12 and later); a
    /// catch-all tail takes the rest, `.+`; a pattern of literals only is an `android:path`. A
    /// `.` of a literal segment is escaped as `\\.`, the form Android reads from XML as a
    /// literal dot, and every value is escaped for an XML attribute. Intent filters cannot
    /// exclude a path, require a query item or ignore case: an in-app-only route under a
    /// placeholder, a query condition and a case-insensitive route are the app's to refuse.
    ///
    /// ```swift
    /// try AssetLinks.intentFilterLines(for: manifest)   // [#"<data android:pathAdvancedPattern="/post/[^/]+" />"#, …]
    /// ```
    ///
    /// - Parameters:
    ///   - manifest: The app's routes.
    ///   - host: The host of the intent filter; routes bound to another host are left out, and
    ///     nil keeps the routes bound to no host.
    /// - Throws: ``RouteManifestError`` when the manifest holds a pattern, host or query item
    ///   name that is not valid; no line is written then.
    public static func intentFilterLines(for manifest: RouteManifest, host: String? = nil)
        throws(RouteManifestError)
        -> [String]
    {
        try manifest.validate()
        let host = host?.lowercased()
        let patterns = manifest.routes.filter { route in
            route.externallyReachable && !route.linkRules.opensAnyWebLink
                && (route.linkRules.host == nil || route.linkRules.host == host)
        }
        .flatMap { route in
            (route.pattern.map { [$0] } ?? []) + route.aliases.filter { !route.inAppOnlyAliases.contains($0) }
        }
        let lines = patterns.compactMap { pattern -> String? in
            guard let parsed = try? RoutePattern(pattern) else { return nil }
            var literalOnly = true
            let path =
                "/"
                + parsed.segments.map { segment -> String in
                    switch segment {
                    case .literal(let text):
                        return text.replacingOccurrences(of: ".", with: #"\\."#)
                    case .placeholder:
                        literalOnly = false
                        return "[^/]+"
                    case .tail:
                        literalOnly = false
                        return ".+"
                    }
                }
                .joined(separator: "/")
            let attribute = literalOnly ? "android:path" : "android:pathAdvancedPattern"
            let value = literalOnly ? "/" + pattern : path
            return #"<data \#(attribute)="\#(xmlEscaped(value))" />"#
        }
        return Set(lines).sorted()
    }

    /// Text safe inside a double-quoted XML attribute.
    private static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
