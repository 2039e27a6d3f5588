// expect-error: instance method 'url(for:)' requires that 'DraftRoute' conform to 'ExternallyReachableRoute'
// expect-error: instance method 'url(for:)' requires that 'AdminRoute' conform to 'ExternallyReachableRoute'
// expect-every-error-contains: conform to 'ExternallyReachableRoute'
// LinkPolicy.url(for:), the link of a widget, a Live Activity or a notification, refuses an
// in-app-only route (no pattern) and a route declared `externallyReachable: false` at compile
// time.
import Foundation
public import WayfinderCore

@Route
public struct DraftRoute {
    public let text: String
}

@Route("admin", externallyReachable: false)
public struct AdminRoute {}

let links = LinkPolicy(schemes: ["notes"])
let draft = try? links.url(for: DraftRoute(text: "x"))
let admin = try? links.url(for: AdminRoute())
