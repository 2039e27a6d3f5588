#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import Wayfinder

    /// The app's windows: one navigator per scene, and the door through which a note opens in a
    /// new window (scene activation with the note's link as user activity).
    @MainActor
    enum SampleWindows {
        /// The navigators of the app's scenes.
        static let directory: NavigatorDirectory = {
            let directory = NavigatorDirectory()
            directory.windowOpener = NavigatorDirectory.activateScene(showing:)
            return directory
        }()
    }
#endif
