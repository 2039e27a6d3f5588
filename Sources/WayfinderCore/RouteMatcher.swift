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
/// - Literal segments match case-sensitively after percent-decoding (`po%73t` is `post`). A
///   route whose ``RouteLinkRules/matchesCaseInsensitively`` is set matches its literals in any
///   case (`SETTINGS/newTab` answers `settings/newtab`); its values keep their case, and an
///   exact literal of another route is tried before it.
/// - At every segment a literal beats a placeholder, which beats a catch-all tail (`*name` or
///   `*`, the last segment of a pattern, taking one or more segments: the value is the decoded
///   segments joined by `/`). Continuing the current pattern beats ending the route there and
///   starting the next one; a tail ends the path, so no route follows it. When a choice leads to
///   a dead end (no match, or a value that does not decode into its route) the matcher
///   backtracks and tries the next choice, so `a/1/b/2` resolves as `a/1` + `b/2` when `a/:x`,
///   `a/:x/b` and `b/:y` exist.
/// - Several routes may share one pattern (or alias) and differ by the query items their
///   ``RouteLinkRules`` require or forbid. They are tried most specific first
///   (``RouteLinkRules/specificity``), then in registration order, own patterns before aliases.
///   A route whose required items are missing or forbidden items present is skipped; a route
///   that does not decode falls through to the next. Two such routes that one link can both
///   satisfy with equal specificity are listed in ``ambiguities``; the same conditions twice are
///   a ``RouteConflict``.
/// - Query items belong to the last route only, so a route before it has none (and answers no
///   link if it requires one). A query item named like one of the last route's placeholders is
///   ignored: placeholders come from the path. An item without `=` (`?manage`) has the empty
///   value. A repeated query item refuses the link with
///   ``RouteURLError/duplicateQueryItem(_:)`` unless the route is ``RouteLinkRules/isLenient``,
///   when the first wins (and an optional value that does not decode is nil).
/// - A route bound to a host (``RouteLinkRules/host``) answers only links to that host: a link
///   with a host tries that host's routes first, then the routes bound to no host. An in-app
///   path (``routes(forPath:)``) never opens a host-bound route; a saved state restores one
///   through ``route(forPath:identifiedAs:)``.
/// - A fragment (`#…`) is ignored, except by a route whose ``RouteLinkRules/receivesFragment``
///   is set: it gets ``RouteParameters/fragment`` (decoded) and the fragment's `name=value`
///   items after its path and query items, never replacing one. A route whose
///   ``RouteLinkRules/receivesLink`` is set gets the whole link as ``RouteParameters/link``.
///
/// Matching works on the UTF-8 bytes of the path, never on `URL` parsing, so it behaves the
/// same on every platform.
public struct RouteMatcher: Sendable {
    /// The path length limit, in UTF-8 bytes, that a matcher uses unless told otherwise: 8 KB.
    public static let defaultMaximumPathLength = 8192

    /// Every pair of registered patterns that match the same URLs, in registration order.
    public let conflicts: [RouteConflict]

    /// Every pair of routes of one pattern that can both answer one link with the same
    /// ``RouteLinkRules/specificity``; the route registered first answers it.
    public let ambiguities: [RouteAmbiguity]

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
    ///   `invalidPercentEncoding`, `malformedQuery` or `malformedURL` (spaces, control
    ///   characters) for a path that is not well formed; `duplicateQueryItem` when a route that
    ///   is not lenient matched a path whose query repeats an item; otherwise the most
    ///   informative failure:
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
    ///   `duplicateQueryItem`, `decodingFailed` or `noMatchingRoute`, as ``routes(forPath:)``
    ///   does.
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
        return try link.withTokens { (tokens) throws(RouteURLError) in
            try storage.resolveAll(tokens, host: link.host, fragment: link.fragment, url: link.url)
        }
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

