import Wayfinder
import WayfinderCore

extension AppSiteAssociation {
    /// The components of a manifest's routes for the file served on `host`, in the order the
    /// system must read them.
    static func components(for manifest: RouteManifest, host: String?) -> [Component] {
        let host = host?.lowercased()
        var planned: [Planned] = []
        for entry in manifest.routes {
            let rules = entry.linkRules
            guard let pattern = entry.pattern, !rules.opensAnyWebLink, rules.host == nil || rules.host == host
            else { continue }
            for (index, string) in ([pattern] + entry.aliases).enumerated() {
                guard let parsed = try? RoutePattern(string) else { continue }
                let name = index == 0 ? entry.type : "\(entry.type) (alias)"
                let reachable =
                    entry.externallyReachable && (index == 0 || !entry.inAppOnlyAliases.contains(string))
                planned += plan(parsed.segments, name: name, entry: entry, reachable: reachable)
            }
        }
        planned.sort(by: Planned.precedes)
        // Over-claim and forbidden-item exclusions stand only where they hide nothing a route
        // opens: a path they would decide first that the app opens from outside (a catch-all
        // tail's deeper path, a route after them that takes the forbidden item) keeps the
        // exclusion out.
        var opener = ManifestPathOpener(manifest: manifest, host: host)
        opener.checksTypes = false
        var kept: [Component] = []
        for item in planned {
            if item.isGuard {
                let hides = item.probes.contains { probe in
                    let earlier = kept.first { $0.matches(path: probe.path, queryItems: probe.tupleItems) }
                    return earlier == nil && opener.opens(probe.segments, queryItems: probe.queryItems)
                }
                if hides { continue }
            }
            let same = kept.contains { other in
                var other = other
                other.comment = item.component.comment
                return other == item.component
            }
            if !same { kept.append(item.component) }
        }
        return kept
    }

    /// One path segment of a component, for ordering: a literal, one segment (a placeholder),
    /// more than one segment (the part of an over-claim exclusion that spans a `/`), or the rest
    /// of the path (a tail, or the deeper paths under a route).
    enum Part: Hashable {
        case literal(String)
        case one
        case several
        case rest

        var rank: Int {
            switch self {
            case .literal: 0
            case .one: 1
            case .several: 1
            case .rest: 2
            }
        }

        var glob: String {
            switch self {
            case .literal(let text): text
            case .one, .rest: "?*"
            case .several: "?*/?*"
            }
        }
    }

    /// A component before ordering, with what orders it.
    struct Planned {
        /// The parts that order it: its own, or for a spanning exclusion, its route's.
        var key: [Part]
        /// Within components of one key: spanning exclusions 0, the components of routes that
        /// links open 1 (more query conditions first), in-app exclusions 2.
        var phase: Int
        /// The route's name, which keeps a route's components together.
        var route: String
        /// Within one route: its forbidden-item exclusions 0, its include 1.
        var stage: Int
        var specificity: Int
        var component: Component
        /// Whether it is an exclusion the generator adds (not a route's own).
        var isGuard: Bool
        /// The links it decides that the app might open, for guards.
        var probes: [LinkProbe]

        static func precedes(_ lhs: Planned, _ rhs: Planned) -> Bool {
            for (left, right) in zip(lhs.key, rhs.key) where left.rank != right.rank {
                return left.rank < right.rank
            }
            if lhs.key.count != rhs.key.count { return lhs.key.count > rhs.key.count }
            let leftText = lhs.key.map(\.glob).joined(separator: "/")
            let rightText = rhs.key.map(\.glob).joined(separator: "/")
            if leftText != rightText { return leftText < rightText }
            if lhs.phase != rhs.phase { return lhs.phase < rhs.phase }
            if lhs.specificity != rhs.specificity { return lhs.specificity > rhs.specificity }
            if lhs.route != rhs.route { return lhs.route < rhs.route }
            if lhs.stage != rhs.stage { return lhs.stage < rhs.stage }
            return (lhs.component.path ?? "", lhs.component.comment ?? "")
                < (rhs.component.path ?? "", rhs.component.comment ?? "")
        }
    }

