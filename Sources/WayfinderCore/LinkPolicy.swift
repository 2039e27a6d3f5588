public import Foundation

/// Which URLs from outside the app may open routes, and the ``LinkPath`` each one opens.
///
/// A policy accepts custom-scheme links (`myapp://post/42`) for its ``schemes`` and universal
/// links (`https://example.com/post/42`) for its ``hosts`` and ``runtimeHosts``, and turns them
/// into the checked, tokenized path that ``RouteMatcher/routes(for:)`` resolves. It refuses
/// everything else with a typed ``RouteURLError``.
///
/// ```swift
/// let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])
/// try policy.linkPath(of: "myapp://post/42?sort=new").relativeString     // "post/42?sort=new"
/// try policy.linkPath(of: "https://example.com/post/42").relativeString  // "post/42"
/// try policy.linkPath(of: "evil://post/42")               // throws unknownScheme("evil")
/// ```
///
/// Rules:
/// - Schemes and hosts compare case-insensitively. `http` and `https` are always universal links:
///   the host must be one of ``hosts`` or ``runtimeHosts``, and the path after it is the route
///   path.
/// - For a custom scheme the host is the first route segment (`myapp://post/42` is `post/42`)
///   and keeps its case, unless it is one of ``customSchemeHosts``: then the link means what the
///   same path on that host means (`myapp://www.example.com/post/42` is `post/42` on
///   `www.example.com`). An empty host (`myapp:///post/42`) is accepted: the path is the route.
/// - User information (`name@` before the host) and ports are refused; a path may carry `@`
///   (`/@ada`). The fragment (`#…`) is not part of the route path (``LinkPath/fragment`` keeps
///   it); one trailing `/` is dropped.
/// - Only ASCII URL characters are accepted: spaces, control characters, raw non-ASCII text and
///   characters such as `<`, `"` or `{` make the URL malformed (encode them as `%XX`).
/// - The route path's segments get the matcher's checks (no empty segment, no `.` or `..`, valid
///   percent-encoding of UTF-8) and two more: a segment that decodes to `.` or `..` is refused,
///   and so is one hiding a `/` as `%2F` unless ``allowsEncodedSlash``. The query gets the
///   matcher's checks (`name=value` items, or a name alone, which reads as empty). A repeated
///   item is kept: the route that reads the link decides (``RouteMatcher`` refuses it with
///   `duplicateQueryItem` unless the route is ``RouteLinkRules/isLenient``).
///
/// A link with several faults is refused for the first in this order: its length
/// (`tooLong`, checked before any other work), its form (`malformedURL`), its scheme
/// (`unknownScheme`), its host (`unknownHost`), user information (`userInfoNotAllowed`), a port
/// (`portNotAllowed`), then its route path (`emptyPath`, then each segment's fault in segment
/// order) and its query (`malformedQuery`). So `evil://host:80/x` is an
/// unknown scheme, not a port.
///
/// ## Hosts that change while the app runs
///
/// Hosts known only at run time, such as the servers of the accounts the user signed in to, go
/// in a ``LinkHosts`` set the app updates from any thread:
///
/// ```swift
/// let servers = LinkHosts()
/// let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"], runtimeHosts: servers)
/// servers.insert("social.example.org")   // after the user signs in there
/// policy.claims("https://social.example.org/@ada")  // true
/// ```
///
/// Two policies are equal when their fixed settings are equal and they share the same
/// ``LinkHosts`` instance (or neither has one): the hosts inside it are not compared, since they
/// change.
///
/// Parsing is done by hand on the string's UTF-8, never with `URLComponents`, so the behaviour is
/// identical on Linux and Apple platforms.
public struct LinkPolicy: Hashable, Sendable {
    /// The URL length limit a policy uses unless told otherwise: 8 KB.
    public static let defaultMaximumLength = 8192

    /// The allowed custom schemes, lowercased.
    public let schemes: Set<String>
    /// The allowed universal-link hosts for `http` and `https`, lowercased.
    public let hosts: Set<String>
    /// Hosts that, after a custom scheme, name a host instead of a first route segment,
    /// lowercased: with `www.example.com` here, `myapp://www.example.com/post/42` opens what
    /// `https://www.example.com/post/42` opens.
    public let customSchemeHosts: Set<String>
    /// Universal-link hosts the app adds and removes while it runs, in addition to ``hosts``;
    /// nil when every host is known up front.
    public let runtimeHosts: LinkHosts?
    /// The longest URL, in UTF-8 bytes, that the policy accepts.
    public let maximumLength: Int
    /// Whether a segment may hide a `/` as `%2F`. Off by default: such links are a common way to
    /// smuggle a path past a check.
    public let allowsEncodedSlash: Bool

