public import WayfinderCore

extension HeadlessHost {
    /// The topmost modal and the location it is presented from, or nil when nothing is presented.
    public var topModal: (modal: NavigationState.Modal, presenter: StackLocation)? {
        let active = navigator.state.activeLocation
        guard active.depth > 0 else { return nil }
        let presenter = StackLocation(tab: active.tab, depth: active.depth - 1)
        guard let modal = navigator.state.stack(at: presenter)?.presented else { return nil }
        return (modal, presenter)
    }

    /// Drags the topmost sheet to rest at `detent`, as a user does and as the adapters write it
    /// back (``Navigator/userSelectedDetent(_:of:presentedFrom:)``); nil when nothing is
    /// presented.
    ///
    /// ```swift
    /// navigator.navigate(to: NewDraftRoute())   // offers [.medium, .large]
    /// host.dragSheet(to: .large)
    /// navigator.outline  // "stack: home\n  sheet[medium large*]: drafts/new"
    /// ```
    @discardableResult
    public func dragSheet(to detent: SheetDetent) -> NavigationRequest? {
        guard let (modal, presenter) = topModal else { return nil }
        return navigator.userSelectedDetent(detent, of: modal.stack.root.id, presentedFrom: presenter)
    }
}
