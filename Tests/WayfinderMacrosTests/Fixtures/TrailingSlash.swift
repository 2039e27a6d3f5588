// expect-error: @Route("post/:id/"): the pattern "post/:id/" ends with '/'
import WayfinderCore

@Route("post/:id/")
struct PostRoute {
    let id: Int
}
