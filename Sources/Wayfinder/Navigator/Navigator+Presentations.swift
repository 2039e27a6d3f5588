public import WayfinderCore

extension Navigator {
    /// Shows a route as `presentation` says, whatever the route prefers: a sheet at these
    /// detents, a popover from this source, an inspector, a confirmation dialog, a push.
    ///
    /// ```swift
    /// navigator.present(NoteRoute(id: 3), as: .sheet(detents: [.medium, .large]))
    /// navigator.present(TagsRoute(id: 3), as: .popover(from: "tags-3"))
    /// ```
    ///
    /// A modal is presented over what shows (presenting the root of the topmost modal again, in
    /// the same style, changes nothing); an alert or a confirmation dialog shows over the active
    /// stack with the route's `AlertContent`; a push pushes. The journal records the presentation,
    /// so a replay draws it the same way. A detent out of range, or a selected detent the sheet
    /// does not offer, fails with `NavigationFailure.invalidCommand(.invalidDetent(_:))`.
    @discardableResult
    public func present(_ route: any Route, as presentation: Presentation) -> NavigationRequest {
        perform(planned(.presentAs(route: route, presentation: presentation)).remade(as: .call))
    }
}
