import Wayfinder
import WayfinderCore

@Route("chat/:with")
struct ChatRoute {
    let with: String
}

struct ChatScreen {
    init(with: String) {}
}
