// expect-error: @Route("post/:idd"): the placeholder ':idd' has no stored property named 'idd'; did you mean 'id'?
import WayfinderCore

@Route("post/:idd")
struct PostRoute {
    var id: Int?
}
