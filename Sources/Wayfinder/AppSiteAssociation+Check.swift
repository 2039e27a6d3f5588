public import WayfinderCore

extension AppSiteAssociation {
    /// A disagreement between an association file and the app's routes.
    public enum Finding: Hashable, Sendable, CustomStringConvertible {
        /// The file sends links like `examplePath` to the app, but no route opens them.
        case pathOpensNoRoute(component: Component, examplePath: String)
        /// The route opens `examplePath`, but the file never sends it to the app: no component
        /// matches it, or `excludedBy` matches first.
        case routeNotReceived(type: String, pattern: String, examplePath: String, excludedBy: Component?)

        /// One line naming the component or route and what goes wrong.
        public var description: String {
            switch self {
            case .pathOpensNoRoute(let component, let examplePath):
                let comment = component.comment.map { " (\($0))" } ?? ""
                return
                    "the file sends \(component.path ?? "*")\(comment) to the app, but no route opens \(examplePath)"
            case .routeNotReceived(let type, let pattern, let examplePath, let excludedBy):
                let why =
                    excludedBy.map { "the exclusion \($0.path ?? "*") matches it first" }
                    ?? "no component matches it"
                return "\(type) (\(pattern)) opens \(examplePath), but the file never sends it: \(why)"
            }
        }
    }

    /// Compares the file with the routes of a manifest, both ways.
    ///
    /// - The file's side: for every component that is not an exclusion, an example path (each
    ///   `*` a sample segment, `1`, `x`, `true` or a UUID, each `?` one character) goes through
    ///   `LinkPolicy(hosts: [host])` and the manifest's externally reachable patterns, chained as
    ///   the matcher chains them. A component none of whose example paths opens is a
    ///   ``Finding/pathOpensNoRoute(component:examplePath:)``.
    /// - The app's side: for every externally reachable route (and alias), its example path (each
    ///   placeholder a sample of its type) is matched against each detail's components, first
    ///   match wins. A route that no detail receives is a
    ///   ``Finding/routeNotReceived(type:pattern:examplePath:excludedBy:)``.
    ///
    /// - Parameters:
    ///   - manifest: The app's routes.
    ///   - host: The domain the file is served on.
    /// - Returns: The findings, the file's side first, each side in file or manifest order.
    public func findings(
        against manifest: RouteManifest, host: String = "example.com"
    ) -> [Finding] {
        let opener = ManifestPathOpener(manifest: manifest)
        return findings(against: manifest, host: host) { opener.opens($0.segments) }
    }

    /// Compares the file with the routes of a manifest, both ways, the file's example paths
    /// resolved by the app's own matcher.
    ///
    /// The same comparison as ``findings(against:host:)``, except that a path opens when
    /// `matcher.routes(for:)` resolves it.
    public func findings(
        against manifest: RouteManifest, matcher: RouteMatcher, host: String = "example.com"
    ) -> [Finding] {
        findings(against: manifest, host: host) { link in
            (try? matcher.routes(for: link)) != nil
        }
    }

    private func findings(
        against manifest: RouteManifest, host: String, opens: (LinkPath) -> Bool
    ) -> [Finding] {
        let policy = LinkPolicy(hosts: [host])
        var found: [Finding] = []
        for detail in details {
            for component in detail.components where !component.exclude {
                let examples = Self.examplePaths(ofGlob: component.path ?? "/*")
                let opened = examples.contains { path in
                    (try? policy.linkPath(of: "https://\(host)\(path)")).map(opens) ?? false
                }
                if !opened {
                    found.append(.pathOpensNoRoute(component: component, examplePath: examples[0]))
                }
            }
        }
        for entry in manifest.routes where entry.externallyReachable {
            guard let pattern = entry.pattern else { continue }
            for pattern in [pattern] + entry.aliases {
                let path = Self.examplePath(ofPattern: pattern, parameters: entry.parameters)
                let firsts = details.map { $0.firstComponent(matching: path) }
                if firsts.contains(where: { $0 != nil && $0?.exclude == false }) { continue }
                let exclusion = firsts.compactMap { $0 }.first
                found.append(
                    .routeNotReceived(
                        type: entry.type, pattern: pattern, examplePath: path, excludedBy: exclusion))
            }
        }
        return found
    }

