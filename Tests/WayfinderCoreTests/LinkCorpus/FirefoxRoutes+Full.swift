import Foundation
import WayfinderCore

// The web browser's routes that need the capabilities being built: a link inside a query
// item, renamed and required query items, any web address, the fragment, case-insensitive
// literals and the whole link.

extension FirefoxRoutes {
    /// The routes that need the new `@Route` syntax.
    static let full: [any Route.Type] = [
        FirefoxDeepLinkRoute.self, FirefoxOpenURLRoute.self, FirefoxQuickLinkRoute.self,
        FirefoxFxASignInRoute.self, FirefoxShareSheetRoute.self, FirefoxGleanRoute.self,
        FirefoxPairingRoute.self, FirefoxStagePairingRoute.self, FirefoxBrowseRoute.self,
    ]
}

/// `firefox://deep-link?url=/settings/newTab`: opens the route its `url` names.
@Route("deep-link", caseInsensitive: true)
struct FirefoxDeepLinkRoute {
    @NestedLink var url: String
}

/// A web address in a tab, or a new tab; `private` chooses the browsing mode.
@Route("open-url", caseInsensitive: true)
struct FirefoxOpenURLRoute {
    var url: FirefoxWebAddress?
    @QueryItem("private") var isPrivate: Bool?
}

/// A web address opened from either quick-link widget.
@Route("widget-small-quicklink-open-url", aliases: ["widget-medium-quicklink-open-url"])
struct FirefoxQuickLinkRoute {
    var url: FirefoxWebAddress?
    @QueryItem("private") var isPrivate: Bool?
}

/// Account sign-in; the link must carry `signin`.
@Route("fxa-signin")
struct FirefoxFxASignInRoute {
    let signin: String
    var user: String?
    var email: String?
}

/// The share sheet for a web address, with an optional message; of duplicate items, the first
/// wins.
@Route("share-sheet", lenient: true)
struct FirefoxShareSheetRoute {
    let url: FirefoxWebAddress
    var title: String?
    var subtitle: String?
}

/// Telemetry's debug link, which the app reads whole.
@Route("glean")
struct FirefoxGleanRoute {
    @LinkURL var link: URL?
}

/// The pairing protocol version the app speaks.
enum FirefoxPairingVersion: String {
    case two = "2"
}

/// Device pairing on the accounts server; the channel travels in the fragment.
@Route("pair", host: "accounts.firefox.com")
struct FirefoxPairingRoute {
    @QueryItem("channel_id") var channelID: String?
    @QueryItem("channel_key") var channelKey: String?
    var v: FirefoxPairingVersion?
    @Fragment var fragment: String?
}

/// Device pairing on the staging accounts server.
@Route("pair", host: "accounts.stage.mozaws.net")
struct FirefoxStagePairingRoute {
    @QueryItem("channel_id") var channelID: String?
    @QueryItem("channel_key") var channelKey: String?
    var v: FirefoxPairingVersion?
    @Fragment var fragment: String?
}

/// Any web page, in a tab: the browser is the default browser. The pattern has no
/// placeholder: the route is made from the link alone.
@Route("browse", opensAnyWebLink: true)
struct FirefoxBrowseRoute {
    @LinkURL var link: URL?
}
