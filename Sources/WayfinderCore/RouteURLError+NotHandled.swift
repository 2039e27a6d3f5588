extension RouteURLError {
    /// Whether the error says the link is not the app's to open, rather than the app's link
    /// refused: an unknown scheme or host, an empty path, or a path no registered route (and no
    /// alias) answers.
    ///
    /// Every other error is a refusal of a link that is the app's: a value that does not decode,
    /// a route that is not externally reachable, a malformed or over-long link, a link that breaks
    /// the link grammar. An app that keeps its own link handler beside Wayfinder hands the first
    /// kind to that handler and drops the second.
    ///
    /// ```swift
    /// RouteURLError.unknownScheme("mailto").isNotHandled                        // true
    /// RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "orders").isNotHandled  // true
    /// RouteURLError.notExternallyReachable(route: "admin").isNotHandled         // false
    /// ```
    ///
    /// A link's own policy can say more: a link of another site that is also too long or
    /// malformed fails as `tooLong` or `malformedURL`, yet is not the app's either
    /// (``LinkPolicy/claims(_:)-(String)``).
    public var isNotHandled: Bool {
        switch self {
        case .unknownScheme, .unknownHost, .emptyPath, .noMatchingRoute: true
        default: false
        }
    }
}
