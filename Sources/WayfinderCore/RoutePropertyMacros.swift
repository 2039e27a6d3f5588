#if RouteMacro
    // Attributes of a `@Route` struct's stored properties. They generate nothing themselves: the
    // `@Route` macro reads them, checks them and writes the route's members from them.

    /// Reads a route's query item under a name that is not the property's name.
    ///
    /// ```swift
    /// @Route("projects/:slug")
    /// struct ProjectRoute {
    ///     let slug: String
    ///     @QueryItem("tag_id") var tagID: Int?          // projects/ring?tag_id=7
    /// }
    /// ```
    ///
    /// The name is written as it appears in the link, percent-decoded; the `@Route` macro reports an
    /// empty name, a name two properties read, and a name of a placeholder.
    ///
    /// - Parameter name: The query item's name in links.
    @attached(peer)
    public macro QueryItem(_ name: String) =
        #externalMacro(module: "WayfinderMacros", type: "RoutePropertyMarker")

    /// Receives every query item of a link that no other property of the route reads.
    ///
    /// ```swift
    /// @Route("discover")
    /// struct DiscoverRoute {
    ///     var sort: String?
    ///     @RemainingQueryItems var filters: [String: String] = [:]   // discover?sort=new&state=live
    /// }
    /// ```
    ///
    /// The property's type is `[String: String]`; a route has at most one. It receives at most
    /// ``RouteParameters/maximumRemainingItems`` items (a link with more is refused), and the link
    /// policy's length limit bounds their size. Its items are written back into the route's link,
    /// after the declared ones and in the order of their names.
    @attached(peer)
    public macro RemainingQueryItems() =
        #externalMacro(module: "WayfinderMacros", type: "RoutePropertyMarker")

    /// Receives the link's fragment, the text after `#`, percent-decoded.
    ///
    /// ```swift
    /// @Route("pair")
    /// struct PairRoute {
    ///     @Fragment var fragment: String?                 // pair#v=2&channel=abc
    /// }
    /// ```
    ///
    /// The property's type is `String?`. A route with a fragment property also receives the
    /// fragment's `name=value` items as parameters, after the path and query items
    /// (``RouteLinkRules/receivesFragment``). The route's own link writes the fragment back.
    @attached(peer)
    public macro Fragment() = #externalMacro(module: "WayfinderMacros", type: "RoutePropertyMarker")

    /// Receives the whole link the route was opened with.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// @Route("debug/echo")
    /// struct EchoRoute {
    ///     @LinkURL var link: URL?
    /// }
    /// ```
    ///
    /// The property's type is `URL?`; it is nil for a route made in the app or restored
    /// (``RouteLinkRules/receivesLink``). It is never written into the route's own parameters or
    /// link.
    @attached(peer)
    public macro LinkURL() = #externalMacro(module: "WayfinderMacros", type: "RoutePropertyMarker")

    /// Marks the parameter whose value is itself a link or a route path: the route forwards to what
    /// the inner link names, resolved through the same link policy and matcher.
    ///
    /// ```swift
    /// @Route("deep-link")
    /// struct DeepLinkRoute {
    ///     @NestedLink var url: String                     // deep-link?url=/settings/newTab
    /// }
    /// ```
    ///
    /// The property's type is `String` or `String?`; a route has at most one
    /// (``RouteLinkRules/nestedLinkParameter``).
    @attached(peer)
    public macro NestedLink() = #externalMacro(module: "WayfinderMacros", type: "RoutePropertyMarker")
#endif
