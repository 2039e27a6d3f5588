public import Foundation

extension LinkPolicy {
    /// The link that opens a route from outside the app: the URL a widget, a Live Activity, a
    /// control or a notification hands the system.
    ///
    /// It is the URL ``link(for:)`` makes, so the app opens it as any link of its own. The route
    /// must be an ``ExternallyReachableRoute``, so an in-app-only route, or one declared
    /// `externallyReachable: false`, does not compile here:
    ///
    /// ```swift
    /// let links = LinkPolicy(schemes: ["notes"], hosts: ["notes.example.com"])
    /// let url = try links.url(for: NoteRoute(id: 7))  // notes://notes/7
    /// ```
    ///
    /// A widget or a Live Activity runs in an extension without a navigator. Declare the policy
    /// once, in a module the app and its extensions share, and create the app's navigator with
    /// the same value, so the two never disagree on the scheme or the host:
    ///
    /// ```swift
    /// extension LinkPolicy {
    ///     static let notes = LinkPolicy(schemes: ["notes"], hosts: ["notes.example.com"])
    /// }
    /// ```
    ///
    /// - Throws: ``ExternalLinkError``, which only a route written without the `@Route` macro,
    ///   or a policy without a scheme or host, can cause: the route type declares
    ///   ``ExternallyReachableRoute`` but has no pattern (`noPattern`) or says outside links may
    ///   not open it (`notExternallyReachable`), or the policy has no scheme and no host the link
    ///   could use (`noSchemeOrHost`).
    public func url(for route: some ExternallyReachableRoute) throws(ExternalLinkError) -> URL {
        let routeType = type(of: route)
        guard routeType.routePattern != nil else { throw .noPattern(route: routeType.routeTypeName) }
        guard routeType.isExternallyReachable else {
            throw .notExternallyReachable(route: routeType.routeTypeName)
        }
        guard let link = link(for: route) else { throw .noSchemeOrHost(route: routeType.routeTypeName) }
        return link
    }
}
