package import Foundation

/// A short name for one set of links an app opens: the same for every build whose externally
/// reachable patterns, parameters and aliases are the same, and different once any of them
/// changes.
///
/// A saved navigation state records the fingerprint of the links of the build that saved it
/// (``SavedNavigationState/links``), so a restore can tell a document saved by another release
/// from one saved by this one. It is eight hexadecimal digits of a CRC-32 over the app's link
/// baseline; the baseline file checked into the repository has the same fingerprint, so a
/// fingerprint in a report can be traced to the release whose `Links.json` it names.
///
/// ```swift
/// let report = await navigator.restore(from: data)
/// if report.linksChangedSinceSaved {
///     log("restored a state saved under links \(report.savedLinks?.description ?? "unknown")")
/// }
/// ```
public struct LinkFingerprint: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The eight hexadecimal digits.
    public let rawValue: String

    /// Wraps a fingerprint read back from a document or a report.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The fingerprint of a canonical encoding of a link set.
    package init(digesting canonicalBytes: Data) {
        rawValue = VersionedDocument.checksum(of: canonicalBytes)
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}
