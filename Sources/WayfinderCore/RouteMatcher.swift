/// Turns relative URL paths into routes, using a trie over the patterns of registered routes.
///
/// A matcher is built once from route types and is immutable afterwards, so one instance can
/// serve lookups from any thread. Routes without a pattern are ignored. Two patterns that match
/// exactly the same URLs are a ``RouteConflict``: the route registered first wins and every
/// conflict is listed in ``conflicts``.
///
/// A path may name several routes in a row; the matcher splits it into consecutive routes:
///
/// ```swift
/// let matcher = RouteMatcher(routes: [HomeRoute.self, ProfileRoute.self, PostRoute.self])
/// let stack = try matcher.routes(forPath: "home/profile/user99/post/42?sort=new")
/// // [HomeRoute(), ProfileRoute(user: "user99"), PostRoute(id: 42, sort: "new")]
/// ```
///
/// Links from outside the app come checked and tokenized by their ``LinkPolicy``, as a
/// ``LinkPath`` that ``routes(for:)`` resolves without reading the text again.
///
/// Matching rules:
/// - Literal segments match case-sensitively after percent-decoding (`po%73t` is `post`).
/// - At every segment a literal beats a placeholder, and continuing the current pattern beats
///   ending the route there and starting the next one. When a choice leads to a dead end (no
///   match, or a value that does not decode into its route) the matcher backtracks and tries the
///   next choice, so `a/1/b/2` resolves as `a/1` + `b/2` when `a/:x`, `a/:x/b` and `b/:y` exist.
/// - Query items belong to the last route only. A query item named like one of the last route's
///   placeholders is ignored: placeholders come from the path.
/// - A fragment (`#…`) is ignored.
///
/// Matching works on the UTF-8 bytes of the path, never on `URL` parsing, so it behaves the
/// same on every platform.
public struct RouteMatcher: Sendable {
    /// The path length limit, in UTF-8 bytes, that a matcher uses unless told otherwise: 8 KB.
    public static let defaultMaximumPathLength = 8192

    /// Every pair of registered patterns that match the same URLs, in registration order.
    public let conflicts: [RouteConflict]

    /// The longest path, in UTF-8 bytes, that lookups accept; longer paths throw
    /// ``RouteURLError/tooLong(length:limit:)`` before any other work.
    public let maximumPathLength: Int

    /// The frozen trie and the table of winning routes, held behind one reference: copying a
    /// matcher, or capturing it in a lookup's closures, retains one object instead of six arrays.
    let storage: Storage

    /// Builds a matcher from route types.
    ///
    /// Types without a ``Route/routePattern`` are ignored, as is a type listed twice. The
    /// types' ``Route/routeAliases`` are added after every type's own pattern, so a current
    /// pattern always wins over an alias that matches the same URLs.
    ///
    /// - Parameters:
    ///   - routes: The route types, in registration order: on a conflict the earlier one wins.
    ///   - maximumPathLength: The longest path, in UTF-8 bytes, that lookups accept.
    /// - Complexity: O(*s*) for *s* segments over all patterns.
    public init(routes: [any Route.Type], maximumPathLength: Int = RouteMatcher.defaultMaximumPathLength) {
        var builder = RouteMatcherBuilder()
        for route in routes { builder.add(route) }
        builder.addAliases(of: routes)
        self.init(frozen: builder, maximumPathLength: maximumPathLength)
    }

    // MARK: - Lookup

    /// The consecutive routes that a relative path names.
    ///
    /// The path has no scheme or leading slash, and may carry a query for the last route:
    /// `home/profile/user99/post/42?sort=new`. The whole path must resolve: a part that matches
    /// no pattern, or a value that does not decode, rejects the path; there is never a partial
    /// result.
    ///
    /// ```swift
    /// try matcher.routes(forPath: "home/post/42")  // [HomeRoute(), PostRoute(id: 42)]
    /// ```
    ///
    /// - Parameter path: A relative path with an optional query, percent-encoded.
    /// - Returns: The routes in order, at least one.
    /// - Throws: ``RouteURLError``: `tooLong`, `emptyPath`, `emptySegment`, `dotSegment`,
    ///   `invalidPercentEncoding`, `malformedQuery`, `duplicateQueryItem` or `malformedURL` (spaces, control
    ///   characters) for a path that is not well formed; otherwise the most informative failure:
    ///   `decodingFailed` when the candidate that reached furthest matched every segment but
    ///   its values did not decode, else `noMatchingRoute` for the deepest segment at which no
    ///   pattern continues.
    /// - Complexity: O(*n*) hash probes for *n* segments, independent of how many patterns are
    ///   registered. Backtracking never explores a (trie node, segment) pair twice, and a
    ///   position from which no split exists is remembered, so the work is bounded by *n* times
    ///   the number of trie paths one segment sequence can follow (a literal or a placeholder at
    ///   each level). The length check is O(1) for native strings.
    public func routes(forPath path: some StringProtocol) throws(RouteURLError) -> [any Route] {
        var string = try checkedString(path)
        // The closures capture only the storage reference, not a copy of the matcher.
        let storage = self.storage
        let result = string.withUTF8 { bytes in
            Result { () throws(RouteURLError) -> [any Route] in
                try TokenizedPath.withTokens(of: bytes) { (tokens) throws(RouteURLError) -> [any Route] in
                    try storage.resolveAll(tokens).routes
                }
            }
        }
        return try result.get()
    }

