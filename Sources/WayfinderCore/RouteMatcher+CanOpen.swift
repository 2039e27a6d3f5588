public import Foundation

extension RouteMatcher {
    /// Whether a link is the app's to open: the answer of a ``LinkResolver`` over these routes and
    /// this policy (``LinkResolver/canOpen(_:)-(String)``), so aliases, nested links and a route
    /// that opens any web link count, as they do when the link is opened. A link fails to be the
    /// app's only when the policy does not claim it or no route answers it; the app's own refusal
    /// of its own link (a value that does not decode, a malformed segment, a link too long) is
    /// still the app's.
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
    /// - Returns: False exactly when resolving the link fails with an error that
    ///   ``LinkPolicy/claims(_:)-(String)`` and ``RouteURLError/isNotHandled`` call not the app's.
    /// - Complexity: O(*n*) for a link of *n* segments, as ``matches(for:)``.
    public func canOpen(_ url: String, policy: LinkPolicy) -> Bool {
        LinkResolver(matcher: self, policy: policy).canOpen(url)
    }

    /// Whether a link is the app's to open; see ``canOpen(_:policy:)-(String,_)``.
    public func canOpen(_ url: URL, policy: LinkPolicy) -> Bool {
        canOpen(url.absoluteString, policy: policy)
    }
}
