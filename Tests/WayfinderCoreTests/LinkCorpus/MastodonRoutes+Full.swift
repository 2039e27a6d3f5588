import Foundation
import WayfinderCore

// The social client's routes that need the capabilities being built: a required query
// item, a route bound to the user's own server, and a route that keeps its whole link.

extension MastodonRoutes {
    /// The routes that need the new `@Route` syntax.
    static let full: [any Route.Type] = [
        MastodonSearchRoute.self, MastodonLocalStatusRoute.self, MastodonThreadRoute.self,
    ]
}

/// A search for the text of the required `query` item (`mastodon://search?query=…`).
@Route("search")
struct MastodonSearchRoute {
    let query: String
}

/// A post of the user's own server, opened by its id.
@Route("status/:id", host: "mastodon.social")
struct MastodonLocalStatusRoute {
    let id: String
}

/// A post opened by its id, from the custom scheme or from another server; the screen
/// fetches it through the link it was opened with.
@Route("status/:id")
struct MastodonThreadRoute {
    let id: String
    @LinkURL var link: URL?
}
