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
    /// The press goes through the same queue as every navigation: during a transition it waits,
    /// and the action runs when the dismissal applies, whenever that is. An index that does not
    /// name a button of the active alert, no alert showing, or an alert gone by the time the
    /// press applies, is a failure that changes nothing and runs nothing (the press raced a
    /// programmatic change).
    @discardableResult
    public func userTappedAlertButton(at index: Int) -> NavigationRequest {
        guard let alert = activeAlert, let content = alertContent(for: alert.route),
            content.buttons.indices.contains(index)
        else {
            let request = makeRequest("alert button \(index)")
            fail(request, .invalidCommand(.nothingToDismiss), source: .user)
            return request
        }
        let button = content.buttons[index]
        let request = perform(
            "alert button \(button.title)", source: .user, bringing: [], identifiedBy: [alert.id, index]
        ) {
            state throws(NavigationFailure) in
            guard state.activeStack.alert?.id == alert.id else {
                throw .staleWriteBack("the alert \(alert.id) is no longer showing")
            }
            return [.dismissAlert(in: state.activeLocation)]
        }
        if let action = button.action {
            request.whenFinished { [weak self] outcome in
                guard outcome == .applied, let self else { return }
                action(self)
            }
        }
        return request
    }

    /// The transition registered for a route's pushes and pops, if any. UI adapters use it.
    public func transition(for route: any Route) -> Transition? {
        registry.registration(for: type(of: route))?.transition
    }
}
