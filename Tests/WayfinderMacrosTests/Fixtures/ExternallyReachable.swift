// expect-success
// A route with a pattern conforms to ExternallyReachableRoute, so an API that builds a link for
// something outside the app (a widget, a Live Activity, an App Intent) accepts it; so does a
// hand-written conformance that declares it.
import Foundation
public import WayfinderCore

@Route("notes/:id")
public struct NoteRoute {
    public let id: Int
}

@Route("inbox", externallyReachable: true)
public struct InboxRoute {}

public struct LegacyRoute: ExternallyReachableRoute {
    public static let routePattern: RoutePattern? = RoutePattern(validated: "legacy")
    public init() {}
}

func widgetLink<R: ExternallyReachableRoute>(_ route: R) -> String { route.pathRepresentation }

let links = [widgetLink(NoteRoute(id: 1)), widgetLink(InboxRoute()), widgetLink(LegacyRoute())]
