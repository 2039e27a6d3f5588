#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import AppIntents
    import UIKit
    import Wayfinder

    /// On iOS 26 the system delivers an App Intent to the scene it picks before the intent's
    /// `perform()`: the scene opens the intent's route in its own navigator, and `perform()` then
    /// opens nothing more. Before iOS 26, `perform()` opens the route in the active window.
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    extension SceneDelegate: AppIntentSceneDelegate {
        func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {
            guard let sceneID, let intent = appIntent as? any RouteOpeningIntent else { return }
            _ = try? SampleWindows.directory.open(intent.route, in: sceneID)
        }
    }
#endif
