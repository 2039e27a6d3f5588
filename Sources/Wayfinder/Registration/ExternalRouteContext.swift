public import WayfinderCore

/// What an external route's handler is told besides the route: the navigator, the call that
/// asked for the route, where it came from, and the link that opened it.
///
/// A route registered with ``FeatureRegistrationContext/registerExternal(_:canNavigate:handler:)``
/// has its screen outside Wayfinder, in code the app still owns. Navigating to it runs its
/// guards, shows what Wayfinder owns of the navigation (the parents a `navigate(to:)` or a link
/// brings), then calls the handler with this context:
///
/// ```swift
/// context.registerExternal(LegacySettingsRoute.self) { route, context in
///     let screen = LegacySettingsViewController(section: route.section)
///     switch context.presentation {
///     case .push: legacyNavigationController.pushViewController(screen, animated: true)
///     default: legacyRootController.present(screen, animated: true)
///     }
/// }
/// ```
@MainActor
public struct ExternalRouteContext {
    /// The navigator that handed the route off, for a handler that navigates afterwards.
    public let navigator: Navigator
    /// The call that asked for the route, as the journal records it: `.push`, `.present` with
    /// its style, `.presentAlert`, `.navigate`, `.setRoot` or `.open` with the link.
    public let call: NavigationCall
    /// Where the navigation came from: the app, a deep link, a push notification, …
    public let source: NavigationSource
    /// The link that opened the route, or nil when the app navigated by value.
    public let link: String?
    /// How the caller asked for the route to show: ``Presentation/push`` for `push(_:)`, the
    /// style asked of `present(_:style:)`, ``Presentation/alert`` for `presentAlert(_:)`, and
    /// the route's own `Route.preferredPresentation` for `navigate(to:)`, `setRoot(_:)` and links.
    public let presentation: Presentation

    /// Creates a context; the navigator makes one for each hand-off, and a test of a handler
    /// can make its own.
    ///
    /// ```swift
    /// let context = ExternalRouteContext(
    ///     navigator: navigator, call: .push(route: RecordedRoute(LegacySettingsRoute())),
    ///     source: .app, link: nil, presentation: .push)
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator handing the route off.
    ///   - call: The call that asked for the route.
    ///   - source: Where the navigation came from.
    ///   - link: The link that opened the route, if a link did.
    ///   - presentation: How the caller asked for the route to show.
    public init(
        navigator: Navigator, call: NavigationCall, source: NavigationSource, link: String?,
        presentation: Presentation
    ) {
        self.navigator = navigator
        self.call = call
        self.source = source
        self.link = link
        self.presentation = presentation
    }
}

/// The app's handler of an external route: shows the route's screen outside Wayfinder (pushes a
/// legacy view controller, calls the old router, opens a web page).
///
/// ```swift
/// let handler: ExternalRouteHandler<HelpRoute> = { route, _ in openURL(route.webPage) }
/// ```
public typealias ExternalRouteHandler<R: Route> = @MainActor (R, ExternalRouteContext) -> Void
