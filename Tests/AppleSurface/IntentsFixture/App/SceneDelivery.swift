import AppIntents
import Wayfinder

#if canImport(SwiftUI)
    import SwiftUI

    /// A window's root view: on iOS 26 it opens the intents the system delivers to its scene.
    struct NoteWindow: View {
        let directory: NavigatorDirectory
        let scene: NavigatorDirectory.SceneID

        var body: some View {
            if #available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *) {
                Text("Notes").opensRouteIntents(in: directory, scene: scene)
            } else {
                Text("Notes")
            }
        }
    }
#endif

#if canImport(UIKit)
    import UIKit

    /// A UIKit scene delegate that opens the intents the system delivers to its scene.
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    final class IntentSceneDelegate: UIResponder, AppIntentSceneDelegate {
        let directory = AppSetup.directory
        let sceneID: NavigatorDirectory.SceneID = "main"

        func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {
            guard let intent = appIntent as? any RouteOpeningIntent else { return }
            _ = try? directory.open(intent.route, in: sceneID)
        }
    }
#endif
