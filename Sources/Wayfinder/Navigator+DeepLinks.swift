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
        do throws(RouteURLError) {
            _ = try linkResolver.resolve(url)
            return true
        } catch {
            return !linkPolicy.isNotHandled(url, failingWith: error)
        }
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

    /// Opens a link from any source: resolves it whole, then navigates.
    func open(_ url: String, source: NavigationSource) -> NavigationRequest {
        let matches: [RouteMatch]
        do throws(RouteURLError) {
            matches = try resolve(link: url, source: source)
        } catch {
            let request = makeRequest(.open(url: url), source: source)
            let failure: NavigationFailure =
                linkPolicy.isNotHandled(url, failingWith: error)
                ? .linkNotHandled(url: url, reason: error) : .unresolvableLink(url: url, reason: error)
            fail(request, failure, source: source, kind: .deepLinkRejected, url: url)
            return request
        }
        let routes = matches.map(\.route)
        let aliases = matches.compactMap { $0.alias?.pattern.string }
        let announce = { @MainActor @Sendable [unowned self] in
            fanOut.makeEvent(
                .deepLinkOpened, source: source, routes: routes.map(\.pathRepresentation), url: url,
                aliases: aliases)
        }
        if routes.count == 1 {
            return navigate(
                to: routes[0], source: source, announce: announce, as: .open(url: url), opening: url)
        }
        // Where the planner puts them: the first route rooted by its parent chain, like a
        // one-route link; the others pushed after it as written; a last alert route over them.
        // A last route that is external is handed off once the others show.
        let (screens, alert) = NavigationPlanner.screens(ofLink: routes)
        let handOff = routes.last.flatMap { isExternal($0) ? $0 : nil }
        let shown = handOff == nil ? routes : Array(routes.dropLast())
        let link = PlannedNavigation(
            .open(url: url), source: source, bringing: screens + (alert.map { [$0] } ?? [])
        ) { _ in [] }.handingOff(handOff) {
            [unowned self] state throws(NavigationFailure) in
            let planner = planner
            if let tab = planner.tabWithoutSlot(openingLink: shown, in: state) { throw .tabHasNoSlot(tab) }
            return planner.commands(openingLink: shown, in: state)
        }
        return perform(link.opening(url).announced(by: announce))
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
