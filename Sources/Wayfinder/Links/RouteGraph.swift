import Foundation

/// Renders a ``RouteManifest`` as a graph: one node per route, an edge from each parent to its
/// child, routes grouped by the tab that owns them.
///
/// The functions are pure, so documentation can be generated in a test or a build step without
/// a running app:
///
/// ```swift
/// let mermaid = RouteGraph.render(navigator.registry.manifest, as: .mermaid)
/// ```
///
/// Node labels are the pattern (or the type name of an in-app-only route) followed by what is
/// notable: the presentation when it is not a push, `guard`, `in-app` for routes outside links
/// cannot open, the transition, and the route's link rules when they are not the standard ones
/// (`requires comment`, `refuses token`, `host clicks.example.com`, `any case`, `lenient`,
/// `fragment`, `whole link`, `nested link url`, `any web link`).
public enum RouteGraph {
    /// An output format.
    public enum Format: String, Sendable, CaseIterable, CustomStringConvertible {
        /// A Mermaid flowchart (`flowchart LR`).
        case mermaid
        /// A Graphviz digraph.
        case dot
        /// `{"nodes": [...], "edges": [...]}`.
        case json

        public var description: String { rawValue }
    }

    /// The graph in a format.
    public static func render(_ manifest: RouteManifest, as format: Format) -> String {
        switch format {
        case .mermaid: mermaid(manifest)
        case .dot: dot(manifest)
        case .json: json(manifest)
        }
    }

    // MARK: - Mermaid

    /// The graph as a Mermaid flowchart; routes owned by a tab sit in a `subgraph` named after it.
    public static func mermaid(_ manifest: RouteManifest) -> String {
        let ids = nodeIDs(manifest)
        var lines = ["flowchart LR"]
        func node(_ route: RouteManifest.Entry) -> String {
            let label = labelLines(route).map(mermaidEscaped).joined(separator: "<br/>")
            return "\(ids[route.type]!)[\"\(label)\"]"
        }
        for group in groups(manifest) {
            if let tab = group.tab {
                lines.append("    subgraph tab_\(identifierSafe(tab))[\"tab \(mermaidEscaped(tab))\"]")
                for route in group.routes { lines.append("        " + node(route)) }
                lines.append("    end")
            } else {
                for route in group.routes { lines.append("    " + node(route)) }
            }
        }
        for edge in edges(manifest, ids: ids) {
            lines.append("    \(edge.from) --> \(edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaidEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "#": result += "#35;"
            default: result.append(character)
            }
        }
        return result
    }

    // MARK: - Graphviz

