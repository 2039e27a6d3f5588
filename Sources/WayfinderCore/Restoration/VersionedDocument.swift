package import Foundation

/// What the untrusted JSON documents of Wayfinder share (saved state, the navigation journal): a
/// `format` name and a `version` read before anything else, and a CRC-32 checksum of the content.
package enum VersionedDocument {
    /// Why a document's header was refused.
    package enum HeaderProblem: Equatable {
        /// Not a JSON object, another format or none, or no version; the reason says which.
        case malformed(String)
        /// A version this build does not read.
        case unsupportedVersion(Int)
    }

    /// Reads a document's `format` and `version`; nil when the document is `format` at a version
    /// from 1 to `newestVersion`.
    package static func problem(
        withHeaderOf data: Data, format: String, newestVersion: Int
    ) -> HeaderProblem? {
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            return .malformed("not a JSON object")
        }
        guard header.format == format else { return .malformed("the format is not \(format)") }
        guard let version = header.version else { return .malformed("the version is missing") }
        guard version >= 1, version <= newestVersion else { return .unsupportedVersion(version) }
        return nil
    }

    /// The JSON encoder of every document: keys sorted, slashes as they are.
    package static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The CRC-32 of `bytes`, as eight hexadecimal digits.
    package static func checksum(of bytes: Data) -> String {
        let hex = String(CRC32.checksum(bytes), radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
