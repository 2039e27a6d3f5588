// expect-error: @Route("post/:id"): the stored property 'title' is not a placeholder of the pattern, so it is a query parameter and must be Optional ('String?') or have a default value
import WayfinderCore

@Route("post/:id")
struct PostRoute {
    let id: Int
    let title: String
}
