public import WayfinderCore

extension FeatureRegistrationContext {
    /// Makes a route the start of a flow that owns a model: each time the route enters the
    /// navigation state, `model` makes a new one from it, and the screens of the flow (the route's
    /// own, every route pushed above it, whatever those present) get it through ``FlowModels``.
    /// The model is released when the route's entry leaves the state, whichever way: a pop, a
    /// dismissal or a swipe, a link or `setRoot` that replaces it, a tab's reset or removal.
    ///
    /// ```swift
    /// @Observable final class SignUpModel {
    ///     var email = ""
    ///     var name = ""
    /// }
    ///
    /// context.registerFlow(startingAt: SignUpEmailRoute.self) { _ in SignUpModel() }
    /// context.register(SignUpNameRoute.self) { route, flows in
    ///     SignUpNameView().environment(flows.model(SignUpModel.self))
    /// }
    /// ```
    ///
    /// A restored state is new entries, so a restored flow starts with a new model from `model`.
    /// A route may own models of several types; a second declaration of the same type for the
    /// same route, or one for a route no module registers, is a ``RegistrationDiagnostic``.
    ///
    /// - Parameters:
    ///   - route: The route whose entry starts and owns the flow.
    ///   - model: Makes the flow's model from the route, on the main actor, when the route's
    ///     entry enters the state.
    public func registerFlow<R: Route, Model: AnyObject>(
        startingAt route: R.Type, model: @escaping @MainActor (R) -> Model
    ) {
        var found: [RegistrationDiagnostic] = []
        navigator.flows.declare(
            route,
            FlowScopes.Declaration(modelType: Model.self, moduleName: moduleName) { model($0 as! R) },
            diagnostics: &found)
        registry.addDiagnostics(found)
    }
}
