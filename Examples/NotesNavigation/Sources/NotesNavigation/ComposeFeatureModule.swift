public import Wayfinder

/// The compose feature: the action tab, which presents a new note as a sheet instead of showing
/// a stack.
public struct ComposeFeatureModule<Screen>: FeatureModule {
    /// What the app shows for the new note.
    public let screens: ComposeScreens<Screen>

    /// Creates the feature with the app's screen.
    public init(screens: ComposeScreens<Screen>) {
        self.screens = screens
    }

    public func register(in context: FeatureRegistrationContext) {
        let screens = screens
        let navigator = context.navigator
        context.register(ComposeRoute.self) { [unowned navigator] _ in screens.compose(navigator) }
        context.registerActionTab(
            ActionTabSpec(id: "compose", title: "New note", systemImage: "square.and.pencil") { navigator in
                navigator.present(ComposeRoute())
            })
    }
}
