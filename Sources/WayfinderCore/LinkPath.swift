/// The route path of an outside link, checked by a ``LinkPolicy`` and tokenized once, ready for
/// ``RouteMatcher/routes(for:)``.
///
/// A link path exists only once a policy has accepted its URL: its scheme or host, its
/// characters and every segment and query item have been checked, and the segments are split
/// and percent-decoded. The matcher resolves those tokens as they are, without reading the text
/// again.
///
/// ```swift
/// let policy = LinkPolicy(schemes: ["myapp"])
/// let link = try policy.linkPath(of: "myapp://home/post/42?sort=new#top")
/// link.relativeString  // "home/post/42?sort=new"
/// link.segments        // ["home", "post", "42"]
/// link.queryItems      // [RouteParameters.Item(name: "sort", value: "new")]
/// try matcher.routes(for: link)  // [HomeRoute(), PostRoute(id: 42, sort: "new")]
/// ```
///
/// Two link paths are equal when their route paths and queries are written alike, byte for byte;
/// the host, fragment and whole link they came from are not compared.
public struct LinkPath: Hashable, Sendable, CustomStringConvertible {
    /// The route path and its query as UTF-8, still percent-encoded, without the fragment.
    let bytes: [UInt8]
    /// The segments of ``bytes``, checked and hashed (see ``TokenizedPath/Segment``).
    let segmentTable: [TokenizedPath.Segment]
    /// The decoded bytes of the escaped segments, back to back.
    let decodedBytes: [UInt8]
    /// The query items of ``bytes``, checked (see ``TokenizedPath/QueryItem``).
    let queryTable: [TokenizedPath.QueryItem]
    /// The index of the first query item that repeats an earlier one's name, or -1.
    let duplicateQueryIndex: Int

    /// The host the link was addressed to, lowercased: the universal link's host, or nil for a
    /// custom-scheme link whose host is its first route segment.
    public internal(set) var host: String?

    /// The link's fragment, the text after `#` as written (still percent-encoded), or nil when
    /// it has none.
    public internal(set) var fragment: String?

    /// The whole link as the policy read it, or nil for a path that did not come from a link.
    public internal(set) var url: String?

    /// Checks and tokenizes a route path and query (no fragment) under a policy's rules.
    ///
    /// - Throws: The errors of ``TokenizedPath/splitSegments(_:upTo:rules:into:decodingInto:)``
    ///   and ``TokenizedPath/splitQuery(_:_:into:)``, and `emptyPath`. Duplicate query items are
    ///   kept (the route that reads them decides), so `duplicateQueryItem` is not thrown here.
    init(tokenizing bytes: [UInt8], rules: TokenizedPath.SegmentRules) throws(RouteURLError) {
        let layout = try bytes.withUnsafeBufferPointer { (input) throws(RouteURLError) in
            try TokenizedPath.Layout(scanning: input)
        }
        guard layout.pathEnd > 0 else { throw .emptyPath }
        var decodedBytes: [UInt8] = []
        let segmentTable = try [TokenizedPath.Segment](unsafeUninitializedCapacity: layout.segmentCount) {
            (segments, segmentCount) throws(RouteURLError) in
            decodedBytes = try [UInt8](unsafeUninitializedCapacity: layout.hasEscapes ? layout.pathEnd : 0) {
                (decoded, decodedCount) throws(RouteURLError) in
                decodedCount = try bytes.withUnsafeBufferPointer { (input) throws(RouteURLError) in
                    try TokenizedPath.splitSegments(
                        input, upTo: layout.pathEnd, rules: rules, into: segments, decodingInto: decoded)
                }
            }
            segmentCount = layout.segmentCount
        }
        var duplicate = -1
        let queryTable = try [TokenizedPath.QueryItem](unsafeUninitializedCapacity: layout.queryItemCount) {
            (items, itemCount) throws(RouteURLError) in
            duplicate = try bytes.withUnsafeBufferPointer { (input) throws(RouteURLError) in
                try TokenizedPath.splitQuery(input, layout.queryRange, into: items)
            }
            itemCount = layout.queryItemCount
        }
        self.bytes = bytes
        self.segmentTable = segmentTable
        self.decodedBytes = decodedBytes
        self.queryTable = queryTable
        self.duplicateQueryIndex = duplicate
    }

    // MARK: - Reading

    /// The route path and its query, still percent-encoded, as ``RouteMatcher/routes(forPath:)``
    /// would take them: `post/42?sort=new`.
    public var relativeString: String { String(decoding: bytes, as: UTF8.self) }

    /// The path's segments, percent-decoded: `["post", "42"]` for `post/42?sort=new`.
    public var segments: [String] {
        withTokens { tokens in (0..<tokens.segmentCount).map(tokens.text(ofSegment:)) }
    }

    /// The query items, percent-decoded, in order: one item `sort` = `new` for `post/42?sort=new`.
    public var queryItems: [RouteParameters.Item] {
        withTokens { tokens in
            tokens.query.indices.map {
                RouteParameters.Item(name: tokens.queryName($0), value: tokens.queryValue($0))
            }
        }
    }

    /// The ``relativeString``.
    public var description: String { relativeString }

    /// The length of the route path and query, in UTF-8 bytes.
    var byteCount: Int { bytes.count }

    /// Lends the tokens to `body`, which must not let them escape.
    @inline(__always)
    func withTokens<Output, Failure: Error>(
        _ body: (TokenizedPath) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try bytes.withUnsafeBufferPointer { (input) throws(Failure) in
            try segmentTable.withUnsafeBufferPointer { (segments) throws(Failure) in
                try decodedBytes.withUnsafeBufferPointer { (decoded) throws(Failure) in
                    try queryTable.withUnsafeBufferPointer { (query) throws(Failure) in
                        try body(
                            TokenizedPath(
                                input: input, segments: segments, decoded: decoded, query: query,
                                duplicateQueryIndex: duplicateQueryIndex))
                    }
                }
            }
        }
    }

    // MARK: - Equality

    /// Whether two link paths write their route path and query alike, byte for byte.
    public static func == (lhs: LinkPath, rhs: LinkPath) -> Bool { lhs.bytes == rhs.bytes }

    /// Hashes the route path and query as written.
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}
