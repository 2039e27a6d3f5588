import Foundation
import WayfinderCore

// The three baselines of the matching cases, written here and deliberately plain.

// MARK: - (a) Naive linear scan

/// Baseline (a): every pattern split on "/", tried one after another; the first whose segment
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

// MARK: - (b) Regular expressions, URLNavigator style

/// Baseline (b): like URLNavigator's matcher, every pattern becomes a regular expression
/// (`^repos/([^/?]+)/([^/?]+)(?:\\?(.*))?$`), and a lookup tries the patterns one after another
/// until one matches (in the linear scan's order, so both give the matcher's answer); then the
/// captured values and the query are decoded into the route.
struct RegexMatcher {
    private struct Pattern {
        let expression: NSRegularExpression
        let names: [String]
        let type: any Route.Type
        /// Literal-before-placeholder order key, as in ``LinearScanMatcher``.
        let key: String
    }

    private let patterns: [Pattern]

    init(routes: [any Route.Type]) {
        let patterns = routes.enumerated().compactMap { offset, type -> (Int, Pattern)? in
            guard let pattern = type.routePattern else { return nil }
            var source = "^"
            var names: [String] = []
            var key = ""
            for (index, segment) in pattern.segments.enumerated() {
                if index > 0 { source += "/" }
                switch segment {
                case .literal(let text):
                    source += NSRegularExpression.escapedPattern(for: text)
                    key += "0"
                case .placeholder(let name):
                    source += "([^/?]+)"
                    names.append(name)
                    key += "1"
                }
            }
            source += "(?:\\?(.*))?$"
            let expression = try! NSRegularExpression(pattern: source)
            return (offset, Pattern(expression: expression, names: names, type: type, key: key))
        }
        self.patterns = patterns.sorted { ($0.1.key, $0.0) < ($1.1.key, $1.0) }.map(\.1)
    }

    /// The route a path names, or nil.
    func route(forPath path: String) -> (any Route)? {
        let range = NSRange(path.startIndex..<path.endIndex, in: path)
        for pattern in patterns {
            guard let match = pattern.expression.firstMatch(in: path, range: range) else { continue }
            var parameters = RouteParameters()
            for (index, name) in pattern.names.enumerated() {
                if let value = Range(match.range(at: index + 1), in: path) {
                    parameters[name] = String(path[value])
                }
            }
            if let query = Range(match.range(at: pattern.names.count + 1), in: path) {
                for item in path[query].split(separator: "&") {
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

// MARK: - (c) Minimal trie

/// Baseline (c), the practical floor: a trie with a dictionary of literal children and one
/// placeholder child per node. A lookup walks it (literal first, no backtracking) and returns the
/// route number and the placeholder segments' UTF-8 offsets; it decodes nothing.
struct MinimalTrie {
    /// A match: the route number and the `[start, end)` UTF-8 offsets of up to four placeholders.
    struct Match {
        var route: Int32
        var count = 0
        var offsets: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

        mutating func append(_ start: Int, _ end: Int) {
            switch count {
            case 0: (offsets.0, offsets.1) = (start, end)
            case 1: (offsets.2, offsets.3) = (start, end)
            case 2: (offsets.4, offsets.5) = (start, end)
            default: (offsets.6, offsets.7) = (start, end)
            }
            count += 1
        }
    }

    private var literalChildren: [[Substring: Int32]] = [[:]]
    private var placeholderChild: [Int32] = [-1]
    private var terminal: [Int32] = [-1]

    init(routes: [any Route.Type]) {
        for (number, type) in routes.enumerated() {
            guard let pattern = type.routePattern else { continue }
            var node = 0
            for segment in pattern.string.split(separator: "/") {
                if segment.hasPrefix(":") {
                    if placeholderChild[node] < 0 { placeholderChild[node] = addNode() }
                    node = Int(placeholderChild[node])
                } else if let child = literalChildren[node][segment] {
                    node = Int(child)
                } else {
                    let child = addNode()
                    literalChildren[node][segment] = child
                    node = Int(child)
                }
            }
            if terminal[node] < 0 { terminal[node] = Int32(number) }
        }
    }

    private mutating func addNode() -> Int32 {
        literalChildren.append([:])
        placeholderChild.append(-1)
        terminal.append(-1)
        return Int32(terminal.count - 1)
    }

    /// The route number and placeholder offsets for a path, or nil; a query is ignored.
    func match(_ path: String) -> Match? {
        let utf8 = path.utf8
        let end = utf8.firstIndex(of: UInt8(ascii: "?")) ?? utf8.endIndex
        var node = 0
        var match = Match(route: -1)
        var segmentStart = utf8.startIndex
        while true {
            let segmentEnd = utf8[segmentStart..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
            if let child = literalChildren[node][path[segmentStart..<segmentEnd]] {
                node = Int(child)
            } else if placeholderChild[node] >= 0 {
                match.append(
                    utf8.distance(from: utf8.startIndex, to: segmentStart),
                    utf8.distance(from: utf8.startIndex, to: segmentEnd))
                node = Int(placeholderChild[node])
            } else {
                return nil
            }
            if segmentEnd == end { break }
            segmentStart = utf8.index(after: segmentEnd)
        }
        guard terminal[node] >= 0 else { return nil }
        match.route = terminal[node]
        return match
    }
}