    /// The components one pattern of a route needs.
    private static func plan(
        _ segments: [RoutePattern.Segment], name: String, entry: RouteManifest.Entry, reachable: Bool
    ) -> [Planned] {
        let rules = entry.linkRules
        let caseSensitive: Bool? = rules.matchesCaseInsensitively ? false : nil
        let key: [Part] = segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .placeholder: .one
            case .tail: .rest
            }
        }
        let path = glob(key)
        let sample = samplePath(segments, parameters: entry.parameters)
        guard reachable else {
            return [
                Planned(
                    key: key, phase: 2, route: name, stage: 0, specificity: rules.specificity,
                    component: Component(
                        path: path, exclude: true, comment: "\(name) refuses outside links",
                        caseSensitive: caseSensitive),
                    isGuard: false, probes: [])
            ]
        }
        var planned: [Planned] = []
        let required = rules.requiredQueryItems.sorted()
        let requiredItems = required.map { LinkProbe.Item(name: $0, value: "1") }
        planned.append(
            Planned(
                key: key, phase: 1, route: name, stage: 1, specificity: rules.specificity,
                component: Component(
                    path: path,
                    queryItems: required.isEmpty
                        ? nil : Dictionary(uniqueKeysWithValues: required.map { ($0, "*") }),
                    comment: "opens \(name)", caseSensitive: caseSensitive),
                isGuard: false, probes: []))
        // A link carrying a forbidden item does not open this route.
        for forbidden in rules.forbiddenQueryItems.sorted() {
            var items = Dictionary(uniqueKeysWithValues: required.map { ($0, "*") })
            items[forbidden] = "*"
            planned.append(
                Planned(
                    key: key, phase: 1, route: name, stage: 0, specificity: rules.specificity,
                    component: Component(
                        path: path, queryItems: items, exclude: true,
                        comment: "\(name) refuses links with \(forbidden)", caseSensitive: caseSensitive),
                    isGuard: true,
                    probes: [
                        LinkProbe(
                            path: sample, queryItems: requiredItems + [.init(name: forbidden, value: "1")])
                    ]))
        }
        // A placeholder takes one segment: exclude the paths where its `?*` spans a `/`.
        for (index, part) in key.enumerated() where part == .one {
            if index == key.count - 1 {
                let deeper = key + [.rest]
                planned.append(
                    Planned(
                        key: deeper, phase: 0, route: name, stage: 0, specificity: 0,
                        component: Component(
                            path: glob(deeper), exclude: true, comment: "\(name) opens no deeper path",
                            caseSensitive: caseSensitive),
                        isGuard: true, probes: [LinkProbe(path: sample + "/x", queryItems: requiredItems)]))
            } else {
                var spanning = key
                spanning[index] = .several
                var probeSegments = sample.split(separator: "/", omittingEmptySubsequences: false).map(
                    String.init)
                probeSegments[index + 1] += "/x"
                planned.append(
                    Planned(
                        key: key, phase: 0, route: name, stage: 0, specificity: 0,
                        component: Component(
                            path: glob(spanning), exclude: true,
                            comment: "\(name) takes one segment per placeholder", caseSensitive: caseSensitive
                        ),
                        isGuard: true,
                        probes: [
                            LinkProbe(path: probeSegments.joined(separator: "/"), queryItems: requiredItems)
                        ]))
            }
        }
        return planned
    }

    static func glob(_ parts: [Part]) -> String {
        "/" + parts.map(\.glob).joined(separator: "/")
    }

    /// A path the pattern opens: each placeholder a sample of its type, a tail one segment.
    static func samplePath(_ segments: [RoutePattern.Segment], parameters: [RouteManifest.Parameter])
        -> String
    {
        "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .placeholder(let name):
                    ManifestPathOpener.sample(ofType: parameters.first { $0.name == name }?.type)
                case .tail: "x"
                }
            }
            .joined(separator: "/")
    }
}

/// A link a check or the generator tries: a path and query items, no fragment.
struct LinkProbe: Hashable, Sendable {
    typealias Item = ManifestPathOpener.QueryItem

    var path: String
    var queryItems: [Item] = []

    var segments: [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    var tupleItems: [(name: String, value: String?)] {
        queryItems.map { ($0.name, $0.value) }
    }

    /// The path and query as a link shows them: `/reset?token=1`.
    var text: String {
        queryItems.isEmpty
            ? path
            : path + "?"
                + queryItems.map { item in item.value.map { "\(item.name)=\($0)" } ?? item.name }
                .joined(separator: "&")
    }
}