    /// Creates a policy.
    ///
    /// ```swift
    /// let policy = LinkPolicy(
    ///     schemes: ["myapp"], hosts: ["www.example.com"], customSchemeHosts: ["www.example.com"])
    /// try policy.linkPath(of: "myapp://www.example.com/post/42").host  // "www.example.com"
    /// ```
    ///
    /// - Parameters:
    ///   - schemes: Custom schemes such as `"myapp"`, in any case.
    ///   - hosts: Universal-link hosts such as `"example.com"`, in any case.
    ///   - customSchemeHosts: Hosts that a custom-scheme link may name before its route path,
    ///     in any case.
    ///   - runtimeHosts: Universal-link hosts the app changes while it runs.
    ///   - maximumLength: The longest URL accepted, in UTF-8 bytes.
    ///   - allowsEncodedSlash: Whether `%2F` may appear inside a segment.
    public init(
        schemes: Set<String> = [], hosts: Set<String> = [], customSchemeHosts: Set<String> = [],
        runtimeHosts: LinkHosts? = nil, maximumLength: Int = LinkPolicy.defaultMaximumLength,
        allowsEncodedSlash: Bool = false
    ) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.customSchemeHosts = Set(customSchemeHosts.map { $0.lowercased() })
        self.runtimeHosts = runtimeHosts
        self.maximumLength = maximumLength
        self.allowsEncodedSlash = allowsEncodedSlash
    }

    /// Whether a universal link to this host (lowercased) is the app's: it is one of ``hosts``
    /// or, now, one of ``runtimeHosts``. The one host rule of ``linkPath(of:)-(String)`` and
    /// ``claims(_:)-(String)``.
    func acceptsHost(_ host: String) -> Bool {
        hosts.contains(host) || runtimeHosts?.contains(host) == true
    }

    // MARK: - Equality

    /// Whether two policies have the same fixed settings and share the same ``runtimeHosts``
    /// instance (or neither has one); the run-time hosts' current contents are not compared.
    public static func == (lhs: LinkPolicy, rhs: LinkPolicy) -> Bool {
        lhs.schemes == rhs.schemes && lhs.hosts == rhs.hosts && lhs.customSchemeHosts == rhs.customSchemeHosts
            && lhs.runtimeHosts.map(ObjectIdentifier.init) == rhs.runtimeHosts.map(ObjectIdentifier.init)
            && lhs.maximumLength == rhs.maximumLength && lhs.allowsEncodedSlash == rhs.allowsEncodedSlash
    }

    /// Hashes the fixed settings and the identity of ``runtimeHosts``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(schemes)
        hasher.combine(hosts)
        hasher.combine(customSchemeHosts)
        hasher.combine(runtimeHosts.map(ObjectIdentifier.init))
        hasher.combine(maximumLength)
        hasher.combine(allowsEncodedSlash)
    }

    // MARK: - Checking a link

    /// The route path and query of an outside URL, checked against the policy and tokenized for
    /// the matcher.
    ///
    /// ```swift
    /// let link = try policy.linkPath(of: "myapp://home/post/42?sort=new")
    /// link.segments                   // ["home", "post", "42"]
    /// try matcher.routes(for: link)   // [HomeRoute(), PostRoute(id: 42, sort: "new")]
    /// ```
    ///
    /// - Parameter url: The URL's absolute string.
    /// - Returns: The link's route path and query, `post/42?sort=new` for
    ///   `myapp://post/42?sort=new#top`, split into decoded segments and query items, with the
    ///   host it was addressed to, its fragment and the whole link.
    /// - Throws: ``RouteURLError``: `tooLong`, `malformedURL`, `unknownScheme`, `unknownHost`,
    ///   `userInfoNotAllowed`, `portNotAllowed`, `emptyPath`, `emptySegment`, `dotSegment`,
    ///   `invalidPercentEncoding`, `encodedSlash` or `malformedQuery`, in that order of
    ///   precedence (the segments' errors by segment, in order).
    /// - Complexity: O(*n*) in the length of the URL.
    public func linkPath(of url: String) throws(RouteURLError) -> LinkPath {
        let length = url.utf8.count
        guard length <= maximumLength else { throw .tooLong(length: length, limit: maximumLength) }
        var text = url
        let parsed = text.withUTF8 { bytes in
            Result { () throws(RouteURLError) -> RoutePathParts in try routePath(of: bytes) }
        }
        let parts = try parsed.get()
        var link = try LinkPath(tokenizing: parts.bytes, rules: segmentRules)
        link.host = parts.host
        link.fragment = parts.fragment
        link.url = url
        return link
    }

    /// The route path and query of an outside URL, checked against the policy and tokenized for
    /// the matcher.
    ///
    /// The URL's `absoluteString` is checked, exactly as ``linkPath(of:)-(String)`` does.
    ///
    /// - Throws: The errors of ``linkPath(of:)-(String)``.
    /// - Complexity: O(*n*) in the length of the URL.
    public func linkPath(of url: URL) throws(RouteURLError) -> LinkPath {
        try linkPath(of: url.absoluteString)
    }

    /// A route path with its query and fragment (`settings/newTab?x=1`, no scheme, no leading
    /// `/`), checked as the route path of a link is and tokenized: the inner link of a nested
    /// link that names a path rather than a whole link. One trailing `/` is dropped, as from a
    /// link's path.
    ///
    /// - Throws: `tooLong`, `malformedURL`, then the route path's errors, as
    ///   ``linkPath(of:)-(String)``.
    func linkPath(ofRoutePath path: String) throws(RouteURLError) -> LinkPath {
        let length = path.utf8.count
        guard length <= maximumLength else { throw .tooLong(length: length, limit: maximumLength) }
        guard path.utf8.allSatisfy(Self.isURLCharacter) else { throw .malformedURL(path) }
        let bytes = Array(path.utf8)
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        // One trailing `/` of the path is dropped, as from a link's path.
        let queryStart = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var routePath = Array(bytes[..<end])
        if queryStart > 1, bytes[queryStart - 1] == UInt8(ascii: "/") { routePath.remove(at: queryStart - 1) }
        var link = try LinkPath(tokenizing: routePath, rules: segmentRules)
        link.fragment = end < bytes.count ? String(decoding: bytes[(end + 1)...], as: UTF8.self) : nil
        return link
    }

    /// The route path and query of a link, with the host it was addressed to and its fragment.
    private struct RoutePathParts {
        var bytes: [UInt8]
        var host: String?
        var fragment: String?
    }

    /// What a link says before its path: the scheme, and the authority split into its parts.
    struct LinkHead {
        /// The scheme, lowercased.
        var scheme: String
        /// Whether `//` follows the scheme's `:`.
        var hasAuthority: Bool
        /// The authority's bytes, between `//` and the path, query or fragment.
        var authority: Range<Int>
        /// The host: the authority without user information and port, lowercased.
        var host: String
        /// Whether the authority carries user information (`name@`).
        var hasUserInfo: Bool
        /// Whether the authority carries a port (`:80`).
        var hasPort: Bool
        /// Whether the authority holds `[` or `]` (an IP literal, never a link host).
        var hasBrackets: Bool

        /// Whether the link is a universal link: `http` or `https`.
        var isWeb: Bool { scheme == "http" || scheme == "https" }
    }

    /// The scheme and authority of a link, or nil when it does not begin with a valid scheme
    /// and `:`. Reads no further than the authority.
    static func head(of bytes: some BidirectionalCollection<UInt8>) -> LinkHead? {
        let start = bytes.startIndex
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), isValidScheme(bytes[start..<colon]) else {
            return nil
        }
        let scheme = String(decoding: bytes[start..<colon], as: UTF8.self).lowercased()
        let offset = bytes.distance(from: start, to: colon)
        let rest = bytes[bytes.index(after: colon)...]
        guard rest.starts(with: "//".utf8) else {
            return LinkHead(
                scheme: scheme, hasAuthority: false, authority: offset + 1..<offset + 1, host: "",
                hasUserInfo: false, hasPort: false, hasBrackets: false)
        }
        let authority = rest.dropFirst(2).prefix {
            $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
        }
        let lower = bytes.distance(from: start, to: authority.startIndex)
        let upper = bytes.distance(from: start, to: authority.endIndex)
        // The host is what follows any user information and precedes any port.
        let at = authority.lastIndex(of: UInt8(ascii: "@"))
        let hostAndPort = at.map { authority[authority.index(after: $0)...] } ?? authority[...]
        let host = hostAndPort.prefix { $0 != UInt8(ascii: ":") }
        return LinkHead(
            scheme: scheme, hasAuthority: true, authority: lower..<upper,
            host: String(decoding: host, as: UTF8.self).lowercased(), hasUserInfo: at != nil,
            hasPort: host.endIndex != hostAndPort.endIndex,
            hasBrackets: authority.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") })
    }

    /// How a link that names one of the policy's schemes reads its host.
    enum Addressee: Equatable {
        /// A universal link, or a custom-scheme link naming one of ``customSchemeHosts``: the
        /// host is the link's, the route path follows it.
        case host(String)
        /// A custom-scheme link whose host is its first route segment.
        case firstSegment
    }

    /// Whose a link is, by its scheme and host alone: the one rule of ``linkPath(of:)-(String)``
    /// and ``claims(_:)-(String)``.
    ///
    /// - Throws: `unknownScheme` or `unknownHost`.
    func addressee(of head: LinkHead) throws(RouteURLError) -> Addressee {
        if head.isWeb {
            guard acceptsHost(head.host) else { throw .unknownHost(head.host) }
            return .host(head.host)
        }
        guard schemes.contains(head.scheme) else { throw .unknownScheme(head.scheme) }
        if !head.host.isEmpty && customSchemeHosts.contains(head.host) { return .host(head.host) }
        return .firstSegment
    }

    /// What the segment check refuses in a link, beyond what the matcher refuses in any path.
    var segmentRules: TokenizedPath.SegmentRules {
        TokenizedPath.SegmentRules(refusesEncodedDotSegments: true, refusesEncodedSlash: !allowsEncodedSlash)
    }

    /// Checks everything of a URL but its route path's segments and query, in the documented
    /// order, and returns that route path with its query (without the fragment), for
    /// ``LinkPath`` to check and tokenize.
    private func routePath(of bytes: UnsafeBufferPointer<UInt8>) throws(RouteURLError) -> RoutePathParts {
        func malformed() -> RouteURLError { .malformedURL(String(decoding: bytes, as: UTF8.self)) }
        guard bytes.allSatisfy(Self.isURLCharacter), let head = Self.head(of: bytes), head.hasAuthority,
            !head.hasBrackets  // IP literals are never link hosts
        else { throw malformed() }

        let addressee = try addressee(of: head)
        if head.hasUserInfo { throw .userInfoNotAllowed }
        if head.hasPort { throw .portNotAllowed }

        // path, query; the fragment is kept apart
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        let authorityEnd = head.authority.upperBound
        let queryStart = bytes[authorityEnd..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var path = bytes[authorityEnd..<queryStart]
        if path.first == UInt8(ascii: "/") { path = path.dropFirst() }
        if path.last == UInt8(ascii: "/") { path = path.dropLast() }

        var routePath: [UInt8] = []
        routePath.reserveCapacity(end - head.authority.lowerBound)
        var linkHost: String?
        switch addressee {
        case .host(let host):
            linkHost = host
        case .firstSegment:
            let authority = bytes[head.authority]
            routePath.append(contentsOf: authority)
            if !authority.isEmpty && !path.isEmpty { routePath.append(UInt8(ascii: "/")) }
        }
        routePath.append(contentsOf: path)
        routePath.append(contentsOf: bytes[queryStart..<end])
        let fragment = end < bytes.count ? String(decoding: bytes[(end + 1)...], as: UTF8.self) : nil
        return RoutePathParts(bytes: routePath, host: linkHost, fragment: fragment)
    }

    // MARK: - Schemes

    /// The one scheme rule, for the links a policy reads and the links ``RouteURLCoder`` writes:
    /// a letter, then letters, digits, `+`, `-` or `.` (RFC 3986).
    static func isValidScheme(_ scheme: some Collection<UInt8>) -> Bool {
        guard let first = scheme.first, isAlpha(first) else { return false }
        return scheme.allSatisfy { byte in
            isAlpha(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    // MARK: - Characters

    /// Unreserved, reserved and `%`: every character a URL may carry unencoded.
    static func isURLCharacter(_ byte: UInt8) -> Bool {
        if RouteURLCoder.isUnreserved(byte) { return true }
        switch byte {
        case UInt8(ascii: "%"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "@"), UInt8(ascii: "!"), UInt8(ascii: "$"),
            UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
            UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
