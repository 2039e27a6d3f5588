package import Foundation

/// What the untrusted JSON documents of Wayfinder share (saved state, the navigation journal): a
/// `format` name and a `version` read before anything else, and a CRC-32 checksum of the content.
package enum VersionedDocument {
    /// Checks a document's size, then its `format` and `version`, before anything else is read;
    /// returns the version, from 1 to `newestVersion`.
    package static func version(
        of data: Data, format: String, newestVersion: Int, sizeLimit: Int
    ) throws(NavigationDocumentError) -> Int {
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        guard data.count <= sizeLimit else { throw .tooLarge(size: data.count, limit: sizeLimit) }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw .malformed("not a JSON object")
        }
        guard header.format == format else { throw .malformed("the format is not \(format)") }
        guard let version = header.version else { throw .malformed("the version is missing") }
        guard version >= 1, version <= newestVersion else { throw .unsupportedVersion(version) }
        return version
    }

    /// Decodes a document whose header was checked; one of another shape is malformed, as
    /// `shape` says.
    package static func decode<Document: Decodable>(
        _ type: Document.Type, from data: Data, shape: String
    ) throws(NavigationDocumentError) -> Document {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .malformed(shape)
        }
    }

    /// Encodes a document with ``encoder``.
    package static func encode(_ document: some Encodable) throws(NavigationDocumentError) -> Data {
        do {
            return try encoder.encode(document)
        } catch {
            throw .encodingFailed(String(describing: error))
        }
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
