public import Wayfinder
import WayfinderCore

extension RouteManifest {
    /// Checks every value that generated files copy from the manifest: each route's pattern and
    /// aliases are valid route patterns, its host is a host name, and its query item names carry
    /// no character that would need escaping.
    ///
    /// ``init(decoding:)`` calls it, and so does every generator of universal-link files
    /// (``AppSiteAssociation/init(manifest:appIDs:host:)``,
    /// ``AssetLinks/intentFilterLines(for:host:)``): a manifest read from a file cannot put its
    /// own JSON or XML into them.
    ///
    /// ```swift
    /// try navigator.registry.manifest.validate()  // a registry's own manifest always passes
    /// ```
    ///
    /// - Throws: ``RouteManifestError`` naming the first route and value that is wrong.
    public func validate() throws(RouteManifestError) {
        for route in routes {
            for pattern in (route.pattern.map { [$0] } ?? []) + route.aliases {
                if let problem = RoutePattern.problems(in: pattern).first {
                    throw .invalidPattern(type: route.type, pattern: pattern, reason: problem.description)
                }
            }
            let rules = route.linkRules
            if let host = rules.host, !Self.isHostName(host) {
                throw .invalidHost(type: route.type, host: host)
            }
            let names =
                rules.requiredQueryItems.sorted() + rules.forbiddenQueryItems.sorted()
                + (rules.nestedLinkParameter.map { [$0] } ?? [])
            for name in names where !Self.isQueryItemName(name) {
                throw .invalidQueryItemName(type: route.type, name: name)
            }
        }
    }

    private static func isHostName(_ host: String) -> Bool {
        !host.isEmpty && host.count <= 253
            && host.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                        || ("0"..."9").contains(scalar)
                        || scalar == "-" || scalar == ".")
            }
    }

    private static func isQueryItemName(_ name: String) -> Bool {
        let allowed = Set("-._~!$'()*+,;:@".unicodeScalars)
        return !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                        || ("0"..."9").contains(scalar)
                        || allowed.contains(scalar))
            }
    }
}