    /// The sample segments a `*` stands for, tried in order.
    static let sampleSegments = ["1", "x", "true", "00000000-0000-0000-0000-000000000001"]

    /// The example paths of a component's path glob: every `*` the same sample segment, every
    /// `?` one character (`1` with the numeric sample, `x` otherwise).
    static func examplePaths(ofGlob glob: String) -> [String] {
        sampleSegments.map { sample in
            var path = ""
            for character in glob {
                switch character {
                case "*": path += sample
                case "?": path += sample == "1" ? "1" : "x"
                default: path.append(character)
                }
            }
            return path
        }
    }

    /// The example path of a route pattern: `/` and the pattern, each placeholder a sample of its
    /// type from the manifest (`1` for numbers, `true`, a UUID, `x` for the rest).
    ///
    /// ```swift
    /// AppSiteAssociation.examplePath(ofPattern: "post/:id", parameters: [.init(name: "id", type: "Int")])  // "/post/1"
    /// ```
    public static func examplePath(ofPattern pattern: String, parameters: [RouteManifest.Parameter]) -> String
    {
        "/"
            + pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                guard segment.first == ":" else { return String(segment) }
                let type = parameters.first { $0.name == segment.dropFirst() }?.type
                return ManifestPathOpener.sample(ofType: type)
            }
            .joined(separator: "/")
    }
}

/// Whether a manifest's externally reachable patterns (and aliases) open a path, one route or a
/// chain of them, each placeholder checked against the parameter's type as far as it is known.
struct ManifestPathOpener {
    private struct Pattern {
        var segments: [Substring]
        var types: [Substring: String]
    }
    private let patterns: [Pattern]

    init(manifest: RouteManifest) {
        patterns = manifest.routes.filter(\.externallyReachable).flatMap { entry -> [Pattern] in
            guard let pattern = entry.pattern else { return [] }
            let types = Dictionary(
                entry.parameters.map { (Substring($0.name), $0.type) },
                uniquingKeysWith: { first, _ in first })
            return ([pattern] + entry.aliases).map {
                Pattern(segments: $0.split(separator: "/", omittingEmptySubsequences: false), types: types)
            }
        }
    }

    /// A sample segment of a parameter type.
    static func sample(ofType type: String?) -> String {
        switch type {
        case "Int", "Double": "1"
        case "Bool": "true"
        case "UUID": AppSiteAssociation.sampleSegments[3]
        default: "x"
        }
    }

    /// Whether the segments split into routes, start to end.
    func opens(_ segments: [String]) -> Bool {
        guard !segments.isEmpty else { return false }
        var reachable = [Bool](repeating: false, count: segments.count + 1)
        reachable[segments.count] = true
        for start in stride(from: segments.count - 1, through: 0, by: -1) {
            reachable[start] = patterns.contains { pattern in
                let end = start + pattern.segments.count
                guard end <= segments.count, reachable[end] else { return false }
                return zip(pattern.segments, segments[start..<end]).allSatisfy { part, segment in
                    guard part.first == ":" else { return part == segment }
                    return Self.accepts(segment, type: pattern.types[part.dropFirst()])
                }
            }
        }
        return reachable[0]
    }

    private static func accepts(_ segment: String, type: String?) -> Bool {
        switch type {
        case "Int": Int(segment) != nil
        case "Double": Double(segment) != nil
        case "Bool": segment == "true" || segment == "false"
        case "UUID": segment.count == 36 && segment.split(separator: "-").count == 5
        default: true
        }
    }
}
