// expect-error: global function 'widgetLink' requires that 'DraftRoute' conform to 'ExternallyReachableRoute'
// expect-error: global function 'widgetLink' requires that 'AdminRoute' conform to 'ExternallyReachableRoute'
// expect-every-error-contains: conform to 'ExternallyReachableRoute'
// An in-app-only route (no pattern) and a route declared `externallyReachable: false` are not
// ExternallyReachableRoutes: an API that builds a link for something outside the app refuses
// them at compile time.
import Foundation
public import WayfinderCore

@Route
public struct DraftRoute {
    public let text: String
}

@Route("admin", externallyReachable: false)
public struct AdminRoute {}

func widgetLink<R: ExternallyReachableRoute>(_ route: R) -> String { route.pathRepresentation }

let draft = widgetLink(DraftRoute(text: "x"))
let admin = widgetLink(AdminRoute())
