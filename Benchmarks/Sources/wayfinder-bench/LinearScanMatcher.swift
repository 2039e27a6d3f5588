import Foundation
import WayfinderCore

/// The linear-scan baseline of the lookup cases, deliberately plain: every pattern split on "/", tried one after another; the first whose segment
/// count and literals fit the path, and whose values decode, wins.
///
/// To give the real matcher's answer (at each segment a literal beats a placeholder), the
/// patterns are sorted once so that, segment by segment, a literal comes before a placeholder.
struct LinearScanMatcher {
    private struct Pattern {
        let segments: [String]
        /// For each segment, the placeholder name, or nil for a literal.
        let placeholders: [String?]
        let type: any Route.Type
    }

    private let patterns: [Pattern]

    init(routes: [any Route.Type]) {
        let patterns = routes.compactMap { type -> Pattern? in
            guard let pattern = type.routePattern else { return nil }
            let segments = pattern.string.split(separator: "/").map(String.init)
            let placeholders = segments.map { $0.hasPrefix(":") ? String($0.dropFirst()) : nil }
            return Pattern(segments: segments, placeholders: placeholders, type: type)
        }
        func key(_ pattern: Pattern) -> String {
            String(pattern.placeholders.map { $0 == nil ? "0" : "1" })
        }
        self.patterns = patterns.enumerated().sorted { left, right in
            (key(left.element), left.offset) < (key(right.element), right.offset)
        }.map(\.element)
    }

    /// The route a path names, or nil.
    func route(forPath path: String) -> (any Route)? {
        let parts = path.split(separator: "?", maxSplits: 1)
        let segments = parts[0].split(separator: "/")
        for pattern in patterns where pattern.segments.count == segments.count {
            var matches = true
            for (index, segment) in segments.enumerated()
            where pattern.placeholders[index] == nil && pattern.segments[index] != segment {
                matches = false
                break
            }
            guard matches else { continue }
            var parameters = RouteParameters()
            for (index, name) in pattern.placeholders.enumerated() {
                if let name { parameters[name] = String(segments[index]) }
            }
            if parts.count == 2 {
                for item in parts[1].split(separator: "&") {
                    let pair = item.split(separator: "=", maxSplits: 1)
                    if pair.count == 2 && parameters[String(pair[0])] == nil {
                        parameters[String(pair[0])] = String(pair[1])
                    }
                }
            }
            if let route = try? pattern.type.init(parameters: parameters) { return route }
        }
        return nil
    }
}
