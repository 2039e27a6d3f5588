// expect-error: @Route("all posts/:id"): the segment 'all posts' contains ' '
import WayfinderCore

@Route("all posts/:id")
struct PostRoute {
    let id: Int
}
