public import WayfinderCore

/// Why a navigation could not be carried out. The state is unchanged when one occurs.
///
/// Every failure goes to the navigator's ``Navigator/failureHandler`` and becomes a
/// `navigationFailed` or `deepLinkRejected` event.
public enum NavigationFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The route's type was never registered by any feature module.
    case unregisteredRoute(String)
    /// A link that does not resolve: the URL and why.
    case unresolvableLink(url: String, reason: RouteURLError)
    /// A link that is not the app's: the policy does not know its scheme or host, or no
    /// registered route (and no alias) answers its path. Nothing changed; the app's own link
    /// handler may open it (see ``NavigationOutcome/isNotHandled``).
    ///
    /// ```swift
    /// if case .failed(.linkNotHandled(let url, _))? = navigator.open(link).currentOutcome {
    ///     legacyRouter.open(url)
    /// }
    /// ```
    case linkNotHandled(url: String, reason: RouteURLError)
    /// No tab has this identifier.
    case unknownTab(TabID)
    /// The tab is registered but has no slot in the tab bar: tabs of higher priority took them
    /// all (a `tabOverflow` diagnostic and event report it). It cannot be selected, and a link or
    /// `navigate(to:)` whose parent chain is rooted at its root has nowhere to go; nothing
    /// changed.
    case tabHasNoSlot(TabID)
    /// The command does not fit the state (nothing to pop, nothing to dismiss, …).
    case invalidCommand(NavigationStateError)
    /// A push payload without a usable URL at the configured key path.
    case invalidPushPayload(String)
    /// `popTo` found no screen of that route on the active stack.
    case routeNotOnStack(String)
    /// `finish(returning:)` with no screen on the active path waiting for a result.
    case noResultExpected
    /// `finish(returning:)` with a value of another type than the waiting screen's result.
    case resultTypeMismatch(expected: String, got: String)
    /// A change reported by the UI that no longer matches the state (it raced a programmatic
    /// navigation); it was ignored.
    case staleWriteBack(String)
    /// The user pressed a button whose action nothing handles: no handler for the alert route
    /// and no caller awaiting its result. The alert was dismissed.
    case unhandledAlertAction(AlertAction, route: String)
    /// A problem found while the feature modules registered (a duplicate route, conflicting
    /// patterns, an unregistered parent, …), reported once when the navigator is created; see
    /// ``NavigatorConfiguration/reportsRegistrationDiagnostics``. Also the refusal of tabs set at
    /// run time that would be one (``RegistrationDiagnostic/tabRootNotPushed(_:route:presentation:)``
    /// from ``Navigator/setTabs(_:)``), which changes nothing.
    case registration(RegistrationDiagnostic)
    /// A navigation would put an external route (its type name) on a stack below another
    /// screen: as the parent of a Wayfinder screen, or in the middle of a link. Wayfinder cannot
    /// show a screen the app's handler shows, so nothing changed. An external route is only ever
    /// the last route of a navigation, handed off after the rest applies.
    case externalRouteOnStack(String)
    /// Guards answered ``GuardDecision/replace(with:)`` in a loop: each route (its
    /// `Route.pathRepresentation`) was replaced by the next, and the last is one already replaced,
    /// or the chain grew beyond eight replacements. Nothing changed.
    ///
    /// ```swift
    /// // u/ann → account/7 → u/ann
    /// if case .failed(.guardReplacementLoop(let routes)) = await navigator.open(link).outcome { … }
    /// ```
    case guardReplacementLoop([String])

    /// Whether the failure is a link that is not the app's (``linkNotHandled(url:reason:)``),
    /// which the app's own link handler may take, rather than a refusal.
    ///
    /// ```swift
    /// navigator.failureHandler = { failure in
    ///     guard !failure.isNotHandled else { return }  // the legacy router's link, not an error
    ///     logger.error("\(failure)")
    /// }
    /// ```
    public var isNotHandled: Bool {
        if case .linkNotHandled = self { true } else { false }
    }

    public var description: String {
        switch self {
        case .linkNotHandled(let url, let reason):
            "the link \(RouteDecodingError.abbreviated(url)) is not handled here: \(reason)"
        case .unregisteredRoute(let name):
            "no feature module registered the route \(name)"
        case .unresolvableLink(let url, let reason):
            "the link \(RouteDecodingError.abbreviated(url)) does not resolve: \(reason)"
        case .unknownTab(let id):
            "there is no tab '\(RouteDecodingError.abbreviated(id.rawValue))'"
        case .tabHasNoSlot(let id):
            "the tab '\(RouteDecodingError.abbreviated(id.rawValue))' has no slot in the tab bar: "
                + "at most \(RouteRegistry.maximumTabCount) items show, and tabs of higher priority took them"
        case .invalidCommand(let error):
            error.description
        case .invalidPushPayload(let reason):
            "the push payload has no usable link: \(reason)"
        case .routeNotOnStack(let name):
            "no screen of \(name) is on the active stack"
        case .noResultExpected:
            "no screen on the active path is waiting for a result"
        case .resultTypeMismatch(let expected, let got):
            "the waiting screen returns \(expected), not \(got)"
        case .staleWriteBack(let reason):
            "ignored a change from the UI that no longer matches the state: \(reason)"
        case .unhandledAlertAction(let action, let route):
            "nothing handles the action '\(RouteDecodingError.abbreviated(action.rawValue))' of the alert \(route)"
        case .registration(let diagnostic):
            "registration: \(diagnostic)"
        case .externalRouteOnStack(let name):
            "\(name) is an external route: the app's handler shows it, so it can only come last in a "
                + "navigation, never below another screen"
        case .guardReplacementLoop(let routes):
            "guards replaced routes in a loop: "
                + routes.map { RouteDecodingError.abbreviated($0) }.joined(separator: " → ")
        }
    }
}
