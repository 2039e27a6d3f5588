import Foundation
public import WayfinderCore

extension NavigatorDirectory {
    /// Opens a route in a new window, through ``windowOpener``: the window's value is the route's
    /// link (``RouteLink``), and the new window's navigator starts at the route with its parent
    /// chain, as a cold link does (``add(_:for:opening:)``).
    ///
    /// ```swift
    /// directory.windowOpener = { link in openWindow(value: link) }
    /// try directory.openInNewWindow(NoteRoute(id: 7))
    /// ```
    ///
    /// The route must be one an outside link may open, since the window opens it as a link and
    /// the system restores the window from that link: the active scene's navigator checks it
    /// first, and nothing opens when it refuses.
    ///
    /// - Throws: ``NewWindowError``: the route is in-app only or refuses outside links
    ///   (`inAppOnly`), no registered route opens its link (`unresolvableLink`), the directory has
    ///   no navigator to check it with (`noNavigator`), or no host set ``windowOpener``
    ///   (`noWindowOpener`).
    public func openInNewWindow(_ route: any Route) throws(NewWindowError) {
        guard let navigator = activeNavigator ?? scenes.first?.navigator else { throw .noNavigator }
        let link: URL
        do throws(Navigator.OutsideLinkRefusal) {
            link = try navigator.outsideLink(for: route)
        } catch {
            switch error {
            case .inAppOnly: throw .inAppOnly(route: type(of: route).routeTypeName)
            case .unresolvable(let url, let reason): throw .unresolvableLink(url: url, reason: reason)
            }
        }
        guard let windowOpener else { throw .noWindowOpener }
        windowOpener(RouteLink(link))
    }

    /// Adds the navigator of a window opened on a link, or restored with it, and opens the link
    /// in it: the window starts at the link's route with its parent chain, as a cold link does.
    ///
    /// ```swift
    /// WindowGroup(for: RouteLink.self) { $link in
    ///     NoteWindow(link: link)  // calls directory.add(makeNavigator(), for: id, opening: link)
    /// }
    /// ```
    ///
    /// - Returns: The link's navigation, whose outcome says whether the route opened.
    @discardableResult
    public func add(_ navigator: Navigator, for scene: SceneID, opening link: RouteLink) -> NavigationRequest
    {
        add(navigator, for: scene)
        return navigator.open(link.url)
    }
}
