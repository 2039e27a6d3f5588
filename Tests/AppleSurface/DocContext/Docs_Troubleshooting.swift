import SwiftUI
import Wayfinder
import WayfinderCore

// What Docs/Troubleshooting.md's preview block takes for granted: the post feature, its route
// and its screen, which reads the navigator from the environment.

@Route("post/:id")
struct PostRoute {
    let id: Int
}

struct PostFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(PostRoute.self) { route in PostScreen(id: route.id) }
    }
}

struct PostScreen: View {
    @Environment(Navigator.self) private var navigator
    let id: Int

    var body: some View {
        Button("Back") { navigator.pop() }
    }
}
