// expect-success
// Every route-level argument and property attribute, together.
import Foundation
import WayfinderCore

@Route(
    "projects/:slug", requiring: ["manage"], excluding: ["token"], host: "www.example.com",
    caseInsensitive: true, lenient: true)
struct ManagePledgeRoute {
    let slug: String
    let payload: String
    @QueryItem("tag_id") var tagID: Int?
    var page: Int = 1
    @RemainingQueryItems var filters: [String: String] = [:]
    @Fragment var fragment: String?
    @LinkURL var link: URL?
}

@Route("deep-link")
struct DeepLinkRoute {
    @NestedLink @QueryItem("url") var target: String
}

@Route("*", opensAnyWebLink: true)
struct BrowserRoute {
    @LinkURL var link: URL?
}

@Route("files/*path", aliases: ["docs/*path"])
struct FileRoute {
    let path: String
}
