public import Foundation
public import Wayfinder

// MARK: - A manifest read from a file

extension RouteManifest {
    /// Decodes a manifest from JSON and validates it (``validate()``), so that no file generated
    /// from it can carry a crafted pattern, host or query item name.
    ///
    /// - Throws: `DecodingError` when the data is not a manifest, ``RouteManifestError`` naming
    ///   the route and value when a pattern, host or query item name is not valid.
    public init(decoding data: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: data)
        try validate()
    }
}