    /// The consecutive routes that an outside link names.
    ///
    /// The link's ``LinkPolicy`` has checked and tokenized its path once; the matcher resolves
    /// those tokens exactly as ``routes(forPath:)`` resolves the same text.
    ///
    /// ```swift
    /// let link = try LinkPolicy(schemes: ["myapp"]).linkPath(of: "myapp://home/post/42")
    /// try matcher.routes(for: link)  // [HomeRoute(), PostRoute(id: 42)]
    /// ```
    ///
    /// - Parameter link: A link's route path, from ``LinkPolicy/linkPath(of:)-(String)``.
    /// - Returns: The routes in order, at least one.
    /// - Throws: ``RouteURLError``: `tooLong` when the link's path is longer than
    ///   ``maximumPathLength`` (only possible with a policy whose limit is longer), otherwise
    ///   `decodingFailed` or `noMatchingRoute`, as ``routes(forPath:)`` does.
    /// - Complexity: O(*n*) for *n* segments, as ``routes(forPath:)``, without its tokenizing.
    public func routes(for link: LinkPath) throws(RouteURLError) -> [any Route] {
        try resolveAll(link).routes
    }

    /// The consecutive routes that an outside link names, each with the alias it matched
    /// through, if any: what ``routes(for:)`` resolves, for a caller that reports old links.
    ///
    /// ```swift
    /// let link = try LinkPolicy(schemes: ["myapp"]).linkPath(of: "myapp://profile/ada")
    /// let match = try matcher.matches(for: link)[0]
    /// match.route  // ProfileRoute(user: "ada"), whose pattern is now u/:user
    /// match.alias  // profile/:user
    /// ```
    ///
    /// - Parameter link: A link's route path, from ``LinkPolicy/linkPath(of:)-(String)``.
    /// - Returns: The matches in order, at least one.
    /// - Throws: The errors of ``routes(for:)``.
    public func matches(for link: LinkPath) throws(RouteURLError) -> [RouteMatch] {
        let resolved = try resolveAll(link)
        return zip(resolved.routes, resolved.leadingAliases + [resolved.lastAlias]).map { route, alias in
            RouteMatch(route: route, alias: alias >= 0 ? type(of: route).routeAliases[Int(alias)] : nil)
        }
    }

    /// Every route a link names, once its length is checked, with the alias positions the
    /// storage's `resolveAll` gives.
    private func resolveAll(
        _ link: LinkPath
    ) throws(RouteURLError) -> (routes: [any Route], leadingAliases: [Int32], lastAlias: Int32) {
        let length = link.byteCount
        guard length <= maximumPathLength else { throw .tooLong(length: length, limit: maximumPathLength) }
        let storage = self.storage
        return try link.withTokens { (tokens) throws(RouteURLError) in try storage.resolveAll(tokens) }
    }

    /// The single route that a relative path names.
    ///
    /// ```swift
    /// try matcher.route(forPath: "post/42?sort=new")  // PostRoute(id: 42, sort: "new")
    /// ```
    ///
    /// - Parameter path: A relative path with an optional query, percent-encoded.
    /// - Returns: The route.
    /// - Throws: The errors of ``routes(forPath:)``; a path that only resolves as several routes
    ///   throws `noMatchingRoute` for the first segment no single pattern covers.
    /// - Complexity: O(*n*) for *n* segments, as ``routes(forPath:)``.
    public func route(forPath path: some StringProtocol) throws(RouteURLError) -> any Route {
        var string = try checkedString(path)
        let storage = self.storage
        let result = string.withUTF8 { bytes in
            Result { () throws(RouteURLError) -> any Route in
                try TokenizedPath.withTokens(of: bytes) { (tokens) throws(RouteURLError) -> any Route in
                    // A single route never has leading routes: these arrays stay empty, unallocated.
                    var none: [any Route] = []
                    var noAliases: [Int32] = []
                    return try storage.resolve(
                        tokens, allowsSeveralRoutes: false, leadingRoutes: &none, leadingAliases: &noAliases
                    ).route
                }
            }
        }
        return try result.get()
    }

