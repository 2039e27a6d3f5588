public import Foundation

/// Which URLs from outside the app may open routes, and the ``LinkPath`` each one opens.
///
/// A policy accepts custom-scheme links (`myapp://post/42`) for its ``schemes`` and universal
/// links (`https://example.com/post/42`) for its ``hosts``, and turns them into the checked,
/// tokenized path that ``RouteMatcher/routes(for:)`` resolves. It refuses everything else with a
/// typed ``RouteURLError``.
///
/// ```swift
/// let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])
/// try policy.linkPath(of: "myapp://post/42?sort=new").relativeString     // "post/42?sort=new"
/// try policy.linkPath(of: "https://example.com/post/42").relativeString  // "post/42"
/// try policy.linkPath(of: "evil://post/42")               // throws unknownScheme("evil")
/// ```
///
/// Rules:
/// - The length limit is checked first, before any other work.
/// - Schemes and hosts compare case-insensitively. `http` and `https` are always universal links:
///   the host must be one of ``hosts`` and the path after it is the route path.
/// - For a custom scheme the host is the first route segment (`myapp://post/42` is `post/42`)
///   and keeps its case. An empty host (`myapp:///post/42`) is accepted: the path is the route.
/// - User information (`name@`) and ports are refused; the fragment (`#…`) is dropped; one
///   trailing `/` is dropped.
/// - Only ASCII URL characters are accepted: spaces, control characters, raw non-ASCII text and
///   characters such as `<`, `"` or `{` make the URL malformed (encode them as `%XX`).
/// - The route path's segments get the matcher's checks (no empty segment, no `.` or `..`, valid
///   percent-encoding of UTF-8) and two more: a segment that decodes to `.` or `..` is refused,
///   and so is one hiding a `/` as `%2F` unless ``allowsEncodedSlash``. The query gets the
///   matcher's checks (`name=value` items, each name once).
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
    /// The longest URL, in UTF-8 bytes, that the policy accepts.
    public let maximumLength: Int
    /// Whether a segment may hide a `/` as `%2F`. Off by default: such links are a common way to
    /// smuggle a path past a check.
    public let allowsEncodedSlash: Bool

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - schemes: Custom schemes such as `"myapp"`, in any case.
    ///   - hosts: Universal-link hosts such as `"example.com"`, in any case.
    ///   - maximumLength: The longest URL accepted, in UTF-8 bytes.
    ///   - allowsEncodedSlash: Whether `%2F` may appear inside a segment.
    public init(
        schemes: Set<String> = [], hosts: Set<String> = [],
        maximumLength: Int = LinkPolicy.defaultMaximumLength,
        allowsEncodedSlash: Bool = false
    ) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.maximumLength = maximumLength
        self.allowsEncodedSlash = allowsEncodedSlash
    }

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
    ///   `myapp://post/42?sort=new#top`, split into decoded segments and query items.
    /// - Throws: ``RouteURLError``: `tooLong`, `malformedURL`, `unknownScheme`, `unknownHost`,
    ///   `userInfoNotAllowed`, `portNotAllowed`, `emptyPath`, `emptySegment`, `dotSegment`,
    ///   `invalidPercentEncoding`, `encodedSlash`, `malformedQuery` or `duplicateQueryItem`, in
    ///   that order of precedence (the segments' errors by segment, in order).
    /// - Complexity: O(*n*) in the length of the URL.
    public func linkPath(of url: String) throws(RouteURLError) -> LinkPath {
        let length = url.utf8.count
        guard length <= maximumLength else { throw .tooLong(length: length, limit: maximumLength) }
        var text = url
        let routePath = text.withUTF8 { bytes in
            Result { () throws(RouteURLError) -> RoutePathParts in try Self.routePath(of: bytes, policy: self)
            }
        }
        let parts = try routePath.get()
        var link = try LinkPath(tokenizing: parts.bytes, rules: segmentRules)
        link.host = parts.host
        link.fragment = parts.fragment
        link.url = url
        return link
    }

    /// The route path and query of a link, with the host it was addressed to and its fragment.
    private struct RoutePathParts {
        var bytes: [UInt8]
        var host: String?
        var fragment: String?
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

    /// What the segment check refuses in a link, beyond what the matcher refuses in any path.
    var segmentRules: TokenizedPath.SegmentRules {
        TokenizedPath.SegmentRules(refusesEncodedDotSegments: true, refusesEncodedSlash: !allowsEncodedSlash)
    }

    /// Checks everything of a URL but its route path's segments and query, and returns that
    /// route path with its query (without the fragment), for ``LinkPath`` to check and tokenize.
    private static func routePath(
        of bytes: UnsafeBufferPointer<UInt8>, policy: LinkPolicy
    ) throws(RouteURLError) -> RoutePathParts {
        func malformed() -> RouteURLError { .malformedURL(String(decoding: bytes, as: UTF8.self)) }
        guard bytes.allSatisfy(isURLCharacter) else { throw malformed() }

        // scheme ":" "//"
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
            isValidScheme(bytes[..<colon]),
            bytes.count >= colon + 3, bytes[colon + 1] == UInt8(ascii: "/"),
            bytes[colon + 2] == UInt8(ascii: "/")
        else { throw malformed() }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()

        // authority, path, query; the fragment is dropped
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        let authorityStart = colon + 3
        let authorityEnd =
            bytes[authorityStart..<end].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }
            ?? end
        let authority = bytes[authorityStart..<authorityEnd]
        if authority.contains(UInt8(ascii: "@")) { throw .userInfoNotAllowed }
        if authority.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }) {
            throw malformed()  // IP literals are never link hosts
        }
        if authority.contains(UInt8(ascii: ":")) { throw .portNotAllowed }
        let queryStart = bytes[authorityEnd..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var path = bytes[authorityEnd..<queryStart]
        if path.first == UInt8(ascii: "/") { path = path.dropFirst() }
        if path.last == UInt8(ascii: "/") { path = path.dropLast() }

        var routePath: [UInt8] = []
        routePath.reserveCapacity(end - authorityStart)
        var linkHost: String?
        if scheme == "http" || scheme == "https" {
            let host = String(decoding: authority, as: UTF8.self).lowercased()
            guard policy.hosts.contains(host) else { throw .unknownHost(host) }
            linkHost = host
        } else if policy.schemes.contains(scheme) {
            routePath.append(contentsOf: authority)
            if !authority.isEmpty && !path.isEmpty { routePath.append(UInt8(ascii: "/")) }
        } else {
            throw .unknownScheme(scheme)
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
    private static func isURLCharacter(_ byte: UInt8) -> Bool {
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
