import SampleRoutes
import SwiftUI
import Wayfinder
import WayfinderCore

/// The compose feature: the action tab, which presents a new note as a sheet instead of
/// showing a stack.
struct ComposeFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(ComposeRoute.self) { _ in ComposeScreen() }
        context.registerActionTab(
            ActionTabSpec(id: "compose", title: "New note", systemImage: "square.and.pencil") { navigator in
                navigator.present(ComposeRoute())
            })
    }
}

/// Writing a new note, in a sheet.
struct ComposeScreen: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        Text("A new note")
            .navigationTitle("New note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { navigator.dismiss() }
                }
            }
    }
}
