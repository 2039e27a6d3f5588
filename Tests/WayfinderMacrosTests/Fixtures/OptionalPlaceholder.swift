// expect-error: @Route("post/:id"): the placeholder property 'id' is Optional, but a path segment is always present; declare it as 'Int'
import WayfinderCore

@Route("post/:id")
struct PostRoute {
    let id: Int?
}
