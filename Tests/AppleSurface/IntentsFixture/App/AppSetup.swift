import AppIntents
import Wayfinder

/// What the app does at launch: the intents find the directory through App Intents.
@MainActor
enum AppSetup {
    static let directory = NavigatorDirectory()

    static func registerIntentDependencies() {
        AppDependencyManager.shared.add(dependency: directory)
    }
}
