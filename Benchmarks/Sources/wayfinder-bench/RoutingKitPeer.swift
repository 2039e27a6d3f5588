import RoutingKit

/// RoutingKit's `TrieRouter` (4.9.3, Vapor's router) over a route set, called as its users call
/// it: the path (without its query) split on `/` into `[String]`, then
/// `route(path:parameters:)`, which returns the registered output and fills a `Parameters` bag
/// with the placeholder values as strings. The output is the pattern number.
///
/// A lookup starts from a copy of one empty `Parameters` made up front, rather than a fresh
/// `Parameters()`: that initializer makes a new `Logger` through swift-log's logging-system
/// factory each time, which would charge RoutingKit for logging set-up rather than routing.
struct RoutingKitPeer {
    private let router: TrieRouter<Int>
    private let emptyParameters = Parameters()

    /// Registers every pattern (Wayfinder syntax, `:name` placeholders, which is also RoutingKit's)
    /// under its number.
    init(patterns: [[PathComponent]]) {
        let router = TrieRouter(Int.self)
        for (number, components) in patterns.enumerated() { router.register(number, at: components) }
        self.router = router
    }

    /// The path components of patterns, made once (as Vapor makes them when a route is declared),
    /// so that registration times registering only.
    static func components(of patterns: [String]) -> [[PathComponent]] {
        patterns.map(\.pathComponents)
    }

    /// The number of the pattern a path matches, with the values RoutingKit collected, or nil.
    func route(forPath path: String) -> (pattern: Int, parameters: Parameters)? {
        var parameters = emptyParameters
        let components = Self.split(path)
        guard let number = router.route(path: components, parameters: &parameters) else { return nil }
        return (number, parameters)
    }

    /// `route(path:parameters:)` alone, on a path already split: what the trie walk costs
    /// without the split (a diagnostic figure; users pass a split path).
    func route(components: [String]) -> Int? {
        var parameters = emptyParameters
        return router.route(path: components, parameters: &parameters)
    }

    /// A path split as ``route(forPath:)`` splits it.
    static func split(_ path: String) -> [String] {
        path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: "/")
            .map(String.init)
    }
}
