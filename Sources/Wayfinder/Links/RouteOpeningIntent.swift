public import WayfinderCore

/// An App Intent that opens a route: every intent the `RouteIntentsPlugin` generates conforms.
///
/// A UIKit scene delegate that receives intents for its scene (iOS 26's
/// `AppIntentSceneDelegate`) opens the intent's route in its own navigator through this
/// protocol, whichever route the intent opens:
///
/// ```swift
/// func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {
///     guard let intent = appIntent as? any RouteOpeningIntent else { return }
///     try? directory.open(intent.route, in: sceneID)
/// }
/// ```
///
/// The intent's `perform()` then finds the route already opened and opens nothing more
/// (``NavigatorDirectory/open(_:in:)``).
public protocol RouteOpeningIntent {
    /// The route the intent opens.
    associatedtype OpenedRoute: IntentRoute

    /// The route the intent opens, made from its parameters.
    var route: OpenedRoute { get }
}
