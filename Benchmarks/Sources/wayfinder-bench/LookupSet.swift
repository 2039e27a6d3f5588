import WayfinderCore

/// One route set of the lookup cases with everything the contenders need: its patterns, route
/// types, and a lookup pool of distinct paths, about a tenth of which match no pattern.
struct LookupSet {
    /// The name used in case names: `github`, `mixed-10`, `mixed-1k`, `mixed-10k`.
    let name: String
    /// The patterns in registration order (Wayfinder syntax).
    let patterns: [String]
    /// One route type per pattern, in the same order.
    let types: [any Route.Type]
    /// Whether a placeholder name decodes as an `Int` in the set's route types.
    let isInt: @Sendable (String) -> Bool
    /// Distinct paths, shuffled: `hitCount` drawn from the patterns (half with a query), then
    /// misses.
    let pool: [String]
    /// How many of ``pool`` are drawn from a pattern; the rest match none.
    let hitCount: Int

    /// The share of ``pool`` that matches no pattern.
    var missShare: Double { Double(pool.count - hitCount) / Double(pool.count) }

    /// A set of the first `count` patterns of a table, with `hits` distinct matching paths and
    /// a tenth as many misses.
    ///
    /// A miss is a matching path changed one way (first segment unknown, one later segment
    /// unknown, one segment more, the last segment dropped) and kept only when the floor matches
    /// it to no pattern, so the misses are misses for every contender that agrees with it.
    static func table<T: PatternTable>(
        _: T.Type, name: String, count: Int, hits: Int = 4096, salt: UInt64
    ) -> LookupSet {
        let patterns = Array(T.patterns.prefix(count))
        let floor = OffsetTrie(patterns: patterns)
        var generator = SeededGenerator(seed: RouteSets.seed ^ salt)
        var seen: Set<String> = []
        var hitPaths: [String] = []
        while hitPaths.count < hits {
            let number = Int.random(in: 0..<count, using: &generator)
            let path = T.samplePath(forPattern: number, query: hitPaths.count % 2 == 1, using: &generator)
            if seen.insert(path).inserted { hitPaths.append(path) }
        }
        var misses: [String] = []
        while misses.count < hits / 10 {
            let base = hitPaths[Int.random(in: 0..<hitPaths.count, using: &generator)]
            let parts = base.split(separator: "?", maxSplits: 1).map(String.init)
            var segments = parts[0].split(separator: "/").map(String.init)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: segments[0] = "zz-nowhere"
            case 1 where segments.count > 1:
                segments[Int.random(in: 1..<segments.count, using: &generator)] = "zz-unknown"
            case 2: segments.append("zz-extra")
            case 3 where segments.count > 1: segments.removeLast()
            default: continue
            }
            let path = segments.joined(separator: "/") + (parts.count == 2 ? "?" + parts[1] : "")
            if floor.match(path) == nil && seen.insert(path).inserted { misses.append(path) }
        }
        var pool = hitPaths + misses
        pool.shuffle(using: &generator)
        return LookupSet(
            name: name, patterns: patterns, types: T.routeTypes(count: count),
            isInt: { TablePlaceholder(name: $0).isInt }, pool: pool, hitCount: hitPaths.count)
    }

    /// `count` distinct paths drawn at random from ``pool``, for the agreement check.
    func sample(_ count: Int, salt: UInt64) -> [String] {
        var generator = SeededGenerator(seed: RouteSets.seed ^ salt)
        var indices = Array(pool.indices)
        indices.shuffle(using: &generator)
        return indices.prefix(count).map { pool[$0] }
    }
}
