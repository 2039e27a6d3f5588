import Wayfinder
import WrongUI

/// `transition` is a requirement of RouteScreen of type `Transition?`: an `Int` is a compile error,
/// not a member Swift would ignore for the default.
struct ComposeScreen: RouteScreen {
    static var transition: Int { 1 }

    static func make(_ route: ComposeRoute, _: Void) -> String { "compose" }
}