    /// The single route a saved path names, for restoring a saved state: ``route(forPath:)``,
    /// except that a route bound to a host (``RouteLinkRules/host``) is found too.
    ///
    /// An in-app path has no host, so ``route(forPath:)`` never answers with a host-bound
    /// route; a saved state holds such a route's path and identifier all the same. When the
    /// path resolves to a route of another identifier among the routes bound to no host, each
    /// host's routes are tried in turn, in registration order, and the first route of that
    /// identifier (or of an alias written so) is the answer.
    ///
    /// ```swift
    /// try matcher.route(forPath: "t/launch", identifiedAs: "t/*target")  // ClickRoute(target: "launch")
    /// ```
    ///
    /// - Parameters:
    ///   - path: A relative path with an optional query, percent-encoded.
    ///   - identifier: The saved route's ``Route/routeIdentifier``.
    /// - Returns: The route of that identifier, or the route ``route(forPath:)`` answers when
    ///   no host's routes give one of that identifier.
    /// - Throws: The errors of ``route(forPath:)``.
    public func route(
        forPath path: some StringProtocol, identifiedAs identifier: String
    ) throws(RouteURLError) -> any Route {
        func isIdentified(_ route: any Route) -> Bool {
            let type = type(of: route)
            return type.routeIdentifier == identifier
                || type.routeAliases.contains { $0.pattern.string == identifier }
        }
        let storage = self.storage
        var unbound: Result<any Route, RouteURLError>
        do throws(RouteURLError) {
            unbound = .success(try route(forPath: path))
        } catch {
            unbound = .failure(error)
        }
        if case .success(let route) = unbound, isIdentified(route) { return route }
        guard !storage.hosts.isEmpty else { return try unbound.get() }
        var string = try checkedString(path)
        let found = string.withUTF8 { bytes in
            Result { () throws(RouteURLError) -> (any Route)? in
                try TokenizedPath.withTokens(of: bytes) { (tokens) throws(RouteURLError) -> (any Route)? in
                    for host in storage.hosts {
                        var none: [any Route] = []
                        var noAliases: [Int32] = []
                        var lookup = RouteMatcher.Storage.Lookup()
                        lookup.root = storage.hostRoots[host] ?? 0
                        do throws(RouteURLError) {
                            let route = try storage.resolve(
                                tokens, allowsSeveralRoutes: false, lookup: lookup, leadingRoutes: &none,
                                leadingAliases: &noAliases
                            ).route
                            if isIdentified(route) { return route }
                        } catch {
                            continue
                        }
                    }
                    return nil
                }
            }
        }
        if case .success(let route?) = found { return route }
        return try unbound.get()
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

/// A placeholder of a pattern: its segment offset within the pattern, whether it is a catch-all
/// tail (which takes every segment from there on), and its name.
struct PlaceholderSlot: Sendable {
    let offset: Int32
    let isTail: Bool
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
        /// The nodes of the trie; node 0 is the root of the routes bound to no host.
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
        /// The link rules of the routes that have any a lookup reads (see ``RouteInfo/rules``).
        let rules: [CompiledRules]
        /// The child reached by a catch-all tail, by parent node.
        let tailChildren: [Int32: Int32]
        /// The root of each host's own routes, by lowercased host.
        let hostRoots: [String: Int32]
        /// The hosts with routes of their own, in registration order.
        let hosts: [String]

        init(
            nodes: [Node], edgeTable: [Edge], literalBytes: [UInt8], routeInfos: [RouteInfo],
            placeholderSlots: [PlaceholderSlot], rules: [CompiledRules], tailChildren: [Int32: Int32],
            hostRoots: [String: Int32], hosts: [String]
        ) {
            self.nodes = nodes
            self.edgeTable = edgeTable
            self.literalBytes = literalBytes
            self.routeInfos = routeInfos
            self.placeholderSlots = placeholderSlots
            self.rules = rules
            self.tailChildren = tailChildren
            self.hostRoots = hostRoots
            self.hosts = hosts
        }
    }

    /// A trie node, in 8 bytes.
    struct Node: Sendable {
        /// The first route number tried at this node, or -1 (see ``CompiledRules/next``).
        let terminal: Int32
        /// The placeholder child in bits 0–28, 0 for none (a root is nobody's child); bit 31 set
        /// when the node has a literal child, bit 30 when it has a folded (case-insensitive)
        /// literal child, bit 29 when it has a catch-all tail child. Packed so a node is two
        /// words of 32 bits.
        private let childAndFlags: UInt32

        init(
            terminal: Int32, placeholderChild: Int32, hasLiteralChildren: Bool, hasFoldedChildren: Bool,
            hasTailChild: Bool
        ) {
            precondition(placeholderChild < 0x2000_0000, "too many trie nodes")
            self.terminal = terminal
            childAndFlags =
                UInt32(max(placeholderChild, 0)) | (hasLiteralChildren ? 0x8000_0000 : 0)
                | (hasFoldedChildren ? 0x4000_0000 : 0) | (hasTailChild ? 0x2000_0000 : 0)
        }

        /// The child reached by a placeholder, or -1.
        var placeholderChild: Int32 {
            let child = Int32(bitPattern: childAndFlags & 0x1FFF_FFFF)
            return child == 0 ? -1 : child
        }

        /// Whether the node has any literal child (skips hashing at leaves).
        var hasLiteralChildren: Bool { childAndFlags & 0x8000_0000 != 0 }

        /// Whether the node has a literal child of case-insensitive routes, keyed lowercased.
        var hasFoldedChildren: Bool { childAndFlags & 0x4000_0000 != 0 }

        /// Whether the node has a catch-all tail child (in ``Storage/tailChildren``).
        var hasTailChild: Bool { childAndFlags & 0x2000_0000 != 0 }
    }

    /// A literal edge, stored in its hash-table slot.
    struct Edge: Sendable {
        /// The bit set in ``parent`` for an edge of case-insensitive routes, keyed lowercased.
        static let foldedParent: Int32 = 0x4000_0000

        /// The parent node (with ``foldedParent`` for a folded edge), or -1 for an empty slot.
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
        let segmentCount: Int16
        /// The position of the alias in the type's ``Route/routeAliases``, or -1 for the type's
        /// own pattern.
        let alias: Int16
        /// The route's entry in ``RouteMatcher/Storage/rules``, or -1 for a route whose link
        /// rules ask nothing of a lookup and which is the last route of its pattern. (With the
        /// two fields above it fills what was padding: a `RouteInfo` is 32 bytes either way.)
        let rules: Int32
    }

    /// What a lookup reads of a route's ``RouteLinkRules``.
    struct CompiledRules: Sendable {
        /// The query items the link must carry, and those it must not.
        let required: [String]
        let forbidden: [String]
        let isLenient: Bool
        let receivesFragment: Bool
        let receivesLink: Bool
        /// The route number tried next at the same node when this one does not answer, or -1.
        let next: Int32
    }
}