    /// The graph as a Graphviz `digraph`; routes owned by a tab sit in a `cluster_` subgraph.
    public static func dot(_ manifest: RouteManifest) -> String {
        let ids = nodeIDs(manifest)
        var lines = ["digraph routes {", "    rankdir=LR;", "    node [shape=box, fontname=\"Helvetica\"];"]
        func node(_ route: RouteManifest.Entry) -> String {
            let label = labelLines(route).map(dotEscaped).joined(separator: "\\n")
            let style = route.externallyReachable ? "" : ", style=dashed"
            return "\(ids[route.type]!) [label=\"\(label)\"\(style)];"
        }
        for group in groups(manifest) {
            if let tab = group.tab {
                lines.append("    subgraph cluster_\(identifierSafe(tab)) {")
                lines.append("        label=\"tab \(dotEscaped(tab))\";")
                for route in group.routes { lines.append("        " + node(route)) }
                lines.append("    }")
            } else {
                for route in group.routes { lines.append("    " + node(route)) }
            }
        }
        for edge in edges(manifest, ids: ids) {
            lines.append("    \(edge.from) -> \(edge.to);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dotEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    // MARK: - JSON

    /// One node of the JSON form.
    public struct Node: Hashable, Sendable, Codable {
        /// The node identifier (the route's type name made identifier-safe).
        public var id: String
        /// The route type's name.
        public var type: String
        /// The label lines joined by a newline.
        public var label: String
        /// The owning tab, if any.
        public var tab: String?

        /// Creates a node.
        public init(id: String, type: String, label: String, tab: String?) {
            self.id = id
            self.type = type
            self.label = label
            self.tab = tab
        }
    }

    /// One edge of the JSON form: parent to child.
    public struct Edge: Hashable, Sendable, Codable {
        /// The parent's node identifier.
        public var from: String
        /// The child's node identifier.
        public var to: String

        /// Creates an edge.
        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    /// The JSON form: nodes, edges and the tabs.
    public struct Document: Hashable, Sendable, Codable {
        /// Every route.
        public var nodes: [Node]
        /// Every parent–child link whose ends are both registered.
        public var edges: [Edge]
        /// Every registered tab, with whether it won a slot (a tab that lost its slot shows
        /// `hasSlot: false`).
        public var tabs: [RouteManifest.Tab] = []
    }

    /// The graph as a ``Document``.
    public static func document(_ manifest: RouteManifest) -> Document {
        let ids = nodeIDs(manifest)
        let nodes = manifest.routes.map { route in
            Node(
                id: ids[route.type]!, type: route.type, label: labelLines(route).joined(separator: "\n"),
                tab: route.owningTab)
        }
        return Document(nodes: nodes, edges: edges(manifest, ids: ids), tabs: manifest.tabs)
    }

    /// The graph as pretty-printed JSON with sorted keys.
    public static func json(_ manifest: RouteManifest) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document(manifest))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: - Shared pieces

    /// The label of a route: its pattern or type name, then its notable properties.
    static func labelLines(_ route: RouteManifest.Entry) -> [String] {
        var notes: [String] = []
        if route.presentation != "push" && route.presentation != "unknown" {
            notes.append(route.presentation)
        }
        if route.hasGuard { notes.append("guard") }
        if !route.externallyReachable { notes.append("in-app") }
        if route.isExternal { notes.append("external") }
        if let transition = route.transition { notes.append(transition) }
        notes += route.linkRules.notes
        var lines = [route.pattern ?? route.type]
        if !notes.isEmpty { lines.append(notes.joined(separator: ", ")) }
        return lines
    }

    /// Node identifiers: type names with every character outside `[A-Za-z0-9_]` replaced, made
    /// unique with a numeric suffix.
    static func nodeIDs(_ manifest: RouteManifest) -> [String: String] {
        var ids: [String: String] = [:]
        var used: Set<String> = []
        for route in manifest.routes where ids[route.type] == nil {
            let base = identifierSafe(route.type)
            var candidate = base
            var counter = 2
            while used.contains(candidate) {
                candidate = "\(base)_\(counter)"
                counter += 1
            }
            used.insert(candidate)
            ids[route.type] = candidate
        }
        return ids
    }

    static func identifierSafe(_ text: String) -> String {
        let mapped = text.unicodeScalars.map { scalar -> String in
            let isSafe = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_")
            return isSafe ? String(scalar) : "_"
        }.joined()
        guard let first = mapped.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else {
            return "n_" + mapped
        }
        return mapped
    }

    /// Routes grouped by owning tab: first the tabs in manifest order, then routes of no tab.
    static func groups(_ manifest: RouteManifest) -> [(tab: String?, routes: [RouteManifest.Entry])] {
        var order: [String] = manifest.tabs.map(\.id)
        for route in manifest.routes {
            if let tab = route.owningTab, !order.contains(tab) { order.append(tab) }
        }
        var result: [(tab: String?, routes: [RouteManifest.Entry])] = []
        for tab in order {
            let routes = manifest.routes.filter { $0.owningTab == tab }
            if !routes.isEmpty { result.append((tab, routes)) }
        }
        let loose = manifest.routes.filter { $0.owningTab == nil }
        if !loose.isEmpty { result.append((nil, loose)) }
        return result
    }

    static func edges(_ manifest: RouteManifest, ids: [String: String]) -> [Edge] {
        manifest.routes.compactMap { route in
            guard let parent = route.parentType, let from = ids[parent], let to = ids[route.type] else {
                return nil
            }
            return Edge(from: from, to: to)
        }
    }
}
