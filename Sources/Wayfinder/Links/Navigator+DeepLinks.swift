public import Foundation
import WayfinderCore

extension Navigator {
    /// Opens an outside link: a custom-scheme URL (`myapp://post/42`) or a universal link
    /// (`https://example.com/post/42`).
    ///
    /// The link is resolved by `LinkResolver.resolve(_:fromOutside:)` over this navigator's
    /// matcher, ``linkPolicy``, tabs and limits, the call a notification extension or a test makes
    /// without a navigator. A route that forwards to a link nested in its parameter is not opened:
    /// the routes of the inner link are.
    ///
    /// A link that resolves to one route is ``navigate(to:)`` for that route, so its parent
    /// chain gives the back stack. A link of several routes is the stack itself:
    /// `myapp://home/profile/user99/post/42` shows `home > profile/user99 > post/42`. The first
    /// route brings its parent chain, a tab's root may only come first, an alert route only last
    /// (it shows over the stack), and at most one route may prefer a sheet or cover (the routes
    /// after it are pushed inside it). Query items belong to the last route.
    ///
    /// A link any part of which fails (an unknown scheme or host, a segment no registered route
    /// matches, a value of the wrong type, a route that is not externally reachable, a link that
    /// breaks those rules) is rejected whole: nothing changes, and a `deepLinkRejected` event says
    /// why. Then, like every navigation, it passes the one registration check of the routes it
    /// brings in: a parent in the first route's chain that no module registers fails it as
    /// ``NavigationFailure/unregisteredRoute(_:)``, also with a `deepLinkRejected` event and the
    /// URL.
    @discardableResult
    public func open(_ url: URL) -> NavigationRequest {
        open(url.absoluteString, source: .deepLink)
    }

    /// Opens an outside link given as text; see ``open(_:)-(URL)``.
    @discardableResult
    public func open(_ url: String) -> NavigationRequest {
        open(url, source: .deepLink)
    }

    /// Opens an outside link, placing its route as `placement` says rather than as the route's
    /// `Route.linkPlacement` does.
    ///
    /// A link that names one pushed route opens it on a stack rebuilt from its parent chain
    /// (`LinkPlacement.parentChain`), or on top of its tab's current stack
    /// (`LinkPlacement.appendToCurrentStack`):
    ///
    /// ```swift
    /// // tabs: home notifications*   notifications: notifications
    /// navigator.open(link, placement: .appendToCurrentStack)
    /// // notifications: notifications > post/42
    /// ```
    ///
    /// A link of several routes is the stack it names, whatever the placement.
    @discardableResult
    public func open(_ url: URL, placement: LinkPlacement) -> NavigationRequest {
        open(url.absoluteString, source: .deepLink, placement: placement)
    }

    /// Opens an outside link given as text, placing its route as `placement` says; see
    /// ``open(_:placement:)-(URL,_)``.
    @discardableResult
    public func open(_ url: String, placement: LinkPlacement) -> NavigationRequest {
        open(url, source: .deepLink, placement: placement)
    }

    /// Whether a link is this navigator's to open: true exactly when ``open(_:)-(String)`` would
    /// not end ``NavigationOutcome/isNotHandled``.
    ///
    /// Like `UIApplication.canOpenURL(_:)`, it answers who takes the link, not whether opening it
    /// will succeed: it resolves the link as ``open(_:)-(String)`` does (`LinkResolver`: the
    /// link policy, the matcher, aliases, nested links and a route that opens any web link).
    /// No guard is asked, no screen is built, no state changes and no event is sent. A link of the
    /// app that ``open(_:)-(String)`` refuses (a value that does not decode, a route not reachable
    /// from outside, a malformed link, a guard's denial) is still the navigator's: the app's other
    /// handler must not open it.
    ///
    /// ```swift
    /// func handle(_ url: URL) {
    ///     if navigator.canOpen(url) {
    ///         navigator.open(url)
    ///     } else {
    ///         legacyRouter.open(url)
    ///     }
    /// }
    /// ```
    ///
    /// - Complexity: O(*n*) for a link of *n* segments, independent of how many routes are
    ///   registered.
    public func canOpen(_ url: String) -> Bool {
        linkResolver.canOpen(url)
    }

