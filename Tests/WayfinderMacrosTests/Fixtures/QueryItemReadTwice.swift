// expect-error: @Route("discover"): 'tag' and 'tagID' both read the query item 'tag_id'; give one another name with @QueryItem("…")
// expect-every-error-contains: both read the query item
import WayfinderCore

@Route("discover")
struct DiscoverRoute {
    @QueryItem("tag_id") var tag: String?
    @QueryItem("tag_id") var tagID: Int?
}
