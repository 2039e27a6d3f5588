public import Foundation

// MARK: - Which links are the app's

extension LinkPolicy {
    /// Whether a URL is addressed to this app: its scheme is one of ``schemes``, or it is an
    /// `http` or `https` link to one of ``hosts`` or, now, of ``runtimeHosts``.
    ///
    /// Only the scheme and, for a universal link, the host are read (a user name and a port do
    /// not change whose host it is), by the host rule ``linkPath(of:)-(String)`` applies, so a
    /// link that is the app's but malformed is still claimed, and `mailto:`, `tel:` or another
    /// site's link never is. A navigator hands a link it does
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
        guard let head = Self.head(of: url.utf8.prefix(maximumLength)) else { return false }
        // A custom scheme is the app's whatever follows it; a web link by its host, by the rule
        // the policy reads links by.
        if !head.isWeb { return schemes.contains(head.scheme) }
        return head.hasAuthority && acceptsHost(head.host)
    }

    /// Whether a URL is addressed to this app; see ``claims(_:)-(String)``.
    public func claims(_ url: URL) -> Bool {
        claims(url.absoluteString)
    }

    /// Whether a link that failed with `error` is not the app's at all: no registered route (and
    /// no alias) answers its path, or the policy does not claim it (``RouteURLError/isNotHandled``).
    /// Every other failure is the app's own refusal of its own link.
    ///
    /// The policy checks a link's scheme and host right after its length and form, so only a
    /// link refused as too long or malformed needs its scheme and host read again here.
    package func isNotHandled(_ url: String, failingWith error: RouteURLError) -> Bool {
        switch error {
        case .tooLong, .malformedURL: !claims(url)
        default: error.isNotHandled
        }
    }
}
