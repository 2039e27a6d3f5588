// iOS 26: intents the system delivers to one of the app's scenes.
public import SwiftUI
public import UIKit

// https://developer.apple.com/documentation/appintents/targetcontentprovidingintent
@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol TargetContentProvidingIntent: AppIntent {
    // https://developer.apple.com/documentation/appintents/targetcontentprovidingintent/contentidentifier
    var contentIdentifier: String { get }
}

@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension TargetContentProvidingIntent {
    public var contentIdentifier: String { fatalError() }
}

// https://developer.apple.com/documentation/appintents/uisceneappintent
@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol UISceneAppIntent: TargetContentProvidingIntent {
    // https://developer.apple.com/documentation/appintents/uisceneappintent/performnavigation(forscene:)
    @MainActor func performNavigation(forScene scene: UIScene)
}

@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UISceneAppIntent {
    @MainActor public func performNavigation(forScene scene: UIScene) { fatalError() }

    // https://developer.apple.com/documentation/appintents/uisceneappintent/uiscene
    @MainActor public var uiScene: UIScene? { fatalError() }
}

// https://developer.apple.com/documentation/appintents/appintentscenedelegate
@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public protocol AppIntentSceneDelegate: UISceneDelegate {
    // https://developer.apple.com/documentation/appintents/appintentscenedelegate/scene(_:willperformappintent:)
    func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent)
}

@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/onappintentexecution(_:perform:)
    nonisolated public func onAppIntentExecution<I: TargetContentProvidingIntent>(
        _ intent: I.Type = I.self, perform action: @escaping @MainActor (I) -> Void
    ) -> some View { self }
}
