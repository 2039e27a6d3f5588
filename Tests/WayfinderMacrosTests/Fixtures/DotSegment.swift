// expect-error: @Route("post/../:id"): the segment '..' is a dot segment
import WayfinderCore

@Route("post/../:id")
struct PostRoute {
    let id: Int
}
