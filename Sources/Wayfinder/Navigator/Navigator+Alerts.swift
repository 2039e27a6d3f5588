public import WayfinderCore

extension Navigator {
    /// The alert showing over the active stack, if any.
    public var activeAlert: RouteEntry? { state.activeStack.alert }

    /// The ``AlertContent`` an alert route registered, or nil when it registered an ordinary
    /// screen (shown as a card) or is not registered.
    public func alertContent(for route: any Route) -> AlertContent? {
        registry.registration(for: type(of: route))?.makeScreen(route, .none).alert
    }

    /// A button of the active alert pressed by the user (UI adapters call this): dismisses the
    /// alert, then hands the button's ``AlertAction``, if it has one, to whoever handles it.
    ///
    /// The press goes through the same pipeline as every navigation: during a transition it
    /// waits, and the action is handed on when the dismissal applies, whenever that is. It goes,
    /// in this order, to a caller awaiting the alert's result with `AlertAction` as the route's
    /// result type (``navigateForResult(to:)``), to every observer as an
    /// `alertActionChosen` event, and to the handler the feature registered with
    /// ``FeatureRegistrationContext/handleAlertActions(of:perform:)``. An action that neither a
    /// caller nor a handler takes is reported as ``NavigationFailure/unhandledAlertAction(_:route:)``.
    ///
    /// An index that does not name a button of the active alert, no alert showing, or an alert
    /// gone by the time the press applies, is a failure that changes nothing and hands on
    /// nothing (the press raced a programmatic change).
    @discardableResult
    public func userTappedAlertButton(at index: Int) -> NavigationRequest {
        guard let alert = activeAlert, let content = alertContent(for: alert.route),
            content.buttons.indices.contains(index)
        else {
            let request = makeRequest(.userTappedAlertButton(index: index), source: .user)
            fail(request, .invalidCommand(.nothingToDismiss), source: .user)
            return request
        }
        let button = content.buttons[index]
        var handedToCaller = false
        let tap = PlannedNavigation(.userTappedAlertButton(index: index), source: .user).naming([alert.id])
        let request = perform(
            tap.afterApplying(
                .call { [unowned self] _ in
                    // Before the dismissal resumes the caller with nil, hand it the action.
                    guard let action = button.action, let delivery = results.take(action, for: alert.id)
                    else {
                        return
                    }
                    handedToCaller = true
                    delivery.deliver()
                }))
        if let action = button.action {
            request.whenFinished { [weak self] outcome in
                guard outcome == .applied, let self else { return }
                journalRecorder.handlingConsequences(of: request) {
                    handOn(action, of: alert, handedToCaller: handedToCaller)
                }
            }
        }
        return request
    }

    /// Tells observers about an applied alert action and hands it to the route's handler.
    private func handOn(_ action: AlertAction, of alert: RouteEntry, handedToCaller: Bool) {
        emit(
            fanOut.makeEvent(
                .alertActionChosen, source: .user, routes: [alert.description], alertAction: action))
        if let handler = registry.alertActionHandler(for: type(of: alert.route)) {
            handler.handle(action, alert.route, self)
        } else if !handedToCaller {
            failureHandler(.unhandledAlertAction(action, route: alert.description))
        }
    }

    /// The transition registered for a route's pushes and pops, if any. UI adapters use it.
    public func transition(for route: any Route) -> Transition? {
        registry.registration(for: type(of: route))?.transition
    }
}
