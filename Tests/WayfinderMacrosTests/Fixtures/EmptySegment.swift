// expect-error: @Route("post//:id"): segment 2 of the pattern is empty ('//')
import WayfinderCore

@Route("post//:id")
struct PostRoute {
    let id: Int
}
