public import WayfinderCore

// A post opens from Shortcuts: RouteIntentsPlugin, applied to App, writes OpenPostIntent.
extension PostRoute: IntentRoute {
    public static let intentTitle = "Open Post"
}
