import Wayfinder
import WayfinderCore

// The screen Docs/Decisions/screen-requirements.md's signature check looks at (its correct form:
// the check compiles).

@Route("compose")
struct ComposeRoute {}

struct ComposeScreen: RouteScreen {
    static func make(_ route: ComposeRoute, _: Void) -> String { "compose" }
}
