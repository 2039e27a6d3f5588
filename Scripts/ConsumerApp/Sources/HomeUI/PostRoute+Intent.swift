public import WayfinderCore

// A post opens from Shortcuts, Siri and Spotlight: RouteIntentsPlugin, applied to the App
// target, writes `OpenPostIntent` from this declaration (where App Intents exists).
extension PostRoute: IntentRoute {
    /// The intent's title in Shortcuts.
    public static let intentTitle = "Open Post"
}
