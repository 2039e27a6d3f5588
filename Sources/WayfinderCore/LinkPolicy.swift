public import Foundation

/// Which URLs from outside the app may open routes, and how they become a route path.
///
/// A policy accepts custom-scheme links (`myapp://post/42`) for its ``schemes`` and universal
/// links (`https://example.com/post/42`) for its ``hosts``, and turns them into the relative path
/// that ``RouteMatcher`` resolves. It refuses everything else with a typed ``RouteURLError``.
///
/// ```swift
/// let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])
/// try policy.relativePath(of: "myapp://post/42?sort=new")      // "post/42?sort=new"
/// try policy.relativePath(of: "https://example.com/post/42")   // "post/42"
/// try policy.relativePath(of: "evil://post/42")                 // throws unknownScheme("evil")
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
/// - A segment hiding a `/` as `%2F` is refused unless ``allowsEncodedSlash``; a segment that is
///   `.` or `..`, written plainly or percent-encoded, is refused.
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

    /// The route path and query of an outside URL, checked against the policy.
    ///
    /// - Parameter url: The URL's absolute string.
    /// - Returns: The relative path with its query, as ``RouteMatcher/routes(forPath:)`` takes it:
    ///   `post/42?sort=new`.
    /// - Throws: ``RouteURLError``: `tooLong`, `malformedURL`, `unknownScheme`, `unknownHost`,
    ///   `userInfoNotAllowed`, `portNotAllowed`, `emptyPath`, `emptySegment`, `dotSegment`,
    ///   `encodedSlash` or `invalidPercentEncoding`.
    /// - Complexity: O(*n*) in the length of the URL.
    public func relativePath(of url: String) throws(RouteURLError) -> String {
        let length = url.utf8.count
        guard length <= maximumLength else { throw .tooLong(length: length, limit: maximumLength) }
        let bytes = Array(url.utf8)
        guard bytes.allSatisfy(Self.isURLCharacter) else { throw .malformedURL(url) }

        // scheme ":" "//"
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), Self.isValidScheme(bytes[..<colon]),
            bytes.count >= colon + 3, bytes[colon + 1] == UInt8(ascii: "/"),
            bytes[colon + 2] == UInt8(ascii: "/")
        else { throw .malformedURL(url) }
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
            throw .malformedURL(url)  // IP literals are never link hosts
        }
        if authority.contains(UInt8(ascii: ":")) { throw .portNotAllowed }
        let queryStart = bytes[authorityEnd..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var path = bytes[authorityEnd..<queryStart]
        if path.first == UInt8(ascii: "/") { path = path.dropFirst() }
        if path.last == UInt8(ascii: "/") { path = path.dropLast() }

        var routePath: [UInt8] = []
        routePath.reserveCapacity(end - authorityStart)
        if scheme == "http" || scheme == "https" {
            let host = String(decoding: authority, as: UTF8.self).lowercased()
            guard hosts.contains(host) else { throw .unknownHost(host) }
        } else if schemes.contains(scheme) {
            routePath.append(contentsOf: authority)
            if !authority.isEmpty && !path.isEmpty { routePath.append(UInt8(ascii: "/")) }
        } else {
            throw .unknownScheme(scheme)
        }
        routePath.append(contentsOf: path)
        guard !routePath.isEmpty else { throw .emptyPath }
        try routePath.withUnsafeBufferPointer { (path) throws(RouteURLError) in try checkSegments(path) }
        routePath.append(contentsOf: bytes[queryStart..<end])
        return String(decoding: routePath, as: UTF8.self)
    }

    /// The route path and query of an outside URL, checked against the policy.
    ///
    /// The URL's `absoluteString` is checked, exactly as ``relativePath(of:)-(String)`` does.
    ///
    /// - Throws: The errors of ``relativePath(of:)-(String)``.
    /// - Complexity: O(*n*) in the length of the URL.
    public func relativePath(of url: URL) throws(RouteURLError) -> String {
        try relativePath(of: url.absoluteString)
    }

    /// Refuses empty segments, dot segments (plain or encoded), encoded slashes and bad escapes.
    ///
    /// Works on the bytes in place: a segment is decoded on the fly
    /// (``RouteURLCoder/DecodingIterator``) to be checked, never copied into a string.
    private func checkSegments(_ path: UnsafeBufferPointer<UInt8>) throws(RouteURLError) {
        var index = 0
        var start = 0
        for position in 0...path.count where position == path.count || path[position] == UInt8(ascii: "/") {
            let range = start..<position
            start = position + 1
            guard !range.isEmpty else { throw .emptySegment(index: index) }
            try checkSegment(path, range, index: index)
            index += 1
        }
    }

    /// Checks one non-empty segment, in the order of ``RouteURLCoder/decoded(_:)`` and then the
    /// policy: bad escapes or decoded bytes that are not UTF-8, then a segment that decodes to
    /// `.` or `..`, then one that decodes to a `/`.
    private func checkSegment(
        _ path: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, index: Int
    ) throws(RouteURLError) {
        func invalidEncoding() -> RouteURLError {
            .invalidPercentEncoding(String(decoding: path[range], as: UTF8.self))
        }
        var bytes = RouteURLCoder.DecodingIterator(
            input: path, position: range.lowerBound, end: range.upperBound)
        var decodedCount = 0
        var isOnlyDots = true
        var hasSlash = false
        var hasNonASCII = false
        while let byte = bytes.next() {
            decodedCount += 1
            if byte != UInt8(ascii: ".") { isOnlyDots = false }
            if byte == UInt8(ascii: "/") { hasSlash = true }
            if byte >= 0x80 { hasNonASCII = true }
        }
        guard !bytes.failed else { throw invalidEncoding() }
        // Unescaped bytes are URL characters, all ASCII: only decoded escapes can break UTF-8.
        if hasNonASCII && !RouteURLCoder.isValidEncoding(path, range) { throw invalidEncoding() }
        if isOnlyDots && decodedCount <= 2 { throw .dotSegment(index: index) }
        if !allowsEncodedSlash && hasSlash { throw .encodedSlash(index: index) }
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
