#if canImport(SwiftUI)
    import SwiftUI
    import Wayfinder

    extension View {
        /// On iOS 26, opens the routes of the App Intents the system delivers to this window's
        /// scene in the scene's navigator (the generated `opensRouteIntents(in:scene:)`); before
        /// iOS 26, and where scenes receive no intents (macOS), the intents' `perform()` opens
        /// them in the active window.
        @ViewBuilder
        func receivesRouteIntents(in directory: NavigatorDirectory, scene: NavigatorDirectory.SceneID)
            -> some View
        {
            #if !os(macOS) && !os(watchOS)
                if #available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *) {
                    opensRouteIntents(in: directory, scene: scene)
                } else {
                    self
                }
            #else
                self
            #endif
        }
    }
#endif
