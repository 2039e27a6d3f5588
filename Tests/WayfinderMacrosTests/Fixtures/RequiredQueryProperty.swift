// expect-success
// A non-optional query property without a default is a required query item: it compiles, and
// a link without it does not open the route.
import WayfinderCore

@Route("post/:id")
struct PostRoute {
    let id: Int
    let title: String
}
