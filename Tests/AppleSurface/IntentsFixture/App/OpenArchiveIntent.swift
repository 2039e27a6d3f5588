import AppIntents
import IntentFixtureRoutes
import Wayfinder

/// An intent the app writes by hand in the shape of the generated ones: the type-check's tests
/// plant errors into its lines, so only the stand-in's signatures of Apple's API catch them.
struct OpenArchiveIntent: AppIntent, RouteOpeningIntent {
    static let title: LocalizedStringResource = "Open Archive"

    @Parameter(title: "Pinned Only") var pinned: Bool?

    @AppDependency private var directory: NavigatorDirectory

    var route: ShelfRoute { ShelfRoute(shelf: "archive", pinned: pinned) }

    @MainActor
    func perform() async throws -> some IntentResult {
        try directory.open(route)
        return .result()
    }
}
