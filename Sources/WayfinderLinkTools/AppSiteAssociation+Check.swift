import Foundation
public import Wayfinder
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

    /// Compares the file with the routes of a manifest, both ways, reading the components as
    /// the system does: in order, the first match deciding.
    ///
    /// - The file's side: for every component that is not an exclusion, example paths (each
    ///   `?*` or `*` a sample segment, `1`, `x`, `true` or a UUID, each other `?` one character)
    ///   that the component is the first to match go through `LinkPolicy(hosts: [host])` and the
    ///   manifest's routes, one route or a chain of them. A component none of whose paths opens
    ///   is a ``Finding/pathOpensNoRoute(component:examplePath:)``.
    /// - Probes: every route (and alias) of the host is tried with sample links: its example
    ///   path (each placeholder a sample of its type, with its required query items, and once
    ///   more with an item it refuses), the same path with each placeholder replaced by a literal
    ///   another pattern has after the same segments, the path one segment deeper, and
    ///   `/.well-known/apple-app-site-association`. Whether each opens from outside as one route
    ///   comes from the manifest's routes, by the matcher's precedence and the paths' shapes (a
    ///   file cannot say that a segment is a number, so `/post/abc` counts as `post/:id`'s; and it
    ///   claims no chain of routes, so a path only a chain opens counts as opening nothing). A
    ///   link the
    ///   file sends that no route
    ///   opens is a ``Finding/pathOpensNoRoute(component:examplePath:)``; one a route opens that
    ///   the file never sends (no component matches, or an exclusion matches first) is a
    ///   ``Finding/routeNotReceived(type:pattern:examplePath:excludedBy:)``.
    ///
    /// - Parameters:
    ///   - manifest: The app's routes.
    ///   - host: The domain the file is served on; routes bound to another host are left out.
    /// - Returns: The findings, the file's side first, each once.
    public func findings(
        against manifest: RouteManifest, host: String = "example.com"
    ) -> [Finding] {
        let typed = ManifestPathOpener(manifest: manifest, host: host)
        var shaped = typed
        shaped.checksTypes = false
        return findings(against: manifest, host: host) { probe, _, chains in
            // The file's examples open as the app opens them; a probe by its shape only.
            (chains ? typed : shaped).opener(of: probe.segments, queryItems: probe.queryItems, chains: chains)
                .map {
                    ($0.entry.type, $0.string)
                }
        }
    }

    /// Compares the file with the routes of a manifest, both ways, each example link resolved
    /// by the app's own matcher.
    ///
    /// The same comparison as ``findings(against:host:)``, except that a link opens when
    /// `matcher.matches(for:)` resolves it to routes that outside links may open, through
    /// patterns and aliases they may use (one route for the probes, as there).
    public func findings(
        against manifest: RouteManifest, matcher: RouteMatcher, host: String = "example.com"
    ) -> [Finding] {
        findings(against: manifest, host: host) { _, link, chains in
            let matches: [RouteMatch]
            do throws(RouteURLError) {
                matches = try matcher.matches(for: link)
            } catch {
                // A probe whose value does not decode has a route's shape, which is all the file
                // can say.
                guard !chains, case .decodingFailed(let route, _) = error,
                    let entry = manifest.route(ofType: route), entry.externallyReachable
                else { return nil }
                return (entry.type, entry.pattern ?? entry.type)
            }
            // Outside links open a route only through its own pattern or an alias they may use.
            guard let first = matches.first?.route, chains || matches.count == 1,
                matches.allSatisfy({
                    type(of: $0.route).isExternallyReachable && $0.alias?.isExternallyReachable != false
                })
            else { return nil }
            let routeType = type(of: first)
            return (routeType.routeTypeName, routeType.routePattern?.string ?? routeType.routeTypeName)
        }
    }

    private func findings(
        against manifest: RouteManifest, host: String,
        opener: (LinkProbe, LinkPath, Bool) -> (type: String, pattern: String)?
    ) -> [Finding] {
        let policy = LinkPolicy(hosts: [host])
        func opens(_ probe: LinkProbe, chains: Bool = false) -> (type: String, pattern: String)? {
            guard let link = try? policy.linkPath(of: "https://\(host)\(probe.text)") else { return nil }
            return opener(probe, link, chains)
        }
        var found: [Finding] = []
        func add(_ finding: Finding) {
            if !found.contains(finding) { found.append(finding) }
        }
        for detail in details {
            for component in detail.components where !component.exclude {
                let examples = Self.examplePaths(ofGlob: component.path ?? "/*")
                    .map { LinkProbe(path: $0, queryItems: Self.sampleItems(of: component)) }
                let own = examples.filter { firstComponent(for: $0) == component }
                guard let first = own.first else { continue }
                if !own.contains(where: { opens($0, chains: true) != nil }) {
                    add(.pathOpensNoRoute(component: component, examplePath: first.text))
                }
            }
        }
        for probe in Self.probes(of: manifest, host: host) {
            let decision = firstComponent(for: probe)
            let sent = decision.map { !$0.exclude } ?? false
            let opened = opens(probe)
            if let opened, !sent {
                add(
                    .routeNotReceived(
                        type: opened.type, pattern: opened.pattern, examplePath: probe.text,
                        excludedBy: decision))
            } else if opened == nil, sent, let decision {
                add(.pathOpensNoRoute(component: decision, examplePath: probe.text))
            }
        }
        return found
    }

    /// The component that decides a link: the first that matches it, in the first detail that
    /// has one.
    private func firstComponent(for probe: LinkProbe) -> Component? {
        for detail in details {
            if let component = detail.components.first(where: {
                $0.matches(path: probe.path, queryItems: probe.tupleItems)
            }) {
                return component
            }
        }
        return nil
    }

    /// The query items a component's example links carry: one per name its `?` dictionary asks
    /// for.
    private static func sampleItems(of component: Component) -> [LinkProbe.Item] {
        (component.queryItems ?? [:]).keys.sorted().map { LinkProbe.Item(name: $0, value: "1") }
    }

    /// The sample links the check tries for the routes a host's file speaks for.
    static func probes(of manifest: RouteManifest, host: String?) -> [LinkProbe] {
        let host = host?.lowercased()
        var patterns: [(segments: [RoutePattern.Segment], entry: RouteManifest.Entry)] = []
        for entry in manifest.routes {
            guard let pattern = entry.pattern, !entry.linkRules.opensAnyWebLink,
                entry.linkRules.host == nil || entry.linkRules.host == host
            else { continue }
            for string in [pattern] + entry.aliases {
                if let parsed = try? RoutePattern(string) { patterns.append((parsed.segments, entry)) }
            }
        }
        // The literals a pattern holds after each prefix (placeholders as `:`): the literals a
        // placeholder after the same prefix stands beside.
        func prefix(_ segments: ArraySlice<RoutePattern.Segment>) -> String {
            segments.map { segment in
                if case .literal(let text) = segment { return text }
                return ":"
            }
            .joined(separator: "/")
        }
        var literals: [String: Set<String>] = [:]
        for pattern in patterns {
            for (index, segment) in pattern.segments.enumerated() {
                if case .literal(let text) = segment {
                    literals[prefix(pattern.segments[..<index]), default: []].insert(text)
                }
            }
        }
        var probes: [LinkProbe] = [LinkProbe(path: "/.well-known/apple-app-site-association")]
        func add(_ probe: LinkProbe) {
            if !probes.contains(probe) { probes.append(probe) }
        }
        for (segments, entry) in patterns {
            let rules = entry.linkRules
            let required = rules.requiredQueryItems.sorted().map { LinkProbe.Item(name: $0, value: "1") }
            var samples = segments.map { segment -> String in
                switch segment {
                case .literal(let text): text
                case .placeholder(let name):
                    ManifestPathOpener.sample(ofType: entry.parameters.first { $0.name == name }?.type)
                case .tail: "x"
                }
            }
            let path = "/" + samples.joined(separator: "/")
            add(LinkProbe(path: path, queryItems: required))
            for forbidden in rules.forbiddenQueryItems.sorted() {
                add(LinkProbe(path: path, queryItems: required + [.init(name: forbidden, value: "1")]))
            }
            add(LinkProbe(path: path + "/x", queryItems: required))
            if case .tail = segments.last { add(LinkProbe(path: path + "/x", queryItems: required)) }
            if rules.matchesCaseInsensitively {
                add(LinkProbe(path: path.uppercased(), queryItems: required))
            }
            for (index, segment) in segments.enumerated() {
                guard case .placeholder = segment else { continue }
                let original = samples[index]
                for literal in (literals[prefix(segments[..<index])] ?? []).sorted() {
                    samples[index] = literal
                    add(LinkProbe(path: "/" + samples.joined(separator: "/"), queryItems: required))
                }
                samples[index] = original
            }
        }
        return probes
    }

    /// The sample segments a `*` stands for, tried in order.
    static let sampleSegments = ["1", "x", "true", "00000000-0000-0000-0000-000000000001"]

    /// The example paths of a component's path glob: every `*` the same sample segment, every
    /// `?` one character (`1` with the numeric sample, `x` otherwise).
    static func examplePaths(ofGlob glob: String) -> [String] {
        let glob = glob.replacingOccurrences(of: "?*", with: "*")
        return sampleSegments.map { sample in
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
                if segment.first == "*" { return "x" }
                guard segment.first == ":" else { return String(segment) }
                let type = parameters.first { $0.name == segment.dropFirst() }?.type
                return ManifestPathOpener.sample(ofType: type)
            }
            .joined(separator: "/")
    }
}
