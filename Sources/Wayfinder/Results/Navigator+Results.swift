public import WayfinderCore

extension Navigator {
    /// Shows a route the way it prefers and waits for the value its screen finishes with.
    ///
    /// The route says both how it shows (`Route.preferredPresentation`: pushed onto the active
    /// stack, a sheet, a cover or an alert) and what it returns (`Route.NavigationResult`), so the
    /// call names neither:
    ///
    /// ```swift
    /// let color = await navigator.navigateForResult(to: ColorPickerRoute())  // NoteColor?
    /// ```
    ///
    /// The screen ends with ``finish(returning:)``. Leaving any other way (dismissed by code or
    /// by a drag, popped, `setRoot`, its tab removed, a restoration) resumes the caller with nil.
    /// The caller is resumed exactly once; a navigation that does not apply (blocked, failed,
    /// superseded, or redirected by a guard) resumes it with nil at once, and so does a route a
    /// guard replaces with another (``GuardDecision/replace(with:)``), once the replacement
    /// shows. A redirected navigation that the app resumes later still shows the screen, which
    /// can finish, but its value has no caller any more. For an alert route whose content is an
    /// ``AlertContent`` and whose result is ``AlertAction``, the result is the action of the
    /// button the user presses (nil for a button without one).
    public func navigateForResult<R: Route>(to route: R) async -> R.NavigationResult? {
        await awaitResult(of: route) { [unowned self] afterApply in
            perform(showingForResult(route, afterApply: .call(afterApply)))
        }
    }

    /// The navigation of ``navigateForResult(to:)``. A guard's replacement is shown the way it
    /// prefers; its screen is not the one the caller waits on, so the caller gets nil once it
    /// shows.
    func showingForResult(_ route: any Route, afterApply: PlannedNavigation.AfterApply?) -> PlannedNavigation
    {
        PlannedNavigation(
            .showingForResult(route), bringing: [route], layout: .shown(route.preferredPresentation)
        )
        .afterApplying(afterApply).remade(as: .forResult)
    }

    /// Ends the nearest screen on the active path that a caller is waiting on, handing it
    /// `value`: a pushed screen is popped, a modal's first screen dismisses the modal.
    ///
    /// The caller gets `value` when the screen leaves, and only then. A navigation that ends
    /// the screen may wait (for its guards, a leave guard's confirmation or a transition) or not
    /// happen at all (a leave guard answers *stay*, the user keeps the screen, a newer
    /// navigation supersedes it): until the screen leaves, the caller keeps waiting and the
    /// screen can finish again. A later finish replaces the value; leaving any other way
    /// resumes the caller with nil.
    ///
    /// - Returns: A failure request when no screen waits for a result, or the waiting screen's
    ///   result type is not `Value`, or the screen left before the finish applied; the state is
    ///   unchanged then.
    @discardableResult
    public func finish<Value: Sendable>(returning value: Value) -> NavigationRequest {
        let call = NavigationCall.finish(value: FinishedValue(value))
        let entry: RouteEntry.ID
        do {
            entry = try results.nearestEntry(accepting: value, in: state)
        } catch {
            let request = makeRequest(call)
            fail(request, error, source: .app)
            return request
        }
        let finishing = PlannedNavigation(call, layout: .finishing(entry))
        return perform(
            finishing.afterApplying(.deliverResult(value, to: entry)))
    }

    // MARK: - Plumbing

    /// Runs a navigation and suspends until the screen of the route it adds finishes or leaves.
    private func awaitResult<R: Route>(
        of route: R, start: (@escaping AfterApplyCallback) -> NavigationRequest
    ) async -> R.NavigationResult? {
        await withCheckedContinuation { (continuation: CheckedContinuation<R.NavigationResult?, Never>) in
            // The caller is resumed once. A navigation a guard redirected resumes it with nil,
            // and may still apply later (resumePendingNavigation() runs it again, this step
            // included): its screen then gets a waiter so that it can finish, but the caller,
            // resumed already, hears nothing more.
            var resumed = false
            var waiting = false
            let resume: @MainActor (R.NavigationResult?) -> Void = { value in
                guard !resumed else { return }
                resumed = true
                continuation.resume(returning: value)
            }
            let request = start { [unowned self] changes in
                guard let entry = changes.flatMap(\.addedEntries).last(where: { $0.route.isEqual(to: route) })
                else {
                    return
                }
                waiting = true
                results.add(
                    ResultWaiter(
                        typeName: String(describing: R.NavigationResult.self),
                        accepts: { $0 is R.NavigationResult },
                        deliver: { resume($0 as? R.NavigationResult) }),
                    for: entry.id)
            }
            request.whenFinished { _ in
                if !waiting { resume(nil) }
            }
        }
    }

    /// Resumes, with nil, every caller whose screen is no longer in the state.
    func resumeResultsOfRemovedEntries() {
        for delivery in results.takeAll(notIn: storage) { delivery.deliver() }
    }
}
