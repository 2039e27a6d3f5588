public import WayfinderCore

extension Navigator {
    /// The model of type `Model` of the nearest flow an entry is part of (its own, then the one
    /// below it, down to the root), or nil when none of its flows owns one.
    ///
    /// ```swift
    /// let model = navigator.flowModel(SignUpModel.self, for: entry.id)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The model's type, as given to
    ///     ``FeatureRegistrationContext/registerFlow(startingAt:model:)``.
    ///   - entry: An entry of the current state.
    public func flowModel<Model: AnyObject>(_ type: Model.Type, for entry: RouteEntry.ID) -> Model? {
        flows.model(type, for: entry, in: storage)
    }

    /// The model of type `Model` of the nearest flow the visible screen is part of: the top of
    /// the active stack, or the alert over it.
    ///
    /// ```swift
    /// navigator.flowModel(SignUpModel.self)?.email  // what the sign-up flow has so far
    /// ```
    public func flowModel<Model: AnyObject>(_ type: Model.Type) -> Model? {
        guard let top = storage.activeStack.alert ?? storage.activeStack.entries.last else { return nil }
        return flowModel(type, for: top.id)
    }

    /// The models of the flows an entry is part of, as its screen gets them; its
    /// ``FlowModels/entry`` is `entry` whether or not the app declares a flow.
    public func flowModels(for entry: RouteEntry.ID) -> FlowModels {
        FlowModels(navigator: self, entry: entry)
    }
}
