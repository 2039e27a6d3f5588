public import Observation
public import WayfinderCore

/// The models of the flows a screen is part of, looked up by type.
///
/// A flow is a route that owns a model (declared with
/// ``FeatureRegistrationContext/registerFlow(startingAt:model:)``), together with every screen
/// above it: the routes pushed above it on its stack, and whatever those present. The model is
/// made when the route enters the navigation state and released when it leaves, whichever way it
/// leaves. A screen in the flow reads it here; a screen outside it gets nil.
///
/// A screen gets its `FlowModels` as the second parameter of its builder, and a SwiftUI view
/// anywhere in the screen from the environment:
///
/// ```swift
/// context.register(SignUpNameRoute.self) { route, flows in
///     SignUpNameView().environment(flows.model(SignUpModel.self))
/// }
///
/// struct SignUpNameView: View {
///     @Environment(FlowModels.self) private var flows
///     // …
/// }
/// ```
///
/// It looks the model up each time, so a `FlowModels` kept past its flow's end finds nothing
/// rather than keeping the model alive.
@MainActor
public final class FlowModels: Observable {
    /// The navigator whose flows these are.
    public private(set) weak var navigator: Navigator?
    /// The entry of the screen these belong to, in every app, with flows or without: what
    /// ``Navigator/setLeaveGuard(for:_:)`` takes. Nil only for ``none``, a screen built outside
    /// the navigation state.
    ///
    /// ```swift
    /// struct EditorScreen: View {
    ///     @Environment(FlowModels.self) private var screen
    ///     // …
    ///     .onAppear { if let entry = screen.entry { editor.guardLeaving(entry) } }
    /// }
    /// ```
    public let entry: RouteEntry.ID?

    /// The models of an entry's flows.
    ///
    /// - Parameters:
    ///   - navigator: The navigator whose state holds the entry.
    ///   - entry: The entry whose flows to look in.
    public init(navigator: Navigator, entry: RouteEntry.ID) {
        self.navigator = navigator
        self.entry = entry
    }

    private init() {
        navigator = nil
        entry = nil
    }

    /// The models of a screen that is part of no flow: every lookup gives nil.
    public static let none = FlowModels()

    /// The model of type `Model` of the nearest flow this entry is part of (its own, then the one
    /// below it, and so on down to the root), or nil when no flow it is part of owns one.
    ///
    /// ```swift
    /// let model = flows.model(SignUpModel.self)
    /// ```
    public func model<Model: AnyObject>(_ type: Model.Type = Model.self) -> Model? {
        guard let navigator, let entry else { return nil }
        return navigator.flowModel(type, for: entry)
    }
}
