import WayfinderCore

// A federated social client's links that Wayfinder expresses today. The link forms come from
// the server's routing tests (`spec/routing/accounts_routing_spec.rb` in mastodon/mastodon), the
// official iOS app (mastodon/mastodon-ios) and a third-party client's router (Dimillian/IceCubesApp).
// An account's handle is its own path segment, `@name` or `@name@server`.

/// The routes of the social client, registered in this order.
enum MastodonRoutes {
    /// The routes that compile without the capabilities still being built.
    static let today: [any Route.Type] = [
        MastodonTagRoute.self, MastodonWebStatusRoute.self, MastodonComposeRoute.self,
        MastodonProfileRoute.self,
        MastodonAccountRoute.self, MastodonStatusRoute.self, MastodonStatusEmbedRoute.self,
        MastodonFollowingRoute.self, MastodonFollowersRoute.self, MastodonTaggedRoute.self,
    ]
}

/// An account's handle as a path segment: `@alice` on the account's own server, or
/// `@alice@example.com` for an account of another server.
struct MastodonHandle: RouteParameter, Hashable {
    /// The user name, without `@`.
    let user: String
    /// The account's server, or nil for an account of the link's own server.
    let server: String?

    init?(routeValue: String) {
        guard routeValue.first == "@" else { return nil }
        let parts = routeValue.dropFirst().split(separator: "@", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let name = parts.first, !name.isEmpty,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        user = String(name)
        if parts.count == 2 {
            let host = parts[1]
            guard host.contains("."),
                host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" })
            else { return nil }
            server = String(host)
        } else {
            server = nil
        }
    }

    var routeValue: String { "@" + user + (server.map { "@" + $0 } ?? "") }

    static var sampleParameter: MastodonHandle? { MastodonHandle(routeValue: "@sample") }
}

/// A hashtag's timeline: `tags` on Mastodon, `tag` on Akkoma, `discover/tags` on Pixelfed.
@Route("tags/:tag", aliases: ["tag/:tag", "discover/tags/:tag"])
struct MastodonTagRoute {
    let tag: String
}

/// A post opened through the web app's own path on the user's server.
@Route("web/statuses/:id")
struct MastodonWebStatusRoute {
    let id: String
}

/// The composer (`mastodon://post`).
@Route("post")
struct MastodonComposeRoute {}

/// An account found by its `name@server` address (`mastodon://profile/…`).
@Route("profile/:acct")
struct MastodonProfileRoute {
    let acct: String
}

/// An account's profile; its replies and media tabs open it too.
@Route(":handle", aliases: [":handle/with_replies", ":handle/media"])
struct MastodonAccountRoute {
    let handle: MastodonHandle
}

/// A post.
@Route(":handle/:id")
struct MastodonStatusRoute {
    let handle: MastodonHandle
    let id: String
}

/// A post's embeddable view.
@Route(":handle/:id/embed")
struct MastodonStatusEmbedRoute {
    let handle: MastodonHandle
    let id: String
}

/// The accounts an account follows.
@Route(":handle/following")
struct MastodonFollowingRoute {
    let handle: MastodonHandle
}

/// An account's followers.
@Route(":handle/followers")
struct MastodonFollowersRoute {
    let handle: MastodonHandle
}

/// An account's posts with a hashtag.
@Route(":handle/tagged/:tag")
struct MastodonTaggedRoute {
    let handle: MastodonHandle
    let tag: String
}
