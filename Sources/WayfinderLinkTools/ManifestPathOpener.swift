import Wayfinder
import WayfinderCore

/// Whether a manifest's routes open a link from outside the app, worked out from the manifest
/// alone: the route the matcher's precedence picks (literal before placeholder before tail, more
/// query conditions first), its host, query conditions and case rule, each placeholder checked
/// against the parameter's type as far as it is known; or, when asked and no single route takes
/// the whole path, a chain of externally reachable routes.
struct ManifestPathOpener {
    /// One pattern or alias of a route.
    struct Pattern {
        var entry: RouteManifest.Entry
        var string: String
        var segments: [RoutePattern.Segment]
        var types: [String: String]

        /// Whether outside links open the route through this pattern: the route is externally
        /// reachable, and the pattern is not an alias that opens in-app only.
        var isExternallyReachable: Bool {
            entry.externallyReachable && (string == entry.pattern || !entry.inAppOnlyAliases.contains(string))
        }
    }

    /// One query item of a probe.
    struct QueryItem: Hashable, Sendable {
        var name: String
        var value: String?
    }

    private let patterns: [Pattern]
    /// Whether a placeholder must hold a value of its parameter's type. The universal-link files
    /// cannot say a segment is a number, so they are checked by the paths' shapes only.
    var checksTypes = true

    /// The patterns of every route that the file for `host` speaks for: routes bound to no host or
    /// to `host`, never routes that open any web link. A nil host keeps only unbound routes.
    init(manifest: RouteManifest, host: String?) {
        let host = host?.lowercased()
        patterns = manifest.routes.flatMap { entry -> [Pattern] in
            guard let pattern = entry.pattern, !entry.linkRules.opensAnyWebLink,
                entry.linkRules.host == nil || entry.linkRules.host == host
            else { return [] }
            let types = Dictionary(
                entry.parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
            return ([pattern] + entry.aliases).compactMap { string in
                guard let parsed = try? RoutePattern(string) else { return nil }
                return Pattern(entry: entry, string: string, segments: parsed.segments, types: types)
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

    /// Whether the path (with these query items) opens from outside; as one route only, unless
    /// `chains` lets consecutive routes open it too.
    func opens(_ segments: [String], queryItems: [QueryItem] = [], chains: Bool = false) -> Bool {
        opener(of: segments, queryItems: queryItems, chains: chains) != nil
    }

    /// The route pattern that opens the path from outside (the first of a chain, when `chains`
    /// allows one), or nil.
    func opener(of segments: [String], queryItems: [QueryItem] = [], chains: Bool = false) -> Pattern? {
        guard !segments.isEmpty else { return nil }
        let names = Set(queryItems.map(\.name))
        let single = patterns.filter {
            matches($0, segments[...]) && Self.accepts($0, names)
        }
        if let best = single.min(by: Self.precedes) {
            return best.isExternallyReachable ? best : nil
        }
        guard chains else { return nil }
        // A chain of externally reachable routes, start to end.
        let reachable = patterns.filter { $0.isExternallyReachable && Self.accepts($0, names) }
        var firstOf = [Pattern?](repeating: nil, count: segments.count + 1)
        var done = [Bool](repeating: false, count: segments.count + 1)
        done[segments.count] = true
        for start in stride(from: segments.count - 1, through: 0, by: -1) {
            for pattern in reachable {
                if pattern.segments.last.map(Self.isTail) == true {
                    if matches(pattern, segments[start...]) {
                        firstOf[start] = pattern
                        done[start] = true
                        break
                    }
                    continue
                }
                let end = start + pattern.segments.count
                guard end <= segments.count, done[end], matches(pattern, segments[start..<end])
                else { continue }
                firstOf[start] = pattern
                done[start] = true
                break
            }
        }
        return done[0] ? firstOf[0] : nil
    }

    private static func isTail(_ segment: RoutePattern.Segment) -> Bool {
        if case .tail = segment { return true }
        return false
    }

    /// Whether the pattern takes exactly these segments (a tail takes one or more).
    private func matches(_ pattern: Pattern, _ segments: ArraySlice<String>) -> Bool {
        let parts = pattern.segments
        var index = segments.startIndex
        for (position, part) in parts.enumerated() {
            switch part {
            case .tail:
                return position == parts.count - 1 && index < segments.endIndex
            case .literal(let text):
                guard index < segments.endIndex else { return false }
                let segment = segments[index]
                let same =
                    pattern.entry.linkRules.matchesCaseInsensitively
                    ? segment.lowercased() == text.lowercased() : segment == text
                guard same else { return false }
            case .placeholder(let name):
                guard index < segments.endIndex,
                    !checksTypes || Self.accepts(segments[index], type: pattern.types[name])
                else {
                    return false
                }
            }
            index += 1
        }
        return index == segments.endIndex
    }

    /// Whether the link's query item names meet the route's query conditions.
    private static func accepts(_ pattern: Pattern, _ names: Set<String>) -> Bool {
        let rules = pattern.entry.linkRules
        return rules.requiredQueryItems.isSubset(of: names)
            && rules.forbiddenQueryItems.isDisjoint(with: names)
    }

    /// The matcher's precedence: segment by segment, literal before placeholder before tail;
    /// then the route with more query conditions.
    static func precedes(_ lhs: Pattern, _ rhs: Pattern) -> Bool {
        for (left, right) in zip(lhs.segments, rhs.segments) where rank(left) != rank(right) {
            return rank(left) < rank(right)
        }
        return lhs.entry.linkRules.specificity > rhs.entry.linkRules.specificity
    }

    private static func rank(_ segment: RoutePattern.Segment) -> Int {
        switch segment {
        case .literal: 0
        case .placeholder: 1
        case .tail: 2
        }
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
