public import Foundation

extension RouteMatcher {
    /// Whether a link is the app's to open: the policy claims it and its path resolves, or fails
    /// only as the app's own refusal of its own link (a value that does not decode, a malformed
    /// segment, a link too long).
    ///
    /// Nothing is navigated and nothing is asked of any guard: a legacy router asks first and
    /// keeps the links no route of the app answers.
    ///
    /// ```swift
    /// let policy = LinkPolicy(schemes: ["myapp"])
    /// matcher.canOpen("myapp://post/42", policy: policy)    // true
    /// matcher.canOpen("myapp://post/abc", policy: policy)   // true: ours, refused when opened
    /// matcher.canOpen("myapp://orders/7", policy: policy)   // false: no route answers
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link's absolute string.
    ///   - policy: The schemes and hosts the app answers.
    /// - Returns: False exactly when the link fails with an error that
    ///   ``LinkPolicy/claims(_:)-(String)`` and ``RouteURLError/isNotHandled`` call not the app's.
    /// - Complexity: O(*n*) for a link of *n* segments, as ``matches(for:)``.
    public func canOpen(_ url: String, policy: LinkPolicy) -> Bool {
        do throws(RouteURLError) {
            _ = try routes(for: policy.linkPath(of: url))
            return true
        } catch {
            return !policy.isNotHandled(url, failingWith: error)
        }
    }

    /// Whether a link is the app's to open; see ``canOpen(_:policy:)-(String,_)``.
    public func canOpen(_ url: URL, policy: LinkPolicy) -> Bool {
        canOpen(url.absoluteString, policy: policy)
    }
}