    /// The path as a `String` once its length is checked: the same string for a `String` (no
    /// copy), a copy for a `Substring`. The rest of a lookup is then non-generic, so it is
    /// specialized here rather than run through generic metadata at run time.
    private func checkedString(_ path: some StringProtocol) throws(RouteURLError) -> String {
        let length = path.utf8.count
        guard length <= maximumPathLength else {
            throw .tooLong(length: length, limit: maximumPathLength)
        }
        return path.description
    }
}

/// A placeholder of a pattern: its segment offset within the pattern and its name.
struct PlaceholderSlot: Sendable {
    let offset: Int32
    let name: String
}

extension RouteMatcher {
    /// Everything a lookup reads, frozen by ``RouteMatcherBuilder`` (see
    /// RouteMatcher+Builder.swift) and never changed afterwards.
    ///
    /// Packed so that a lookup touches few cache lines: one `Node` per trie node, one `Edge` per
    /// hash-table slot (the edge itself, not an index), one `RouteInfo` per route. A lookup runs
    /// as methods of this object (RouteMatcher+Resolve.swift), so the search reads the arrays
    /// through one reference and never copies them.
    final class Storage: Sendable {
        /// The nodes of the trie; node 0 is the root.
        let nodes: [Node]
        /// Open-addressing hash table of literal edges, keyed by (parent node, literal bytes); an
        /// empty slot has `parent == -1`. Twice as many slots as edges.
        let edgeTable: [Edge]
        /// The bytes of every edge's literal, back to back.
        let literalBytes: [UInt8]
        /// What decoding needs of each winning route, indexed by route number.
        let routeInfos: [RouteInfo]
        /// The placeholders of every route, back to back (see ``RouteInfo``).
        let placeholderSlots: [PlaceholderSlot]

        init(
            nodes: [Node], edgeTable: [Edge], literalBytes: [UInt8], routeInfos: [RouteInfo],
            placeholderSlots: [PlaceholderSlot]
        ) {
            self.nodes = nodes
            self.edgeTable = edgeTable
            self.literalBytes = literalBytes
            self.routeInfos = routeInfos
            self.placeholderSlots = placeholderSlots
        }
    }

    /// A trie node, in 8 bytes.
    struct Node: Sendable {
        /// The route number that ends here, or -1.
        let terminal: Int32
        /// The placeholder child in bits 0–30, 0 for none (the root is nobody's child); bit 31 set
        /// when the node has a literal child. Packed so a node is two words of 32 bits.
        private let childAndFlag: UInt32

        init(terminal: Int32, placeholderChild: Int32, hasLiteralChildren: Bool) {
            self.terminal = terminal
            childAndFlag = UInt32(max(placeholderChild, 0)) | (hasLiteralChildren ? 0x8000_0000 : 0)
        }

        /// The child reached by a placeholder, or -1.
        var placeholderChild: Int32 {
            let child = Int32(bitPattern: childAndFlag & 0x7FFF_FFFF)
            return child == 0 ? -1 : child
        }

        /// Whether the node has any literal child (skips hashing at leaves).
        var hasLiteralChildren: Bool { childAndFlag & 0x8000_0000 != 0 }
    }

    /// A literal edge, stored in its hash-table slot.
    struct Edge: Sendable {
        /// The parent node, or -1 for an empty slot.
        var parent: Int32 = -1
        var child: Int32 = -1
        /// The literal's range in ``RouteMatcher/Storage/literalBytes``.
        var literalStart: Int32 = 0
        var literalCount: Int32 = 0
    }

    /// A winning route: its type and its placeholders' range in
    /// ``RouteMatcher/Storage/placeholderSlots``. The pattern itself is not kept: an error message
    /// asks the type for it (`routePattern`), which the macro stores once per type.
    struct RouteInfo: Sendable {
        let type: any Route.Type
        let placeholderStart: Int32
        let placeholderCount: Int32
        /// How many segments the pattern has.
        let segmentCount: Int32
        /// The position of the alias in the type's ``Route/routeAliases``, or -1 for the type's
        /// own pattern. (It fills what was padding: a `RouteInfo` is 32 bytes either way.)
        let alias: Int32
    }
}
