import Wayfinder
import WayfinderCore

@MainActor final class Session {
    var isSignedIn = false
    var user: String?
}

@MainActor let session = Session()

struct EditProfileScreen {
    init(user: String) {}
}

@Route("store")
struct StoreRoute {
    var preferredPresentation: Presentation { .sheet }
}