    /// Whether a link is this navigator's to open; see ``canOpen(_:)-(String)``.
    public func canOpen(_ url: URL) -> Bool {
        canOpen(url.absoluteString)
    }

    /// Opens the link inside a push notification's payload, found at
    /// ``NavigatorConfiguration/pushPayloadURLKeyPath``.
    ///
    /// ```swift
    /// navigator.open(pushPayload: ["url": "myapp://post/42"])
    /// ```
    ///
    /// A payload without a link there is a ``NavigationFailure/invalidPushPayload(_:)``.
    @discardableResult
    public func open(pushPayload payload: [AnyHashable: Any]) -> NavigationRequest {
        switch Self.link(inPushPayload: payload, at: configuration.pushPayloadURLKeyPath) {
        case .success(let link): open(link, source: .pushNotification)
        case .failure(let problem): rejectPayload(problem.reason)
        }
    }

    /// Opens the link inside a push notification's payload, placing its route as `placement`
    /// says; see ``open(pushPayload:)`` and ``open(_:placement:)-(URL,_)``.
    ///
    /// ```swift
    /// // A notification about a post: shown on top of the notifications the user reads.
    /// navigator.open(pushPayload: userInfo, placement: .appendToCurrentStack)
    /// ```
    @discardableResult
    public func open(pushPayload payload: [AnyHashable: Any], placement: LinkPlacement) -> NavigationRequest {
        switch Self.link(inPushPayload: payload, at: configuration.pushPayloadURLKeyPath) {
        case .success(let link): open(link, source: .pushNotification, placement: placement)
        case .failure(let problem): rejectPayload(problem.reason)
        }
    }

    private func rejectPayload(_ reason: String) -> NavigationRequest {
        let request = makeRequest(.open(url: ""), source: .pushNotification)
        fail(request, .invalidPushPayload(reason), source: .pushNotification, kind: .deepLinkRejected)
        return request
    }

    /// Why a push payload holds no link.
    package struct PushPayloadProblem: Error, Equatable {
        /// The reason, as ``NavigationFailure/invalidPushPayload(_:)`` carries it.
        package let reason: String
    }

    /// The link a push notification's payload holds at `keyPath` (a string, or a `URL` as its
    /// absolute string), or why there is none. ``open(pushPayload:)`` and the recording
    /// navigator of the testing module read payloads with it.
    nonisolated package static func link(inPushPayload payload: [AnyHashable: Any], at keyPath: [String])
        -> Result<String, PushPayloadProblem>
    {
        var current: Any = payload
        for key in keyPath {
            guard let dictionary = current as? [AnyHashable: Any], let next = dictionary[key] else {
                return .failure(PushPayloadProblem(reason: "nothing at \(keyPath.joined(separator: "."))"))
            }
            current = next
        }
        if let url = current as? URL { return .success(url.absoluteString) }
        guard let text = current as? String else {
            return .failure(
                PushPayloadProblem(reason: "the value at \(keyPath.joined(separator: ".")) is not a string"))
        }
        return .success(text)
    }

    /// Opens a link from any source: resolves it whole, then navigates. `placement` is the call's
    /// choice of `LinkPlacement` for a one-route link, nil for the route's own.
    func open(_ url: String, source: NavigationSource, placement: LinkPlacement? = nil) -> NavigationRequest {
        let matches: [RouteMatch]
        do throws(RouteURLError) {
            matches = try resolve(link: url, source: source)
        } catch {
            let request = makeRequest(
                placement.map { .openPlaced(url: url, placement: $0) } ?? .open(url: url), source: source)
            let failure: NavigationFailure =
                linkPolicy.isNotHandled(url, failingWith: error)
                ? .linkNotHandled(url: url, reason: error) : .unresolvableLink(url: url, reason: error)
            fail(request, failure, source: source, kind: .deepLinkRejected, url: url)
            return request
        }
        let routes = matches.map(\.route)
        let aliases = matches.compactMap { $0.alias?.pattern.string }
        return perform(
            linkNavigation(of: routes, aliases: aliases, url: url, source: source, placement: placement))
    }

