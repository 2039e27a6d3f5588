public import Foundation

extension LinkResolver {
    /// Whether a link is the app's to open: it resolves, or fails only as the app's own refusal
    /// of its own link (a value that does not decode, a route not reachable from outside, a
    /// malformed link, a link too long).
    ///
    /// It answers who takes the link, not whether opening it will succeed, as
    /// `UIApplication.canOpenURL(_:)` does: an app that keeps a second router sends the links
    /// this answers false for to it. Everything ``resolve(_:fromOutside:)-(String,_)`` follows
    /// counts: aliases, nested links and a route that opens any web link.
    ///
    /// ```swift
    /// let resolver = LinkResolver(matcher: matcher, policy: LinkPolicy(schemes: ["myapp"]))
    /// resolver.canOpen("myapp://post/42")    // true
    /// resolver.canOpen("myapp://post/abc")   // true: the app's, refused when opened
    /// resolver.canOpen("myapp://orders/7")   // false: no route answers
    /// ```
    ///
    /// - Parameter url: The link's absolute string.
    /// - Returns: False exactly when resolving the link fails with an error that the policy's
    ///   ``LinkPolicy/claims(_:)-(String)`` and ``RouteURLError/isNotHandled`` call not the app's.
    /// - Complexity: O(*n*) for a link of *n* segments, as ``resolve(_:fromOutside:)-(String,_)``.
    public func canOpen(_ url: String) -> Bool {
        do throws(RouteURLError) {
            _ = try resolve(url)
            return true
        } catch {
            return !policy.isNotHandled(url, failingWith: error)
        }
    }

    /// Whether a link is the app's to open; see ``canOpen(_:)-(String)``.
    public func canOpen(_ url: URL) -> Bool {
        canOpen(url.absoluteString)
    }
}
