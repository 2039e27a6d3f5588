public import Foundation

// MARK: - Which links are the app's

extension LinkPolicy {
    /// Whether a URL is addressed to this app: its scheme is one of ``schemes``, or it is an
    /// `http` or `https` link to one of ``hosts``.
    ///
    /// Only the scheme and, for a universal link, the host are read (a user name and a port do
    /// not change whose host it is), so a link that is the app's but malformed is still claimed,
    /// and `mailto:`, `tel:` or another site's link never is. A navigator hands a link it does
    /// not claim back to the app as "not handled".
    ///
    /// ```swift
    /// let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"])
    /// policy.claims("myapp://post/42")               // true
    /// policy.claims("myapp://post/%zz")              // true: ours, though malformed
    /// policy.claims("https://shop.example.org/cart") // false
    /// policy.claims("mailto:ada@example.com")        // false
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the scheme and host, at most ``maximumLength``
    ///   bytes of the URL are read.
    public func claims(_ url: String) -> Bool {
        let bytes = url.utf8.prefix(maximumLength)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
            Self.isValidScheme(bytes[..<colon])
        else { return false }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        guard scheme == "http" || scheme == "https" else { return schemes.contains(scheme) }
        let rest = bytes[bytes.index(after: colon)...]
        guard rest.starts(with: "//".utf8) else { return false }
        let authority = rest.dropFirst(2).prefix {
            $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
        }
        // The host is what follows any user information and precedes any port.
        let afterUser =
            authority.lastIndex(of: UInt8(ascii: "@")).map { authority[authority.index(after: $0)...] }
            ?? authority[...]
        let host = afterUser.prefix { $0 != UInt8(ascii: ":") }
        return hosts.contains(String(decoding: host, as: UTF8.self).lowercased())
    }

    /// Whether a URL is addressed to this app; see ``claims(_:)-(String)``.
    public func claims(_ url: URL) -> Bool {
        claims(url.absoluteString)
    }

    /// Whether a link that failed with `error` is not the app's at all: the policy does not claim
    /// it, or no registered route answers its path (``RouteURLError/isNotHandled``). Every other
    /// failure is the app's own refusal of its own link.
    package func isNotHandled(_ url: String, failingWith error: RouteURLError) -> Bool {
        error.isNotHandled || !claims(url)
    }
}
