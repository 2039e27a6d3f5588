import URLMatcher

/// URLNavigator's `URLMatcher` (2.5.1) over a route set, called as URLNavigator's `Navigator`
/// calls it: `match(_:from:)` with the URL and every registered pattern. It normalizes the URL
/// and each candidate pattern (regular expressions), matches the path components of every
/// candidate, converts typed values, and returns the match with the most literal components.
///
/// Patterns are written in its syntax: `repos/<owner>/<repo>/pulls/<int:number>`, an `int`
/// converter for the placeholders that Wayfinder's table routes decode as `Int`, so both reject
/// the same values.
@MainActor
struct URLMatcherPeer {
    private let matcher = URLMatcher()
    private let candidates: [String]
    private let numbers: [String: Int]
    /// Candidate numbers by segment count and first segment (nil for a placeholder), in
    /// registration order; see ``patternNumber(forPath:candidates:)``.
    private let buckets: [Key: [Int]]

    private struct Key: Hashable {
        var count: Int
        var first: String?
    }

    /// Converts every pattern (Wayfinder syntax, `:name` placeholders) to URLNavigator's syntax.
    ///
    /// - Parameter isInt: Whether a placeholder name stands for an `Int` value.
    init(patterns: [String], isInt: (String) -> Bool) {
        candidates = patterns.map { pattern in
            pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                guard segment.first == ":" else { return String(segment) }
                let name = String(segment.dropFirst())
                return isInt(name) ? "<int:\(name)>" : "<\(name)>"
            }.joined(separator: "/")
        }
        numbers = Dictionary(
            candidates.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var buckets: [Key: [Int]] = [:]
        for (number, pattern) in patterns.enumerated() {
            let segments = pattern.split(separator: "/")
            let first = segments.first.flatMap { $0.first == ":" ? nil : String($0) }
            buckets[Key(count: segments.count, first: first), default: []].append(number)
        }
        self.buckets = buckets
    }

    /// The `URLMatcher` result for a path: the matched pattern and its values, or nil.
    func match(_ path: String) -> URLMatchResult? {
        matcher.match(path, from: candidates)
    }

    /// Which candidates ``patternNumber(forPath:candidates:)`` passes to `URLMatcher`.
    enum Candidates {
        /// Every registered pattern, as URLNavigator does.
        case all
        /// Only the patterns with as many segments as the path whose first segment is the path's
        /// (or a placeholder), in registration order.
        ///
        /// `URLMatcher` matches a candidate only when it has as many path components as the URL
        /// (unless it has a `path`-typed placeholder; these sets have none) and every literal
        /// component equals the URL's, and it returns the first of the matches with the most
        /// literal components; so leaving out candidates that cannot match gives the same result
        /// in a fraction of the time (it normalizes every candidate with regular expressions on
        /// every call). The agreement check uses this on every path and compares it with
        /// ``all`` on some of them.
        case sameShape
    }

    /// The number of the pattern a path matches, or nil.
    func patternNumber(forPath path: String, candidates: Candidates = .all) -> Int? {
        switch candidates {
        case .all:
            return match(path).flatMap { numbers[$0.pattern] }
        case .sameShape:
            let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? path.endIndex
            let segments = path[..<end].split(separator: "/")
            let numbered =
                buckets[Key(count: segments.count, first: nil), default: []]
                + buckets[Key(count: segments.count, first: segments.first.map(String.init)), default: []]
            let shortlist = numbered.sorted().map { self.candidates[$0] }
            return matcher.match(path, from: shortlist).flatMap { numbers[$0.pattern] }
        }
    }
}
