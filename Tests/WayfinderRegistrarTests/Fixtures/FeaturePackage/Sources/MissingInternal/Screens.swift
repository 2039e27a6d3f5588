import MissingUI
import Wayfinder

struct InboxScreen: RouteScreen {
    static func make(_ route: InboxRoute, _: Void) -> String { "inbox" }
}