    /// The `deepLinkOpened` event of a link that opens `routes`, as the navigation carries it.
    func linkAnnouncement(of routes: [any Route], aliases: [String] = [], url: String)
        -> PlannedNavigation.LinkOpening
    {
        PlannedNavigation.LinkOpening(routes: routes.map(\.pathRepresentation), aliases: aliases, url: url)
    }

    /// The navigation of a resolved link: a one-route link is ``navigate(to:)`` for its route,
    /// placed as `placement` (or the route's `Route.linkPlacement`) says; a link of several
    /// routes is the stack itself. A guard's replacement of one of its routes makes it again
    /// with the replacement in that route's place.
    func linkNavigation(
        of routes: [any Route], aliases: [String] = [], url: String, source: NavigationSource,
        placement: LinkPlacement?
    ) -> PlannedNavigation {
        let call: NavigationCall = placement.map { .openPlaced(url: url, placement: $0) } ?? .open(url: url)
        let announce = linkAnnouncement(of: routes, aliases: aliases, url: url)
        if routes.count == 1 {
            let route = navigation(
                to: routes[0], source: source, announce: announce, as: call, opening: url,
                placement: placement ?? routes[0].linkPlacement)
            return route.remade(as: .link(placement: placement))
        }
        // Where the planner puts them: the first route rooted by its parent chain, like a
        // one-route link; the others pushed after it as written; a last alert route over them.
        let (screens, alert) = planner.screens(ofLink: routes)
        return linkNavigation(
            showing: screens, rootedBy: routes[0].parentChain().count, alert: alert, call: call, url: url,
            source: source
        ).announced(by: announce)
    }

    /// A link of several routes, as the screens it places (the first `rooted` of them the first
    /// route's parent chain, the whole placed as one chain) and a last alert over them. A last
    /// route that is external is handed off once the others show. A guard's replacement of a
    /// route the link names takes that route's place; of a route of the first route's chain, it
    /// brings its own parents, and the routes after it stay.
    func linkNavigation(
        showing screens: [any Route], rootedBy rooted: Int, alert: (any Route)?, call: NavigationCall,
        url: String, source: NavigationSource
    ) -> PlannedNavigation {
        let routes = screens + (alert.map { [$0] } ?? [])
        let handOff = routes.last.flatMap { isExternal($0) ? $0 : nil }
        let link = PlannedNavigation(call, source: source, bringing: routes)
            .handingOff(handOff, placing: .linkScreens(alert: alert != nil))
        return link.opening(url).remade(as: .linkScreens(rooted: rooted))
    }

    /// The routes a link names, each with the alias it used, if any: resolved by the same
    /// ``LinkResolver`` an app builds from this navigator's matcher and policy (the link policy,
    /// the matcher, nested links, reachability and the link grammar).
    func resolve(link url: String, source: NavigationSource) throws(RouteURLError) -> [RouteMatch] {
        try linkResolver.resolve(url, fromOutside: source.isExternal).matches
    }

    /// The resolver of this navigator's links: its matcher (registered routes only), its policy,
    /// the roots of the tabs in slots and its limits.
    package var linkResolver: LinkResolver {
        LinkResolver(
            matcher: registry.matcher, policy: linkPolicy, tabRoots: registry.tabsInSlots.map(\.root),
            limits: configuration.limits)
    }
}

extension Navigator {
    /// Why ``outsideLink(for:)`` refused a route.
    enum OutsideLinkRefusal: Error {
        /// Under this navigator's link policy the route has no link that outside links may open.
        case inAppOnly
        /// No registered route of this navigator opens the link as an outside link.
        case unresolvable(url: String, reason: RouteURLError)
    }

    /// The route's link under this navigator's ``linkPolicy``, checked to open here as an outside
    /// link: what App Intents and new windows check before they open a route as a link.
    func outsideLink(for route: any Route) throws(OutsideLinkRefusal) -> URL {
        guard let link = linkPolicy.link(for: route) else { throw .inAppOnly }
        do throws(RouteURLError) {
            _ = try linkResolver.resolve(link.absoluteString, fromOutside: true)
        } catch {
            throw .unresolvable(url: link.absoluteString, reason: error)
        }
        return link
    }
}
