public import WayfinderCore

extension Navigator {
    /// The alert showing over the active stack, if any.
    public var activeAlert: RouteEntry? { state.activeStack.alert }

    /// The ``AlertContent`` an alert route registered, or nil when it registered an ordinary
    /// screen (shown as a card) or is not registered.
    public func alertContent(for route: any Route) -> AlertContent? {
        registry.registration(for: type(of: route))?.makeScreen(route) as? AlertContent
    }

    /// A button of the active alert pressed by the user (UI adapters call this): dismisses the
    /// alert, then runs the button's action with the navigator.
    ///
    /// An index that does not name a button of the active alert, or no alert showing, is a
    /// failure that changes nothing (the press raced a programmatic change).
    @discardableResult
    public func userTappedAlertButton(at index: Int) -> NavigationRequest {
        let location = state.activeLocation
        guard let alert = activeAlert, let content = alertContent(for: alert.route),
            content.buttons.indices.contains(index)
        else {
            let request = makeRequest("alert button \(index)")
            fail(request, .invalidCommand(.nothingToDismiss), source: .user)
            return request
        }
        let request = perform("alert button \(content.buttons[index].title)", source: .user, bringing: []) {
            _ in
            [.dismissAlert(in: location)]
        }
        if request.currentOutcome == .applied, let action = content.buttons[index].action {
            action(self)
        }
        return request
    }

    /// The transition registered for a route's pushes and pops, if any. UI adapters use it.
    public func transition(for route: any Route) -> Transition? {
        registry.registration(for: type(of: route))?.transition
    }
}
